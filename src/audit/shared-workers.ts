import type { Browser, BrowserContext, CDPSession } from 'playwright-core';

/** A shared worker of the audited context, as the browser lists it. */
export interface SharedWorker {
  url: string;
  /** Sends a DevTools Protocol command to the worker, through the browser's session. */
  send(method: string, params?: object): Promise<unknown>;
}

interface TargetInfo {
  targetId: string;
  type: string;
  url: string;
  browserContextId?: string;
}

/**
 * Shared workers, which Playwright does not show: found and attached through the browser's own
 * DevTools session (a worker's messages travel inside it), so that their scripts are recorded
 * and their requests, storage and messages watched like the page's.
 */
export class SharedWorkers {
  readonly #workers = new Map<string, SharedWorker>();
  readonly #listeners: ((worker: SharedWorker, on: CDPEvents) => void)[] = [];
  #browser: CDPSession | undefined;
  #contextId: string | undefined;
  #nextId = 1;
  readonly #replies = new Map<number, (message: { result?: unknown; error?: unknown }) => void>();
  readonly #events = new Map<string, CDPEvents>();

  /** Starts watching the context `page` belongs to; `onWorker` runs for each worker attached. */
  async start(context: BrowserContext, pageSession: CDPSession): Promise<void> {
    const browser = context.browser() as Browser | null;
    if (!browser) return;
    const { targetInfo } = (await pageSession.send('Target.getTargetInfo')) as {
      targetInfo: TargetInfo;
    };
    this.#contextId = targetInfo.browserContextId;
    const session = (this.#browser = await browser.newBrowserCDPSession());
    session.on('Target.targetCreated', ({ targetInfo: target }) => void this.#attach(target));
    session.on('Target.receivedMessageFromTarget', ({ sessionId, message }) => {
      const parsed = JSON.parse(message) as {
        id?: number;
        method?: string;
        params?: unknown;
        result?: unknown;
        error?: unknown;
      };
      if (parsed.id !== undefined) this.#replies.get(parsed.id)?.(parsed);
      else if (parsed.method) this.#events.get(sessionId)?.emit(parsed.method, parsed.params);
    });
    await session.send('Target.setDiscoverTargets', { discover: true });
  }

  /** Runs `listener` for every shared worker attached, those already there included. */
  onWorker(listener: (worker: SharedWorker, on: CDPEvents) => void): void {
    this.#listeners.push(listener);
    for (const [sessionId, worker] of this.#workers) listener(worker, this.#events.get(sessionId)!);
  }

  list(): SharedWorker[] {
    return [...this.#workers.values()];
  }

  async stop(): Promise<void> {
    await this.#browser?.detach().catch(() => {});
  }

  async #attach(target: TargetInfo): Promise<void> {
    if (target.type !== 'shared_worker' || target.browserContextId !== this.#contextId) return;
    const session = this.#browser!;
    const { sessionId } = (await session
      .send('Target.attachToTarget', { targetId: target.targetId, flatten: false })
      .catch(() => ({ sessionId: '' }))) as { sessionId: string };
    if (!sessionId) return;
    const events = new CDPEvents();
    this.#events.set(sessionId, events);
    const worker: SharedWorker = {
      url: target.url,
      send: (method, params = {}) => {
        const id = this.#nextId++;
        const reply = new Promise<unknown>((resolve, reject) =>
          this.#replies.set(id, ({ result, error }) => {
            this.#replies.delete(id);
            if (error) reject(new Error(JSON.stringify(error)));
            else resolve(result);
          }),
        );
        return session
          .send('Target.sendMessageToTarget', {
            sessionId,
            message: JSON.stringify({ id, method, params }),
          })
          .then(() => reply);
      },
    };
    this.#workers.set(sessionId, worker);
    for (const listener of this.#listeners) listener(worker, events);
  }
}

/** The events of one worker's session, by method. */
export class CDPEvents {
  readonly #handlers = new Map<string, ((params: never) => void)[]>();

  on<T>(method: string, handler: (params: T) => void): void {
    this.#handlers.set(method, [
      ...(this.#handlers.get(method) ?? []),
      handler as (params: never) => void,
    ]);
  }

  emit(method: string, params: unknown): void {
    for (const handler of this.#handlers.get(method) ?? []) handler(params as never);
  }
}
