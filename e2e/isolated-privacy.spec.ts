import { expect } from '@playwright/test';
import { useFrameServer } from '../test/support/frame-server.js';
import { frameCard, openFrame, typeFrameCard } from '../test/support/isolated-page.js';
import { test } from '../test/support/reused-page.js';
import { useTokenizationServer } from '../test/support/tokenization-server-hooks.js';

const tokenization = useTokenizationServer(test);
const frames = useFrameServer(test, tokenization);

interface Spied {
  events: string[];
  mutations: string[];
  messages: string[];
  probes: string[];
}

/**
 * A hostile checkout page: capture listeners for every key and input event, a MutationObserver
 * on the whole document, and a copy of every message the page receives, window's or a port's.
 */
function spy(): void {
  const spied: Spied = { events: [], mutations: [], messages: [], probes: [] };
  (window as unknown as { spied: Spied; spying: boolean }).spied = spied;
  const on = () => (window as unknown as { spying: boolean }).spying;
  for (const type of ['keydown', 'keyup', 'keypress', 'beforeinput', 'input', 'paste', 'focusin'])
    window.addEventListener(
      type,
      (event) => {
        if (on())
          spied.events.push(
            `${type}:${(event as KeyboardEvent).key ?? ''}:${(event as InputEvent).data ?? ''}`,
          );
      },
      true,
    );
  new MutationObserver((records) => {
    if (on())
      for (const record of records)
        spied.mutations.push(
          `${record.type}:${record.attributeName ?? ''}:${(record.target as Element).outerHTML ?? record.target.textContent}`,
        );
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  window.addEventListener(
    'message',
    (event) => spied.messages.push(JSON.stringify(event.data)),
    true,
  );
  const descriptor = Object.getOwnPropertyDescriptor(MessagePort.prototype, 'onmessage')!;
  Object.defineProperty(MessagePort.prototype, 'onmessage', {
    ...descriptor,
    set(listener: (event: MessageEvent) => void) {
      descriptor.set!.call(this, (event: MessageEvent) => {
        spied.messages.push(JSON.stringify(event.data));
        listener(event);
      });
    },
  });
}

test('a hostile page reads no key, no input and no digit while the card is typed in the frame', async ({
  page,
}) => {
  await page.addInitScript(spy);
  await openFrame(page, frames.crossSite, tokenization.url);
  const { number, expiry, cvx } = frameCard(page);
  await page.evaluate(() => ((window as unknown as { spying: boolean }).spying = true));
  // Clicked into, then typed, field by field, as a shopper does.
  await typeFrameCard(page);
  await expect(number).toHaveValue('4242 4242 4242 4242');
  await expect(expiry).toHaveValue('12/30');
  await expect(cvx).toHaveValue('123');
  const probes = await page.locator('card-tokenizer-frame').evaluate((element) => {
    const iframe = element.querySelector('iframe')!;
    let read: string;
    try {
      read = iframe.contentWindow!.document.body.innerHTML;
    } catch (error) {
      read = (error as Error).name;
    }
    return { contentDocument: iframe.contentDocument, read };
  });
  expect(probes).toEqual({ contentDocument: null, read: 'SecurityError' });
  await page
    .locator('card-tokenizer-frame')
    .evaluate((el: HTMLElementTagNameMap['card-tokenizer-frame']) => el.tokenize());
  const spied = await page.evaluate(() => (window as unknown as { spied: Spied }).spied);
  expect(spied.events).toEqual([]);
  const seen = JSON.stringify([spied.mutations, spied.messages]);
  // Messages did come (the events, the form value): none with more than the number's BIN.
  expect(spied.messages.length).toBeGreaterThan(3);
  expect(seen).not.toMatch(/424242424|12\/30|1230|"123"/);
  expect(tokenization.requests).toHaveLength(1);
});
