// The network choice of a co-branded card (e2e/pages/element-network.html), in every engine.
import assert from 'node:assert/strict';
import {
  configure,
  eventually,
  expectField,
  focusField,
  tokenize,
} from '../../test/support/card-page.js';
import type { EngineDriver, Scenario } from '../../test/support/engine-driver.js';

const CO_BRANDED = '4970107111111119';
const VISA_ONLY = '4242424242424242';

/** What the choice shows: its legend, each option's name and state, and the focused one. */
interface ChoiceView {
  legend: string | null;
  options: { value: string; name: string; checked: boolean; left: number }[];
  focused: string | null;
}

function readChoice(): ChoiceView {
  const root = document.querySelector('card-tokenizer')!.shadowRoot!;
  const radios = [...root.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
  const active = root.activeElement as HTMLInputElement | null;
  return {
    legend: root.querySelector('legend')?.textContent?.trim() ?? null,
    options: radios.map((radio) => ({
      value: radio.value,
      // The label's text, as a screen reader names the radio: the icon is aria-hidden.
      name: radio.labels?.[0]?.querySelector('span')?.textContent ?? '',
      checked: radio.checked,
      left: radio.getBoundingClientRect().left,
    })),
    focused: active?.type === 'radio' ? active.value : null,
  };
}

async function expectChoice(
  driver: EngineDriver,
  expected: { options: string[]; checked?: string; focused?: string },
): Promise<ChoiceView> {
  let view!: ChoiceView;
  await eventually(async () => {
    view = await driver.evaluate(readChoice);
    assert.deepEqual(
      view.options.map(({ value }) => value),
      expected.options,
    );
    if (expected.checked)
      assert.equal(view.options.find(({ checked }) => checked)?.value, expected.checked);
    if (expected.focused) assert.equal(view.focused, expected.focused);
  });
  return view;
}

interface PageState {
  lookups: string[];
  events: { type: string; detail: Record<string, unknown> }[];
  form: Record<string, string>;
}

function readPage(): PageState {
  const page = window as unknown as Omit<PageState, 'form'>;
  const form = Object.fromEntries(new FormData(document.querySelector('form')!)) as Record<
    string,
    string
  >;
  // Structured clones only: the details hold plain data.
  return JSON.parse(JSON.stringify({ lookups: page.lookups, events: page.events, form }));
}

const lastOf = (state: PageState, type: string) =>
  state.events.filter((event) => event.type === type).at(-1)?.detail;

async function typeNumber(driver: EngineDriver, number: string): Promise<void> {
  await driver.evaluate(() => document.querySelector('card-tokenizer')!.reset());
  await focusField(driver, 'number');
  await driver.type(number);
}

async function typeRest(driver: EngineDriver): Promise<void> {
  await focusField(driver, 'expiry');
  await driver.type('12/30');
  await focusField(driver, 'cvx');
  await driver.type('123');
}

export const networkChoiceScenarios: Scenario[] = [
  {
    name: 'network choice: offered for a co-branded BIN only, chosen by keyboard, sent with the token',
    page: 'element-network.html',
    async run({ driver, server }) {
      await configure(driver, server.url);
      await typeNumber(driver, CO_BRANDED);
      const view = await expectChoice(driver, { options: ['CB', 'VISA'], checked: 'CB' });
      assert.equal(view.legend, 'Card network');
      assert.deepEqual(
        view.options.map(({ name }) => name),
        ['Cartes Bancaires', 'Visa'],
      );
      // Tab from the number reaches the group's checked radio; an arrow key changes the choice.
      await driver.press('Tab');
      await expectChoice(driver, { options: ['CB', 'VISA'], focused: 'CB' });
      await driver.press('ArrowRight');
      await expectChoice(driver, { options: ['CB', 'VISA'], checked: 'VISA', focused: 'VISA' });
      await driver.press('Tab');
      await expectField(driver, 'expiry', { focused: true });
      await typeRest(driver);
      assert.equal(await tokenize(driver), 'data=registration-data-1');
      await eventually(async () => {
        const state = await driver.evaluate(readPage);
        assert.deepEqual(state.lookups, ['49701071']);
        assert.equal(lastOf(state, 'card-tokenized')?.preferredCardNetwork, 'VISA');
        assert.equal(state.form['card-network'], 'VISA');
      });
      // Another card, of one network: the choice goes, and nothing names a network.
      await typeNumber(driver, VISA_ONLY);
      await expectChoice(driver, { options: [] });
      await eventually(async () => {
        const state = await driver.evaluate(readPage);
        const change = lastOf(state, 'card-change')!;
        assert.deepEqual(change.networkChoice, {
          offered: false,
          networks: [],
          reason: 'single-network',
        });
        assert.equal(change.preferredCardNetwork, undefined);
        assert.deepEqual(state.lookups, ['49701071', '42424242']);
      });
    },
  },
  {
    name: 'network choice: the merchant preselects, right to left, in Arabic',
    page: 'element-network.html',
    async run({ driver, server }) {
      await configure(driver, server.url);
      await driver.evaluate(() => {
        // A script element, not import(): the scenario's own source is transformed in WebKit's run.
        const script = Object.assign(document.createElement('script'), {
          type: 'module',
          src: '/src/locales/ar.ts',
        });
        document.head.append(script);
        const element = document.querySelector('card-tokenizer')!;
        element.setAttribute('preferred-network', 'VISA');
        element.setAttribute('lang', 'ar');
        element.setAttribute('dir', 'rtl');
      });
      await typeNumber(driver, CO_BRANDED);
      await expectChoice(driver, { options: ['CB', 'VISA'], checked: 'VISA' });
      let view!: ChoiceView;
      await eventually(async () => {
        view = await driver.evaluate(readChoice);
        assert.equal(view.legend, 'شبكة البطاقة');
      });
      const [cb, visa] = view.options;
      assert.ok(cb!.left > visa!.left, 'the first network is on the right');
    },
  },
  ...(['fail', 'hang'] as const).map((mode): Scenario => ({
    name: `network choice: a lookup that ${mode}s never holds the payment`,
    page: 'element-network.html',
    async run({ driver, server }) {
      await configure(driver, server.url);
      await driver.evaluate((value) => {
        Object.assign(window, { lookupMode: value });
      }, mode);
      await typeNumber(driver, CO_BRANDED);
      await typeRest(driver);
      assert.equal(await tokenize(driver), 'data=registration-data-1');
      const state = await driver.evaluate(readPage);
      assert.deepEqual(lastOf(state, 'card-tokenized')?.networkChoice, {
        offered: false,
        networks: [],
        reason: mode === 'fail' ? 'failed' : 'pending',
      });
      assert.equal(state.form['card-network'], undefined);
      await expectChoice(driver, { options: [] });
    },
  })),
  {
    name: 'network choice: an answer for a number since changed is not shown',
    page: 'element-network.html',
    async run({ driver }) {
      await driver.evaluate(() => {
        Object.assign(window, { lookupMode: 'held' });
      });
      await typeNumber(driver, CO_BRANDED);
      await eventually(async () =>
        assert.deepEqual((await driver.evaluate(readPage)).lookups, ['49701071']),
      );
      await typeNumber(driver, VISA_ONLY);
      await driver.evaluate(() =>
        (window as unknown as { releaseLookups(): void }).releaseLookups(),
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
      await expectChoice(driver, { options: [] });
    },
  },
];
