// The claim (docs/isolated.md, "What leaves the page's reach"): messages from the frame to the page
// never carry more than the number's first 8 digits, asked only for the page's `binLookup`, and
// never the expiry or the security code. Attacked with answers that quote the card, a tag that
// wraps every messaging API before the bridge runs, a page that holds the frame's channel itself,
// and the clock of `card-change`.
import { expect, test, type Page } from '@playwright/test';
import { CARD_NUMBER } from '../../test/support/cards.js';
import { confineCardData } from '../../test/support/confine-card-data.js';
import { useFrameServer } from '../../test/support/frame-server.js';
import {
  frameCard,
  frameReady,
  mountFrame,
  recorded,
  typeFrameCard,
} from '../../test/support/isolated-page.js';
import { registrationFor } from '../../test/support/registration.js';
import { answer } from '../../test/support/tokenization-server.js';
import { useTokenizationServer } from '../../test/support/tokenization-server-hooks.js';
import { holdsCardDigits } from '../card-data-crawler.js';
import { beyondBin, echo, heard, takeChannel, tokenizeOutcome } from './hostile-page.js';

const tokenization = useTokenizationServer(test);
const frames = useFrameServer(test, tokenization, { networkChoice: true });
// After each passing test: no card digit in the page's events, DOM, storage, console or requests.
confineCardData(test, tokenization);

const open = async (page: Page, attributes: Record<string, string> = {}) => {
  await mountFrame(
    page,
    { src: `${frames.crossSite}/card-frame.html`, name: 'card', ...attributes },
    registrationFor(tokenization.url),
  );
  await frameReady(page);
};

test('the echo answer: a tokenization-origin route that quotes the request hands the page nothing of the card', async ({
  page,
}) => {
  await open(page);
  // Typed: Firefox's fill() dispatches its input events from a script, which the crawler counts.
  await typeFrameCard(page);
  const answers = {
    'its whole body': echo,
    'data= and the number': answer(`data=${CARD_NUMBER}`),
    'data= and the number as a field': answer(`data=preregistration-1&cardNumber=${CARD_NUMBER}`),
    'data= then the number after a space': answer(`data=registration-data-1 ${CARD_NUMBER}`),
    'data= then an error page quoting it': answer(
      `data=registration-data-1\n<p>Bad request: cardNumber=${CARD_NUMBER}&cardCvx=123</p>`,
    ),
    'errorCode= and the number': answer(`errorCode=${CARD_NUMBER}`),
    // Room for the card encoded: the gate caps the token near the service's own (~150 characters).
    'a token longer than the service’s own (513 characters)': answer(`data=${'A'.repeat(513)}`),
  };
  const outcomes: Record<string, unknown> = {};
  for (const [index, [name, behaviour]] of Object.entries(answers).entries()) {
    tokenization.behave(behaviour);
    // A registration of its own each: a token already given would be given again, unsent.
    await page.locator('card-tokenizer-frame').evaluate(
      (el: HTMLElementTagNameMap['card-tokenizer-frame'], registration) => {
        el.registration = registration;
      },
      registrationFor(tokenization.url, index + 2),
    );
    const { data, code, serverCode } = await tokenizeOutcome(page);
    outcomes[name] = { data, code, serverCode };
  }
  expect(outcomes).toEqual(
    Object.fromEntries(Object.keys(answers).map((name) => [name, { code: 'bad_response' }])),
  );
  expect(tokenization.requests).toHaveLength(Object.keys(answers).length);
  const element = page.locator('card-tokenizer-frame');
  const held = await element.evaluate((el: HTMLElementTagNameMap['card-tokenizer-frame']) => ({
    registrationData: el.registrationData ?? null,
    entries: [...new FormData(el.form!)].map(([key, value]) => `${key}=${String(value)}`),
  }));
  expect(held.registrationData).toBeNull();
  expect(held.entries.filter((entry) => beyondBin(entry))).toEqual([]);
  const events = await recorded(page);
  expect(events.filter((event) => event.type === 'card-tokenized')).toEqual([]);
  expect(events.filter((event) => beyondBin(JSON.stringify(event)))).toEqual([]);
});

