// <CardTokenizer> in React 19's development build, which reports every hydration mismatch.
import { act, createElement, type ReactElement } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { CardChangeDetail } from '../element/events.js';
import type { RegistrationProvider } from '../element/registration-source.js';
import { CardTokenizer, type CardTokenizerComponentProps } from './react.js';

// React asks for this flag before it lets act() flush its work.
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

const registration: RegistrationProvider = async () => {
  throw new Error('not asked in these tests');
};
const change: CardChangeDetail = {
  brand: 'visa',
  cardType: 'CB_VISA_MASTERCARD',
  valid: false,
  complete: false,
  empty: false,
  fields: {
    number: { valid: true, complete: true, empty: false },
    expiry: { valid: false, complete: false, empty: true },
    cvx: { valid: false, complete: false, empty: true },
  },
};

let container: HTMLElement;
let root: Root | undefined;
/** What React and the page printed as errors or warnings, and what React recovered from. */
let problems: unknown[];

beforeEach(() => {
  container = document.body.appendChild(document.createElement('div'));
  problems = [];
  for (const method of ['error', 'warn'] as const) {
    vi.spyOn(console, method).mockImplementation((...args) => void problems.push(args));
  }
});

afterEach(async () => {
  await act(async () => root?.unmount());
  root = undefined;
  container.remove();
  vi.restoreAllMocks();
});

const element = () => container.querySelector('card-tokenizer')!;

/** The page as a server sends it, the element upgraded (its fields in), then hydrated. */
async function hydrate(app: ReactElement): Promise<void> {
  container.innerHTML = renderToString(app);
  await element().updateComplete;
  expect(element().querySelector('input[autocomplete="cc-number"]')).not.toBeNull();
  await act(async () => {
    root = hydrateRoot(container, app, {
      onRecoverableError: (error) => problems.push(error),
    });
  });
}

describe('a page rendered on the server', () => {
  test('hydrates with no error or warning, and keeps the fields the element rendered', async () => {
    const input = () => element().querySelector('input[autocomplete="cc-number"]');
    await hydrate(createElement(CardTokenizer, { name: 'card' }));
    const before = input();
    await act(async () => root!.render(createElement(CardTokenizer, { name: 'card' })));
    expect(problems).toEqual([]);
    expect(input()).toBe(before);
    expect(container.innerHTML).toMatch(/^<card-tokenizer name="card"/);
  });

  test('gets the properties and listeners that React does not set when it hydrates', async () => {
    const onChange = vi.fn();
    const messages = { numberLabel: 'Numéro de carte' };
    await hydrate(
      createElement(CardTokenizer, { registration, messages, 'oncard-change': onChange }),
    );
    expect(element().registration).toBe(registration);
    expect(element().messages).toBe(messages);
    element().dispatchEvent(new CustomEvent('card-change', { detail: change }));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(problems).toEqual([]);
  });

  test('a bare <card-tokenizer> does not hydrate: React 19 throws its tree away (#418)', async () => {
    await hydrate(createElement('card-tokenizer'));
    expect(String(problems[0])).toMatch(/Hydration failed|hydrat/i);
  });
});

describe('a page rendered in the browser', () => {
  const render = (props: CardTokenizerComponentProps) =>
    act(async () => root!.render(createElement(CardTokenizer, props)));

  beforeEach(() => {
    root = createRoot(container);
  });

  test('one listener per handler, the old one gone when it changes or unmounts', async () => {
    const [first, second] = [vi.fn(), vi.fn()];
    await render({ 'oncard-change': first });
    const node = element();
    const fire = () => node.dispatchEvent(new CustomEvent('card-change', { detail: change }));
    fire();
    expect(first).toHaveBeenCalledTimes(1);
    await render({ 'oncard-change': second });
    fire();
    expect([first.mock.calls.length, second.mock.calls.length]).toEqual([1, 1]);
    await act(async () => root!.unmount());
    root = undefined;
    fire();
    expect(second).toHaveBeenCalledTimes(1);
    expect(problems).toEqual([]);
  });

  test('keeps its fields across renders, and gives refs the element', async () => {
    const ref = { current: null as CardTokenizer | null };
    await render({ ref, registration, disabled: false });
    await element().updateComplete;
    const input = element().querySelector('input');
    await render({ ref, registration, disabled: true });
    await element().updateComplete;
    expect(ref.current).toBe(element());
    expect(element().querySelector('input')).toBe(input);
    expect(input?.disabled).toBe(true);
    expect(problems).toEqual([]);
  });
});
