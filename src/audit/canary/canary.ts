import type { BrowserContext, CDPSession, Page, Route } from 'playwright-core';
import { CANARY_BINDING, canaryInitScript } from './page.js';
import type { NumberEntry, Random } from './hands.js';
import { ChannelCounts, type Channel } from './channels.js';
import { watchBrowserRequests, watchNetwork } from './network.js';
import { Shopper } from './shopper.js';
import { readWhatStayed } from './what-stayed.js';
import {
  CHECKOUT_ENDS_AT_MS,
  ON_NEXT_PAGE_MS,
  STILL_ON_CHECKOUT_MS,
  StayClock,
  type Stay,
} from './time.js';
import type { CardDetails } from './card.js';
import { CardFrame } from './typing.js';
import { findBin, findCard } from './card-forms.js';
import { canaryResult, type CanaryResult, type DriveSeen, type Trace } from './result.js';
import type { SharedWorkers } from '../browser/shared-workers.js';
import type { TokenizationForm } from '../../service/types.js';

// The drive's result and its traces, under the names the drives' control reads them by.
export type { CanaryResult, Trace };

/** How long the payment service takes to answer the element's post, about. */
const SERVICE_ANSWERS_MS = 800;
const FIELDS: (keyof TokenizationForm)[] = [
  'data',
  'accessKeyRef',
  'cardNumber',
  'cardExpirationDate',
  'cardCvx',
];

export interface CanaryOptions {
  /** Taps instead of a pointer: the profile presents a touch screen (`--as mobile`). */
  touch: boolean;
  sharedWorkers?: SharedWorkers;
  /** What is typed: a valid card, or in a control drive its refused twin. */
  card: CardDetails;
  /** A control drive types and stays on the checkout, then ends: it never pays. */
  control: boolean;
  /** The drive's hands: the same seed moves, pauses and types alike in every drive. */
  random: Random;
  entry: NumberEntry;
  stay: Stay;
}

/**
 * Types a fresh card as a shopper does and pays, with the one request allowed to carry it (the
 * element's post to the tokenization URL) answered inside the browser, stays as long as a shopper
 * would, leaves, and looks for the card in everything else the page and its workers sent,
 * refused, wrote, stored or logged.
 */
export class Canary {
  /** A number no list of test cards holds, new each run; nothing carrying it leaves the browser. */
  readonly card: string;
  readonly #traces: Trace[] = [];
  readonly #started = Date.now();
  /** Requests' initiating scripts, by method and URL, from the DevTools Protocol. */
  readonly #initiators = new Map<string, string>();
  readonly #counts = new ChannelCounts();
  readonly #pending = new Set<Promise<unknown>>();
  /** Requests the route saw, by method and URL: the DevTools Protocol's failures of others are refusals. */
  readonly #routed = new Set<string>();
  readonly #binLookups = new Set<string>();
  readonly #clock: StayClock;
  #tokenizationRequest: string | undefined;
  #browserRequests: CDPSession | undefined;

  constructor(
    readonly page: Page,
    readonly options: CanaryOptions,
  ) {
    this.card = options.card.number;
    this.#clock = new StayClock(options.stay);
  }

  /** The script that started a request, as the DevTools Protocol saw it. */
  initiatedBy(method: string, url: string, script: string): void {
    this.#initiators.set(`${method} ${url}`, script);
  }

  get context(): BrowserContext {
    return this.page.context();
  }

  trace(channel: Channel, where: string, text: string): void {
    this.#counts.add(channel);
    this.#traces.push({ channel, where, text, at: Date.now() - this.#started });
  }

