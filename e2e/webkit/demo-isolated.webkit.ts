// The demo's Isolated checkout (e2e/demo-isolated.spec.ts) in WebKitGTK's MiniBrowser: the card
// typed inside the frame on the demo's second origin, paid with the challenge card and verified;
// a hostile script of the page that hears no key and sees no digit meanwhile; the Tab order
// from the page through the frame's fields and back; axe in the page and in the frame; a 120 ms
// press on Pay mid-number that ends as a click.
import assert from 'node:assert/strict';
import { Key, Origin } from 'selenium-webdriver';
import { afterAll, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { startDemo, type RunningDemo } from '../../demo/server/start.js';
import {
  chooseNetwork,
  fillCard,
  inCard,
  TEST_CARDS,
  waitForCard,
} from '../../src/testing/webdriver.js';
import { eventually } from '../../test/support/card-page.js';
import { axeViolations } from './webkit-axe.js';
import { freePort, startWebKit, type WebKitSession } from './webkit-session.js';

/** The service's public 3-D Secure challenge card: co-branded (CB + Visa). */
const CHALLENGE_CARD = TEST_CARDS.challenge.number;
/** A page loads and the backend answers: longer than a field's update. */
const PAGE_TIMEOUT = 15_000;

let demo: RunningDemo | undefined;
let webkit: WebKitSession | undefined;

beforeAll(async () => {
  // The backend logs each request (hono/logger): the test's output would drown in it.
  vi.spyOn(console, 'log').mockImplementation(() => {});
  demo = await startDemo({ port: await freePort(), strictPort: true, env: {} });
  webkit = await startWebKit();
});
afterAll(async () => {
  try {
    await webkit?.stop();
  } finally {
    await demo?.close();
  }
});

const session = () => webkit!.session;
const press = (...keys: string[]) =>
  session()
    .actions()
    .sendKeys(...keys)
    .perform();
const shiftTab = () =>
  session().actions().keyDown(Key.SHIFT).sendKeys(Key.TAB).keyUp(Key.SHIFT).perform();

/** The checkout's `<card-tokenizer-frame>`, for the kit's functions. */
const cardFrame = () => session().findElement({ css: 'card-tokenizer-frame' });
/** Runs `fn` in the frame's document, then comes back to the page. */
const inFrame = async <T>(fn: () => Promise<T>) => inCard(await cardFrame(), fn);

/** Runs in the frame: what has the focus, by its field, its radio or checkbox, or its name. */
const FOCUSED_IN_FRAME = `
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  if (!document.hasFocus()) return 'outside';
  return active?.dataset?.field ?? (/^(radio|checkbox)$/.test(active?.type) ? active.type : active?.tagName);`;

const focusedInFrame = () => inFrame(() => session().executeScript<string>(FOCUSED_IN_FRAME));
const focusedInPage = () =>
  session().executeScript<string>(
    'const a = document.activeElement; return a.id || a.textContent.trim() || a.tagName',
  );

async function expectFocus(where: 'page' | 'frame', expected: string): Promise<void> {
  await eventually(async () => {
    const focused = where === 'page' ? await focusedInPage() : await focusedInFrame();
    assert.equal(focused, expected, `Expected ${expected} focused in the ${where}`);
  }, 5_000);
}

/** Opens the checkout once its registration is in the element and the frame's fields are there. */
async function openCheckout(): Promise<void> {
  await session().get(new URL('/isolated.html', demo!.url).href);
  await eventually(async () => {
    const status = await session().executeScript<string>(
      "return document.getElementById('registration-status').textContent",
    );
    assert.match(status, /ready/);
  }, PAGE_TIMEOUT);
  await waitForCard(await cardFrame(), { timeout: PAGE_TIMEOUT });
  await session().executeScript("document.getElementById('email').focus()");
  await press('ada@example.com');
}

/**
 * Tab from the e-mail into the frame, the challenge card typed field by field at the keyboard
 * alone (the network choice between): the Tab order is what is tested.
 */
async function typeCardByTab(): Promise<void> {
  const { number, expiry, cvx } = TEST_CARDS.challenge;
  await session().executeScript("document.getElementById('email').focus()");
  await press(Key.TAB);
  await expectFocus('frame', 'number');
  await press(number);
  // The page's BIN lookup is asked once the shopper leaves the number (a Visa may still grow to
  // 19 digits): the choice shows then, before Pay, and the focus is on the expiry.
  await press(Key.TAB);
  await eventually(async () => {
    const radios = await inFrame(() =>
      session().executeScript<number>(
        "const el = document.querySelector('card-tokenizer'); const radio = 'input[type=\"radio\"]'; return el.querySelectorAll(radio).length + (el.shadowRoot?.querySelectorAll(radio).length ?? 0)",
      ),
    );
    assert.ok(radios > 0, 'Expected the network choice shown');
  }, PAGE_TIMEOUT);
  await expectFocus('frame', 'expiry');
  await press(expiry.replace('/', ''));
  await press(Key.TAB);
  await expectFocus('frame', 'cvx');
  await press(cvx);
}

beforeEach(() => openCheckout());

test('a hostile script of the page hears no key and sees no digit while the card is typed', async () => {
  // Into the frame by the keyboard first: the Tab itself is the page's key.
  await session().executeScript("document.getElementById('email').focus()");
  await press(Key.TAB);
  await expectFocus('frame', 'number');
  await session().executeScript(`
    window.heard = [];
    const record = (event) => window.heard.push(event.type + ':' + (event.key ?? event.data ?? ''));
    for (const type of ['keydown', 'keypress', 'keyup', 'beforeinput', 'input', 'paste', 'focusin'])
      window.addEventListener(type, record, true);
    const iframe = document.querySelector('card-tokenizer-frame iframe');
    window.reach = { contentDocument: iframe.contentDocument === null };
    try { iframe.contentWindow.document; window.reach.document = 'read'; }
    catch (error) { window.reach.document = error.name; }
    window.messages = [];
    window.addEventListener('message', (event) => window.messages.push(JSON.stringify(event.data)));
  `);
  await press(CHALLENGE_CARD);
  await expectFocus('frame', 'number');
  const value = await inFrame(() =>
    session().executeScript<string>(
      'return document.querySelector(\'card-tokenizer input[data-field="number"]\').value',
    ),
  );
  expect(value.replace(/\D/g, '')).toBe(CHALLENGE_CARD);
  const seen = await session().executeScript<{
    heard: string[];
    reach: Record<string, unknown>;
    messages: string[];
    text: string;
  }>(
    'return { heard: window.heard, reach: window.reach, messages: window.messages, text: document.documentElement.outerHTML }',
  );
  expect(seen.heard).toEqual([]);
  expect(seen.reach).toEqual({ contentDocument: true, document: 'SecurityError' });
  // The page's own tree and the window's messages: not the number, whole or grouped, nor its
  // middle digits, which no saved card's alias shows.
  for (const text of [seen.text, ...seen.messages]) {
    for (const form of [CHALLENGE_CARD, '4970 1051 8181 8183', '10518181']) {
      expect(text).not.toContain(form);
    }
  }
});

test('Tab goes from the page through the frame fields and back, Shift+Tab the other way', async () => {
  // The number, the network choice once a co-branded card is typed, the expiry, the code, the
  // box to keep the card.
  await typeCardByTab();
  await press(Key.TAB);
  await expectFocus('frame', 'checkbox');
  await press(Key.TAB);
  await expectFocus('page', 'Pay');
  for (const field of ['checkbox', 'cvx', 'expiry', 'radio', 'number']) {
    await shiftTab();
    await expectFocus('frame', field);
  }
  await shiftTab();
  await expectFocus('page', 'email');
});

test('the challenge card: Enter in the frame pays, Authenticate, back verified; axe in page and frame', async () => {
  expect(await axeViolations(session())).toEqual([]);
  expect(await inFrame(() => axeViolations(session()))).toEqual([]);
  // The card as a shopper fills it, a click in each field; Cartes Bancaires stays chosen.
  await fillCard(await cardFrame(), TEST_CARDS.challenge, { timeout: PAGE_TIMEOUT });
  await chooseNetwork(await cardFrame(), 'CB', { timeout: PAGE_TIMEOUT });
  // Kept: the box after the security code ticked, then Enter on it.
  await press(Key.TAB);
  await expectFocus('frame', 'checkbox');
  await press(Key.SPACE);
  await press(Key.ENTER);

  await eventually(async () => {
    const heading = await session().executeScript<string>(
      "return document.querySelector('h1')?.textContent ?? ''",
    );
    assert.equal(heading.trim(), 'Confirm it is you');
  }, PAGE_TIMEOUT);
  await session().executeScript(
    "[...document.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Authenticate').focus()",
  );
  await press(Key.ENTER);
  await eventually(async () => {
    const shown = await session().executeScript<string>('return document.body.innerText');
    assert.match(shown, /Card saved and verified/);
    assert.match(shown, /497010XXXXXX8183/);
  }, PAGE_TIMEOUT);
});

test('a 120 ms mouse press on Pay while the number in the frame is half typed is a click', async () => {
  await session().executeScript("document.getElementById('email').focus()");
  await press(Key.TAB);
  await expectFocus('frame', 'number');
  await press('42424242');
  const pay = await session().executeScript<{ x: number; y: number }>(`
    const button = [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Pay');
    button.scrollIntoView({ block: 'center' });
    window.payClicks = 0;
    button.addEventListener('click', () => window.payClicks++);
    const { x, y, width, height } = button.getBoundingClientRect();
    return { x: x + width / 2, y: y + height / 2 };`);
  // The press blurs the number, whose error shows in its reserved line: Pay stays under it.
  await session()
    .actions()
    .move({ x: Math.round(pay.x), y: Math.round(pay.y), origin: Origin.VIEWPORT })
    .press()
    .pause(120)
    .release()
    .perform();
  await eventually(async () => {
    assert.equal(await session().executeScript<number>('return window.payClicks'), 1);
  }, 5_000);
  // The refused submit shows the number's problem in the frame and focuses it.
  await expectFocus('frame', 'number');
  const described = await inFrame(() =>
    session().executeScript<string>(
      "const input = document.querySelector('card-tokenizer input[data-field=\"number\"]'); return input.getAttribute('aria-invalid')",
    ),
  );
  expect(described).toBe('true');
});
