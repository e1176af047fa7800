// @vitest-environment happy-dom
import { defineTestDoubles, TEST_CARDS, type CardTokenizerDouble } from 'card-tokenizer/testing';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';

defineTestDoubles(); // before the first <card-tokenizer> is created

it('posts the token with the order', async () => {
  document.body.innerHTML = `<form><card-tokenizer name="card"></card-tokenizer></form>`;
  const user = userEvent.setup();
  const { number, expiry, cvx } = TEST_CARDS.visa;
  await user.type(document.querySelector('[data-field="number"]')!, number);
  await user.type(document.querySelector('[data-field="expiry"]')!, expiry);
  await user.type(document.querySelector('[data-field="cvx"]')!, cvx);
  const data = await document.querySelector<CardTokenizerDouble>('card-tokenizer')!.tokenize();
  expect(new FormData(document.querySelector('form')!).get('card')).toBe(data);
});
