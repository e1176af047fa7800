// The claim (docs/isolated.md, "Hosting the frame"): the frame talks only to the parent origins of
// its config, through the one channel its element opened. Attacked with connects and hellos from
// sibling frames and a popup racing the handshake, a second connect once it is done, and
// malformed, polluted and huge messages on the channel.
import { expect, type Frame, type Page } from '@playwright/test';
import { CARD_NUMBER } from '../../test/support/cards.js';
import { useFrameServer } from '../../test/support/frame-server.js';
import { frameReady, recorded } from '../../test/support/isolated-page.js';
import { registrationFor } from '../../test/support/registration.js';
import { test } from '../../test/support/reused-page.js';
import { useTokenizationServer } from '../../test/support/tokenization-server-hooks.js';
import {
  attackerPage,
  beyondBin,
  CONNECT,
  fillFrameCard,
  HELLO,
  heard,
  takeChannel,
  tokenizeOutcome,
} from './hostile-page.js';

const tokenization = useTokenizationServer(test);
const attacker = useTokenizationServer(test);
const frames = useFrameServer(test, tokenization);

/**
 * Runs in a window of the attacker's: until `window.halt`, sends every other frame of the page
 * (its opener's, or its parent's) a connect with a port of its own, and the page a hello, each
 * turn of its event loop; counts them in `window.spoofed` and keeps what its ports hear.
 */
function spoof({ HELLO, CONNECT, registration }: Record<string, unknown>): void {
  const win = window as unknown as { spoofed: number; overheard: unknown[]; halt?: boolean };
  win.spoofed = 0;
  win.overheard = [];
  const page = (window.opener ?? window.parent) as Window;
  const tick = () => {
    for (let i = 0; i < page.frames.length; i++) {
      if (page.frames[i] === window) continue;
      const { port1, port2 } = new MessageChannel();
      port1.onmessage = ({ data }) => win.overheard.push(data);
      const connect = { ct: CONNECT, a: {}, reg: registration, bin: true, theme: {} };
      page.frames[i]!.postMessage(connect, '*', [port2]);
      win.spoofed++;
    }
    page.postMessage({ ct: HELLO }, '*');
    if (!win.halt) setTimeout(tick, 0);
  };
  tick();
}

/** Adds the card frame to the page already open, as `mountFrame` does but without a new load. */
const addCardFrame = (page: Page) =>
  page.evaluate(
    ([src, url]) => {
      const win = window as unknown as { recorded: unknown[] };
      win.recorded = [];
      document.addEventListener('card-error', (event) =>
        win.recorded.push({ type: 'card-error', detail: (event as CustomEvent).detail }),
      );
      const element = document.createElement('card-tokenizer-frame');
      element.setAttribute('src', src!);
      element.setAttribute('name', 'card');
      element.registration = {
        CardRegistrationURL: url!,
        AccessKey: 'access-key-1',
        PreregistrationData: 'preregistration-1',
      };
      document.getElementById('slot')!.append(element);
    },
    [`${frames.crossSite}/card-frame.html`, tokenization.url],
  );

/** Stops a spoofing window and returns how many connects it sent and what its ports heard. */
const stopSpoofing = (target: { evaluate: Page['evaluate'] }) =>
  target.evaluate(() => {
    const win = window as unknown as { spoofed: number; overheard: unknown[]; halt?: boolean };
    win.halt = true;
    return { spoofed: win.spoofed > 0, overheard: win.overheard };
  });

/** The card typed and tokenized through the element: the frame kept the element's channel. */
async function tokenizesThroughTheElement(page: Page): Promise<void> {
  await frameReady(page);
  await fillFrameCard(page);
  expect(await tokenizeOutcome(page)).toEqual({ data: 'data=registration-data-1' });
  expect(tokenization.requests).toHaveLength(1);
  expect(await recorded(page)).toEqual([]);
}

test('spoofed connects and hellos from sibling frames racing the handshake get nothing', async ({
  page,
}) => {
  attacker.behave(attackerPage);
  await page.goto('/e2e/pages/isolated.html');
  // Three siblings: of the page's own origin, of the frame's origin, of the attacker's.
  await page.evaluate(
    (sources) => {
      for (const [name, src] of Object.entries(sources)) {
        const sibling = Object.assign(document.createElement('iframe'), { name, title: name });
        sibling.src = src;
        document.body.append(sibling);
      }
    },
    {
      own: '/e2e/pages/index.html',
      frameOrigin: `${frames.crossSite}/elsewhere.html`,
      attacker: attacker.url,
    },
  );
  const siblings: Frame[] = [];
  for (const [sibling, url] of [
    ['own', '/e2e/pages/index.html'],
    ['frameOrigin', '/elsewhere.html'],
    ['attacker', attacker.origin],
  ] as const) {
    // By its element, not `page.frame({ name })`: Firefox's BiDi sometimes never names a frame.
    const frame = (await (await page
      .locator(`iframe[name="${sibling}"]`)
      .elementHandle())!.contentFrame())!;
    await expect.poll(() => frame.url()).toContain(url);
    await frame.waitForLoadState();
    siblings.push(frame);
  }
  const registration = registrationFor(attacker.url);
  for (const frame of siblings) await frame.evaluate(spoof, { HELLO, CONNECT, registration });
  await addCardFrame(page);
  await tokenizesThroughTheElement(page);
  for (const frame of siblings)
    expect(await stopSpoofing(frame)).toEqual({ spoofed: true, overheard: [] });
  expect(attacker.requests.filter((request) => request.method === 'POST')).toEqual([]);
});

