import { expect, type Page } from '@playwright/test';
import { test } from '../test/support/reused-page.js';
import { fr } from '../src/locales/fr.js';
import { en, formatMessage, type MessageKey, type Messages } from '../src/core/messages.js';
import { confineCardData, refusingUrl } from '../test/support/confine-card-data.js';
import { fillCard } from '../test/support/fill.js';
import {
  elementTokenize,
  headlessTokenize,
  outcome,
  startElementTokenize,
  startHeadlessTokenize,
} from '../test/support/page-tokenize.js';
import { countRequestsTo } from '../test/support/page-watchers.js';
import { NETWORK_HINT } from '../src/element/events.js';
import { CARD_NUMBER } from '../test/support/cards.js';
import { card, cardInputs, shownCard } from '../test/support/playwright-page.js';
import { registrationFor } from '../test/support/registration.js';
import {
  answer,
  hangUp,
  hangUpMidAnswer,
  stall,
  type Behaviour,
} from '../test/support/tokenization-server.js';
import { useTokenizationServer } from '../test/support/tokenization-server-hooks.js';

type Mode = 'element' | 'headless';

interface Fault {
  name: string;
  /** How the tokenization server answers; a URL where nothing listens when absent. */
  behaviour?: Behaviour;
  /** What happens once the request is on its way. */
  interrupt?: 'reset' | 'remove' | 'signal';
  offline?: boolean;
  lang?: 'fr';
  modes: Mode[];
  code: string;
  field?: string;
  serverCode?: string;
  message: MessageKey;
  /** Requests the server itself receives (none when refused or offline). */
  serverSees: 0 | 1;
}

const BOTH: Mode[] = ['element', 'headless'];
/**
 * The element's and tokenizeCard()'s timeout in these tests, instead of 30 s; an interrupted
 * request keeps the 30 s, so that the interrupt, not the timer, ends it on a loaded machine.
 */
const TIMEOUT_MS = 1_000;

/** PROTOCOL.md's table of tokenization errors: code, field at fault, what the shopper reads. */
const SERVER_CODES: [string, string | undefined, MessageKey][] = [
  ['02625', 'number', 'numberInvalid'],
  ['02626', 'expiry', 'expiryInvalid'],
  ['02627', 'cvx', 'cvxInvalid'],
  ['02624', 'expiry', 'expiryPast'],
  ['01902', 'number', 'numberInactive'],
  ['02628', undefined, 'refused'],
  ['02631', undefined, 'registrationExpired'],
  ['02632', undefined, 'registrationRejected'],
  ['09101', undefined, 'registrationRejected'],
  ['09102', undefined, 'registrationRejected'],
  ['09104', undefined, 'registrationRejected'],
  ['09201', undefined, 'registrationRejected'],
  ['02101', undefined, 'serviceUnavailable'],
];

/** A fault both the element and `tokenizeCard()` meet, the server receiving the one request. */
function faultCase(
  name: string,
  behaviour: Behaviour | undefined,
  code: string,
  message: MessageKey,
  more: Partial<Fault> = {},
): Fault {
  return { name, behaviour, code, message, modes: BOTH, serverSees: 1, ...more };
}

const html500 = answer('<!doctype html><h1>Internal Server Error</h1>', 500);
const withoutCors = answer('data=never-read', 200, false);

const faults: Fault[] = [
  faultCase('connection refused', undefined, 'network', 'network', { serverSees: 0 }),
  faultCase('connection closed before the answer', hangUp, 'network', 'network'),
  faultCase('connection closed mid-answer', hangUpMidAnswer, 'network', 'network'),
  faultCase('server stalls past the timeout', stall, 'timeout', 'timeout'),
  faultCase('HTML 500 page', html500, 'bad_response', 'badResponse'),
  faultCase('404', answer('Not Found', 404), 'bad_response', 'badResponse'),
  faultCase('empty 200', answer(''), 'bad_response', 'badResponse'),
  ...SERVER_CODES.map(([serverCode, field, message]) =>
    faultCase(`errorCode=${serverCode}`, answer(`errorCode=${serverCode}`), 'server', message, {
      serverCode,
      field,
    }),
  ),
  faultCase('CORS header missing', withoutCors, 'network', 'network'),
  faultCase('CORS header missing, French page', withoutCors, 'network', 'network', { lang: 'fr' }),
  faultCase('aborted by reset()', stall, 'aborted', 'aborted', {
    interrupt: 'reset',
    modes: ['element'],
  }),
  faultCase('aborted by removing the element', stall, 'aborted', 'aborted', {
    interrupt: 'remove',
    modes: ['element'],
  }),
  faultCase('aborted by its signal', stall, 'aborted', 'aborted', {
    interrupt: 'signal',
    modes: ['headless'],
  }),
  faultCase('offline', answer('data=never-sent'), 'network', 'network', {
    offline: true,
    serverSees: 0,
  }),
];

const server = useTokenizationServer(test);
confineCardData(test, server);

/** Where the element shows an error: under its field, or in the card's own error line. */
function shownError(page: Page, field: string | undefined) {
  return page.locator(
    field
      ? `card-tokenizer .card-tokenizer-error[slot="${field}-error"]`
      : 'card-tokenizer [part="error"]',
  );
}

type Stash = { abortTokenize(): void; removedCard: HTMLElement };