/**
 * Runs in the page before any of its scripts: a tag that wraps MessageChannel, both
 * postMessage, addEventListener, the message handlers, customElements.define, the form value
 * and dispatchEvent, and traps the card's field names on Object.prototype; all it sees goes to
 * `window.seen`.
 */
function wrapEverything(): void {
  const seen: string[] = [];
  (window as unknown as { seen: string[] }).seen = seen;
  const note = (where: string, value: unknown) => {
    try {
      seen.push(`${where} ${JSON.stringify(value)}`);
    } catch {
      seen.push(`${where} ${String(value)}`);
    }
  };
  const Channel = MessageChannel;
  window.MessageChannel = class extends Channel {
    constructor() {
      super();
      for (const port of [this.port1, this.port2])
        port.addEventListener('message', (event) => note('port in', event.data));
    }
  };
  const portPost = MessagePort.prototype.postMessage;
  MessagePort.prototype.postMessage = function (this: MessagePort, ...args: [unknown]) {
    note('port out', args[0]);
    return portPost.apply(this, args);
  } as typeof portPost;
  const windowPost = window.postMessage.bind(window);
  window.postMessage = ((...args: [unknown, string]) => {
    note('window out', args[0]);
    return windowPost(...args);
  }) as typeof window.postMessage;
  const add = EventTarget.prototype.addEventListener;
  EventTarget.prototype.addEventListener = function (this: EventTarget, type, listener, options) {
    const spied =
      typeof listener === 'function'
        ? function (this: unknown, event: Event) {
            if (event instanceof MessageEvent) note(`${type} listener`, event.data);
            return listener.call(this, event);
          }
        : listener;
    return add.call(this, type, spied, options);
  };
  window.addEventListener('message', (event) => note('window in', event.data), true);
  const onmessage = Object.getOwnPropertyDescriptor(MessagePort.prototype, 'onmessage')!;
  Object.defineProperty(MessagePort.prototype, 'onmessage', {
    ...onmessage,
    set(listener: (event: MessageEvent) => void) {
      onmessage.set!.call(this, (event: MessageEvent) => {
        note('onmessage', event.data);
        listener(event);
      });
    },
  });
  const define = customElements.define.bind(customElements);
  customElements.define = (name, constructor, options) => {
    note('define', name);
    define(name, constructor, options);
  };
  const setFormValue = ElementInternals.prototype.setFormValue;
  ElementInternals.prototype.setFormValue = function (this: ElementInternals, value, state) {
    note('form value', value instanceof FormData ? [...value] : value);
    setFormValue.call(this, value, state);
  };
  const dispatch = EventTarget.prototype.dispatchEvent;
  EventTarget.prototype.dispatchEvent = function (this: EventTarget, event: Event) {
    if (event instanceof CustomEvent) note(`event ${event.type}`, event.detail);
    return dispatch.call(this, event);
  };
  for (const key of ['cardNumber', 'cardExpirationDate', 'cardCvx'])
    Object.defineProperty(Object.prototype, key, {
      set(value: unknown) {
        note(`set ${key}`, value);
        Object.defineProperty(this, key, { value, writable: true, enumerable: true });
      },
      configurable: true,
    });
}

