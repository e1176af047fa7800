import { render, screen } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { TEST_CARDS, type TestCard } from 'card-tokenizer/testing';
import { expect, it } from 'vitest';
import App from './App.svelte';

async function typeCard({ number, expiry, cvx }: TestCard) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Card number'), number);
  await user.type(screen.getByLabelText('Expiry date'), expiry);
  await user.type(screen.getByLabelText('Security code'), cvx);
  return user;
}

it('turns Pay on once the card is complete', async () => {
  render(App);
  expect(screen.getByRole('button', { name: 'Pay' })).toHaveProperty('disabled', true);
  await typeCard(TEST_CARDS.visa);
  expect(screen.getByRole('button', { name: 'Pay' })).toHaveProperty('disabled', false);
});

it("shows the card's refusal from card-error", async () => {
  render(App);
  const user = await typeCard(TEST_CARDS.refused);
  await user.click(screen.getByRole('button', { name: 'Pay' }));
  expect((await screen.findByRole('alert')).textContent).toBe(
    'The card was refused. Try another card.',
  );
});