/** Interrupts the request once the server holds it. */
async function interrupt(page: Page, how: Fault['interrupt']): Promise<void> {
  await expect.poll(() => server.requests.length, { intervals: [10] }).toBe(1);
  if (how === 'signal') {
    await page.evaluate(() => (window as unknown as Stash).abortTokenize());
    return;
  }
  await card(page).el.evaluate((el: HTMLElementTagNameMap['card-tokenizer'], action) => {
    if (action === 'reset') return el.reset();
    Object.assign(window, { removedCard: el });
    el.remove();
  }, how);
}

/** Puts a removed element back where it was. */
function putBack(page: Page): Promise<void> {
  return page.evaluate(() => {
    document.querySelector('main')!.prepend((window as unknown as Stash).removedCard);
  });
}

/** The element's page, typed in; or, for the headless call, a page without the element. */
async function openFor(page: Page, mode: Mode, lang = 'en', timeout?: number): Promise<string[]> {
  if (mode === 'headless') {
    await page.goto('/e2e/pages/index.html');
    // Loaded now: an offline page could not fetch the module later.
    await page.evaluate(async (core) => void (await import(core)), '/src/core/index.ts');
    return [];
  }
  await page.goto('/e2e/pages/element-basic.html');
  await expect(cardInputs(page).number).toBeEditable();
  if (lang !== 'en') {
    // A language other than English is a module the page loads: here from the sources.
    await page.evaluate(async (module) => void (await import(module)), `/src/locales/${lang}.ts`);
  }
  await page.evaluate((language) => (document.documentElement.lang = language), lang);
  if (timeout) {
    await card(page).el.evaluate((el, value) => el.setAttribute('timeout', value), `${timeout}`);
  }
  await fillCard(page);
  return shownCard(page);
}

for (const fault of faults) {
  for (const mode of fault.modes) {
    test(`${mode}: ${fault.name}`, async ({ page, context }) => {
      const uncaught: string[] = [];
      page.on('pageerror', (error) => uncaught.push(error.message));
      if (fault.behaviour) server.behave(fault.behaviour);
      const url = fault.behaviour ? `${server.url}&fault=1` : await refusingUrl();
      const sent = countRequestsTo(page, url);
      const messages: Messages = fault.lang === 'fr' ? fr : en;
      const expectedMessage = formatMessage(messages[fault.message], { size: 3 });

      const timeout = fault.interrupt ? undefined : TIMEOUT_MS;
      const typed = await openFor(page, mode, fault.lang, timeout);
      if (fault.offline) await context.setOffline(true);
      const registration = registrationFor(url);
      if (mode === 'element') await startElementTokenize(page, registration);
      else
        await startHeadlessTokenize(page, registration, {
          ...(timeout && { timeout }),
          ...(fault.lang === 'fr' && { messages: fr }),
        });
      if (fault.interrupt) await interrupt(page, fault.interrupt);
      const { data, error } = await outcome(page);
      if (fault.offline) {
        await context.setOffline(false);
        // Back online once the page can fetch again: the emulation may lag the call's return.
        await expect
          .poll(() =>
            page.evaluate(() =>
              fetch('/e2e/pages/index.html', { cache: 'no-store' }).then(
                () => true,
                () => false,
              ),
            ),
          )
          .toBe(true);
      }

      expect(data).toBeUndefined();
      expect(error).toEqual({
        name: 'TokenizationError',
        code: fault.code,
        ...(fault.field && { field: fault.field }),
        ...(fault.serverCode && { serverCode: fault.serverCode }),
        message: expectedMessage,
      });
      expect({ sent: sent(), serverSaw: server.requests.length }).toEqual({
        sent: 1,
        serverSaw: fault.serverSees,
      });
      expect(uncaught).toEqual([]);

      if (mode === 'element') {
        // The shopper keeps what they typed (a reset clears it on purpose) and reads the error.
        if (fault.interrupt === 'remove') await putBack(page);
        expect(await shownCard(page)).toEqual(fault.interrupt === 'reset' ? ['', '', ''] : typed);
        if (fault.code !== 'aborted') {
          await expect(shownError(page, fault.field)).toHaveText(expectedMessage);
        }
        if (fault.interrupt === 'reset') await fillCard(page);
      }

      // Usable again: a fresh registration on a server that answers goes through.
      server.behave(answer('data=fresh'));
      const fresh = registrationFor(`${server.url}&fresh=1`, 2);
      const again =
        mode === 'element'
          ? await elementTokenize(page, fresh)
          : await headlessTokenize(page, fresh);
      expect(again).toEqual({ data: 'data=fresh' });
      if (mode === 'element') expect(await shownCard(page)).toEqual(typed);
    });
  }
}

test('element: a network failure shows plain words; its cause goes to the console and card-error', async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  const typed = await openFor(page, 'element');
  await card(page).el.evaluate((el) => {
    el.addEventListener('card-error', (event) =>
      Object.assign(window, { detail: (event as CustomEvent).detail }),
    );
  });
  await startElementTokenize(page, registrationFor(await refusingUrl()));
  expect((await outcome(page)).error).toMatchObject({ code: 'network', message: en.network });
  await expect(shownError(page, undefined)).toHaveText(en.network);
  const detail = await page.evaluate(() => (window as unknown as { detail: unknown }).detail);
  expect(detail).toEqual({ code: 'network', message: en.network, hint: NETWORK_HINT });
  expect(NETWORK_HINT).toMatch(/CORS/);
  // The failed request itself may be logged by the browser; the element's line is the hint.
  expect(warnings.filter((text) => text === NETWORK_HINT)).toHaveLength(1);
  // Nothing of the card: the whole number in no console line, no typed value in the detail.
  for (const text of warnings) expect(text).not.toContain(CARD_NUMBER);
  for (const value of typed) expect(JSON.stringify(detail)).not.toContain(value);
});
