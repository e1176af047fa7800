import type { CDPSession } from 'playwright-core';
import type { CanaryWatch } from './watch.js';
import { OWN_SOURCE_URL } from '../terms/own-code.js';

interface Sent {
  method: string;
  url: string;
  text: string;
}

/**
 * What the route does not show, from the DevTools Protocol: requests the browser refused (a
 * CSP-blocked one, mixed content: their body is still there), WebSocket handshakes with their
 * URL and headers, and the requests of the shared workers, stopped when they carry the card.
 */
export async function watchNetwork(canary: CanaryWatch): Promise<void> {
  const cdp = await canary.context.newCDPSession(canary.page);
  const sent = new Map<string, Sent>();
  cdp.on('Network.requestWillBeSent', ({ requestId, request, initiator }) => {
    sent.set(requestId, {
      method: request.method,
      url: request.url,
      text: `${request.url}\n${request.postData ?? ''}\n${JSON.stringify(request.headers)}`,
    });
    // The script on top of the stack that made it (the DevTools Protocol's, not the page's Error).
    const named = (frames: { url: string }[] | undefined) =>
      frames?.find(({ url }) => url && !url.includes(OWN_SOURCE_URL))?.url;
    const script =
      named(initiator.stack?.callFrames) ??
      named(initiator.stack?.parent?.callFrames) ??
      initiator.url;
    if (script) canary.initiatedBy(request.method, request.url, script);
  });
  cdp.on('Network.loadingFailed', ({ requestId, blockedReason, errorText }) => {
    const request = sent.get(requestId);
    if (!request || canary.routed(request.method, request.url)) return;
    canary.trace(
      'refused',
      `request ${request.method} ${request.url} refused by the browser (${blockedReason ?? errorText})`,
      request.text,
    );
  });
  cdp.on('Network.webSocketWillSendHandshakeRequest', ({ requestId, request }) => {
    const url = sent.get(requestId)?.url ?? webSockets.get(requestId) ?? 'a WebSocket';
    canary.trace(
      'headers',
      `WebSocket handshake to ${url}`,
      `${url}\n${JSON.stringify(request.headers)}`,
    );
  });
  const webSockets = new Map<string, string>();
  cdp.on('Network.webSocketCreated', ({ requestId, url }) => {
    webSockets.set(requestId, url);
    canary.trace('websocket', `WebSocket opened to ${url}`, url);
  });
  await cdp.send('Network.enable');
  canary.options.sharedWorkers?.onWorker((worker, events) => {
    events.on<{
      requestId: string;
      request: { url: string; method: string; headers: object; postData?: string };
    }>('Fetch.requestPaused', ({ requestId, request }) => {
      const text = `${request.url}\n${request.postData ?? ''}\n${JSON.stringify(request.headers)}`;
      canary.trace(
        'request',
        `request ${request.method} ${request.url} from the shared worker ${worker.url}`,
        text,
      );
      void (
        canary.carriesCard(text)
          ? worker.send('Fetch.failRequest', { requestId, errorReason: 'BlockedByClient' })
          : worker.send('Fetch.continueRequest', { requestId })
      ).catch(() => {});
    });
    void worker.send('Fetch.enable', { patterns: [{ urlPattern: '*' }] }).catch(() => {});
  });
}

/**
 * Requests no page's route sees: those a page sends as it is left (`sendBeacon` or a keepalive
 * `fetch` in `pagehide`) leave from the browser itself once the document is gone. The browser's
 * own session sees them; one that carries the card is stopped. Detach the session to end it.
 */
export async function watchBrowserRequests(canary: CanaryWatch): Promise<CDPSession | undefined> {
  const browser = canary.context.browser();
  if (!browser) return undefined;
  const session = await browser.newBrowserCDPSession();
  session.on('Fetch.requestPaused', ({ requestId, request }) => {
    const text = `${request.url}\n${request.postData ?? ''}\n${JSON.stringify(request.headers)}`;
    const body = request.postData ?? '';
    if (canary.carriesCard(text) && !canary.isTokenization(request.method, body)) {
      canary.sentUnrouted(request.method, request.url, text);
      void session
        .send('Fetch.failRequest', { requestId, errorReason: 'BlockedByClient' })
        .catch(() => {});
    } else void session.send('Fetch.continueRequest', { requestId }).catch(() => {});
  });
  await session.send('Fetch.enable', { patterns: [{ urlPattern: '*' }] });
  return session;
}
