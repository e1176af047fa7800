import { expect } from '@playwright/test';
import { captureSubmissions } from '../test/support/page-watchers.js';
import { useFrameServer } from '../test/support/frame-server.js';
import {
  capturePosts,
  frameCard,
  frameReady,
  mountFrame,
  openFrame,
  recorded,
  typeFrameCard,
} from '../test/support/isolated-page.js';
import { test } from '../test/support/reused-page.js';
import { useTokenizationServer } from '../test/support/tokenization-server-hooks.js';
import { registrationFor } from '../test/support/registration.js';

const tokenization = useTokenizationServer(test);
const frames = useFrameServer(test, tokenization);

test('a card typed in the frame is tokenized there and the form posts its entries', async ({
  page,
}) => {
  const bodies = await captureSubmissions(page);
  const posts = await capturePosts(page);
  await openFrame(page, frames.crossSite, tokenization.url);
  await typeFrameCard(page);
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.waitForURL('**/e2e/submitted');
  expect(tokenization.requests).toHaveLength(1);
  expect(tokenization.requests[0]!.body).toContain('cardNumber=4242424242424242');
  expect(tokenization.requests[0]!.headers.origin).toBe(frames.crossSite);
  expect(posts).toHaveLength(1);
  const posted = new Map(posts[0]);
  expect([...posted.keys()]).toEqual(['email', 'card', 'card-browser']);
  expect(posted.get('card')).toBe('data=registration-data-1');
  expect(JSON.parse(posted.get('card-browser')!)).toHaveProperty('JavascriptEnabled', true);
  expect(JSON.stringify(posts)).not.toMatch(/4242|1230/);
  // The browser posted once (Firefox's BiDi shows the navigation but not its body).
  expect(bodies).toHaveLength(1);
});

test('the events reach the page with the details of <card-tokenizer>', async ({ page }) => {
  await openFrame(page, frames.crossSite, tokenization.url, { 'holder-name': 'required' });
  await typeFrameCard(page);
  await frameCard(page).frame.getByLabel('Name on card').fill('Ada Lovelace');
  const data = await page
    .locator('card-tokenizer-frame')
    .evaluate((el: HTMLElementTagNameMap['card-tokenizer-frame']) => el.tokenize());
  expect(data).toBe('data=registration-data-1');
  const events = await recorded(page);
  const change = events.filter((event) => event.type === 'card-change').at(-1)!;
  expect(change.detail).toMatchObject({ brand: 'visa', complete: true, valid: true });
  const tokenized = events.find((event) => event.type === 'card-tokenized')!;
  expect(tokenized.detail).toMatchObject({
    registrationData: 'data=registration-data-1',
    cardHolderName: 'Ada Lovelace',
  });
  expect(JSON.stringify(events)).not.toMatch(/4242424242|1230|"123"/);
});

test('a registration set as four attributes in one task crosses as one message, before tokenize', async ({
  page,
}) => {
  await mountFrame(page, { src: `${frames.crossSite}/card-frame.html`, name: 'card' });
  await frameReady(page);
  await typeFrameCard(page);
  const { sent, data } = await page.locator('card-tokenizer-frame').evaluate(
    async (el: HTMLElementTagNameMap['card-tokenizer-frame'], registration) => {
      const sent: unknown[] = [];
      const post = MessagePort.prototype.postMessage;
      MessagePort.prototype.postMessage = function (this: MessagePort, message: unknown) {
        sent.push((message as { t: string }).t);
        return post.call(this, message as never);
      };
      el.setAttribute('card-registration-url', registration.CardRegistrationURL);
      el.setAttribute('access-key', registration.AccessKey);
      el.setAttribute('preregistration-data', registration.PreregistrationData);
      el.setAttribute('card-type', registration.CardType!);
      const data = await el.tokenize();
      MessagePort.prototype.postMessage = post;
      return { sent, data };
    },
    registrationFor(tokenization.url, 7),
  );
  expect(sent).toEqual(['attrs', 'tokenize']);
  expect(data).toBe('data=registration-data-1');
  expect(tokenization.requests).toHaveLength(1);
  expect(tokenization.requests[0]!.body).toContain('data=preregistration-7');
});

test('Enter in the frame submits the form once', async ({ page }) => {
  const bodies = await captureSubmissions(page);
  const posts = await capturePosts(page);
  await openFrame(page, frames.crossSite, tokenization.url);
  await typeFrameCard(page);
  await frameCard(page).cvx.press('Enter');
  await page.waitForURL('**/e2e/submitted');
  expect(bodies).toHaveLength(1);
  expect(posts).toHaveLength(1);
  expect(tokenization.requests).toHaveLength(1);
});

