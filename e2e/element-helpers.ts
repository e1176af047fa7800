import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import type { CardRegistration } from '../src/core/registration.js';
import type { CardTokenizer } from '../src/element/card-tokenizer.js';

export const CARD_NUMBER = '4242424242424242';

export function card(page: Page) {
  return {
    el: page.locator('card-tokenizer'),
    number: page.getByLabel('Card number'),
    expiry: page.getByLabel('Expiry date'),
    cvx: page.getByLabel('Security code'),
  };
}

/** Opens `e2e/pages/element-<name>.html` and, given a URL, configures the element's registration. */
export async function openPage(page: Page, name: string, registrationUrl?: string): Promise<void> {
  await page.goto(`/e2e/pages/element-${name}.html`);
  await expect(card(page).number).toBeEditable();
  if (!registrationUrl) return;
  await card(page).el.evaluate((el, url) => {
    const registration: CardRegistration = {
      Id: 'registration-1',
      CardRegistrationURL: url,
      AccessKey: 'access-key-1',
      PreregistrationData: 'preregistration-1',
      CardType: 'CB_VISA_MASTERCARD',
    };
    (el as CardTokenizer).registration = registration;
  }, registrationUrl);
}

/** Types a whole card with the keyboard; focus moves on by itself as each field completes. */
export async function typeCard(page: Page, number = CARD_NUMBER): Promise<void> {
  const fields = card(page);
  await fields.number.click();
  await page.keyboard.type(number);
  await expect(fields.expiry).toBeFocused();
  await page.keyboard.type('1230');
  await expect(fields.cvx).toBeFocused();
  await page.keyboard.type('123');
}

export function caret(input: Locator): Promise<number | null> {
  return input.evaluate((element: HTMLInputElement) => element.selectionStart);
}

/** Console errors and uncaught exceptions, except the favicon the pages do not have. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.location().url.endsWith('/favicon.ico')) {
      errors.push(message.text());
    }
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Records what the form posts to its action, `/e2e/submitted`, and answers with a small page. */
export async function captureSubmissions(page: Page): Promise<string[]> {
  const bodies: string[] = [];
  await page.route('**/e2e/submitted', (route) => {
    bodies.push(route.request().postData() ?? '');
    return route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>Thanks</title>',
    });
  });
  return bodies;
}

/** Lets the page write the clipboard, to paste as a shopper does; Chromium only, else skips. */
export async function allowClipboard(context: BrowserContext, browserName: string): Promise<void> {
  test.skip(browserName !== 'chromium', 'Firefox over BiDi grants no clipboard permissions');
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
}
