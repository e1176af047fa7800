// Runs in the browser: drives a tokenization server that runs in Node (see tokenization-server-commands.ts).
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { commands } from 'vitest/browser';
import type { RecordedRequest } from '../support/tokenization-server.js';
import type { BehaviourSpec, ReplySpec, StartedServer } from './tokenization-server-commands.js';

declare module 'vitest/browser' {
  interface BrowserCommands {
    tokenizationServerStart: () => Promise<StartedServer>;
    tokenizationServerBehave: (id: number, spec: BehaviourSpec) => Promise<void>;
    tokenizationServerRelease: (id: number) => Promise<void>;
    tokenizationServerRequests: (id: number) => Promise<RecordedRequest[]>;
    tokenizationServerReset: (id: number) => Promise<void>;
    tokenizationServerClose: (id: number) => Promise<void>;
  }
}

export type { RecordedRequest };

/** Answers like the tokenization server: HTTP 200, plain text, CORS open to every origin. */
export function answer(text: string, status = 200, cors = true): ReplySpec {
  return { kind: 'answer', text, status, cors };
}

/** Never answers, as a stalled server. */
export const stall: ReplySpec = { kind: 'stall' };

/** Closes the connection without an answer. */
export const hangUp: ReplySpec = { kind: 'hangUp' };

/** Holds requests until `server.release()`, then answers them, and those after, as `then` does. */
export function gate(then: ReplySpec = answer('data=registration-data-1')): BehaviourSpec {
  return { kind: 'gate', then };
}

export interface BrowserTokenizationServer {
  /** A registration URL on this server, with a path and a query as real ones have. */
  readonly url: string;
  readonly origin: string;
  /** The requests received since the test began, in order. */
  requests(): Promise<RecordedRequest[]>;
  /** Sets how the next requests are answered. */
  behave(behaviour: BehaviourSpec): Promise<void>;
  /** Answers the requests the current gate holds, and lets the next ones through. */
  release(): Promise<void>;
}

/**
 * One tokenization server for the test file, started before its first test and closed after its
 * last; before each test, its requests are forgotten and it answers `data=registration-data-1`.
 */
export function useTokenizationServer(): BrowserTokenizationServer {
  let started: StartedServer | undefined;
  const server = () => {
    if (!started) throw new Error('The tokenization server starts in beforeAll: use it in a test');
    return started;
  };
  beforeAll(async () => {
    started = await commands.tokenizationServerStart();
  });
  afterAll(async () => {
    if (started) await commands.tokenizationServerClose(started.id);
  });
  beforeEach(() => commands.tokenizationServerReset(server().id));
  return {
    get url() {
      return server().url;
    },
    get origin() {
      return server().origin;
    },
    requests: () => commands.tokenizationServerRequests(server().id),
    behave: (behaviour) => commands.tokenizationServerBehave(server().id, behaviour),
    release: () => commands.tokenizationServerRelease(server().id),
  };
}
