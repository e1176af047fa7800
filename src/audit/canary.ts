import type { CDPSession, Page, Request, Route } from 'playwright-core';
import type { ChannelSeen, Drift } from './evidence.js';
import { CANARY_BINDING, canaryInitScript, storedInFrame } from './canary-page.js';
import { ChannelCounts, type Channel } from './canary-channels.js';
import { finalDom } from './canary-dom.js';
import { CardFrame } from './canary-typing.js';
import { findBin, findCard } from './card-forms.js';
import type { TokenizationForm } from '../service/types.js';

/** A public test card (the payment service's test Visa/CB): not a real account, safe to type. */
export const CANARY_CARD = '4970107111111119';
const FIELDS: (keyof TokenizationForm)[] = [
  'data',
  'accessKeyRef',
  'cardNumber',
  'cardExpirationDate',
  'cardCvx',
];

export interface CanaryResult {
  /** Where the element posted the card; the request was stopped in the browser. */
  tokenizationRequest?: string;
  leaks: Drift[];
  /** Each channel watched, what it saw and the leaks found there. */
  channels: ChannelSeen[];
  /** Requests that carried the number's first 8 digits only: the element's BIN lookup, allowed. */
  binLookups: string[];
  /** The frame the card inputs were in, when not the page itself. */
  cardFrame?: string;
}

interface Trace {
  channel: Channel;
  where: string;
  text: string;
}

/**
 * Types a test card and submits it, with the one request allowed to carry it (the element's post
 * to the registration URL) stopped inside the browser, and looks for the card in everything else
 * the page sent, refused, wrote, stored or logged.
 */
export class Canary {
  readonly #traces: Trace[] = [];
  readonly #counts = new ChannelCounts();
  readonly #registrationUrls = new Set<string>();
  readonly #pending = new Set<Promise<void>>();
  /** Requests the route saw, by method and URL: the DevTools Protocol's failures of others are refusals. */
  readonly #routed = new Set<string>();
  readonly #binLookups = new Set<string>();
  #tokenizationRequest: string | undefined;
  #allowedOrigins: string[];
  #cdp: CDPSession | undefined;

  constructor(
    readonly page: Page,
    allowedOrigins: string[],
  ) {
    this.#allowedOrigins = allowedOrigins;
  }

