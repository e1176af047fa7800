import type { BrowserContext, Page, Response } from 'playwright-core';
import type { WorkerSeen } from '../terms/evidence.js';
import { displayUrl, type ScriptWatch } from './scripts.js';
import type { SharedWorkers } from '../browser/shared-workers.js';
import { sha384 } from './sri.js';

/**
 * The workers that serve the payment page, scripts of the page like any other: service workers
 * (with their scope), shared and dedicated workers, each with the hash of its script as received
 * and what started it.
 */
export class WorkerWatch {
  readonly #responses = new Map<string, Response>();
  readonly #dedicated = new Set<string>();
  readonly #service = new Set<string>();

  constructor(
    readonly page: Page,
    readonly shared: SharedWorkers,
  ) {}

  get context(): BrowserContext {
    return this.page.context();
  }

  start(): void {
    this.context.on('response', (response) => this.#responses.set(response.url(), response));
    this.context.on('serviceworker', (worker) => this.#service.add(worker.url()));
    this.page.on('worker', (worker) => this.#dedicated.add(worker.url()));
  }

  async record(pageUrl: string, scripts: ScriptWatch): Promise<WorkerSeen[]> {
    const seen: WorkerSeen[] = [];
    const registrations = await this.#registrations(pageUrl);
    for (const url of this.context.serviceWorkers().map((worker) => worker.url()))
      this.#service.add(url);
    for (const url of this.#service) {
      const registration = registrations.find(({ script }) => script === url);
      seen.push({
        type: 'service',
        url: displayUrl(url, pageUrl),
        sha384: await this.#hash(url),
        scope: registration ? displayUrl(registration.scope, pageUrl) : 'unknown',
        registeredBy: scripts.startedBy(url, pageUrl) ?? registration?.document ?? 'unknown',
      });
    }
    for (const [type, urls] of [
      ['shared', this.shared.urls()],
      ['dedicated', [...this.#dedicated]],
    ] as const)
      for (const url of new Set(urls))
        seen.push({
          type,
          url: displayUrl(url, pageUrl),
          sha384: await this.#hash(url),
          registeredBy: scripts.startedBy(url, pageUrl) ?? 'unknown',
        });
    return seen.sort((a, b) => `${a.type} ${a.url}`.localeCompare(`${b.type} ${b.url}`));
  }

  /** The service worker registrations each frame's origin holds, with the document that holds them. */
  async #registrations(
    pageUrl: string,
  ): Promise<{ script: string; scope: string; document: string }[]> {
    const found: { script: string; scope: string; document: string }[] = [];
    for (const frame of this.page.frames()) {
      const document =
        frame === this.page.mainFrame() ? 'the page' : displayUrl(frame.url(), pageUrl);
      const registrations = await frame
        .evaluate(async () =>
          (await navigator.serviceWorker.getRegistrations()).map((registration) => ({
            script: (registration.active ?? registration.waiting ?? registration.installing)
              ?.scriptURL,
            scope: registration.scope,
          })),
        )
        .catch(() => []);
      for (const { script, scope } of registrations)
        if (script && !found.some((entry) => entry.script === script))
          found.push({ script, scope, document });
    }
    return found;
  }

  /** The hash of the worker's script as the browser received it, else as the server sends it now. */
  async #hash(url: string): Promise<string> {
    const body =
      (await this.#responses
        .get(url)
        ?.body()
        .catch(() => undefined)) ??
      (await this.context.request
        .get(url)
        .then((response) => response.body())
        .catch(() => Buffer.from('')));
    return sha384(body);
  }
}
