import type { CDPSession } from 'playwright-core';
import { OWN_SOURCE_URL } from '../terms/own-code.js';

/** The name of the init script below in stacks: a pause there is the audit's own. */
const WORKER_STARTS_URL = `${OWN_SOURCE_URL}-worker-starts`;

/** How many asynchronous parents a start's stack keeps: a call handed to a timer or a promise. */
const ASYNC_DEPTH = 4;

interface CallFrame {
  location: { scriptId: string };
  this: { type: string; value?: unknown };
}
interface AsyncStack {
  callFrames: { url: string }[];
  parent?: AsyncStack;
}
interface Paused {
  callFrames: CallFrame[];
  asyncStackTrace?: AsyncStack;
}

/**
 * Runs first in every document: `Worker`, `SharedWorker` and `register` pause at a `debugger`
 * statement that only the audit's DevTools session stops at, with the worker's URL at hand. What
 * it uses is kept before the page's scripts run, so that they cannot bend it.
 */
function pauseOnWorkerStarts(): void {
  const { apply, construct } = Reflect;
  const toText = String;
  const Url = URL;
  const baseUri = Object.getOwnPropertyDescriptor(Node.prototype, 'baseURI')!.get!;
  const scope = globalThis as unknown as Record<
    string,
    (new (...args: unknown[]) => object) | undefined
  >;
  const trustedText = scope.TrustedScriptURL?.prototype.toString as (() => string) | undefined;
  /** Pauses with the worker's URL as `this`: the audit reads it there, whatever a minifier names. */
  const pause = function (this: string): void {
    'use strict';
    // eslint-disable-next-line no-debugger -- the pause is the point: the stack is read there
    debugger;
  };
  /** The argument to hand on: read once, so that an object cannot answer otherwise later. */
  const started = (url: unknown): unknown => {
    let trusted: string | undefined;
    try {
      trusted = trustedText && (apply(trustedText, url, []) as string);
    } catch {
      // Not a TrustedScriptURL.
    }
    const text = trusted ?? toText(url);
    let workerUrl: string | undefined;
    try {
      workerUrl = new Url(text, apply(baseUri, document, []) as string).href;
    } catch {
      // The browser refuses it itself: no worker starts.
    }
    if (workerUrl) apply(pause, workerUrl, []);
    return trusted === undefined ? text : url;
  };
  const handOn = (args: unknown[]) => {
    if (args.length > 0) args[0] = started(args[0]);
    return args;
  };
  for (const name of ['Worker', 'SharedWorker']) {
    const Original = scope[name];
    if (Original)
      scope[name] = new Proxy(Original, {
        construct: (target, args: unknown[], newTarget) =>
          construct(target, handOn(args), newTarget) as object,
      });
  }
  const container = globalThis.ServiceWorkerContainer?.prototype;
  if (container)
    container.register = new Proxy(container.register, {
      apply: (target, self, args: unknown[]) => apply(target, self, handOn(args)) as unknown,
    });
}

/**
 * The script that started each worker, from the stack V8 gives the DevTools Protocol at the
 * start: a page script cannot forge it (no `Error.prepareStackTrace` or `stackTraceLimit` plays
 * a part), and a call handed to a timer or a promise is traced to the script that handed it.
 * A script can hide only where none of its frames is on the stack (a bound `register` given
 * to `addEventListener`) or in a realm the init script does not reach (a worker's own
 * `new Worker`); then the worker is named by its request or its registration's document.
 */
export class WorkerStarts {
  readonly #scriptUrls = new Map<string, string>();
  /** The calling script's URL, by the absolute URL of the worker it started. */
  readonly #startedBy = new Map<string, string>();

  constructor(readonly cdp: CDPSession) {}

  /** Before `Debugger.enable`: every pause of the session is resumed, the audit's read first. */
  listen(): void {
    this.cdp.on('Debugger.scriptParsed', ({ scriptId, url }) =>
      this.#scriptUrls.set(scriptId, url),
    );
    this.cdp.on('Debugger.paused', (paused) => void this.#paused(paused as Paused));
  }

  /** After `Debugger.enable`, before the page loads: the documents to come pause on starts. */
  async inject(): Promise<void> {
    await this.cdp.send('Debugger.setAsyncCallStackDepth', { maxDepth: ASYNC_DEPTH });
    await this.cdp.send('Page.enable');
    await this.cdp.send('Page.addScriptToEvaluateOnNewDocument', {
      source: `(${pauseOnWorkerStarts.toString()})();\n//# sourceURL=${WORKER_STARTS_URL}`,
    });
  }

  /** The URL of the script that started the worker of `url`, when a start was seen. */
  startedBy(url: string): string | undefined {
    return this.#startedBy.get(url);
  }

  reset(): void {
    this.#startedBy.clear();
  }

  async #paused({ callFrames, asyncStackTrace }: Paused): Promise<void> {
    try {
      const [top, ...below] = callFrames;
      if (!top || this.#scriptUrls.get(top.location.scriptId) !== WORKER_STARTS_URL) return;
      const stack = below.map(({ location }) => this.#scriptUrls.get(location.scriptId) ?? '');
      for (let parent = asyncStackTrace; parent; parent = parent.parent)
        stack.push(...parent.callFrames.map(({ url }) => url));
      // The first page frame: the audit's own wrappers (the canary's proxies) are skipped.
      const caller = stack.find((url) => url !== '' && !url.startsWith(OWN_SOURCE_URL));
      const workerUrl = typeof top.this.value === 'string' ? top.this.value : '';
      if (caller && workerUrl && !this.#startedBy.has(workerUrl))
        this.#startedBy.set(workerUrl, caller);
    } finally {
      // A page's own `debugger` statement is resumed too: nothing else here pauses or resumes.
      await this.cdp.send('Debugger.resume').catch(() => {});
    }
  }
}