test('a popup of the attacker racing the handshake gets nothing', async ({ page }) => {
  attacker.behave(attackerPage);
  await page.goto('/e2e/pages/isolated.html');
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.evaluate((url) => void window.open(url, 'attacker'), attacker.url),
  ]);
  await popup.waitForLoadState();
  await popup.evaluate(spoof, { HELLO, CONNECT, registration: registrationFor(attacker.url) });
  await addCardFrame(page);
  await frameReady(page);
  // The shopper's window again: Firefox sends typing to the window in front.
  await page.bringToFront();
  await tokenizesThroughTheElement(page);
  expect(await stopSpoofing(popup)).toEqual({ spoofed: true, overheard: [] });
  expect(attacker.requests.filter((request) => request.method === 'POST')).toEqual([]);
  await popup.close();
});

test('a second connect from the page once the handshake is done is not taken', async ({ page }) => {
  await page.goto('/e2e/pages/isolated.html');
  await addCardFrame(page);
  await frameReady(page);
  await page.evaluate(
    ({ CONNECT, registration }) => {
      const win = window as unknown as { overheard: unknown[] };
      win.overheard = [];
      const frame = document.querySelector('card-tokenizer-frame iframe') as HTMLIFrameElement;
      for (let i = 0; i < 50; i++) {
        const { port1, port2 } = new MessageChannel();
        port1.onmessage = ({ data }) => win.overheard.push(data);
        const connect = { ct: CONNECT, a: {}, reg: registration, bin: true, theme: {} };
        frame.contentWindow!.postMessage(connect, '*', [port2]);
      }
    },
    { CONNECT, registration: registrationFor(attacker.url) },
  );
  await fillFrameCard(page);
  expect(await tokenizeOutcome(page)).toEqual({ data: 'data=registration-data-1' });
  expect(
    await page.evaluate(() => (window as unknown as { overheard: unknown[] }).overheard),
  ).toEqual([]);
  expect(attacker.requests).toEqual([]);
});

test('malformed, polluted and huge messages on the channel leave the card where it was', async ({
  page,
}) => {
  await page.goto('/e2e/pages/isolated.html');
  await takeChannel(page, {
    src: `${frames.crossSite}/card-frame-bare.html`,
    reg: registrationFor(tokenization.url),
  });
  const card = page.frameLocator('iframe[title="Card"]');
  await expect(card.getByLabel('Card number')).toBeEditable();
  await page.evaluate(
    ({ tok, away }) => {
      const { tell } = window as unknown as { tell(message: unknown): void };
      const huge = 'x'.repeat(1024 * 1024);
      for (const message of [
        null,
        5,
        'tokenize',
        [],
        { t: 'attrs', a: null },
        { t: 'attrs', a: 'card-registration-url' },
        { t: 'attrs', a: { name: huge, lang: huge } },
        { t: 'theme', theme: null },
        { t: 'theme', theme: { ['--card-tokenizer-color']: huge } },
        { t: 'reg', reg: 5, bin: 'yes' },
        { t: 'reg', reg: [away], bin: false },
        { t: 'answer', id: 1, value: { CardRegistrationURL: away } },
        { t: 'tokenize', id: { toString: null } },
        { t: 'constructor' },
        { t: '__proto__' },
        JSON.parse(`{"t":"attrs","a":{"__proto__":{"card-registration-url":"${away}"}}}`),
        // Last: the registration the frame is left with, its URL key on the prototype's name.
        {
          t: 'reg',
          bin: false,
          reg: JSON.parse(
            `{"__proto__":{"CardRegistrationURL":"${away}"},"cardRegistrationUrl":"${tok}","AccessKey":"a","PreregistrationData":"p"}`,
          ),
        },
      ])
        tell(message);
    },
    { tok: tokenization.url, away: attacker.url },
  );
  await card.getByLabel('Card number').fill(CARD_NUMBER);
  await card.getByLabel('Expiry date').fill('12/30');
  await card.getByLabel('Security code').fill('123');
  await page.evaluate(() =>
    (window as unknown as { tell(message: unknown): void }).tell({ t: 'tokenize', id: 7 }),
  );
  await expect
    .poll(async () => (await heard(page)).some((message) => message.t === 'done'))
    .toBe(true);
  expect(attacker.requests).toEqual([]);
  expect(tokenization.requests.length).toBeLessThanOrEqual(1);
  const messages = await heard(page);
  expect(messages.filter((message) => beyondBin(JSON.stringify(message)))).toEqual([]);
  // Each message of a wrong shape was refused, aloud: 13 of the 17 sent before the card.
  const refusals = messages.filter(
    (message) =>
      message.type === 'card-error' && (message.detail as { code: string }).code === 'frame',
  );
  expect(refusals).toHaveLength(13);
});
