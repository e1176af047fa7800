import userEvent from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import type {
  CardChangeDetail,
  CardErrorDetail,
  CardTokenizedDetail,
} from '../../src/element/events.js';
import { TEST_CARDS, type TestCard } from '../../src/testing/test-cards.js';

/** What the contract needs of an element: the real one in a browser, or the double anywhere. */
export interface ContractElement extends HTMLElement {
  tokenize(): Promise<string>;
  reset(): void;
  readonly registrationData: string | undefined;
}

/** How a scenario gets its element ready to tokenize (a registration for the real one). */
export type Prepare = (element: ContractElement) => void | Promise<void>;

/**
 * The contract of `<card-tokenizer>` that its test double keeps: run against the real element in
 * each browser engine and against the double in happy-dom and jsdom, so the two cannot drift.
 */
export function contractScenarios(prepare: Prepare = () => {}): void {
  afterEach(() => document.body.replaceChildren());

  async function mount(): Promise<{ form: HTMLFormElement; element: ContractElement }> {
    document.body.innerHTML = '<form><card-tokenizer name="card"></card-tokenizer></form>';
    const element = document.querySelector<ContractElement>('card-tokenizer')!;
    const ready = element as unknown as { ready?: Promise<unknown>; updateComplete?: unknown };
    await (ready.ready ?? ready.updateComplete);
    await prepare(element);
    return { form: document.querySelector('form')!, element };
  }

  const input = (element: HTMLElement, field: string) =>
    element.querySelector<HTMLInputElement>(`input[data-field="${field}"]`)!;

  async function type(element: HTMLElement, card: TestCard): Promise<void> {
    const user = userEvent.setup();
    await user.type(input(element, 'number'), card.number);
    await user.type(input(element, 'expiry'), card.expiry.replace('/', ''));
    if (card.cvx) await user.type(input(element, 'cvx'), card.cvx);
  }

  function events<T>(element: HTMLElement, type: string): T[] {
    const seen: T[] = [];
    element.addEventListener(type, (event) => seen.push((event as CustomEvent<T>).detail));
    return seen;
  }

  it('labels its three inputs as the shopper reads them', async () => {
    const { element } = await mount();
    const labels = [...element.querySelectorAll('label')].map((label) => label.textContent?.trim());
    expect(labels).toEqual(expect.arrayContaining(['Card number', 'Expiry date', 'Security code']));
  });

  it('fires card-change as the card is typed: brand, complete, valid, never digits', async () => {
    const { element } = await mount();
    const changes = events<CardChangeDetail>(element, 'card-change');
    await type(element, TEST_CARDS.mastercard);
    expect(changes.at(-1)).toMatchObject({
      brand: 'mastercard',
      cardType: 'CB_VISA_MASTERCARD',
      complete: true,
      valid: true,
      empty: false,
      fields: { number: { valid: true, complete: true, empty: false } },
    });
    expect(JSON.stringify(changes)).not.toMatch(/5555|123/);
  });

  it('tokenize() resolves data=…, fires card-tokenized, and the form posts it with the browser data', async () => {
    const { form, element } = await mount();
    const tokenized = events<CardTokenizedDetail>(element, 'card-tokenized');
    await type(element, TEST_CARDS.visa);
    const data = await element.tokenize();
    expect(data).toMatch(/^data=/);
    expect(element.registrationData).toBe(data);
    expect(tokenized).toEqual([expect.objectContaining({ registrationData: data })]);
    expect(tokenized[0]!.browserInfo).toMatchObject({ JavascriptEnabled: true });
    const posted = new FormData(form);
    expect(posted.get('card')).toBe(data);
    expect(JSON.parse(String(posted.get('card-browser')))).toMatchObject({
      JavascriptEnabled: true,
    });
    expect([...posted.keys()].sort()).toEqual(['card', 'card-browser']);
  });

  it('tokenize() of a wrong number rejects with code validation, field number, and card-error', async () => {
    const { element } = await mount();
    const errors = events<CardErrorDetail>(element, 'card-error');
    await type(element, { ...TEST_CARDS.visa, number: '4242424242424241' });
    await expect(element.tokenize()).rejects.toMatchObject({ code: 'validation', field: 'number' });
    expect(errors).toEqual([expect.objectContaining({ code: 'validation', field: 'number' })]);
    expect(element.registrationData).toBeUndefined();
  });

  it('an edit after tokenize() drops the registration data from the form', async () => {
    const { form, element } = await mount();
    await type(element, TEST_CARDS.visa);
    await element.tokenize();
    await userEvent.setup().type(input(element, 'cvx'), '{Backspace}4');
    expect(element.registrationData).toBeUndefined();
    expect(new FormData(form).get('card')).toBeNull();
  });
}