test('once the form has posted the card, a further submit is held until the card is edited', async ({
  page,
}) => {
  const bodies = await captureSubmissions(page);
  await openFrame(page, frames.crossSite, tokenization.url);
  await typeFrameCard(page);
  /** Submits the form `times` times; says of each whether it was held (prevented). */
  const submit = (times: number) =>
    page.evaluate(async (times) => {
      const form = document.querySelector('form')!;
      if (!form.target) {
        // The post goes to a frame: the page stays, to be submitted again.
        const sink = Object.assign(document.createElement('iframe'), {
          name: 'sink',
          title: 'Result',
        });
        document.body.append(sink);
        form.target = 'sink';
        await document.querySelector('card-tokenizer-frame')!.tokenize();
      }
      let last: Event | undefined;
      const seen = (event: Event) => (last = event);
      window.addEventListener('submit', seen, true);
      const held: boolean[] = [];
      for (let i = 0; i < times; i++) {
        form.requestSubmit();
        held.push(last!.defaultPrevented);
      }
      window.removeEventListener('submit', seen, true);
      return held;
    }, times);
  expect(await submit(5)).toEqual([false, true, true, true, true]);
  await expect.poll(() => bodies.length).toBe(1);
  // A new registration and an edit are a new card: the next submit tokenizes it and posts again.
  const element = page.locator('card-tokenizer-frame');
  await element.evaluate(
    (el: HTMLElementTagNameMap['card-tokenizer-frame'], registration) =>
      (el.registration = registration),
    registrationFor(tokenization.url, 2),
  );
  await frameCard(page).cvx.fill('456');
  await expect
    .poll(() =>
      element.evaluate((el: HTMLElementTagNameMap['card-tokenizer-frame']) => [
        el.registrationData ?? null,
        el.validity.valid,
      ]),
    )
    .toEqual([null, true]);
  expect(await submit(1)).toEqual([true]);
  await expect.poll(() => bodies.length).toBe(2);
  expect(tokenization.requests).toHaveLength(2);
});

test('an incomplete card keeps the form from posting, its errors shown in the frame', async ({
  page,
}) => {
  const bodies = await captureSubmissions(page);
  await openFrame(page, frames.crossSite, tokenization.url);
  const { number, expiry } = frameCard(page);
  await number.click();
  await expect(number).toBeFocused();
  await number.pressSequentially('4242');
  // Leaving the number shows its error, which moves Pay down: a click while it moves is lost.
  await page.getByLabel('Email').click();
  await expect(number).toHaveAttribute('aria-invalid', 'true');
  const pay = () => page.getByRole('button', { name: 'Pay' }).click();
  await pay();
  await expect(expiry).toHaveAttribute('aria-invalid', 'true');
  await page.locator('form').evaluate((form) => form.setAttribute('novalidate', ''));
  await pay();
  await expect
    .poll(async () => (await recorded(page)).filter((event) => event.type === 'card-error'))
    .toEqual([
      expect.objectContaining({ detail: expect.objectContaining({ code: 'validation' }) }),
    ]);
  expect(bodies).toEqual([]);
  expect(tokenization.requests).toEqual([]);
});

test('save-card="ask" shows the checkbox in the frame; the choice reaches the events and the form', async ({
  page,
}) => {
  const posts = await capturePosts(page);
  await openFrame(page, frames.crossSite, tokenization.url, { 'save-card': 'ask' });
  const box = frameCard(page).frame.getByRole('checkbox', {
    name: 'Save this card for future payments',
  });
  // Opt-in: unticked until the shopper ticks it.
  await expect(box).not.toBeChecked();
  await typeFrameCard(page);
  await expect
    .poll(async () => (await recorded(page)).filter((event) => event.type === 'card-change').at(-1))
    .toMatchObject({ detail: { complete: true, saveCard: false } });
  // From the security code, as a shopper does: Tab to the box, Space ticks it.
  await page.keyboard.press('Tab');
  await expect
    .poll(() =>
      box.evaluate((el) => (el.getRootNode() as Document | ShadowRoot).activeElement === el),
    )
    .toBe(true);
  await page.keyboard.press('Space');
  await expect(box).toBeChecked();
  await expect
    .poll(async () => (await recorded(page)).filter((event) => event.type === 'card-change').at(-1))
    .toMatchObject({ detail: { complete: true, saveCard: true } });
  // The page stays, with its record of the events: the post is seen, not followed.
  await page
    .locator('form')
    .evaluate((form) => form.addEventListener('submit', (event) => event.preventDefault()));
  // Enter on the box (in the element's shadow root) submits the page's form, as in a card input.
  await page.keyboard.press('Enter');
  await expect.poll(() => posts.length).toBe(1);
  const tokenized = (await recorded(page)).find((event) => event.type === 'card-tokenized');
  expect(tokenized?.detail).toMatchObject({
    registrationData: 'data=registration-data-1',
    saveCard: true,
  });
  expect(tokenization.requests).toHaveLength(1);
  expect(new Map(posts[0]).get('card-save')).toBe('true');
});

test('unticked, the frame sends saveCard false and the form posts <name>-save=false', async ({
  page,
}) => {
  await openFrame(page, frames.crossSite, tokenization.url, { 'save-card': 'ask' });
  await typeFrameCard(page);
  const data = await page
    .locator('card-tokenizer-frame')
    .evaluate((el: HTMLElementTagNameMap['card-tokenizer-frame']) => el.tokenize());
  expect(data).toBe('data=registration-data-1');
  const tokenized = (await recorded(page)).find((event) => event.type === 'card-tokenized');
  expect(tokenized?.detail).toMatchObject({ saveCard: false });
  const entries = await page
    .locator('form')
    .evaluate((form: HTMLFormElement) => [...new FormData(form)].map(([k, v]) => [k, String(v)]));
  expect(new Map(entries as [string, string][]).get('card-save')).toBe('false');
});

test('without save-card the frame shows no checkbox and implies nothing', async ({ page }) => {
  await openFrame(page, frames.crossSite, tokenization.url);
  await typeFrameCard(page);
  await page
    .locator('card-tokenizer-frame')
    .evaluate((el: HTMLElementTagNameMap['card-tokenizer-frame']) => el.tokenize());
  await expect(frameCard(page).frame.getByRole('checkbox')).toHaveCount(0);
  const events = await recorded(page);
  for (const event of events) expect(event.detail).not.toHaveProperty('saveCard');
});
