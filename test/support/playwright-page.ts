import { expect, type Locator, type Page } from '@playwright/test';
import { registrationFor } from './registration.js';

/** The element and its three inputs, found by their labels as a shopper finds them. */
export function card(page: Page) {
  return {
    el: page.locator('card-tokenizer'),
    number: page.getByLabel('Card number'),
    expiry: page.getByLabel('Expiry date'),
    cvx: page.getByLabel('Security code'),
  };
}

/** The three inputs, found by their field so that any page language works. */
export function cardInputs(page: Page) {
  const input = (field: string) => page.locator(`card-tokenizer input[data-field="${field}"]`);
  return { number: input('number'), expiry: input('expiry'), cvx: input('cvx') };
}

/** Opens `e2e/pages/element-<name>.html` and, given a URL, configures the element's registration. */
export async function openPage(page: Page, name: string, registrationUrl?: string): Promise<void> {
  await page.goto(`/e2e/pages/element-${name}.html`);
  await expect(card(page).number).toBeEditable();
  if (!registrationUrl) return;
  await card(page).el.evaluate((el: HTMLElementTagNameMap['card-tokenizer'], registration) => {
    el.registration = registration;
  }, registrationFor(registrationUrl));
}

/** The values the three inputs show. */
export async function shownCard(page: Page): Promise<string[]> {
  const { number, expiry, cvx } = cardInputs(page);
  return Promise.all([number.inputValue(), expiry.inputValue(), cvx.inputValue()]);
}

export function caret(input: Locator): Promise<number | null> {
  return input.evaluate((element: HTMLInputElement) => element.selectionStart);
}