test('a tag that runs before the bridge and wraps the messaging and event APIs sees at most 8 digits, in the BIN question only', async ({
  page,
}) => {
  await page.addInitScript(wrapEverything);
  await mountFrame(
    page,
    { src: `${frames.crossSite}/card-frame.html`, name: 'card', 'network-choice': '' },
    registrationFor(tokenization.url),
  );
  await page
    .locator('card-tokenizer-frame')
    .evaluate((el: HTMLElementTagNameMap['card-tokenizer-frame']) => {
      el.binLookup = (bin) => {
        (window as unknown as { seen: string[] }).seen.push(`binLookup "${bin}"`);
        return Promise.resolve([]);
      };
    });
  await frameReady(page);
  await typeFrameCard(page);
  await page
    .locator('form')
    .evaluate((form) => form.addEventListener('submit', (event) => event.preventDefault()));
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect.poll(() => tokenization.requests.length).toBe(1);
  await expect
    .poll(async () => (await recorded(page)).some((event) => event.type === 'card-tokenized'))
    .toBe(true);
  const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
  // The spy works: it saw the definition, the channel's traffic and the form value.
  expect(seen.some((entry) => entry === 'define "card-tokenizer-frame"')).toBe(true);
  expect(seen.some((entry) => entry.startsWith('form value') && entry.includes('data='))).toBe(
    true,
  );
  expect(seen.filter((entry) => beyondBin(entry) || /12\/30|"1230"|"123"/.test(entry))).toEqual([]);
  const withDigits = seen.filter((entry) => holdsCardDigits(entry, CARD_NUMBER));
  expect(withDigits.length).toBeGreaterThan(0);
  for (const entry of withDigits)
    expect(entry).toMatch(/^(binLookup "|.*"t":"ask".*"bin":")\d{6,8}"/);
});

test('a page that holds the frame’s channel itself hears at most the BIN, never the expiry or the code', async ({
  page,
}) => {
  await page.goto('/e2e/pages/isolated.html');
  await takeChannel(page, {
    src: `${frames.crossSite}/card-frame.html`,
    attributes: { 'network-choice': '' },
    reg: registrationFor(tokenization.url),
    bin: true,
  });
  const card = page.frameLocator('iframe[title="Card"]');
  await expect(card.getByLabel('Card number')).toBeEditable();
  for (const [label, text] of [
    ['Card number', CARD_NUMBER],
    ['Expiry date', '1230'],
    ['Security code', '123'],
  ] as const) {
    await card.getByLabel(label).click();
    await expect(card.getByLabel(label)).toBeFocused();
    await card.getByLabel(label).pressSequentially(text);
  }
  await expect(card.getByLabel('Security code')).toHaveValue('123');
  await page.evaluate(() =>
    (window as unknown as { tell(m: unknown): void }).tell({ t: 'tokenize', id: 1 }),
  );
  await expect
    .poll(async () => (await heard(page)).find((message) => message.t === 'done'))
    .toEqual({ t: 'done', id: 1, data: 'data=registration-data-1' });
  const messages = (await heard(page)).map((message) => JSON.stringify(message));
  expect(messages.filter((message) => beyondBin(message) || /12\/30|1230/.test(message))).toEqual(
    [],
  );
  for (const message of messages.filter((text) => holdsCardDigits(text, CARD_NUMBER)))
    expect(message).toMatch(/"t":"ask".*"bin":"\d{6,8}"/);
  // No keystroke clock either: the validity, the form value and card-change come when they change.
  const kind = (message: string) =>
    /^\{"t":"(validity|value|event)"(,"type":"[\w-]+")?/.exec(message)?.[0];
  const stateOf = messages.filter(kind);
  const last = new Map<string, string>();
  const repeated = stateOf.filter((message) => {
    const same = last.get(kind(message)!) === message;
    last.set(kind(message)!, message);
    return same;
  });
  expect(stateOf.length).toBeGreaterThan(3);
  expect(repeated).toEqual([]);
});

test('card-change is a state, not a keystroke clock: no two in a row alike', async ({ page }) => {
  await open(page);
  const { number, expiry } = frameCard(page);
  await number.click();
  await expect(number).toBeFocused();
  await number.pressSequentially(CARD_NUMBER);
  await expiry.click();
  await expect(expiry).toBeFocused();
  // A month typed `5` or `05` should tell the page the same.
  await expiry.pressSequentially('0530');
  await expect(expiry).toHaveValue('05/30');
  const changes = (await recorded(page))
    .filter((event) => event.type === 'card-change')
    .map((event) => JSON.stringify(event.detail));
  expect(changes.length).toBeGreaterThan(1);
  const repeated = changes.filter((detail, i) => i > 0 && detail === changes[i - 1]);
  expect(repeated, `${changes.length} card-change for 20 keystrokes`).toEqual([]);
});
