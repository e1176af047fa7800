import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { build, type Rolldown } from 'vite';
import { nodeHandler } from '../../src/server/http/node-handler.js';
import { cardFramePage, type CardFramePage } from '../../src/server/page/frame-page.js';

/** The card frame's page on a second origin, as a merchant would host it. */
export interface FrameServer {
  port: number;
  /** `http://localhost:<port>`: another site than the e2e pages' 127.0.0.1. */
  crossSite: string;
  /** `http://127.0.0.1:<port>`: the same site, another origin (a `pay.` subdomain's case). */
  sameSite: string;
  /** Paths the browser asked for, in order. */
  requests: string[];
  close(): Promise<void>;
}

export interface FrameServerOptions {
  parentOrigins: string[];
  tokenizationOrigins?: string[];
  /** The tokenization URLs' fixed parts, origin and path (`cardFramePage({ tokenizationUrls })`). */
  tokenizationUrls?: string[];
  /** Serve `/network-choice.js` too, the frame page loading it after its bundle. */
  networkChoice?: boolean;
  /**
   * `registration-source="frame"`: this handler answers `/card-registration` (any method), and
   * the page names it, by its URL on the cross-site origin.
   */
  registrationRoute?: (request: Request) => Promise<Response>;
}

const scripts = new Map<string, Promise<string>>();

/**
 * A script built from the sources as `npm run build` builds it: `frame` for `dist/card-frame.js`,
 * `network-choice` for `dist/network-choice.js`.
 */
function builtScript(mode: 'frame' | 'network-choice'): Promise<string> {
  let script = scripts.get(mode);
  // `npm test` has built dist/ before its browser steps: the shipped bytes, not a second build.
  if (!script && process.env.CARD_TOKENIZER_DIST === 'built') {
    script = readFile(`dist/${mode === 'frame' ? 'card-frame' : mode}.js`, 'utf8');
    scripts.set(mode, script);
  }
  if (!script) {
    script = (
      build({
        configFile: 'vite.config.ts',
        mode,
        logLevel: 'warn',
        build: { write: false },
      }) as Promise<Rolldown.RolldownOutput | Rolldown.RolldownOutput[]>
    ).then((outputs) => [outputs].flat()[0]!.output[0].code);
    scripts.set(mode, script);
  }
  return script;
}

const sri = (code: string) => `sha384-${createHash('sha384').update(code).digest('base64')}`;

/**
 * Serves `/card-frame.html` (with `cardFramePage()`'s headers, its script inlined) on a free
 * port of 127.0.0.1, reachable as both origins above; `/card-frame-bare.html` is the same page
 * without its headers (a host that drops them); `/elsewhere.html` is a page of the same server
 * that is not the frame's; everything else is a 404.
 */
export async function startFrameServer(options: FrameServerOptions): Promise<FrameServer> {
  const { networkChoice, registrationRoute, ...pageOptions } = options;
  const code = await builtScript('frame');
  const choiceCode = networkChoice ? await builtScript('network-choice') : undefined;
  // Made once the port is known: the registration route's URL names it.
  const served: { page?: CardFramePage } = {};
  const requests: string[] = [];
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://frame').pathname;
    requests.push(path);
    if (path === '/card-frame.html') {
      response.writeHead(200, served.page!.headers);
      response.end(served.page!.html);
    } else if (path === '/card-frame-bare.html') {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      response.end(served.page!.html);
    } else if (path === '/card-registration' && registrationRoute) {
      nodeHandler(registrationRoute)(request, response);
    } else if (path === '/network-choice.js' && choiceCode) {
      response.writeHead(200, { 'Content-Type': 'text/javascript' });
      response.end(choiceCode);
    } else if (path === '/elsewhere.html') {
      response.writeHead(200, { 'Content-Type': 'text/html' });
      response.end('<!doctype html><title>Elsewhere</title><p>Another page');
    } else {
      response.writeHead(404, { 'Content-Type': 'text/html' });
      response.end('<!doctype html><title>Not found</title><p>Not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  served.page = cardFramePage({
    ...pageOptions,
    scripts: [
      // Inlined under its hash, as `card-tokenizer-frame` writes it: one request for the frame.
      { source: code },
      ...(choiceCode ? [{ src: '/network-choice.js', integrity: sri(choiceCode) }] : []),
    ],
    ...(registrationRoute && {
      registrationEndpoint: `http://localhost:${port}/card-registration`,
    }),
  });
  return {
    port,
    crossSite: `http://localhost:${port}`,
    sameSite: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The hooks of a Playwright test file that `useFrameServer` needs. */
interface FrameServerHooks {
  beforeAll(hook: (fixtures: { baseURL?: string }) => Promise<void>): void;
  afterAll(hook: () => Promise<void>): void;
}

/**
 * One frame server for the test file, started before its first test with the page's origin as
 * its only parent and `tokenization`'s as its tokenization origin; closed after its last test.
 * Its fields are filled in then: read them inside tests.
 */
export function useFrameServer(
  hooks: FrameServerHooks,
  tokenization: { readonly origin: string },
  options: Pick<FrameServerOptions, 'networkChoice' | 'registrationRoute'> = {},
): FrameServer {
  const frames = {} as FrameServer;
  hooks.beforeAll(async ({ baseURL }) => {
    const started = await startFrameServer({
      parentOrigins: [new URL(baseURL!).origin],
      tokenizationOrigins: [tokenization.origin],
      ...options,
    });
    Object.assign(frames, started);
  });
  hooks.afterAll(() => frames.close());
  return frames;
}
