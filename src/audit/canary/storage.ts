// Runs in each frame and worker at the end of the canary's run: every kind of storage the page's
// origin keeps, read whole, since a skimmer may leave the card there for a later page to send.

/** What one frame or worker keeps: cookies, Web Storage, window.name, IndexedDB, Cache Storage, OPFS. */
export async function storedInScope(): Promise<{ where: string; text: string }[]> {
  const here = location.href;
  const found: { where: string; text: string }[] = [];
  const read = async (where: string, text: () => unknown) => {
    try {
      const value = await text();
      found.push({ where: `${where} in ${here}`, text: JSON.stringify(value) ?? '' });
    } catch {
      // Refused to an opaque origin, or not in this kind of scope.
    }
  };
  if (typeof document !== 'undefined') {
    await read('document.cookie', () => document.cookie);
    await read('localStorage', () => Object.entries(localStorage));
    await read('sessionStorage', () => Object.entries(sessionStorage));
    await read('window.name', () => window.name);
  }
  await read('IndexedDB', async () => {
    const records: unknown[] = [];
    for (const { name, version } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name, version);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error ?? new Error('open'));
      });
      for (const store of db.objectStoreNames) {
        const all = db.transaction(store, 'readonly').objectStore(store);
        const [keys, values] = await Promise.all(
          [all.getAllKeys(), all.getAll()].map(
            (request) =>
              new Promise<unknown>((resolve, reject) => {
                request.onsuccess = () => resolve(request.result);
                request.onerror = () => reject(request.error ?? new Error('read'));
              }),
          ),
        );
        records.push({ db: name, store, keys, values });
      }
      db.close();
    }
    return records;
  });
  await read('Cache Storage', async () => {
    const entries: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        entries.push(
          `${name} ${request.url}\n${((await response?.text()) ?? '').slice(0, 65_536)}`,
        );
      }
    }
    return entries;
  });
  await read('the origin private file system', async () => {
    const files: string[] = [];
    const walk = async (directory: FileSystemDirectoryHandle, path: string) => {
      for await (const handle of (
        directory as unknown as { values(): AsyncIterable<FileSystemHandle> }
      ).values()) {
        if (handle.kind === 'directory')
          await walk(handle as FileSystemDirectoryHandle, `${path}${handle.name}/`);
        else {
          const file = await (handle as FileSystemFileHandle).getFile();
          files.push(`${path}${handle.name}\n${(await file.text()).slice(0, 65_536)}`);
        }
      }
    };
    await walk(await navigator.storage.getDirectory(), '/');
    return files;
  });
  return found;
}
