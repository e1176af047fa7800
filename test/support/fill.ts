import { test, type BrowserContext, type Page } from '@playwright/test';
import type { CardInput } from '../../src/core/card.js';
import { fillCard as fillByKit } from '../../src/testing/playwright.js';
import { CARD } from './cards.js';

/** Fills the three fields, one edit each, as autofill would: CARD but for what `input` gives. */
export async function fillCard(page: Page, input: Partial<CardInput> = {}): Promise<void> {
  const { cardNumber: number, cardExpirationDate: expiry, cardCvx: cvx } = { ...CARD, ...input };
  await fillByKit(page.locator('card-tokenizer'), { number, expiry, cvx }, { by: 'autofill' });
}

/** Lets the page write the clipboard, to paste as a shopper does; Chromium only, else skips. */
export async function allowClipboard(context: BrowserContext, browserName: string): Promise<void> {
  test.skip(browserName !== 'chromium', 'Firefox over BiDi grants no clipboard permissions');
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
}
