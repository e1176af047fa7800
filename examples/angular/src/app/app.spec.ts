import { TestBed } from '@angular/core/testing';
import { screen } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { TEST_CARDS, type TestCard } from 'card-tokenizer/testing';
import { afterEach, expect, it } from 'vitest';
import { App } from './app';

afterEach(() => TestBed.resetTestingModule());

/** The checkout rendered, once its card's validity has reached the form. */
async function render() {
  const fixture = TestBed.createComponent(App);
  await fixture.whenStable();
  return fixture;
}

async function typeCard({ number, expiry, cvx }: TestCard) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Card number'), number);
  await user.type(screen.getByLabelText('Expiry date'), expiry);
  await user.type(screen.getByLabelText('Security code'), cvx);
  return user;
}

it('turns Pay on once the card is complete', async () => {
  const fixture = await render();
  expect(screen.getByRole('button', { name: 'Pay' })).toHaveProperty('disabled', true);
  await typeCard(TEST_CARDS.visa);
  await fixture.whenStable();
  expect(screen.getByRole('button', { name: 'Pay' })).toHaveProperty('disabled', false);
});

it("shows the card's refusal from (cardError)", async () => {
  const fixture = await render();
  const user = await typeCard(TEST_CARDS.refused);
  await fixture.whenStable();
  await user.click(screen.getByRole('button', { name: 'Pay' }));
  expect((await screen.findByRole('alert')).textContent).toBe(
    'The card was refused. Try another card.',
  );
});
