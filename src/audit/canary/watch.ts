import type { BrowserContext, Page } from 'playwright-core';
import type { Channel } from './channels.js';
import type { SharedWorkers } from '../browser/shared-workers.js';

/** What the canary's watchers are given of it: where to look, and where to write what they saw. */
export interface CanaryWatch {
  readonly context: BrowserContext;
  readonly page: Page;
  readonly options: { sharedWorkers?: SharedWorkers };
  trace(channel: Channel, where: string, text: string): void;
  /** The request went through the canary's own route, which saw it whole. */
  routed(method: string, url: string): boolean;
  sentUnrouted(method: string, url: string, text: string): void;
  carriesCard(text: string): boolean;
  isTokenization(method: string, body: string): boolean;
  initiatedBy(method: string, url: string, script: string): void;
}
