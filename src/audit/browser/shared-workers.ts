import type { Browser, BrowserContext, CDPSession } from 'playwright-core';

/** A shared worker of the audited context, as the browser lists it. */
export interface SharedWorker {
  url: string;
  /**
   * Sends a DevTools Protocol command to the worker, through the browser's session; rejected
   * when the worker ends before answering.
   */
  send(method: string, params?: object): Promise<unknown>;
}

interface TargetInfo {
  targetId: string;
  type: string;
  url: string;
  browserContextId?: string;
}

/** A message from a worker's session: a reply (`id`) or an event (`method`). */
interface Message {
  id?: number;
  method?: string;
  params?: unknown;
  result?: unknown;
  error?: unknown;
}
type Reply = Pick<Message, 'result' | 'error'>;

/** One attached worker: its events, and the replies it still owes. */
interface Attached {
  worker: SharedWorker;
  events: CDPEvents;
  waiting: Map<number, (reply: Reply) => void>;
}

/**
 * A worker's end reaches its session as `Inspector.targetCrashed` (Chromium reports a shared
 * worker terminated with its last page so), while the session stays attached: what is sent
 * to it afterwards is dropped without a reply. `Inspector.detached` is the session's own end.
 */
const ENDED = new Set(['Inspector.targetCrashed', 'Inspector.detached']);

/**
 * Shared workers, which Playwright does not show: found and attached through the browser's own
 * DevTools session (a worker's messages travel inside it), so that their scripts are recorded
 * and their requests, storage and messages watched like the page's.
 */
export class SharedWorkers {
  /** The workers running now, by session. */
  readonly #attached = new Map<string, Attached>();
  /** Every worker's URL attached in the run, those that have ended included: for the inventory. */
  readonly #seen = new Set<string>();
  readonly #listeners: ((worker: SharedWorker, on: CDPEvents) => void)[] = [];
  #browser: CDPSession | undefined;
  #contextId: string | undefined;
  #nextId = 1;

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
    session.on('Target.detachedFromTarget', ({ sessionId }) => this.#ended(sessionId ?? ''));
    session.on('Target.receivedMessageFromTarget', ({ sessionId, message }) => {
      const parsed = JSON.parse(message) as Message;
      const attached = this.#attached.get(sessionId);
      if (parsed.id !== undefined) attached?.waiting.get(parsed.id)?.(parsed);
      else if (parsed.method && ENDED.has(parsed.method)) this.#ended(sessionId);
      else if (parsed.method) attached?.events.emit(parsed.method, parsed.params);
    });
    await session.send('Target.setDiscoverTargets', { discover: true });
  }

  /** Runs `listener` for every shared worker attached, those already there included. */
  onWorker(listener: (worker: SharedWorker, on: CDPEvents) => void): void {
    this.#listeners.push(listener);
    for (const { worker, events } of this.#attached.values()) listener(worker, events);
  }

  /** The shared workers running now. */
  list(): SharedWorker[] {
    return [...this.#attached.values()].map(({ worker }) => worker);
  }

  /** The URL of every shared worker the run attached, running or ended. */
  urls(): string[] {
    return [...this.#seen];
  }

  async stop(): Promise<void> {
    for (const sessionId of [...this.#attached.keys()]) this.#ended(sessionId);
    await this.#browser?.detach().catch(() => {});
  }

  async #attach(target: TargetInfo): Promise<void> {
    if (target.type !== 'shared_worker' || target.browserContextId !== this.#contextId) return;
    const session = this.#browser!;
    const { sessionId } = (await session
      .send('Target.attachToTarget', { targetId: target.targetId, flatten: false })
      .catch(() => ({ sessionId: '' }))) as { sessionId: string };
    if (!sessionId) return;
    const waiting = new Map<number, (reply: Reply) => void>();
    const worker: SharedWorker = {
      url: target.url,
      send: (method, params = {}) => {
        if (!this.#attached.has(sessionId))
          return Promise.reject(new Error(`the shared worker ${target.url} has ended`));
        const id = this.#nextId++;
        const reply = new Promise<unknown>((resolve, reject) =>
          waiting.set(id, ({ result, error }) => {
            waiting.delete(id);
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
    const events = new CDPEvents();
    this.#attached.set(sessionId, { worker, events, waiting });
    this.#seen.add(target.url);
    for (const listener of this.#listeners) listener(worker, events);
  }

  /** The worker is gone: what it still owes is answered with an error, its session let go. */
  #ended(sessionId: string): void {
    const attached = this.#attached.get(sessionId);
    if (!attached) return;
    this.#attached.delete(sessionId);
    for (const settle of [...attached.waiting.values()])
      settle({ error: { message: `the shared worker ${attached.worker.url} has ended` } });
    void this.#browser?.send('Target.detachFromTarget', { sessionId }).catch(() => {});
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
