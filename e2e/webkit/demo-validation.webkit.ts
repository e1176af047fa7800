// The demo's 3-D Secure card validation (e2e/demo-validation.spec.ts) in WebKitGTK's MiniBrowser:
// both checkouts, the challenge card, the frictionless card and a failed authentication.
import assert from 'node:assert/strict';
import { By, until } from 'selenium-webdriver';
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { startDemo, type RunningDemo } from '../../demo/server/start.js';
import {
  chooseNetwork,
  fillCard,
  TEST_CARDS,
  tickSaveCard,
  waitForCard,
  type TestCard,
} from '../../src/testing/webdriver.js';
import { eventually } from '../../test/support/card-page.js';
import type { EngineDriver } from '../../test/support/engine-driver.js';
import { seleniumDriver } from './selenium-driver.js';
import { axeViolations } from './webkit-axe.js';
import { freePort, startWebKit, type WebKitSession } from './webkit-session.js';

/** A page loads and the backend answers: longer than a field's update. */
const PAGE_TIMEOUT = 15_000;

let demo: RunningDemo | undefined;
let webkit: WebKitSession | undefined;
let driver: EngineDriver;
/** The demo's embedded sandbox, whose request log tells which challenge pages were loaded. */
let sandboxUrl = '';

beforeAll(async () => {
  // The backend logs each request (hono/logger): the test's output would drown in it.
  vi.spyOn(console, 'log').mockImplementation(() => {});
  // In this process, as `npm run demo -- --no-build` does: sandbox, backend and pages over dist/;
  // no `PAYMENTS_*` variables, so the sandbox whatever the shell has set.
  demo = await startDemo({ port: await freePort(), strictPort: true, env: {} });
  sandboxUrl = /^embedded sandbox (http:\/\/\S+)/.exec(demo.service)?.[1] ?? '';
  assert.ok(sandboxUrl, `Expected the demo on its embedded sandbox, got ${demo.service}`);
  webkit = await startWebKit();
  driver = seleniumDriver(webkit.session, demo.url);
});
afterAll(async () => {
  try {
    await webkit?.stop();
  } finally {
    await demo?.close();
  }
});

/** The challenge pages loaded so far, each with its count of loads. */
async function challengeLoads(): Promise<Map<string, number>> {
  const counts = (await (await fetch(`${sandboxUrl}/__sandbox/requests`)).json()) as Record<
    string,
    Record<string, number>
  >;
  return new Map(
    Object.entries(counts)
      .filter(([path]) => path.startsWith('/3ds-challenge/'))
      .map(([path, methods]) => [path, methods.GET ?? 0]),
  );
}

/** The challenge pages loaded since `before`. */
async function newChallengeLoads(before: Map<string, number>): Promise<string[]> {
  const after = await challengeLoads();
  return [...after]
    .filter(([path, count]) => count > (before.get(path) ?? 0))
    .map(([path]) => path);
}

/** Runs in the page: the visible text of the elements `selector` finds. */
function visibleTexts(selector: string): string[] {
  return [...document.querySelectorAll<HTMLElement>(selector)]
    .filter((element) => element.getClientRects().length > 0)
    .map((element) => element.innerText.trim());
}

/** Waits until a visible element that `selector` finds shows a text that `matches` accepts. */
async function expectShown(
  selector: string,
  matches: (text: string) => boolean,
  what: string,
): Promise<void> {
  await eventually(async () => {
    const texts = await driver.evaluate(visibleTexts, selector).catch(() => []);
    assert.ok(texts.some(matches), `Expected ${what}, got ${JSON.stringify(texts)}`);
  }, PAGE_TIMEOUT);
}

const expectHeading = (name: string) =>
  expectShown('h1, h2', (text) => text === name, `the heading "${name}"`);
const expectText = (text: string) =>
  expectShown('body', (body) => body.includes(text), `"${text}" on the page`);
const expectTestId = (id: string, matches: (text: string) => boolean, what: string) =>
  expectShown(`[data-testid="${id}"]`, matches, `${id} ${what}`);