  /** Keeps a reading under way, to be awaited before the verdict. */
  later(reading: Promise<unknown>): void {
    const settled = reading.catch(() => {});
    this.#pending.add(settled);
    void settled.finally(() => this.#pending.delete(settled));
  }

  /** Whether a request was seen by the route (the others the browser refused or sent unseen). */
  routed(method: string, url: string): boolean {
    return this.#routed.has(`${method} ${url}`);
  }

  /** A request carrying the card that left outside the route (as a page was left): stopped. */
  sentUnrouted(method: string, url: string, text: string): void {
    this.#routed.add(`${method} ${url}`);
    this.trace('request', `request ${method} ${url}`, text);
  }

  /** Whether text carries the card, and how: for requests to stop wherever they are seen. */
  carriesCard(text: string): boolean {
    return findCard(text, this.card) !== undefined;
  }

  /**
   * Before the page loads: every page and frame of the context reports its messages, beacons,
   * WebRTC, DOM and storage writes; every request of the pages and their workers is routed.
   */
  async install(): Promise<void> {
    const context = this.context;
    await context.exposeBinding(
      CANARY_BINDING,
      (_source, channel: Channel, entries: [string, string][]) => {
        for (const [where, text] of entries) this.trace(channel, where, text);
      },
    );
    // The clock first: the watchers' wrappers are not the natives it keeps.
    await this.#clock.install(context);
    await context.addInitScript(canaryInitScript);
    // The context's console: the pages' and their service workers'.
    context.on('console', (message) => this.trace('console', 'console', message.text()));
    this.page.on('websocket', (socket) =>
      socket.on('framesent', ({ payload }) =>
        this.trace(
          'websocket',
          `WebSocket frame to ${socket.url()}`,
          typeof payload === 'string' ? payload : payload.toString('latin1'),
        ),
      ),
    );
    await context.route('**/*', (route) => this.#route(route));
    await watchNetwork(this);
    this.#browserRequests = await watchBrowserRequests(this);
  }

  async #route(route: Route): Promise<void> {
    const request = route.request();
    this.#routed.add(`${request.method()} ${request.url()}`);
    const body = request.postDataBuffer()?.toString('latin1') ?? '';
    if (!this.#tokenizationRequest && this.isTokenization(request.method(), body)) {
      this.#tokenizationRequest = request.url();
      // The service takes a moment to answer; the checkout as the shopper paid is read meanwhile.
      await new Promise((resolve) => setTimeout(resolve, SERVICE_ANSWERS_MS));
      await this.#readWhatStayed();
      // Answered here as the service would, so that the checkout goes on as after a payment.
      await route.fulfill({
        status: 200,
        contentType: 'text/plain',
        headers: { 'Access-Control-Allow-Origin': request.headers()['origin'] ?? '*' },
        body: `data=${Buffer.from(crypto.getRandomValues(new Uint8Array(96))).toString('base64url')}`,
      });
      return;
    }
    const from = request.serviceWorker() ? ' from a service worker' : '';
    const where = `request ${request.method()} ${request.url()}${from}`;
    this.trace('request', where, `${request.url()}\n${body}\n${JSON.stringify(request.headers())}`);
    if (this.carriesCard(`${request.url()}\n${body}\n${JSON.stringify(request.headers())}`)) {
      // Stopped too: a skimmer's request carries even the canary's card nowhere.
      await route.abort('blockedbyclient');
      return;
    }
    if (findBin(`${request.url()}\n${body}`, this.card))
      this.#binLookups.add(`${request.method()} ${request.url()}`);
    await route.fallback();
    // The headers the network added (cookies among them) are known once it is sent.
    this.later(
      request.allHeaders().then((headers) => this.trace('headers', where, JSON.stringify(headers))),
    );
  }

  /**
   * The element's post: the service's form with the canary's card, wherever it goes. Where it
   * goes is judged against the inventory's approved tokenization origins, not taken from the page.
   */
  isTokenization(method: string, body: string): boolean {
    if (method !== 'POST') return false;
    const form = new URLSearchParams(body);
    return FIELDS.every((field) => form.has(field)) && form.get('cardNumber') === this.card;
  }

  /** Ends the watch of the browser's own requests (run() ends it too; call it if run() was not). */
  async dispose(): Promise<void> {
    await this.#browserRequests?.detach().catch(() => {});
    this.#browserRequests = undefined;
  }

  /**
   * Types and pays as a shopper, stays, leaves (see CardFrame, Shopper), then reads what stayed.
   * A control drive types its refused number the same way and stays, then ends: what the page
   * did until then is compared with the valid drive's.
   */
  async run(submit: string | undefined, timeoutMs: number): Promise<CanaryResult> {
    const page = this.page;
    const { touch, random, entry, control } = this.options;
    const shopper = new Shopper(page, touch, random);
    const card = await CardFrame.find(page, timeoutMs);
    const cardFrame = card.frame !== page.mainFrame() ? card.frame.url() : undefined;
    const firstKeyAt = Date.now() - this.#started;
    const entered = await card.type(this.options.card, shopper, entry);
    // The rest of the form takes a shopper minutes: what a skimmer sends on a timer is sent now.
    // Every drive leaves at the same time of the page's clock: its timers tick as often in each.
    await this.#clock.stayOn(page, STILL_ON_CHECKOUT_MS, timeoutMs, CHECKOUT_ENDS_AT_MS);
    await this.#readWhatStayed();
    const checkout = [...this.#traces];
    if (control) {
      await this.dispose();
      return canaryResult(this.#seen(), checkout, firstKeyAt, cardFrame, page.url(), entered);
    }
    const navigated = page.waitForEvent('framenavigated', {
      predicate: (frame) => frame === page.mainFrame(),
      timeout: timeoutMs,
    });
    navigated.catch(() => {});
    await card.submit(submit, timeoutMs, shopper);
    const deadline = Date.now() + timeoutMs;
    while (!this.#tokenizationRequest && Date.now() < deadline) await page.waitForTimeout(100);
    // The payment's next page, when the checkout leads to one.
    if (this.#tokenizationRequest)
      await Promise.race([navigated, page.waitForTimeout(3000)]).catch(() => {});
    await page.waitForLoadState('load', { timeout: timeoutMs }).catch(() => {});
    const leftFrom = page.url();
    await this.#clock.stayOn(page, ON_NEXT_PAGE_MS, timeoutMs);
    await this.#readWhatStayed();
    await this.#leave(timeoutMs);
    return canaryResult(this.#seen(), checkout, firstKeyAt, cardFrame, leftFrom, entered);
  }

  #seen(): DriveSeen {
    return {
      card: this.card,
      traces: this.#traces,
      counts: this.#counts,
      routed: this.#routed,
      initiators: this.#initiators,
      binLookups: this.#binLookups,
      tokenizationRequest: this.#tokenizationRequest,
    };
  }

  /** The shopper closes the tab: `beforeunload` and `pagehide` run, then what the browser kept is read. */
  async #leave(timeoutMs: number): Promise<void> {
    const page = this.page;
    page.on('dialog', (dialog) => void dialog.accept().catch(() => {}));
    const closed = page.waitForEvent('close', { timeout: timeoutMs }).catch(() => {});
    await page.close({ runBeforeUnload: true });
    await closed;
    if (!page.isClosed()) await page.close();
    // What the page handed over as it went (a beacon's report) arrives a moment later.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await Promise.race([
      Promise.all(this.#pending),
      new Promise((resolve) => setTimeout(resolve, 1000)),
    ]);
    await this.dispose();
    const state = await this.context.storageState({ indexedDB: true }).catch(() => undefined);
    for (const origin of state?.origins ?? [])
      this.trace(
        'stored',
        `localStorage and IndexedDB of ${origin.origin}`,
        JSON.stringify(origin),
      );
    for (const cookie of state?.cookies ?? [])
      this.trace('cookies', `cookie ${cookie.name} of ${cookie.domain}`, JSON.stringify(cookie));
  }

  /** Every frame's final DOM and DNS-only hints, every frame's and worker's storage. */
  async #readWhatStayed(): Promise<void> {
    await readWhatStayed(this.page, this.options.sharedWorkers, this, (entries) => {
      this.#counts.add('stored');
      const at = Date.now() - this.#started;
      this.#traces.push(...entries.map((entry) => ({ channel: 'stored' as const, at, ...entry })));
    });
  }
}
