/** Drives `<card-tokenizer>` in happy-dom the way a browser does: value, caret, then `input`. */
import { afterEach, beforeEach, vi } from 'vitest';
import {
  answer,
  gate,
  stall,
  type Behaviour,
  type Gate,
  type RecordedRequest,
  type TokenizationServer,
} from '../../test/tokenization-server.js';
import type { CardTokenizer } from './card-tokenizer.js';
import { defineCardTokenizer } from './define.js';

export interface Setup {
  el: CardTokenizer;
  number: HTMLInputElement;
  expiry: HTMLInputElement;
  cvx: HTMLInputElement;
}

export async function setup(markup = '<card-tokenizer></card-tokenizer>'): Promise<Setup> {
  defineCardTokenizer();
  document.body.innerHTML = markup;
  const el = document.querySelector('card-tokenizer')!;
  await el.updateComplete;
  const input = (id: string) => el.shadowRoot!.querySelector<HTMLInputElement>(`#${id}`)!;
  return { el, number: input('number'), expiry: input('expiry'), cvx: input('cvx') };
}

/** Applies one edit at the caret and fires `input` with its `inputType`. */
function edit(input: HTMLInputElement, value: string, caret: number, inputType: string) {
  input.value = value;
  input.setSelectionRange(caret, caret);
  input.dispatchEvent(new InputEvent('input', { inputType, bubbles: true, composed: true }));
}

/** Types `text` one character at a time at the caret (the end unless placed). */
export function type(input: HTMLInputElement, text: string): void {
  input.focus();
  for (const character of text) {
    const caret = input.selectionStart ?? input.value.length;
    const value = input.value.slice(0, caret) + character + input.value.slice(caret);
    edit(input, value, caret + 1, 'insertText');
  }
}

export function paste(input: HTMLInputElement, text: string): void {
  input.focus();
  const caret = input.selectionStart ?? input.value.length;
  const value = input.value.slice(0, caret) + text + input.value.slice(caret);
  edit(input, value, caret + text.length, 'insertFromPaste');
}

export function backspace(input: HTMLInputElement): void {
  input.focus();
  const caret = input.selectionStart ?? input.value.length;
  edit(
    input,
    input.value.slice(0, caret - 1) + input.value.slice(caret),
    caret - 1,
    'deleteContentBackward',
  );
}

/** Fills a field at once, as autofill does (no typing, so no focus move). */
export function autofill(input: HTMLInputElement, value: string): void {
  edit(input, value, value.length, 'insertReplacementText');
}

export function placeCaret(input: HTMLInputElement, caret: number): void {
  input.focus();
  input.setSelectionRange(caret, caret);
}

export function blur(input: HTMLInputElement): void {
  input.dispatchEvent(new FocusEvent('blur'));
}

export function text(el: CardTokenizer, selector: string): string {
  return el.shadowRoot!.querySelector(selector)?.textContent?.trim() ?? '';
}

export async function fillCard(
  { el, number, expiry, cvx }: Setup,
  card = { number: '4242424242424242', expiry: '12/30', cvx: '123' },
): Promise<void> {
  autofill(number, card.number);
  autofill(expiry, card.expiry);
  autofill(cvx, card.cvx);
  await el.updateComplete;
}

/** Fixes today at 15 March 2026 in each test, so that expiry dates keep their meaning. */
export function pinTodayInEachTest(): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-15T12:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());
}

/** Removes each test's elements once it ends, so that none outlives it. */
export function emptyPageAfterEachTest(): void {
  afterEach(() => {
    document.body.innerHTML = '';
  });
}

/** The card-carrying POSTs (happy-dom also sends a CORS preflight that browsers do not). */
export function cardPosts(server: TokenizationServer): RecordedRequest[] {
  return server.requests.filter((request) => request.method === 'POST');
}

/** Holds the card's POST until released, as `gate()` does; happy-dom's preflight is answered. */
export function holdPost(then?: Behaviour): Gate {
  const held = gate(then);
  return {
    behaviour: (request, response) =>
      request.method === 'OPTIONS'
        ? answer('')(request, response)
        : held.behaviour(request, response),
    release: held.release,
  };
}

/** Stalls the card's POST; happy-dom's own preflight, which browsers do not send, is answered. */
export const stallPost: Behaviour = (request, response) => {
  if (request.method === 'OPTIONS') answer('')(request, response);
  else stall(request, response);
};
