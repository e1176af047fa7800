/**
 * Settles as `work` does, or rejects with `reason()` once `signal` aborts, without cancelling
 * `work`, which other callers may share. No signal: `work` itself.
 */
export function untilAborted<T>(
  work: Promise<T>,
  signal: AbortSignal | undefined,
  reason: () => unknown = () => signal?.reason,
): Promise<T> {
  if (!signal) return work;
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(reason());
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}
