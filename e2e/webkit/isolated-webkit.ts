// What each isolated WebKit spec starts once: a tokenization server, the e2e pages, a frame server
// that lets those pages frame it, and one MiniBrowser session.
import type { WebDriver } from 'selenium-webdriver';
import { createServer as createPagesServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll } from 'vitest';
import {
  startFrameServer,
  type FrameServer,
  type FrameServerOptions,
} from '../../test/support/frame-server.js';
import {
  startTokenizationServer,
  type TokenizationServer,
} from '../../test/support/tokenization-server.js';
import { freePort, startWebKit, type WebKitSession } from './webkit-session.js';

/** The started servers and session; read only inside tests (they start in `beforeAll`). */
export interface IsolatedWebKit {
  session(): WebDriver;
  /** Runs `script` in the session's current document. */
  run<T>(script: string, ...args: unknown[]): Promise<T>;
  readonly pagesUrl: string;
  readonly tokenization: TokenizationServer;
  readonly frames: FrameServer;
}

/** Starts the servers and the session before the file's tests, and stops them after. */
export function useIsolatedWebKit(
  frameOptions: Pick<FrameServerOptions, 'networkChoice'> = {},
): IsolatedWebKit {
  let tokenization: TokenizationServer | undefined;
  let pages: ViteDevServer | undefined;
  let frames: FrameServer | undefined;
  let webkit: WebKitSession | undefined;
  let pagesUrl = '';

  beforeAll(async () => {
    tokenization = await startTokenizationServer();
    pages = await createPagesServer({
      configFile: 'e2e/vite.config.ts',
      server: { port: await freePort(), strictPort: true },
    });
    await pages.listen();
    pagesUrl = pages.resolvedUrls!.local[0]!;
    frames = await startFrameServer({
      parentOrigins: [new URL(pagesUrl).origin],
      tokenizationOrigins: [new URL(tokenization.url).origin],
      ...frameOptions,
    });
    webkit = await startWebKit();
  });
  afterAll(async () => {
    try {
      await webkit?.stop();
    } finally {
      await frames?.close();
      await pages?.close();
      await tokenization?.close();
    }
  });

  const session = () => webkit!.session;
  return {
    session,
    run: (script, ...args) => session().executeScript(script, ...args),
    get pagesUrl() {
      return pagesUrl;
    },
    get tokenization() {
      return tokenization!;
    },
    get frames() {
      return frames!;
    },
  };
}
