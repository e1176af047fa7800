// card-tokenizer/testing/playwright as a merchant's suite uses it: the same calls fill the card
// of either element, the frame on another site or the same site, and pass the sandbox's challenge.
import { expect, type Locator, type Page } from '@playwright/test';
import {
  chooseNetwork,
  fillCard,
  passChallenge,
  shownCard,
  TEST_CARDS,
  tickSaveCard,
} from '../src/testing/playwright.js';
import { useFrameServer } from '../test/support/frame-server.js';
import { capturePosts, mountFrame, recorded } from '../test/support/isolated-page.js';
import { openPage } from '../test/support/playwright-page.js';
import { registrationFor } from '../test/support/registration.js';
import { test } from '../test/support/reused-page.js';
import { openTestSandbox } from '../test/support/sandbox.js';
import { useTokenizationServer } from '../test/support/tokenization-server-hooks.js';

const tokenization = useTokenizationServer(test);
const frames = useFrameServer(test, tokenization, { networkChoice: true });

/** Each way a checkout holds the card: the element, or the frame element on either origin. */
const MODES: Record<string, (page: Page, attributes?: Record<string, string>) => Promise<Locator>> =
  {
    '<card-tokenizer>': async (page, attributes = {}) => {
      await openPage(page, 'form', tokenization.url);
      const element = page.locator('card-tokenizer');
      for (const [name, value] of Object.entries(attributes))
        await element.evaluate((el, [n, v]) => el.setAttribute(n!, v!), [name, value]);
      return element;
    },
    '<card-tokenizer-frame> on another site': (page, attributes) =>
      frame(page, frames.crossSite, attributes),
    '<card-tokenizer-frame> on the same site': (page, attributes) =>
      frame(page, frames.sameSite, attributes),
  };

async function frame(page: Page, origin: string, attributes: Record<string, string> = {}) {
  const src = `${origin}/card-frame.html`;
  await mountFrame(page, { src, name: 'card', ...attributes }, registrationFor(tokenization.url));
  return page.locator('card-tokenizer-frame');
}

for (const [mode, open] of Object.entries(MODES)) {
  test(`${mode}: fillCard types the card, tickSaveCard ticks the box, the form posts both`, async ({
    page,
  }) => {
    const posts = await capturePosts(page);
    const element = await open(page, { 'save-card': 'ask' });
    await fillCard(element, TEST_CARDS.mastercard);
    await tickSaveCard(element);
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect.poll(() => posts.length).toBe(1);
    expect(Object.fromEntries(posts[0]!)).toMatchObject({ 'card-save': 'true' });
    expect(tokenization.requests.at(-1)!.body).toContain('cardNumber=5555555555554444');
  });

  test(`${mode}: shownCard reads the errors the shopper sees`, async ({ page }) => {
    const element = await open(page);
    await fillCard(element, TEST_CARDS.expired);
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect
      .poll(async () => (await shownCard(element)).fields.expiry)
      .toEqual({ invalid: true, error: 'This card has expired.' });
    expect((await shownCard(element)).fields.number).toEqual({ invalid: false, error: '' });
  });
}

test('<card-tokenizer-frame>: chooseNetwork picks the co-branded card’s network in the frame', async ({
  page,
}) => {
  const element = await frame(page, frames.crossSite, { 'network-choice': '' });
  await element.evaluate((el: HTMLElementTagNameMap['card-tokenizer-frame']) => {
    el.binLookup = (bin) => Promise.resolve(bin.startsWith('497010') ? ['CB', 'VISA'] : []);
  });
  await fillCard(element, TEST_CARDS.coBrandedVisa);
  await chooseNetwork(element, 'VISA');
  await expect
    .poll(async () => (await recorded(page)).filter((event) => event.type === 'card-change').at(-1))
    .toMatchObject({ detail: { complete: true, preferredCardNetwork: 'VISA' } });
});

test('passChallenge authenticates on the sandbox’s challenge page, back on the return URL', async ({
  page,
  baseURL,
}) => {
  const sandbox = await openTestSandbox();
  try {
    const card = await sandbox.createCard(TEST_CARDS.challenge.number);
    const returnUrl = `${baseURL}/e2e/pages/index.html`;
    const validation = await sandbox.createValidation(card, { SecureModeReturnURL: returnUrl });
    await page.goto(validation.SecureModeRedirectURL!);
    await passChallenge(page);
    expect(page.url()).toBe(`${returnUrl}?cardValidationId=${validation.Id}`);
    const path = `${sandbox.v2}/cards/${card.Id}/validation/${validation.Id}`;
    expect((await sandbox.call('GET', path)).body).toMatchObject({ Status: 'SUCCEEDED' });
  } finally {
    await sandbox.close();
  }
});
