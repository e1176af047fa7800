import userEvent from '@testing-library/user-event';
import { mount } from '@vue/test-utils';
import { TEST_CARDS, type TestCard } from 'card-tokenizer/testing';
import { expect, it } from 'vitest';
import App from './App.vue';

async function typeCard(root: HTMLElement, { number, expiry, cvx }: TestCard) {
  const user = userEvent.setup();
  const input = (field: string) => root.querySelector<HTMLInputElement>(`[data-field="${field}"]`)!;
  await user.type(input('number'), number);
  await user.type(input('expiry'), expiry);
  await user.type(input('cvx'), cvx);
  return user;
}

it('turns Pay on once the card is complete', async () => {
  const wrapper = mount(App, { attachTo: document.body });
  expect(wrapper.get('button').element.disabled).toBe(true);
  await typeCard(wrapper.element as HTMLElement, TEST_CARDS.visa);
  expect(wrapper.get('button').element.disabled).toBe(false);
  wrapper.unmount();
});

it("shows the card's refusal from card-error", async () => {
  const wrapper = mount(App, { attachTo: document.body });
  const user = await typeCard(wrapper.element as HTMLElement, TEST_CARDS.refused);
  await user.click(wrapper.get('button').element);
  await expect.poll(() => wrapper.find('[role="alert"]').exists()).toBe(true);
  expect(wrapper.get('[role="alert"]').text()).toBe('The card was refused. Try another card.');
  wrapper.unmount();
});
