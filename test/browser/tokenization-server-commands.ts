// Runs in Vitest's Node process: browser tests reach these servers through `commands` from 'vitest/browser'.
import type { BrowserCommand } from 'vitest/node';
import {
  answer,
  gate,
  hangUp,
  stall,
  startTokenizationServer,
  type Behaviour,
  type Gate,
  type RecordedRequest,
  type TokenizationServer,
} from '../support/tokenization-server.js';

/** How the server answers one request, in a form that crosses from the browser to Node. */
export type ReplySpec =
  | { kind: 'answer'; text: string; status: number; cors: boolean }
  | { kind: 'stall' }
  | { kind: 'hangUp' };

/** A reply, or a gate that holds requests until released and then replies. */
export type BehaviourSpec = ReplySpec | { kind: 'gate'; then: ReplySpec };

export interface StartedServer {
  id: number;
  url: string;
  origin: string;
}

const DEFAULT_ANSWER: ReplySpec = {
  kind: 'answer',
  text: 'data=registration-data-1',
  status: 200,
  cors: true,
};

/** Each test file's own server, so that files running side by side never share requests. */
const servers = new Map<number, { server: TokenizationServer; gate?: Gate }>();
let lastId = 0;

function running(id: number) {
  const entry = servers.get(id);
  if (!entry) throw new Error(`Expected a running tokenization server ${id}, got none`);
  return entry;
}

function replyOf(spec: ReplySpec): Behaviour {
  switch (spec.kind) {
    case 'answer':
      return answer(spec.text, spec.status, spec.cors);
    case 'stall':
      return stall;
    case 'hangUp':
      return hangUp;
  }
}

function behave(id: number, spec: BehaviourSpec): void {
  const entry = running(id);
  // A gate is kept so that a later command can release what it holds.
  entry.gate = spec.kind === 'gate' ? gate(replyOf(spec.then)) : undefined;
  entry.server.behave(entry.gate?.behaviour ?? replyOf(spec as ReplySpec));
}

const tokenizationServerStart: BrowserCommand<[]> = async (): Promise<StartedServer> => {
  const server = await startTokenizationServer();
  const id = ++lastId;
  servers.set(id, { server });
  return { id, url: server.url, origin: server.origin };
};

const tokenizationServerBehave: BrowserCommand<[id: number, spec: BehaviourSpec]> = (
  _context,
  id,
  spec,
) => behave(id, spec);

const tokenizationServerRelease: BrowserCommand<[id: number]> = (_context, id) => {
  const { gate: held } = running(id);
  if (!held) throw new Error('Expected the server to hold requests behind a gate, got no gate');
  held.release();
};

const tokenizationServerRequests: BrowserCommand<[id: number]> = (
  _context,
  id,
): RecordedRequest[] => running(id).server.requests;

const tokenizationServerReset: BrowserCommand<[id: number]> = (_context, id) => {
  running(id).server.requests.length = 0;
  behave(id, DEFAULT_ANSWER);
};

const tokenizationServerClose: BrowserCommand<[id: number]> = async (_context, id) => {
  const entry = servers.get(id);
  servers.delete(id);
  await entry?.server.close();
};

/** The commands to list in `test.browser.commands`. */
export const tokenizationServerCommands = {
  tokenizationServerStart,
  tokenizationServerBehave,
  tokenizationServerRelease,
  tokenizationServerRequests,
  tokenizationServerReset,
  tokenizationServerClose,
};
