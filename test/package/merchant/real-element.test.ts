// @vitest-environment jsdom
import 'card-tokenizer';
import { TEST_CARDS } from 'card-tokenizer/testing';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';

it('the real element renders in jsdom, takes typing and fires card-change', async () => {
  document.body.innerHTML = `<form><card-tokenizer name="card"></card-tokenizer></form>`;
  const element = document.querySelector('card-tokenizer')!;
  await element.updateComplete;
  const changes: unknown[] = [];
  element.addEventListener('card-change', (event) => changes.push(event.detail));
  const number = element.querySelector<HTMLInputElement>('[data-field="number"]')!;
  await userEvent.setup().type(number, TEST_CARDS.visa.number);
  expect(changes.at(-1)).toMatchObject({ brand: 'visa', fields: { number: { valid: true } } });
});
