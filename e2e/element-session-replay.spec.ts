import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { autofillCard } from '../test/support/autofill.js';
import { card, openPage, shownCard } from '../test/support/playwright-page.js';
import { useTokenizationServer } from '../test/support/tokenization-server-hooks.js';

// rrweb is the recorder under PostHog, Sentry Replay, Highlight and OpenReplay.
const RRWEB = readFileSync(
  join(dirname(createRequire(import.meta.url).resolve('rrweb')), 'rrweb.umd.min.cjs'),
  'utf8',
);

const server = useTokenizationServer(test);
const TYPED = { number: '4242424242424242', expiry: '1230', code: '937' };
const FILLED = { number: '5555555555554444', code: '482' };
/** Typed into a plain input of the page: proof that the recorder records what is typed. */
const CONTROL = '31415926535';

/** Starts rrweb with its default options; its events gather in `window.recorded`. */
async function startRecording(page: Page): Promise<void> {
  await page.addScriptTag({ content: RRWEB });
  await page.evaluate(() => {
    const events: unknown[] = [];
    Object.assign(window, { recorded: events });
    const { rrweb } = window as unknown as {
      rrweb: { record(options: { emit(event: unknown): void }): void };
    };
    rrweb.record({ emit: (event) => events.push(event) });
  });
}

/** Every string in the recorded events: texts, values, attributes, styles. */
async function recordedStrings(page: Page): Promise<string[]> {
  const events = await page.evaluate(() => (window as unknown as { recorded: unknown[] }).recorded);
  const strings: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === 'string') strings.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(events);
  return strings;
}

/** Any run of six digits of `digits`, grouped by spaces or not. */
function digitRuns(digits: string): RegExp[] {
  const runs = [];
  for (let start = 0; start + 6 <= digits.length; start++) {
    const run = digits
      .slice(start, start + 6)
      .split('')
      .join(' ?');
    runs.push(new RegExp(run));
  }
  return runs;
}

function leaks(strings: string[], card: { number: string; code: string }): string[] {
  const code = new RegExp(`(^|\\D)${card.code}(\\D|$)`);
  return strings.filter(
    (text) => code.test(text) || digitRuns(card.number).some((run) => run.test(text)),
  );
}

test('rrweb, with its default options, records no card digit and no security code', async ({
  page,
}) => {
  await openPage(page, 'form', server.url);
  await page.evaluate(() => {
    const control = Object.assign(document.createElement('input'), { id: 'note' });
    document.querySelector('h1')!.after(control);
  });
  await startRecording(page);
  await page.locator('#note').pressSequentially(CONTROL);

  const { number, expiry, cvx } = card(page);
  await number.click();
  await page.keyboard.type(TYPED.number);
  await page.keyboard.press('Tab');
  await page.keyboard.type(TYPED.expiry);
  await page.keyboard.press('Tab');
  await page.keyboard.type(TYPED.code);
  expect(await shownCard(page)).toEqual(['4242 4242 4242 4242', '12/30', '937']);
  await cvx.blur();

  // Then a saved card, filled by the browser's autofill into the emptied fields.
  await card(page).el.evaluate((el: HTMLElementTagNameMap['card-tokenizer']) => el.reset());
  await autofillCard(page, 'cc-number', {
    number: FILLED.number,
    cvc: FILLED.code,
    name: 'Jane Doe',
    expiryMonth: '11',
    expiryYear: '2031',
  });
  await expect(number).toHaveValue('5555 5555 5555 4444');
  await expect(expiry).toHaveValue('11/31');
  await page.evaluate(() =>
    (
      window as unknown as { rrweb: { record: { takeFullSnapshot(): void } } }
    ).rrweb.record.takeFullSnapshot(),
  );
  await card(page).el.evaluate((el: HTMLElementTagNameMap['card-tokenizer']) => el.tokenize());
  await page.evaluate(() =>
    (
      window as unknown as { rrweb: { record: { takeFullSnapshot(): void } } }
    ).rrweb.record.takeFullSnapshot(),
  );

  const strings = await recordedStrings(page);
  // The recording is real: it holds the page and what was typed outside the card.
  expect(strings).toContain('Checkout');
  expect(strings.some((text) => text.includes(CONTROL))).toBe(true);
  expect(leaks(strings, TYPED)).toEqual([]);
  expect(leaks(strings, FILLED)).toEqual([]);
});
