import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import '../../src/index.js';
import '../../src/isolated/index.js';
import type { CardChangeDetail, CardErrorDetail } from '../../src/element/events.js';

/**
 * The real elements in a simulated DOM (happy-dom, jsdom) as a merchant's component test mounts
 * them: they render, take typing and fire their events, and say once what the DOM lacks.
 */
export function simulatedDomScenarios(): void {
  const warn = vi.spyOn(console, 'warn');

  afterEach(() => document.body.replaceChildren());

  it('mounts <card-tokenizer> in a form, takes typing and fires card-change, without digits', async () => {
    document.body.innerHTML = '<form><card-tokenizer name="card"></card-tokenizer></form>';
    const element = document.querySelector('card-tokenizer')!;
    await element.updateComplete;
    const changes: CardChangeDetail[] = [];
    element.addEventListener('card-change', (event) => changes.push(event.detail));
    const input = (field: string) =>
      element.querySelector<HTMLInputElement>(`input[data-field="${field}"]`)!;
    const user = userEvent.setup();
    await user.type(input('number'), '4242424242424242');
    await user.type(input('expiry'), '1234');
    await user.type(input('cvx'), '123');
    expect(input('number').value).toBe('4242 4242 4242 4242');
    expect(changes.at(-1)).toMatchObject({ brand: 'visa', complete: true, valid: true });
    expect(JSON.stringify(changes)).not.toMatch(/4242|123/);
  });

  it('shows a field error when the shopper leaves a wrong number', async () => {
    document.body.innerHTML = '<card-tokenizer></card-tokenizer>';
    const element = document.querySelector('card-tokenizer')!;
    await element.updateComplete;
    const number = element.querySelector<HTMLInputElement>('input[data-field="number"]')!;
    const user = userEvent.setup();
    await user.type(number, '4242424242424241');
    await user.tab();
    await element.updateComplete;
    expect(number.getAttribute('aria-invalid')).toBe('true');
  });

  it('mounts <card-tokenizer-frame>, whose frame cannot answer here: card-error code frame', async () => {
    document.body.innerHTML =
      '<form><card-tokenizer-frame src="http://127.0.0.1:9/card-frame" frame-timeout="50"></card-tokenizer-frame></form>';
    const element = document.querySelector('card-tokenizer-frame')!;
    const error = await new Promise<CardErrorDetail>((resolve) =>
      element.addEventListener('card-error', (event) => resolve(event.detail), { once: true }),
    );
    expect(error.code).toBe('frame');
    await expect(element.tokenize()).rejects.toMatchObject({ code: 'frame' });
  });

  it('says once for each element which ElementInternals members this DOM lacks', () => {
    const told = warn.mock.calls
      .map(([text]) => String(text))
      .filter((text) => /ElementInternals/.test(text));
    expect(told).toEqual([
      'card-tokenizer: no ElementInternals setFormValue,setValidity,checkValidity,reportValidity,states here: no form value',
      'card-tokenizer-frame: no ElementInternals, no form value',
    ]);
  });
}
