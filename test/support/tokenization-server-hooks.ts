import { answer, startTokenizationServer, type TokenizationServer } from './tokenization-server.js';

/** The hooks a test file registers: Vitest's `{ beforeAll, afterAll, beforeEach }`, or Playwright's `test`. */
export interface TestHooks {
  beforeAll(hook: () => Promise<void>): void;
  afterAll(hook: () => Promise<void> | undefined): void;
  beforeEach(hook: () => void): void;
}

/**
 * One tokenization server for the test file, started before its first test and closed after its
 * last; before each test, its requests are forgotten and it answers `data=registration-data-1`.
 * The server returned reads through to that one, so use it inside tests and hooks only.
 */
export function useTokenizationServer(hooks: TestHooks): TokenizationServer {
  let started: TokenizationServer | undefined;
  const server = () => {
    if (!started) throw new Error('The tokenization server starts in beforeAll: use it in a test');
    return started;
  };
  hooks.beforeAll(async () => {
    started = await startTokenizationServer();
  });
  hooks.afterAll(() => started?.close());
  hooks.beforeEach(() => {
    server().requests.length = 0;
    server().behave(answer('data=registration-data-1'));
  });
  return {
    get url() {
      return server().url;
    },
    get origin() {
      return server().origin;
    },
    get requests() {
      return server().requests;
    },
    behave: (behaviour) => server().behave(behaviour),
    close: () => server().close(),
  };
}
