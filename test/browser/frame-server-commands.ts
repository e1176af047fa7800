// Runs in Vitest's Node process: a browser test serves the card frame on a second origin with these.
import type { BrowserCommand } from 'vitest/node';
import { startFrameServer, type FrameServer } from '../support/frame-server.js';

declare module 'vitest/browser' {
  interface BrowserCommands {
    frameServerStart: (parentOrigin: string, tokenizationOrigin: string) => Promise<StartedFrame>;
    frameServerClose: (port: number) => Promise<void>;
  }
}

export interface StartedFrame {
  port: number;
  /** The frame page on 127.0.0.1, another origin than the test page's. */
  src: string;
}

const servers = new Map<number, FrameServer>();

const frameServerStart: BrowserCommand<[parentOrigin: string, tokenizationOrigin: string]> = async (
  _context,
  parentOrigin,
  tokenizationOrigin,
): Promise<StartedFrame> => {
  const server = await startFrameServer({
    parentOrigins: [parentOrigin],
    tokenizationOrigins: [tokenizationOrigin],
  });
  servers.set(server.port, server);
  const origin =
    new URL(parentOrigin).hostname === 'localhost' ? server.sameSite : server.crossSite;
  return { port: server.port, src: `${origin}/card-frame.html` };
};

const frameServerClose: BrowserCommand<[port: number]> = async (_context, port) => {
  await servers.get(port)?.close();
  servers.delete(port);
};

/** The commands to list in `test.browser.commands`. */
export const frameServerCommands = { frameServerStart, frameServerClose };
