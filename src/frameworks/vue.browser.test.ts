// Vue 3.5's development build, which reports every hydration mismatch, over a page rendered by
// vue/server-renderer whose element has rendered its fields before Vue hydrates (the worst order).
import { createSSRApp, h, type Component } from 'vue';
import { renderToString } from 'vue/server-renderer';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { CardTokenizer } from '../element/card-tokenizer.js';
import { defineCardTokenizer } from '../element/define.js';
import type { RegistrationProvider } from '../element/registration-source.js';

defineCardTokenizer();

const registration: RegistrationProvider = async () => {
  throw new Error('not asked in these tests');
};

let container: HTMLElement;
/** What Vue printed as errors or warnings. */
let problems: unknown[];

beforeEach(() => {
  container = document.body.appendChild(document.createElement('div'));
  problems = [];
  for (const method of ['error', 'warn'] as const) {
    vi.spyOn(console, method).mockImplementation((...args) => void problems.push(args));
  }
});

afterEach(() => {
  container.remove();
  vi.restoreAllMocks();
});

const element = () => container.querySelector<CardTokenizer>('card-tokenizer')!;
const numberInput = () => element().querySelector('input[autocomplete="cc-number"]');

/** A checkout: the element with a property and a listener, then a button labelled `pay`. */
const checkout = (onChange: (event: Event) => void, pay = 'Pay'): Component => ({
  render: () =>
    h('main', [
      h('card-tokenizer', { registration, name: 'card', onCardChange: onChange }),
      h('button', { type: 'button' }, pay),
    ]),
});

/** The page as a server sends it, the element upgraded (its fields in), then hydrated. */
async function hydrate(server: Component, browser = server): Promise<void> {
  container.innerHTML = await renderToString(createSSRApp(server));
  await element().updateComplete;
  expect(numberInput()).not.toBeNull();
  createSSRApp(browser).mount(container);
}

/** The first argument of each console call: Vue's message. */
const messages = () => problems.map((args) => String((args as unknown[])[0]));

describe('a page rendered by vue/server-renderer', () => {
  test('hydrates with no warning, keeps the fields, sets the property and the listener', async () => {
    const onChange = vi.fn();
    await hydrate(checkout(onChange));
    const before = numberInput();
    expect(problems).toEqual([]);
    expect(numberInput()).toBe(before);
    expect(element().registration).toBe(registration);
    element().dispatchEvent(new CustomEvent('card-change', { detail: {} }));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  test('a control: a mismatch beside the element is reported', async () => {
    await hydrate(
      checkout(() => {}),
      checkout(() => {}, 'Pay now'),
    );
    expect(messages().join('\n')).toContain('Hydration text content mismatch');
  });
});