/** Focuses the enabled button named `name` and presses Enter, as a shopper without a mouse. */
async function pressButton(name: string): Promise<void> {
  await eventually(async () => {
    const focused = await driver
      .evaluate((label) => {
        const button = [...document.querySelectorAll('button')].find(
          (candidate) => candidate.textContent?.trim() === label && !candidate.disabled,
        );
        button?.focus();
        return button !== undefined && document.activeElement === button;
      }, name)
      .catch(() => false);
    assert.ok(focused, `Expected an enabled button "${name}"`);
  }, PAGE_TIMEOUT);
  await driver.press('Enter');
}

/** The checkout's `<card-tokenizer>` once it is in the page, for the kit's functions. */
const cardElement = () =>
  webkit!.session.wait(until.elementLocated(By.css('card-tokenizer')), PAGE_TIMEOUT);

async function pay(card: TestCard): Promise<void> {
  const element = await cardElement();
  await fillCard(element, card, { timeout: PAGE_TIMEOUT });
  // The 3-D Secure test cards are co-branded (CB + Visa): the choice shows once the number is
  // left, Cartes Bancaires chosen; Pay is pressed after it has moved the form, not while.
  await chooseNetwork(element, 'CB', { timeout: PAGE_TIMEOUT });
  // Kept, as the shopper asks: a card not kept has e2e/demo-consent.spec.ts.
  await tickSaveCard(element);
  await pressButton('Pay');
}

/** The issuer's test page: says it is a test, names the merchant and a zero amount. */
async function onChallengePage(): Promise<void> {
  await expectHeading('Confirm it is you');
  await expectText('Test page of the card-tokenizer sandbox');
  await expectText('€0.00');
}

async function expectVerified(): Promise<void> {
  await expectHeading('Card saved and verified');
  await expectTestId('card-validity', (text) => text === 'VALID', 'VALID');
  await expectTestId('validation-status', (text) => text.includes('SUCCEEDED'), 'SUCCEEDED');
}

/** The two checkouts: each saves the card, then validates it with the browser's data. */
const CHECKOUTS = [
  {
    name: 'script-tag checkout',
    async open() {
      await driver.goto('/script-tag.html');
      await expectShown('[role="status"]', (text) => text.includes('ready'), 'a ready status');
      await driver.evaluate(() => document.getElementById('email')!.focus());
      await driver.type('ada@example.com');
    },
  },
  {
    name: 'SPA',
    async open() {
      await driver.goto('/spa.html');
      await waitForCard(await cardElement(), { timeout: PAGE_TIMEOUT });
    },
  },
];

for (const checkout of CHECKOUTS) {
  describe(checkout.name, () => {
    beforeEach(() => checkout.open());

    test('the challenge card: Pay, the challenge page, Authenticate, back verified', async () => {
      await pay(TEST_CARDS.challenge);
      await onChallengePage();
      await pressButton('Authenticate');

      await expectVerified();
      const back = new URL(await webkit!.session.getCurrentUrl());
      expect(back.pathname).toBe('/api/card-validations/return');
      expect(back.searchParams.get('cardValidationId')).toMatch(/\w+/);
      await expectTestId('saved-card', (text) => text.includes('497010XXXXXX8183'), 'its alias');
      expect(await axeViolations(webkit!.session)).toEqual([]);
    });

    test('the frictionless card is verified with no challenge', async () => {
      const before = await challengeLoads();
      await pay(TEST_CARDS.frictionless);

      await expectVerified();
      await expectTestId('saved-card', (text) => text.includes('497010XXXXXX1119'), 'its alias');
      expect(await newChallengeLoads(before)).toEqual([]);
      expect(await axeViolations(webkit!.session)).toEqual([]);
    });

    test('a failed authentication says so, leaves the card not VALID, and tries again', async () => {
      const before = await challengeLoads();
      await pay(TEST_CARDS.challenge);
      await onChallengePage();
      await pressButton('Fail authentication');

      await expectHeading('Authentication failed');
      await expectShown(
        '[role="alert"]',
        (text) => text.includes('The card was not verified'),
        'an alert',
      );
      await expectTestId('card-validity', (text) => text === 'UNKNOWN', 'UNKNOWN');
      await expectTestId('validation-status', (text) => text.includes('FAILED'), 'FAILED');
      expect(await axeViolations(webkit!.session)).toEqual([]);

      // A new validation: the challenge again, a page of its own.
      await pressButton('Try again');
      await onChallengePage();
      await pressButton('Authenticate');
      await expectVerified();
      expect(await newChallengeLoads(before)).toHaveLength(2);
    });
  });
}
