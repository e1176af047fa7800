// Isolated mode: the browser's own autofill of a saved card fills the fields inside the frame
// (Chromium: DevTools' Autofill.trigger, from the frame's own session).
import { expect } from '@playwright/test';
import { autofillCardInFrame } from '../test/support/autofill.js';
import { useFrameServer } from '../test/support/frame-server.js';
import { frameCard, frameReady, mountFrame, recorded } from '../test/support/isolated-page.js';
import { registrationFor } from '../test/support/registration.js';
import { test } from '../test/support/reused-page.js';
import { useTokenizationServer } from '../test/support/tokenization-server-hooks.js';

const tokenization = useTokenizationServer(test);
const frames = useFrameServer(test, tokenization);

for (const site of ['crossSite', 'sameSite'] as const) {
  test(`autofill of a saved card fills the four fields in a ${site === 'crossSite' ? 'cross-site' : 'same-site'} frame, and they tokenize`, async ({
    page,
    browserName,
  }) => {
    test.skip(browserName !== 'chromium', 'Autofill.trigger is a DevTools protocol command');
    await mountFrame(
      page,
      { src: `${frames[site]}/card-frame.html`, name: 'card', 'holder-name': 'optional' },
      registrationFor(tokenization.url),
    );
    await frameReady(page);
    const frame = page.frames().find((candidate) => candidate.url().includes('/card-frame.html'));
    // Same-site, the frame shares the page's process: it gets its own session only as another
    // origin agent cluster (the frame page's Origin-Agent-Cluster header).
    await autofillCardInFrame(page, frame!, 'cc-number', {
      number: '4242424242424242',
      cvc: '123',
      name: 'Jane Doe',
      expiryMonth: '12',
      expiryYear: '2030',
    });

    const { frame: inFrame, number, expiry, cvx } = frameCard(page);
    await expect(number).toHaveValue('4242 4242 4242 4242');
    await expect(expiry).toHaveValue('12/30');
    await expect(cvx).toHaveValue('123');
    await expect(inFrame.getByLabel('Name on card')).toHaveValue('Jane Doe');
    await expect
      .poll(async () =>
        (await recorded(page)).filter((event) => event.type === 'card-change').at(-1),
      )
      .toMatchObject({ detail: { complete: true, valid: true } });
    const data = await page
      .locator('card-tokenizer-frame')
      .evaluate((el: HTMLElementTagNameMap['card-tokenizer-frame']) => el.tokenize());
    expect(data).toBe('data=registration-data-1');
    expect(tokenization.requests[0]!.body).toContain('cardNumber=4242424242424242');
  });
}

// What every engine's autofill looks for, where no automation protocol can open its popup
// (Firefox's BiDi, WebKit's WebDriver: w3c/webdriver#1797): one input per card token in the
// frame's one document, and values written without a key, as autofill writes them, accepted.
test('the frame has one input per card autofill token, and values set without keys tokenize', async ({
  page,
}) => {
  await mountFrame(
    page,
    {
      src: `${frames.crossSite}/card-frame.html`,
      name: 'card',
      'holder-name': 'optional',
    },
    registrationFor(tokenization.url),
  );
  await frameReady(page);
  const { frame: inFrame } = frameCard(page);
  const values = {
    'cc-number': '4242424242424242',
    'cc-exp': '12/30',
    'cc-csc': '123',
    'cc-name': 'Jane Doe',
  };
  for (const [token, value] of Object.entries(values)) {
    const input = inFrame.locator(`input[autocomplete="${token}"]`);
    await expect(input).toHaveCount(1);
    await input.fill(value);
  }
  await expect
    .poll(async () => (await recorded(page)).filter((event) => event.type === 'card-change').at(-1))
    .toMatchObject({ detail: { complete: true, valid: true } });
  const data = await page
    .locator('card-tokenizer-frame')
    .evaluate((el: HTMLElementTagNameMap['card-tokenizer-frame']) => el.tokenize());
  expect(data).toBe('data=registration-data-1');
  expect(tokenization.requests.at(-1)!.body).toContain('cardExpirationDate=1230');
});
