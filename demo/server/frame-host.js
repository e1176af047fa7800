import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { cardFramePage, nodeHandler } from 'card-tokenizer/server';

const dist = fileURLToPath(new URL('../../dist', import.meta.url));
/** The frame page, made by `cardFramePage()`, and its scripts, byte for byte from dist. */
const FRAME_PAGE = '/card-frame.html';
/** The element and the frame's side of the channel; the network choice of co-branded cards. */
const FRAME_SCRIPTS = ['/card-frame.js', '/network-choice.js'];
/** `registration-source="frame"`: where the frame asks for its Card Registration. */
const REGISTRATION_PATH = '/card-registration';

/**
 * The isolated checkout's frame on a second origin of the shop: a plain HTTP server on `port` (0:
 * a free one) of 127.0.0.1, addressed as `http://localhost:<port>` (another site than the pages on
 * 127.0.0.1, so the browser keeps the frame in its own process). It serves only the frame page,
 * made by `cardFramePage()` with the pages' origin as its one allowed parent (`allowParents`, once
 * the pages listen: its allowlist and its `frame-ancestors`), the frame's scripts, and
 * `POST /card-registration`, `registrationRoute` (the backend's `frameRegistrationRoute()`).
 */
export function startFrameHost({ port = 0, tokenizationOrigins, registrationRoute }) {
  let parents = [];
  let origins = [];
  const register = registrationRoute && nodeHandler(registrationRoute);
  const answer = async (request, response) => {
    const path = new URL(request.url, 'http://frame').pathname;
    if (path === REGISTRATION_PATH && register) return register(request, response);
    if (request.method !== 'GET' && request.method !== 'HEAD') return finish(response, 405);
    let body;
    if (path === FRAME_PAGE) {
      // The route on the origin the page is served from: the frame calls its own origin only.
      const own = origins.find((origin) => new URL(origin).host === request.headers.host);
      if (!own) return finish(response, 421);
      const { html, headers } = cardFramePage({
        parentOrigins: parents,
        tokenizationOrigins,
        ...(register && { registrationEndpoint: `${own}${REGISTRATION_PATH}` }),
        scripts: await frameScripts(),
      });
      for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      body = html;
    } else if (FRAME_SCRIPTS.includes(path)) {
      response.setHeader('Content-Type', 'text/javascript; charset=utf-8');
      body = await readFile(`${dist}${path}`);
    } else {
      return finish(response, 404);
    }
    response.setHeader('Cache-Control', 'no-cache');
    response.end(request.method === 'HEAD' ? '' : body);
  };
  const server = createServer((request, response) => {
    answer(request, response).catch((error) => {
      console.error(error);
      finish(response, 500);
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      const { port: listening } = server.address();
      const origin = `http://localhost:${listening}`;
      // The same server under the pages' own host name: same site, another origin (a `pay.`
      // subdomain's case), for `/isolated.html?frame=same-site`.
      const sameSiteOrigin = `http://127.0.0.1:${listening}`;
      origins = [origin, sameSiteOrigin];
      resolve({
        origin,
        url: `${origin}${FRAME_PAGE}`,
        sameSiteOrigin,
        sameSiteUrl: `${sameSiteOrigin}${FRAME_PAGE}`,
        /** The pages' origins: the only ones allowed to frame the page. */
        allowParents: (origins) => void (parents = origins),
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}

function finish(response, status) {
  response.statusCode = status;
  response.end();
}

/** The frame's scripts with their hashes, read at each request: a rebuilt dist/ is served at once. */
async function frameScripts() {
  const hashes = JSON.parse(await readFile(`${dist}/integrity.json`, 'utf8'));
  return FRAME_SCRIPTS.map((src) => ({ src, integrity: hashes[src.slice(1)] }));
}
