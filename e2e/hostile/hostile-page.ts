import { expect, type Page } from '@playwright/test';
import { CARD_NUMBER } from '../../test/support/cards.js';
import { frameCard } from '../../test/support/isolated-page.js';
import type { Behaviour } from '../../test/support/tokenization-server.js';

/** What `tokenize()` gave the page: the data, or the error's fields a page can read. */
export interface Outcome {
  data?: string;
  code?: string;
  serverCode?: string;
  message?: string;
}

/** Runs the element's `tokenize()` in the page and returns what the page got of it. */
export function tokenizeOutcome(page: Page): Promise<Outcome> {
  return page
    .locator('card-tokenizer-frame')
    .evaluate((el: HTMLElementTagNameMap['card-tokenizer-frame']) =>
      el.tokenize().then(
        (data) => ({ data }),
        (error: Outcome) => ({
          code: error.code,
          message: error.message,
          ...(error.serverCode && { serverCode: error.serverCode }),
        }),
      ),
    );
}

/**
 * Fills the card into the frame's inputs, one edit each: these attacks are on where the card
 * goes and what comes back, not on the typing.
 */
export async function fillFrameCard(page: Page, number = CARD_NUMBER): Promise<void> {
  const { number: numberInput, expiry, cvx } = frameCard(page);
  await numberInput.fill(number);
  await expiry.fill('12/30');
  await cvx.fill('123');
  await expect(cvx).toHaveValue('123');
}

/**
 * More of the card than the number's 8-digit BIN: 9 of its digits in a row (spaces, dashes or
 * `+` between them ignored), or the field names the card is posted under.
 */
export function beyondBin(text: string, number = CARD_NUMBER): boolean {
  const compact = text.replace(/[\s\-+]|%20/g, '');
  for (let start = 0; start + 9 <= number.length; start++)
    if (compact.includes(number.slice(start, start + 9))) return true;
  return /cardNumber|cardExpirationDate|cardCvx/.test(text);
}

/** Answers every request with its own body: a debug route, an error page quoting the request. */
export const echo: Behaviour = (request, response) => {
  response.writeHead(200, { 'Content-Type': 'text/plain', 'Access-Control-Allow-Origin': '*' });
  response.end(request.body);
};

/** Answers with an HTML page: the attacker's own site, for a popup or a sibling frame. */
export const attackerPage: Behaviour = (_request, response) => {
  response.writeHead(200, { 'Content-Type': 'text/html' });
  response.end('<!doctype html><title>Attacker</title><p>Attacker');
};

/** The window messages of the frame's handshake, as an attacker reads them in the bundle. */
export const HELLO = 'card-tokenizer-frame:hello';
export const CONNECT = 'card-tokenizer-frame:connect';

/** What a page that speaks the frame's protocol itself sends in its connect. */
export interface Takeover {
  /** The frame page's URL. */
  src: string;
  /** The attributes it forwards; the frame's element takes `card-registration-url` and others. */
  attributes?: Record<string, string | null>;
  /** The registration object, or `'fn'` to answer the frame's question with `answer`. */
  reg?: unknown;
  answer?: unknown;
  bin?: boolean;
  theme?: Record<string, string>;
}

/**
 * The strongest page: it frames the card page itself (its origin is the frame's parent), answers
 * the hello with its own connect, records everything the frame sends in `window.heard` (a BIN
 * question answered with no networks, a registration question with `answer`), and sends what it
 * likes with `window.tell(message)`. The iframe's title is `Card`.
 */
export async function takeChannel(page: Page, takeover: Takeover): Promise<void> {
  await page.evaluate(
    ({ takeover, HELLO, CONNECT }) =>
      new Promise<void>((resolve) => {
        const win = window as unknown as { heard: unknown[]; tell(message: unknown): void };
        win.heard = [];
        const iframe = document.createElement('iframe');
        iframe.title = 'Card';
        iframe.allow = 'autofill; manual-text';
        iframe.style.cssText = 'display:block;width:100%;height:420px;border:0';
        iframe.src = takeover.src;
        window.addEventListener('message', (event) => {
          if (event.source !== iframe.contentWindow) return;
          if ((event.data as { ct?: string } | null)?.ct !== HELLO) return;
          const { port1, port2 } = new MessageChannel();
          win.tell = (message) => port1.postMessage(message);
          port1.onmessage = ({ data }: MessageEvent<{ t: string; id: number; bin?: string }>) => {
            win.heard.push(data);
            if (data.t === 'ask')
              port1.postMessage({
                t: 'answer',
                id: data.id,
                value: data.bin === undefined ? takeover.answer : [],
              });
          };
          iframe.contentWindow!.postMessage(
            {
              ct: CONNECT,
              a: { 'card-type': 'CB_VISA_MASTERCARD', name: 'card', ...takeover.attributes },
              reg: takeover.reg ?? null,
              bin: takeover.bin ?? false,
              theme: takeover.theme ?? {},
            },
            event.origin,
            [port2],
          );
          resolve();
        });
        document.getElementById('slot')!.append(iframe);
      }),
    { takeover, HELLO, CONNECT },
  );
}

/** What the frame sent to the page that holds its channel. */
export function heard(page: Page): Promise<{ t: string; [key: string]: unknown }[]> {
  return page.evaluate(() => (window as unknown as { heard: never[] }).heard);
}