  #trace(channel: Channel, where: string, text: string): void {
    this.#counts.add(channel);
    this.#traces.push({ channel, where, text });
  }

  /** Before the page loads: every frame reports its messages, beacons, WebRTC, DOM and storage writes. */
  async install(): Promise<void> {
    const page = this.page;
    await page.exposeBinding(
      CANARY_BINDING,
      (_source, channel: Channel, entries: [string, string][]) => {
        for (const [where, text] of entries) this.#trace(channel, where, text);
      },
    );
    await page.addInitScript(canaryInitScript);
    page.on('console', (message) => this.#trace('console', 'console', message.text()));
    page.on('websocket', (socket) =>
      socket.on('framesent', ({ payload }) =>
        this.#trace(
          'websocket',
          `WebSocket frame to ${socket.url()}`,
          typeof payload === 'string' ? payload : payload.toString('latin1'),
        ),
      ),
    );
    // The registration URL comes from the merchant's backend, in the answer the page receives.
    page.on('response', (response) => {
      if (!/json/.test(response.headers()['content-type'] ?? '')) return;
      const read = response.text().then(
        (text) => {
          for (const [, url] of text.matchAll(/"CardRegistrationURL"\s*:\s*"([^"]+)"/g))
            this.#registrationUrls.add(url);
        },
        () => {},
      );
      this.#pending.add(read);
      void read.finally(() => this.#pending.delete(read));
    });
    await page.route('**/*', (route) => this.#route(route));
    await this.#watchRefused();
  }

  /**
   * Requests the browser refused never reach the route (a CSP-blocked one, mixed content): the
   * DevTools Protocol still shows them, with their body, in the page's process.
   */
  async #watchRefused(): Promise<void> {
    const cdp = (this.#cdp = await this.page.context().newCDPSession(this.page));
    const sent = new Map<string, { method: string; url: string; text: string }>();
    cdp.on('Network.requestWillBeSent', ({ requestId, request }) =>
      sent.set(requestId, {
        method: request.method,
        url: request.url,
        text: `${request.url}\n${request.postData ?? ''}\n${JSON.stringify(request.headers)}`,
      }),
    );
    cdp.on('Network.loadingFailed', ({ requestId, blockedReason, errorText }) => {
      const request = sent.get(requestId);
      if (!request || this.#routed.has(`${request.method} ${request.url}`)) return;
      this.#trace(
        'refused',
        `request ${request.method} ${request.url} refused by the browser (${blockedReason ?? errorText})`,
        request.text,
      );
    });
    await cdp.send('Network.enable');
  }

  async #route(route: Route): Promise<void> {
    const request = route.request();
    this.#routed.add(`${request.method()} ${request.url()}`);
    const body = request.postDataBuffer()?.toString('latin1') ?? '';
    if (await this.#isTokenization(request, body)) {
      this.#tokenizationRequest = request.url();
      await route.abort('blockedbyclient');
      return;
    }
    const text = `${request.url()}\n${body}\n${JSON.stringify(request.headers())}`;
    this.#trace('request', `request ${request.method()} ${request.url()}`, text);
    if (findCard(text, CANARY_CARD)) {
      // Stopped too: a skimmer's request carries even a test card nowhere.
      await route.abort('blockedbyclient');
      return;
    }
    if (findBin(text, CANARY_CARD)) this.#binLookups.add(`${request.method()} ${request.url()}`);
    await route.fallback();
  }

  /** The element's post: the service's form, the canary card, to the registration URL the page was given. */
  async #isTokenization(request: Request, body: string): Promise<boolean> {
    if (request.method() !== 'POST' || this.#tokenizationRequest) return false;
    const form = new URLSearchParams(body);
    if (!FIELDS.every((field) => form.has(field)) || form.get('cardNumber') !== CANARY_CARD)
      return false;
    await Promise.all(this.#pending);
    const url = request.url();
    const attributes: string[] = [];
    for (const frame of this.page.frames())
      attributes.push(
        ...(await frame
          .locator('card-tokenizer, card-tokenizer-frame')
          .evaluateAll((hosts) =>
            hosts.map((host) => host.getAttribute('card-registration-url') ?? ''),
          )
          .catch((): string[] => [])),
      );
    return (
      this.#registrationUrls.has(url) ||
      attributes.includes(url) ||
      this.#allowedOrigins.includes(new URL(url).origin)
    );
  }

  /** Types the card where its inputs are and submits (see CardFrame), then reads what stayed. */
  async run(submit: string | undefined, timeoutMs: number): Promise<CanaryResult> {
    const page = this.page;
    const card = await CardFrame.find(page, timeoutMs);
    await card.type(CANARY_CARD);
    await card.submit(submit, timeoutMs);
    const deadline = Date.now() + timeoutMs;
    while (!this.#tokenizationRequest && Date.now() < deadline) await page.waitForTimeout(100);
    // What a skimmer sends a moment later (a timer, a batch) is still caught.
    await page.waitForTimeout(1000);
    await this.#readWhatStayed();
    await this.#cdp?.detach().catch(() => {});
    const leaks = this.#leaks();
    return {
      tokenizationRequest: this.#tokenizationRequest,
      leaks: leaks.map(({ drift }) => drift),
      channels: this.#counts.report(
        (channel) => leaks.filter((leak) => leak.channel === channel).length,
      ),
      binLookups: [...this.#binLookups],
      ...(card.frame !== page.mainFrame() && { cardFrame: card.frame.url() }),
    };
  }

  /** Every frame's final DOM, its DNS-only hints, storage, and the browser's cookies. */
  async #readWhatStayed(): Promise<void> {
    for (const frame of this.page.frames()) {
      const dom = await frame.evaluate(finalDom).catch(() => undefined);
      if (dom) {
        this.#trace('final-dom', `final DOM of ${frame.url()}`, dom.html);
        for (const hint of dom.hints)
          this.#trace('dns-hint', `<link rel="${hint}"> in ${frame.url()}`, hint);
      }
      const stored = await frame.evaluate(storedInFrame).catch(() => undefined);
      if (stored) {
        this.#counts.add('stored');
        this.#traces.push(...stored.map((entry) => ({ channel: 'stored' as const, ...entry })));
      }
    }
    for (const cookie of await this.page.context().cookies())
      this.#trace('cookies', `cookie ${cookie.name} of ${cookie.domain}`, JSON.stringify(cookie));
  }

  #leaks(): { channel: Channel; drift: Drift }[] {
    const leaks = new Map<string, { channel: Channel; drift: Drift }>();
    for (const { channel, where, text } of this.#traces) {
      // A call whose request reached the network is shown once, as that request.
      const call = channel === 'script-request' && /^\S+ (\S+ \S+) in /.exec(where)?.[1];
      if (call && this.#routed.has(call)) continue;
      const form = findCard(text, CANARY_CARD);
      if (form && !leaks.has(`${where} ${form}`))
        leaks.set(`${where} ${form}`, {
          channel,
          drift: {
            kind: 'card-data-leak',
            where: call ? `${where}, never sent: refused by the browser` : where,
            message: `the test card left the element: ${form}`,
          },
        });
    }
    return [...leaks.values()];
  }
}
