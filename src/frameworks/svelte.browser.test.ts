// Svelte 5 hydrating a page rendered by svelte/server whose element has rendered its fields before
// Svelte hydrates (the worst order). Markup Svelte cannot hydrate, it drops and mounts afresh:
// the element it hydrated must be the one the server sent.
import { hydrate, unmount } from 'svelte';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { commands } from 'vitest/browser';
import type {} from '../../test/browser/svelte-server-commands.js';
import Checkout from '../../test/browser/svelte/Checkout.svelte';
import type { CardTokenizer } from '../element/card-tokenizer.js';
import { defineCardTokenizer } from '../element/define.js';
import type { RegistrationProvider } from '../element/registration-source.js';

defineCardTokenizer();

const registration: RegistrationProvider = async () => {
  throw new Error('not asked in these tests');
};

let container: HTMLElement;
let app: Record<string, unknown> | undefined;
/** What Svelte printed as errors or warnings. */
let problems: string[];

beforeEach(() => {
  container = document.body.appendChild(document.createElement('div'));
  problems = [];
  for (const method of ['error', 'warn'] as const) {
    vi.spyOn(console, method).mockImplementation((...args) => void problems.push(args.join(' ')));
  }
});

afterEach(() => {
  if (app) unmount(app);
  app = undefined;
  container.remove();
  vi.restoreAllMocks();
});

const element = () => container.querySelector<CardTokenizer>('card-tokenizer')!;
const numberInput = () => element().querySelector('input[autocomplete="cc-number"]');

/**
 * The page as a server sends it (`edit` may spoil it), the element upgraded (its fields in), then
 * hydrated.
 */
async function hydrateCheckout(edit = (html: string) => html) {
  const html = await commands.renderSvelte('test/browser/svelte/Checkout.svelte', {});
  container.innerHTML = edit(html);
  await element().updateComplete;
  expect(numberInput()).not.toBeNull();
  const sent = element();
  const onchange = vi.fn();
  app = hydrate(Checkout, { target: container, props: { registration, onchange } });
  return { sent, onchange };
}

describe('a page rendered by svelte/server', () => {
  test('hydrates with no warning, keeps the element and its fields, sets the property and the listener', async () => {
    const before = await hydrateCheckout();
    const input = numberInput();
    expect(problems).toEqual([]);
    expect(element()).toBe(before.sent);
    expect(numberInput()).toBe(input);
    expect(element().registration).toBe(registration);
    element().dispatchEvent(new CustomEvent('card-change', { detail: {} }));
    expect(before.onchange).toHaveBeenCalledTimes(1);
  });

  test('a control: markup Svelte cannot hydrate gets another element', async () => {
    // Without the opening marker of the server's markup, Svelte cannot hydrate it.
    const { sent } = await hydrateCheckout((html) => html.replace('<!--[-->', ''));
    expect(element()).not.toBe(sent);
  });
});
