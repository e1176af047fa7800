import type { IncomingMessage, ServerResponse } from 'node:http';

/** After an early answer (a body too large), this much more of the body is read and dropped. */
const DRAIN_LIMIT = 1024 * 1024;

/**
 * A web-standard handler (`reportCollector()`'s) as a listener for Node's `http.createServer` or
 * Express: `server.on('request', nodeHandler(handler))`, or `app.post('/reports', nodeHandler(h))`.
 */
export function nodeHandler(
  handler: (request: Request) => Promise<Response>,
): (request: IncomingMessage, response: ServerResponse) => void {
  return (request, response) => {
    void answer(handler, request, response);
  };
}

async function answer(
  handler: (request: Request) => Promise<Response>,
  incoming: IncomingMessage,
  outgoing: ServerResponse,
): Promise<void> {
  try {
    const result = await handler(toRequest(incoming));
    outgoing.statusCode = result.status;
    result.headers.forEach((value, name) => outgoing.setHeader(name, value));
    const body = result.body ? Buffer.from(await result.arrayBuffer()) : undefined;
    if (!incoming.complete) outgoing.setHeader('Connection', 'close');
    outgoing.end(body);
  } catch {
    if (!outgoing.headersSent) outgoing.statusCode = 500;
    outgoing.end();
  }
}

function toRequest(incoming: IncomingMessage): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const url = `http://${incoming.headers.host ?? '127.0.0.1'}${incoming.url ?? '/'}`;
  const method = incoming.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  return new Request(url, {
    method,
    headers,
    ...(hasBody && { body: bodyStream(incoming), duplex: 'half' }),
  } as RequestInit);
}

/**
 * The request body as a web stream. Cancelling it (a body too large) does not destroy the socket,
 * so that the answer can still be sent: the rest is drained, up to DRAIN_LIMIT, then cut.
 */
function bodyStream(incoming: IncomingMessage): ReadableStream<Uint8Array> {
  let open = true;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      incoming.on('data', (chunk: Buffer) => {
        if (!open) return;
        controller.enqueue(new Uint8Array(chunk));
        if ((controller.desiredSize ?? 0) <= 0) incoming.pause();
      });
      incoming.once('end', () => open && controller.close());
      incoming.once('error', (error) => open && controller.error(error));
    },
    pull() {
      incoming.resume();
    },
    cancel() {
      open = false;
      let drained = 0;
      incoming.on('data', (chunk: Buffer) => {
        drained += chunk.byteLength;
        if (drained > DRAIN_LIMIT) incoming.destroy();
      });
      incoming.resume();
    },
  });
}
