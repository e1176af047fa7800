import { expect } from '@playwright/test';
import { useFrameServer, startFrameServer } from '../test/support/frame-server.js';
import {
  capturePosts,
  frameCard,
  frameReady,
  mountFrame,
  openFrame,
  recorded,
  typeFrameCard,
} from '../test/support/isolated-page.js';
import { countRequestsTo } from '../test/support/page-watchers.js';
import { registrationFor } from '../test/support/registration.js';
import { test } from '../test/support/reused-page.js';
import { useTokenizationServer } from '../test/support/tokenization-server-hooks.js';

const tokenization = useTokenizationServer(test);
const frames = useFrameServer(test, tokenization);

/** The `card-error` details the page recorded. */
const errors = async (page: Parameters<typeof recorded>[0]) =>
  (await recorded(page))
    .filter((event) => event.type === 'card-error')
    .map((event) => event.detail);

const tokenizeError = (page: Parameters<typeof recorded>[0]) =>
  page
    .locator('card-tokenizer-frame')
    .evaluate((el: HTMLElementTagNameMap['card-tokenizer-frame']) =>
      el.tokenize().then(
        () => undefined,
        (error: Error & { code: string }) => error.code,
      ),
    );

test('a frame page that is missing fails with code frame, and the form cannot post', async ({
  page,
}) => {
  const posts = await capturePosts(page);
  await mountFrame(
    page,
    { src: `${frames.crossSite}/no-such-page.html`, name: 'card', 'frame-timeout': '1500' },
    registrationFor(tokenization.url),
  );
  await expect
    .poll(() => errors(page))
    .toEqual([
      {
        code: 'frame',
        message: expect.stringMatching(
          /did not answer within 1500 ms: check that it loads, and that its parents/,
        ),
      },
    ]);
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.locator('form').evaluate((form) => form.setAttribute('novalidate', ''));
  await page.getByRole('button', { name: 'Pay' }).click();
  expect(await tokenizeError(page)).toBe('frame');
  expect(posts).toEqual([]);
  expect(frames.requests).toContain('/no-such-page.html');
});

test("a src on the page's own origin is refused at once: it would isolate nothing", async ({
  page,
  baseURL,
}) => {
  await mountFrame(page, { src: `${baseURL}/card-frame.html`, name: 'card' });
  // No frame-timeout waited for: the message comes with the failure module, 1 s is ample.
  await expect
    .poll(() => errors(page), { timeout: 1000 })
    .toEqual([{ code: 'frame', message: expect.stringContaining('it would isolate nothing') }]);
  expect(await tokenizeError(page)).toBe('frame');
});

test('a page whose frame-src blocks the frame is told so at once', async ({ page }) => {
  await mountFrame(
    page,
    { src: `${frames.crossSite}/card-frame.html`, name: 'card' },
    registrationFor(tokenization.url),
    'isolated-csp',
  );
  await expect
    .poll(() => errors(page), { timeout: 3000 })
    .toEqual([{ code: 'frame', message: expect.stringContaining('add http://localhost') }]);
});

test('a frame whose allowlist does not name the page never talks to it', async ({ page }) => {
  const elsewhere = await startFrameServer({
    parentOrigins: ['https://shop.example'],
    tokenizationOrigins: [tokenization.origin],
  });
  try {
    const origin = elsewhere.crossSite;
    await mountFrame(page, { src: `${origin}/card-frame.html`, 'frame-timeout': '2000' });
    await expect
      .poll(() => errors(page))
      .toEqual([{ code: 'frame', message: expect.stringContaining('did not answer') }]);
  } finally {
    await elsewhere.close();
  }
});

test('a hello from another window than the frame is ignored', async ({ page }) => {
  await mountFrame(
    page,
    { src: `${frames.crossSite}/card-frame.html`, name: 'card' },
    registrationFor(tokenization.url),
  );
  // The page's own window posts the frame's hello before the frame can.
  await page.evaluate((origin) => {
    window.postMessage({ ct: 'card-tokenizer-frame:hello' }, '*');
    return origin;
  }, frames.crossSite);
  await frameReady(page);
  await typeFrameCard(page);
  expect(
    await page
      .locator('card-tokenizer-frame')
      .evaluate((el: HTMLElementTagNameMap['card-tokenizer-frame']) => el.tokenize()),
  ).toBe('data=registration-data-1');
  expect(await errors(page)).toEqual([]);
});

test("a CardRegistrationURL outside the frame's tokenization origins is refused, nothing sent", async ({
  page,
}) => {
  const foreign = 'http://127.0.0.1:9/api/vault/tokenize';
  const sent = countRequestsTo(page, foreign);
  await mountFrame(
    page,
    { src: `${frames.crossSite}/card-frame.html`, name: 'card' },
    registrationFor(foreign),
  );
  await frameReady(page);
  await typeFrameCard(page);
  expect(await tokenizeError(page)).toBe('configuration');
  expect(await errors(page)).toEqual([expect.objectContaining({ code: 'configuration' })]);
  expect(sent()).toBe(0);
  expect(tokenization.requests).toEqual([]);
});

test('a registration function stays in the page: the frame asks it for the card type', async ({
  page,
}) => {
  const url = tokenization.url;
  await mountFrame(
    page,
    { src: `${frames.crossSite}/card-frame.html`, name: 'card' },
    (({ cardType }: { cardType: string }) => {
      (window as unknown as { asked: string[] }).asked = [cardType];
      return {
        Id: 'registration-1',
        CardRegistrationURL: 'URL',
        AccessKey: 'access-key-1',
        PreregistrationData: 'preregistration-1',
        CardType: cardType,
      };
    })
      .toString()
      .replace("'URL'", JSON.stringify(url)),
  );
  await frameReady(page);
  await typeFrameCard(page);
  expect(
    await page
      .locator('card-tokenizer-frame')
      .evaluate((el: HTMLElementTagNameMap['card-tokenizer-frame']) => el.tokenize()),
  ).toBe('data=registration-data-1');
  expect(await page.evaluate(() => (window as unknown as { asked: string[] }).asked)).toEqual([
    'CB_VISA_MASTERCARD',
  ]);
  expect(tokenization.requests[0]!.body).toContain('accessKeyRef=access-key-1');
});

test('a frame navigated away from its page fails with code frame', async ({ page }) => {
  await openFrame(page, frames.crossSite, tokenization.url);
  await page
    .locator('card-tokenizer-frame')
    .evaluate(
      (el, url) => (el.querySelector('iframe')!.src = url),
      `${frames.crossSite}/elsewhere.html`,
    );
  await expect
    .poll(() => errors(page))
    .toEqual([{ code: 'frame', message: expect.stringContaining('navigated') }]);
  expect(await tokenizeError(page)).toBe('frame');
  await expect(frameCard(page).number).toHaveCount(0);
});
