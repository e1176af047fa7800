import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { configure, eventually, focusField, tokenize } from '../../test/support/card-page.js';
import type { Scenario, ScenarioContext } from '../../test/support/engine-driver.js';

// rrweb is the recorder under PostHog, Sentry Replay, Highlight and OpenReplay.
const RRWEB = readFileSync(
  join(dirname(createRequire(import.meta.url).resolve('rrweb')), 'rrweb.umd.min.cjs'),
  'utf8',
);
const TYPED = { number: '4242424242424242', code: '937' };
const FILLED = { number: '5555555555554444', code: '482' };
/** Typed into a plain input of the page: proof that the recorder records what is typed. */
const CONTROL = '31415926535';

/** Every string in rrweb's events: texts, values, attributes, styles. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/** The recorded strings holding a run of six of the card's digits, or its security code. */
function leaks(recorded: string[], card: { number: string; code: string }): string[] {
  const code = new RegExp(`(^|\\D)${card.code}(\\D|$)`);
  const runs = [...Array(card.number.length - 5).keys()].map(
    (start) =>
      new RegExp(
        card.number
          .slice(start, start + 6)
          .split('')
          .join(' ?'),
      ),
  );
  return recorded.filter((text) => code.test(text) || runs.some((run) => run.test(text)));
}

async function recordCard({ driver, server }: ScenarioContext): Promise<void> {
  await configure(driver, server.url);
  await driver.evaluate((source) => {
    const script = document.createElement('script');
    script.textContent = source;
    document.head.append(script);
    const control = Object.assign(document.createElement('input'), { id: 'note' });
    document.querySelector('h1')!.after(control);
    const events: unknown[] = [];
    Object.assign(window, { recorded: events });
    const { rrweb } = window as unknown as {
      rrweb: { record(options: { emit(event: unknown): void }): void };
    };
    rrweb.record({ emit: (event) => events.push(event) });
  }, RRWEB);
  await driver.evaluate(() => document.getElementById('note')!.focus());
  await driver.type(CONTROL);
  await focusField(driver, 'number');
  await driver.type(TYPED.number);
  await driver.press('Tab');
  await driver.type('1230');
  await driver.press('Tab');
  await driver.type(TYPED.code);
  // Then a saved card, as a password manager fills it into the emptied fields.
  await driver.evaluate(async () => {
    const element = document.querySelector('card-tokenizer')!;
    element.reset();
    await element.updateComplete;
  });
  await driver.evaluate(
    (card) => {
      for (const [field, value] of Object.entries(card)) {
        const input = document.querySelector<HTMLInputElement>(
          `card-tokenizer input[data-field="${field}"]`,
        )!;
        input.value = value;
        input.dispatchEvent(new Event('input'));
      }
    },
    { number: FILLED.number, expiry: '1131', cvx: FILLED.code },
  );
  assert.equal(await tokenize(driver), 'data=registration-data-1');
  const events = await driver.evaluate(() => {
    const { rrweb, recorded } = window as unknown as {
      rrweb: { record: { takeFullSnapshot(): void } };
      recorded: unknown[];
    };
    rrweb.record.takeFullSnapshot();
    return JSON.stringify(recorded);
  });
  const recorded = strings(JSON.parse(events));
  // The recording is real: it holds the page and what was typed outside the card.
  assert.ok(recorded.includes('Pay by card'), 'the page heading is recorded');
  assert.ok(
    recorded.some((text) => text.includes(CONTROL)),
    'a plain input is recorded',
  );
  assert.deepEqual(leaks(recorded, TYPED), []);
  assert.deepEqual(leaks(recorded, FILLED), []);
}

/** Starts rrweb with its default options; its events gather in `window.recorded`. */
async function startRrweb({ driver }: ScenarioContext): Promise<void> {
  await driver.evaluate((source) => {
    const script = document.createElement('script');
    script.textContent = source;
    document.head.append(script);
    const events: unknown[] = [];
    Object.assign(window, { recorded: events });
    const { rrweb } = window as unknown as {
      rrweb: { record(options: { emit(event: unknown): void }): void };
    };
    rrweb.record({ emit: (event) => events.push(event) });
  }, RRWEB);
}

/** A co-branded card, its network chosen with the keyboard: the recording holds the choice only. */
async function recordNetworkChoice(context: ScenarioContext): Promise<void> {
  const { driver, server } = context;
  const card = { number: '4970107111111119', code: '937' };
  await configure(driver, server.url);
  await startRrweb(context);
  await focusField(driver, 'number');
  await driver.type(card.number);
  await eventually(async () => {
    const radios = await driver.evaluate(
      () =>
        document.querySelector('card-tokenizer')!.shadowRoot!.querySelectorAll('input[type=radio]')
          .length,
    );
    assert.equal(radios, 2);
  });
  await driver.press('Tab');
  await driver.press('ArrowRight');
  await focusField(driver, 'expiry');
  await driver.type('1230');
  await driver.press('Tab');
  await driver.type(card.code);
  assert.equal(await tokenize(driver), 'data=registration-data-1');
  const events = await driver.evaluate(() => {
    const { rrweb, recorded } = window as unknown as {
      rrweb: { record: { takeFullSnapshot(): void } };
      recorded: unknown[];
    };
    rrweb.record.takeFullSnapshot();
    return JSON.stringify(recorded);
  });
  const recorded = strings(JSON.parse(events));
  // The recording is real: it holds the choice, inside the element's shadow root.
  assert.ok(recorded.includes('Cartes Bancaires'), 'the network choice is recorded');
  assert.deepEqual(leaks(recorded, card), []);
}

export const sessionReplayScenarios: Scenario[] = [
  {
    name: 'rrweb, with its default options, records no card digit and no security code',
    page: 'element-basic.html',
    run: recordCard,
  },
  {
    name: 'rrweb records the network choice of a co-branded card, and no card digit',
    page: 'element-network.html',
    run: recordNetworkChoice,
  },
];
