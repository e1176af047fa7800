import type { CDPSession, Frame, Page, Response } from 'playwright-core';
import type { HeaderSeen, ListenerSeen, ScriptSeen } from '../terms/evidence.js';
import { securityHeaders } from './headers.js';
import { elementScriptId, listCardListeners } from './listeners.js';
import { OWN_SOURCE_URL } from '../terms/own-code.js';
import { displayUrl, ScriptWatch } from './scripts.js';

/** The frames whose document holds card inputs (the element's or its own `cc-` inputs), the page first. */
export async function cardFrames(page: Page): Promise<Frame[]> {
  const found: Frame[] = [];
  for (const frame of page.frames()) {
    const holds = await frame
      .locator('card-tokenizer, input[autocomplete^="cc-"]')
      .count()
      .catch(() => 0);
    if (holds > 0) found.push(frame);
  }
  return found;
}

/**
 * The DevTools Protocol session that runs a frame: its own for an out-of-process frame (a
 * cross-site one), none for a frame that runs in its parent's process.
 */
export async function frameSession(page: Page, frame: Frame): Promise<CDPSession | undefined> {
  if (frame === page.mainFrame()) return undefined;
  return page
    .context()
    .newCDPSession(frame)
    .catch(() => undefined);
}

/** Each frame document's navigation response, by URL, from the time the page loads. */
export function watchFrameDocuments(page: Page): Map<string, Response> {
  const documents = new Map<string, Response>();
  page.on('response', (response) => {
    const request = response.request();
    if (request.isNavigationRequest() && request.frame() !== page.mainFrame())
      documents.set(response.url(), response);
  });
  return documents;
}

interface FrameNode {
  frame: { id: string; url: string; urlFragment?: string };
  childFrames?: FrameNode[];
}

/** The frames of a session's process, by id, with their URLs; the first is its main frame. */
async function frameUrls(cdp: CDPSession): Promise<Map<string, string>> {
  const { frameTree } = (await cdp.send('Page.getFrameTree')) as { frameTree: FrameNode };
  const urls = new Map<string, string>();
  const walk = (node: FrameNode) => {
    urls.set(node.frame.id, node.frame.url + (node.frame.urlFragment ?? ''));
    for (const child of node.childFrames ?? []) walk(child);
  };
  walk(frameTree);
  return urls;
}

export interface FramesRecord {
  scripts: ScriptSeen[];
  headers: HeaderSeen[];
  listeners: ListenerSeen[];
  own: ListenerSeen[];
  ownScripts: string[];
}

/** Names and tells apart the element's own scripts within one session. */
interface SessionScripts {
  watch: ScriptWatch;
  hashes: Map<string, string>;
}

/**
 * What every frame of the page ran, was served with and listens with on its card inputs: frames in
 * the page's process through the page's session (each in its own execution context), the others
 * (cross-site, out of process) through a session of their own.
 */
export async function recordFrames(
  page: Page,
  pageWatch: ScriptWatch,
  pageUrl: string,
  ownHashes: Set<string>,
  documents: Map<string, Response>,
): Promise<{ page: FramesRecord; frames: FramesRecord }> {
  const inPage = await frameUrls(pageWatch.cdp);
  const [mainId] = inPage.keys();
  const frameName = (frameId: string | undefined) =>
    frameId === undefined || frameId === mainId || !inPage.has(frameId)
      ? undefined
      : displayUrl(inPage.get(frameId)!, pageUrl);
  const pageScripts = await pageWatch.scripts(pageUrl, frameName);
  const pageRecord = empty();
  const framesRecord = empty();
  for (const script of pageScripts.scripts)
    (script.frame === undefined ? pageRecord : framesRecord).scripts.push(script);

  const sessions: [SessionScripts, Map<string, string>][] = [
    [{ watch: pageWatch, hashes: pageScripts.hashes }, inPage],
  ];
  for (const frame of page.frames()) {
    const session = await frameSession(page, frame);
    if (!session) continue;
    const watch = pageWatch.forFrame(session);
    await watch.start();
    const urls = await frameUrls(session);
    const name = (frameId: string | undefined) =>
      displayUrl(urls.get(frameId ?? '') ?? frame.url(), pageUrl);
    const { scripts, hashes } = await watch.scripts(pageUrl, name, (frameId) =>
      documents.get(urls.get(frameId ?? '') ?? frame.url()),
    );
    framesRecord.scripts.push(...scripts);
    sessions.push([{ watch, hashes }, urls]);
  }

  for (const [{ watch, hashes }, urls] of sessions) {
    for (const [frameId, url] of urls) {
      const contextId = watch.contexts.get(frameId);
      const isPage = watch === pageWatch && frameId === mainId;
      // A frame of another process shows here as a placeholder: its own session lists it.
      if (contextId === undefined) continue;
      // Events do not cross documents: a frame without card inputs cannot hear the card.
      if (!isPage && !(await holdsCardInputs(watch.cdp, contextId))) continue;
      const frame = isPage ? undefined : displayUrl(url, pageUrl);
      const defining = await elementScriptId(watch.cdp, contextId);
      const isOwn = (id: string) => id === defining || ownHashes.has(hashes.get(id) ?? '');
      const named = (id: string) => watch.nameOf(id, pageUrl, hashes);
      const { listeners, own } = await listCardListeners(watch.cdp, named, isOwn, contextId);
      const target = isPage ? pageRecord : framesRecord;
      const inFrame = (listener: ListenerSeen) => ({ ...listener, ...(frame && { frame }) });
      target.listeners.push(...listeners.map(inFrame));
      target.own.push(...own.map(inFrame));
      target.ownScripts.push(
        ...[...hashes.keys()]
          .filter((id) => isOwn(id) && watch.frameIdOf(id) === frameId)
          .map(named),
      );
    }
  }

  for (const [url, response] of documents) {
    const headers = await response.headersArray().catch(() => []);
    const frame = displayUrl(url, pageUrl);
    framesRecord.headers.push(...securityHeaders(headers).map((header) => ({ ...header, frame })));
  }
  return { page: pageRecord, frames: framesRecord };
}

async function holdsCardInputs(cdp: CDPSession, contextId: number): Promise<boolean> {
  const { result } = await cdp.send('Runtime.evaluate', {
    expression: `document.querySelector('card-tokenizer, input[autocomplete^="cc-"]') !== null\n//# sourceURL=${OWN_SOURCE_URL}`,
    contextId,
    returnByValue: true,
  });
  return result.value === true;
}

const empty = (): FramesRecord => ({
  scripts: [],
  headers: [],
  listeners: [],
  own: [],
  ownScripts: [],
});
