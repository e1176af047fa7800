import { describe, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import {
  changes,
  emptyPageAfterEachTest,
  fillCard,
  findAll,
  focused,
  pinTodayInEachTest,
  setup,
  type Setup,
} from '../../test/browser/element.js';
import { useTokenizationServer } from '../../test/browser/tokenization-server.js';
import type { CardTokenizedDetail } from './events.js';
import type { BinLookup, CardNetwork } from './optional/network-choice-api.js';

const server = useTokenizationServer();
pinTodayInEachTest();
emptyPageAfterEachTest();

/** The 3-D Secure test card's BIN, CB + Visa; 42424242 is Visa alone. */
const CO_BRANDED = { number: '4970107111111119', expiry: '12/30', cvx: '123' };
const VISA_ONLY = { number: '4242424242424242', expiry: '12/30', cvx: '123' };
const NETWORKS: Record<string, CardNetwork[]> = {
  '49701071': ['CB', 'VISA'],
  '51353800': ['CB', 'MASTERCARD'],
  '42424242': ['VISA'],
};

/** A lookup answering from NETWORKS, recording each BIN it was given and each signal. */
function recordingLookup(answer: (bin: string) => Promise<unknown> = async (bin) => NETWORKS[bin]) {
  const calls: { bin: string; signal: AbortSignal }[] = [];
  const lookup: BinLookup = (bin, signal) => {
    calls.push({ bin, signal });
    return answer(bin) as Promise<CardNetwork[]>;
  };
  return { lookup, calls, bins: () => calls.map(({ bin }) => bin) };
}

/** A promise the test settles itself. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((yes, no) => ((resolve = yes), (reject = no)));
  return { promise, resolve, reject };
}

async function withChoice(lookup: BinLookup, attributes = ''): Promise<Setup> {
  const fields = await setup(
    `<form><card-tokenizer name="card" network-choice ${attributes}></card-tokenizer></form>`,
  );
  fields.el.binLookup = lookup;
  await chunkLoaded(fields);
  fields.el.registration = {
    Id: 'registration-1',
    CardRegistrationURL: server.url,
    AccessKey: 'access-key-1',
    PreregistrationData: 'preregistration-1',
    CardType: 'CB_VISA_MASTERCARD',
  };
  await fields.el.updateComplete;
  return fields;
}

/** The choice's code comes in its own chunk: its live region shows it has arrived. */
const chunkLoaded = ({ el }: Setup) =>
  vi.waitFor(() => expect(el.shadowRoot!.querySelector('.network-status')).toBeTruthy());
const radios = ({ el }: Setup) => findAll(el, 'input[type="radio"]') as HTMLInputElement[];
const offered = (fields: Setup) => radios(fields).map((radio) => radio.value);
const checked = (fields: Setup) => radios(fields).find((radio) => radio.checked)?.value;
const iconText = ({ el }: Setup) => el.shadowRoot!.querySelector('[part="brand-icon"]')!.innerHTML;
const formEntries = () => Object.fromEntries(new FormData(document.querySelector('form')!));

function tokenized(el: HTMLElement): Promise<CardTokenizedDetail> {
  return new Promise((resolve) =>
    el.addEventListener('card-tokenized', (event) => resolve(event.detail), { once: true }),
  );
}

describe('the network choice', () => {
  test('is off by default: no lookup, no choice, nothing added to the events', async () => {
    const { lookup, calls } = recordingLookup();
    const fields = await setup();
    fields.el.binLookup = lookup;
    const details = changes(fields.el);
    await fillCard(fields, CO_BRANDED);
    expect(calls).toEqual([]);
    expect(radios(fields)).toEqual([]);
    expect(details.at(-1)).not.toHaveProperty('networkChoice');
  });

  test('offers the networks of a co-branded card beside the number, in a labelled group', async () => {
    const fields = await withChoice(recordingLookup().lookup);
    await fillCard(fields, CO_BRANDED);
    await expect.poll(() => offered(fields)).toEqual(['CB', 'VISA']);
    const group = fields.el.shadowRoot!.querySelector('fieldset')!;
    expect(group.querySelector('legend')!.textContent!.trim()).toBe('Card network');
    // The icons are hidden from assistive technology: the name is the text.
    const names = radios(fields).map(
      (radio) => radio.labels![0]!.querySelector('span')!.textContent,
    );
    expect(
      radios(fields).every((radio) => radio.labels![0]!.querySelector('svg[aria-hidden="true"]')),
    ).toBe(true);
    expect(names).toEqual(['Cartes Bancaires', 'Visa']);
    // Between the number and the expiry date, in the reading order.
    const numberField = fields.el.shadowRoot!.querySelector('[part="number-field"]')!;
    expect(numberField.nextElementSibling).toBe(group);
    expect(checked(fields)).toBe('CB');
  });

  test('is not offered for a single-network card, and goes when the number changes to one', async () => {
    const fields = await withChoice(recordingLookup().lookup);
    const details = changes(fields.el);
    await fillCard(fields, CO_BRANDED);
    await expect.poll(() => offered(fields)).toEqual(['CB', 'VISA']);
    await fillCard(fields, VISA_ONLY);
    await expect.poll(() => details.at(-1)?.networkChoice?.reason).toBe('single-network');
    await fields.el.updateComplete;
    expect(radios(fields)).toEqual([]);
    expect(details.at(-1)).not.toHaveProperty('preferredCardNetwork');
  });

  test('asks for the first 8 digits only, once per BIN, as the shopper types', async () => {
    const { lookup, bins } = recordingLookup();
    const fields = await withChoice(lookup);
    fields.number.focus();
    await userEvent.keyboard('4970107111111119');
    await expect.poll(() => offered(fields)).toEqual(['CB', 'VISA']);
    // A later digit changed: the same BIN.
    await userEvent.keyboard('{Backspace}8');
    // Another card, then the first again: answered from memory.
    for (const number of ['4242424242424242', '4970107111111119']) {
      await userEvent.keyboard('{Control>}a{/Control}');
      await userEvent.keyboard(number);
    }
    await expect.poll(() => offered(fields)).toEqual(['CB', 'VISA']);
    expect(bins()).toEqual(['49701071', '42424242']);
    expect(bins().every((bin) => /^\d{8}$/.test(bin))).toBe(true);
  });

  test('cancels the lookup when the BIN changes, and ignores an answer that comes after', async () => {
    const slow = deferred<CardNetwork[]>();
    const { lookup, calls } = recordingLookup((bin) =>
      bin === '49701071' ? slow.promise : Promise.resolve(NETWORKS[bin]),
    );
    const fields = await withChoice(lookup);
    await fillCard(fields, CO_BRANDED);
    await fillCard(fields, VISA_ONLY);
    expect(calls.map(({ bin, signal }) => [bin, signal.aborted])).toEqual([
      ['49701071', true],
      ['42424242', false],
    ]);
    slow.resolve(['CB', 'VISA']);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await fields.el.updateComplete;
    expect(radios(fields)).toEqual([]);
  });

  test('the merchant preselects a network; the shopper changes it by keyboard', async () => {
    const fields = await withChoice(recordingLookup().lookup, 'preferred-network="VISA"');
    const details = changes(fields.el);
    await fillCard(fields, CO_BRANDED);
    await expect.poll(() => checked(fields)).toBe('VISA');
    expect(iconText(fields)).toContain('VISA');
    radios(fields)[1]!.focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(focused()).toBe(radios(fields)[0]);
    await expect.poll(() => checked(fields)).toBe('CB');
    expect(details.at(-1)).toMatchObject({
      preferredCardNetwork: 'CB',
      networkChoice: { offered: true, networks: ['CB', 'VISA'] },
    });
    await fields.el.updateComplete;
    expect(iconText(fields)).toContain('>CB<');
  });

  test('sends the choice with the token: in card-tokenized and as <name>-network', async () => {
    const fields = await withChoice(recordingLookup().lookup);
    await fillCard(fields, CO_BRANDED);
    await expect.poll(() => offered(fields)).toEqual(['CB', 'VISA']);
    radios(fields)[1]!.click();
    const detail = tokenized(fields.el);
    await fields.el.tokenize();
    expect(await detail).toMatchObject({
      preferredCardNetwork: 'VISA',
      networkChoice: { offered: true, networks: ['CB', 'VISA'] },
    });
    await fields.el.updateComplete;
    expect(formEntries()).toMatchObject({
      card: 'data=registration-data-1',
      'card-network': 'VISA',
    });
    const [request] = await server.requests();
    expect(request!.body).not.toContain('VISA');
  });

  test.each([
    ['fails', () => Promise.reject(new Error('backend down')), 'failed'],
    ['answers no list of networks', () => Promise.resolve({ networks: 'CB' }), 'failed'],
    ['has not answered yet', () => new Promise<never>(() => {}), 'pending'],
  ] as const)('a lookup that %s never keeps the card from paying', async (_, answer, reason) => {
    const fields = await withChoice(recordingLookup(answer).lookup);
    await fillCard(fields, CO_BRANDED);
    const detail = tokenized(fields.el);
    await expect(fields.el.tokenize()).resolves.toBe('data=registration-data-1');
    const paid = await detail;
    expect(paid.networkChoice).toEqual({ offered: false, networks: [], reason });
    expect(paid).not.toHaveProperty('preferredCardNetwork');
    await fields.el.updateComplete;
    expect(formEntries()).not.toHaveProperty('card-network');
  });

  test('without a lookup the event says so', async () => {
    const fields = await setup('<card-tokenizer network-choice></card-tokenizer>');
    const details = changes(fields.el);
    await chunkLoaded(fields);
    await fillCard(fields, CO_BRANDED);
    await expect.poll(() => details.at(-1)?.networkChoice?.reason).toBe('no-lookup');
  });

  test('speaks the page language and follows its direction', async () => {
    await import('../locales/ar.js');
    const fields = await withChoice(recordingLookup().lookup, 'lang="ar" dir="rtl"');
    await fillCard(fields, CO_BRANDED);
    await expect.poll(() => offered(fields)).toEqual(['CB', 'VISA']);
    const legend = fields.el.shadowRoot!.querySelector('legend')!;
    expect(legend.textContent!.trim()).toBe('شبكة البطاقة');
    const [first, second] = radios(fields).map((radio) => radio.getBoundingClientRect().left);
    expect(first!).toBeGreaterThan(second!);
  });

  test('never shows a digit of the card in its control', async () => {
    const fields = await withChoice(recordingLookup().lookup);
    await fillCard(fields, CO_BRANDED);
    await expect.poll(() => offered(fields)).toEqual(['CB', 'VISA']);
    const shadow = fields.el.shadowRoot!.innerHTML.replace(/<!--[^>]*-->/g, '');
    expect(shadow).not.toMatch(/4970|1071|1119/);
  });
});
