/** Drives `<card-tokenizer>` in a real browser: real key presses, and value + `input` as autofill does. */
import { afterEach, beforeEach, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { browserInfo } from '../../src/core/browser-info.js';
import type { CardTokenizer } from '../../src/element/card-tokenizer.js';
import type { CardChangeDetail } from '../../src/element/events.js';
import { defineCardTokenizer } from '../../src/element/define.js';
import { TODAY } from '../support/cards.js';

export interface Setup {
  el: CardTokenizer;
  number: HTMLInputElement;
  expiry: HTMLInputElement;
  cvx: HTMLInputElement;
}

/** A part of the element that no field owns: status, general error, live region, brand icon. */
export function find<T extends Element = HTMLElement>(el: CardTokenizer, selector: string): T {
  const found = el.shadowRoot?.querySelector<T>(selector) ?? el.querySelector<T>(selector);
  if (!found) throw new Error(`Expected the element to render ${selector}, found none`);
  return found;
}

export function findAll(el: CardTokenizer, selector: string): Element[] {
  return [...(el.shadowRoot?.querySelectorAll(selector) ?? []), ...el.querySelectorAll(selector)];
}

export function text(el: CardTokenizer, selector: string): string {
  return find(el, selector).textContent?.trim() ?? '';
}

/** The one place that knows where the element renders a field's input. */
function inputOf(el: CardTokenizer, field: 'number' | 'expiry' | 'cvx'): HTMLInputElement {
  const input = el.querySelector<HTMLInputElement>(`input[data-field="${field}"]`);
  if (!input) throw new Error(`Expected the element to render the ${field} input, found none`);
  return input;
}

/** The input's label, as assistive technology names it. */
export function labelText(input: HTMLInputElement): string {
  const labels = [...(input.labels ?? [])];
  if (labels.length !== 1)
    throw new Error(`Expected one label for the input, got ${labels.length}`);
  return labels[0]!.textContent?.trim() ?? '';
}

/** The elements `aria-describedby` points to, in its order. */
export function describedBy(input: HTMLInputElement): Element[] {
  const root = input.getRootNode() as Document | ShadowRoot;
  return (input.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => {
      const found = root.getElementById(id);
      if (!found)
        throw new Error(`Expected aria-describedby's #${id} beside the input, found none`);
      return found;
    });
}

/** The text of the field's error message, found through the input's `aria-describedby`. */
export function errorText(input: HTMLInputElement): string {
  const error = describedBy(input).find((element) => element.id.endsWith('-error'));
  if (!error) throw new Error('Expected the input to be described by its error message');
  return error.textContent?.trim() ?? '';
}

/** The focused element, inside shadow roots too. */
export function focused(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

export async function setup(markup = '<card-tokenizer></card-tokenizer>'): Promise<Setup> {
  defineCardTokenizer();
  document.body.innerHTML = markup;
  const el = document.querySelector('card-tokenizer')!;
  await el.updateComplete;
  return {
    el,
    number: inputOf(el, 'number'),
    expiry: inputOf(el, 'expiry'),
    cvx: inputOf(el, 'cvx'),
  };
}

function focus(input: HTMLInputElement): void {
  if (focused() !== input) input.focus();
}

/** Types `text` key by key at the caret; the keys go wherever the focus moves meanwhile. */
export async function type(input: HTMLInputElement, text: string): Promise<void> {
  focus(input);
  await userEvent.keyboard(text);
}

export async function backspace(input: HTMLInputElement): Promise<void> {
  focus(input);
  await userEvent.keyboard('{Backspace}');
}

/** Applies one edit at the caret and fires `input` with its `inputType`, as the browser would. */
function edit(input: HTMLInputElement, value: string, caret: number, inputType: string) {
  input.value = value;
  input.setSelectionRange(caret, caret);
  input.dispatchEvent(new InputEvent('input', { inputType, bubbles: true, composed: true }));
}

/** Pastes at the caret (a real paste needs the system clipboard, which a test page cannot fill). */
export function paste(input: HTMLInputElement, text: string): void {
  focus(input);
  const caret = input.selectionStart ?? input.value.length;
  const value = input.value.slice(0, caret) + text + input.value.slice(caret);
  edit(input, value, caret + text.length, 'insertFromPaste');
}

/** Fills a field at once, as autofill does (no typing, so no focus move). */
export function autofill(input: HTMLInputElement, value: string): void {
  edit(input, value, value.length, 'insertReplacementText');
}

export function placeCaret(input: HTMLInputElement, caret: number): void {
  focus(input);
  input.setSelectionRange(caret, caret);
}

/** Moves the focus into the field and out of it again. */
export function blur(input: HTMLInputElement): void {
  focus(input);
  input.blur();
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

/** Fixes today at TODAY in each test, so that expiry dates keep their meaning; timers run as usual. */
export function pinTodayInEachTest(): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(TODAY);
  });
  afterEach(() => vi.useRealTimers());
}

/** Fakes every timer too, on the same day, in each test: the test moves time on itself. */
export function fakeTimersInEachTest(): void {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(TODAY);
  });
  afterEach(() => vi.useRealTimers());
}

/** Removes each test's elements once it ends, so that none outlives it. */
export function emptyPageAfterEachTest(): void {
  afterEach(() => {
    document.body.innerHTML = '';
  });
}

/** Every `card-change` detail the element fires from now on. */
export function changes(el: HTMLElement): CardChangeDetail[] {
  const details: CardChangeDetail[] = [];
  el.addEventListener('card-change', (event) => details.push(event.detail));
  return details;
}

/** What the element submits as `<name>-browser` in this browser: its 3-D Secure data, as JSON. */
export const browserField = (): string => JSON.stringify(browserInfo());
