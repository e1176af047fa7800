import type { Page, Request, Route } from 'playwright-core';
import type { Drift } from './evidence.js';
import { CANARY_BINDING, canaryInitScript, storedInFrame } from './canary-page.js';
import { findCard } from './card-forms.js';
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
}

interface Trace {
  where: string;
  text: string;
}

/**
 * Types a test card and submits it, with the one request allowed to carry it (the element's post
 * to the registration URL) stopped inside the browser, and looks for the card in everything else
 * the page sent, stored or logged.
 */
export class Canary {
  readonly #traces: Trace[] = [];
  readonly #registrationUrls = new Set<string>();
  readonly #pending = new Set<Promise<void>>();
  #tokenizationRequest: string | undefined;
  #allowedOrigins: string[];

  constructor(
    readonly page: Page,
    allowedOrigins: string[],
  ) {
    this.#allowedOrigins = allowedOrigins;
  }

  /** Before the page loads: every frame reports its messages, beacons and storage writes. */
  async install(): Promise<void> {
    const page = this.page;
    await page.exposeBinding(
      CANARY_BINDING,
      (_source, where: string, text: string) => void this.#traces.push({ where, text }),
    );
    await page.addInitScript(canaryInitScript);
    page.on('console', (message) => this.#traces.push({ where: 'console', text: message.text() }));
    page.on('websocket', (socket) =>
      socket.on('framesent', ({ payload }) =>
        this.#traces.push({
          where: `WebSocket frame to ${socket.url()}`,
          text: typeof payload === 'string' ? payload : payload.toString('latin1'),
        }),
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
  }

  async #route(route: Route): Promise<void> {
    const request = route.request();
    const body = request.postDataBuffer()?.toString('latin1') ?? '';
    if (await this.#isTokenization(request, body)) {
      this.#tokenizationRequest = request.url();
      await route.abort('blockedbyclient');
      return;
    }
    const text = `${request.url()}\n${body}\n${JSON.stringify(request.headers())}`;
    if (findCard(text, CANARY_CARD)) {
      this.#traces.push({ where: `request ${request.method()} ${request.url()}`, text });
      // Stopped too: a skimmer's request carries even a test card nowhere.
      await route.abort('blockedbyclient');
      return;
    }
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
    const attributes = await this.page
      .locator('card-tokenizer')
      .evaluateAll((hosts) => hosts.map((host) => host.getAttribute('card-registration-url') ?? ''))
      .catch((): string[] => []);
    return (
      this.#registrationUrls.has(url) ||
      attributes.includes(url) ||
      this.#allowedOrigins.includes(new URL(url).origin)
    );
  }

  /** Types the card and submits: `submit` clicks that selector, else Enter in the card, else a Pay button. */
  async run(submit: string | undefined, timeoutMs: number): Promise<CanaryResult> {
    const page = this.page;
    const input = (autocomplete: string) =>
      page.locator(`card-tokenizer input[autocomplete="${autocomplete}"]`).first();
    const year = String((new Date().getFullYear() + 2) % 100).padStart(2, '0');
    await input('cc-number').pressSequentially(CANARY_CARD);
    await input('cc-exp').pressSequentially(`12${year}`);
    await input('cc-csc').pressSequentially('123');
    if ((await input('cc-name').count()) > 0)
      await input('cc-name').pressSequentially('Card Canary');
    await fillRequiredFields(page);
    if (submit) await page.locator(submit).click({ timeout: timeoutMs });
    else if (
      await page
        .locator('card-tokenizer')
        .first()
        .evaluate((host) => host.closest('form') !== null)
    ) {
      // A checkout enables its pay button once it is ready (a registration fetched, say).
      await page
        .locator(
          'form:has(card-tokenizer) :is(button:not([type]), button[type=submit], input[type=submit])',
        )
        .first()
        .waitFor({ state: 'visible', timeout: timeoutMs })
        .catch(() => {});
      await page.waitForFunction(
        () => {
          const form = document.querySelector('card-tokenizer')?.closest('form');
          const button = form?.querySelector<HTMLButtonElement>(
            'button:not([type]), button[type=submit], input[type=submit]',
          );
          return !button?.disabled;
        },
        undefined,
        { timeout: timeoutMs },
      );
      await input('cc-csc').press('Enter');
    } else
      await page
        .getByRole('button', { name: /pay|buy|order|place|checkout|confirm|submit/i })
        .first()
        .click({ timeout: timeoutMs });
    const deadline = Date.now() + timeoutMs;
    while (!this.#tokenizationRequest && Date.now() < deadline) await page.waitForTimeout(100);
    // What a skimmer sends a moment later (a timer, a batch) is still caught.
    await page.waitForTimeout(1000);
    for (const frame of page.frames()) {
      const stored = await frame.evaluate(storedInFrame).catch(() => []);
      this.#traces.push(...stored);
    }
    this.#traces.push({ where: 'cookies', text: JSON.stringify(await page.context().cookies()) });
    return { tokenizationRequest: this.#tokenizationRequest, leaks: this.#leaks() };
  }

  #leaks(): Drift[] {
    const leaks = new Map<string, Drift>();
    for (const { where, text } of this.#traces) {
      const form = findCard(text, CANARY_CARD);
      if (form && !leaks.has(`${where} ${form}`))
        leaks.set(`${where} ${form}`, {
          kind: 'card-data-leak',
          where,
          message: `the test card left the element: ${form}`,
        });
    }
    return [...leaks.values()];
  }
}

/** The checkout's other required fields (an e-mail, a name), filled so that the form submits. */
async function fillRequiredFields(page: Page): Promise<void> {
  await page
    .locator('card-tokenizer')
    .first()
    .evaluate((host) => {
      const form = host.closest('form');
      const values: Record<string, string> = {
        email: 'canary@example.com',
        tel: '+33100000000',
        number: '1',
      };
      for (const field of form?.querySelectorAll('input[required]') ?? []) {
        const input = field as HTMLInputElement;
        if (host.contains(input) || input.value || input.type === 'hidden') continue;
        if (input.type === 'checkbox' || input.type === 'radio') input.checked = true;
        else input.value = values[input.type] ?? 'Canary';
        input.dispatchEvent(new Event('input', { bubbles: true }));
        input.dispatchEvent(new Event('change', { bubbles: true }));
      }
    });
}
