// Isolated mode in WebKitGTK's MiniBrowser, as e2e/isolated-{origins,shopper}.spec.ts in
// Chromium and Firefox: the frame pages that must fail (a 404, the page's own origin, a blocking
// frame-src, an allowlist without the page, a foreign CardRegistrationURL), what autofill fills,
// the frame's height, and a single-page app mounting it 100 times.
import assert from 'node:assert/strict';
import { expect, test } from 'vitest';
import type { CardRegistration } from '../../src/core/registration.js';
import {
  fillCard,
  inCard,
  shownCard,
  TEST_CARDS,
  waitForCard,
} from '../../src/testing/webdriver.js';
import { eventually } from '../../test/support/card-page.js';
import { startFrameServer } from '../../test/support/frame-server.js';
import { countPageListeners, livePageListeners } from '../../test/support/page-listeners.js';
import { registrationFor } from '../../test/support/registration.js';
import { useIsolatedWebKit } from './isolated-webkit.js';

const webkit = useIsolatedWebKit();
const { session, run } = webkit;

/**
 * Opens e2e/pages/<page>.html, records the element's events and the form's submits, and puts a
 * `<card-tokenizer-frame>` with these attributes and `registration` in its form.
 */
async function mount(
  attributes: Record<string, string>,
  registration?: CardRegistration,
  page = 'isolated',
): Promise<void> {
  await session().get(new URL(`/e2e/pages/${page}.html`, webkit.pagesUrl).href);
  // The module defines the element: wait for it, as the page's own scripts would.
  await run('return customElements.whenDefined("card-tokenizer-frame").then(() => true)');
  await run(
    `const [attributes, registration] = arguments;
    window.recorded = [];
    window.posts = 0;
    for (const type of ['card-change', 'card-tokenized', 'card-error'])
      document.addEventListener(type, (event) => window.recorded.push({ type, detail: event.detail }));
    document.addEventListener('submit', (event) => { window.posts++; event.preventDefault(); });
    const element = document.createElement('card-tokenizer-frame');
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    if (registration) element.registration = registration;
    document.getElementById('slot').append(element);`,
    attributes,
    registration,
  );
}

const errors = () =>
  run<Record<string, unknown>[]>(
    "return window.recorded.filter((event) => event.type === 'card-error').map((event) => event.detail)",
  );

/** What `tokenize()` rejects with: its code, or null when it resolves. */
const tokenizeError = () =>
  run<string | null>(
    "return document.querySelector('card-tokenizer-frame').tokenize().then(() => null, (error) => error.code)",
  );

async function expectErrors(expected: unknown[], timeout = 5_000): Promise<void> {
  await eventually(async () => expect(await errors()).toEqual(expected), timeout);
}

/** The page's `<card-tokenizer-frame>`, for the kit's functions. */
const cardFrame = () => session().findElement({ css: 'card-tokenizer-frame' });
/** Runs `fn` in the frame's document, then comes back to the page. */
const inFrame = async <T>(fn: () => Promise<T>) => inCard(await cardFrame(), fn);

test('a frame page that is missing fails with code frame, and the form cannot post', async () => {
  await mount(
    { src: `${webkit.frames.crossSite}/no-such-page.html`, name: 'card', 'frame-timeout': '1500' },
    registrationFor(webkit.tokenization.url),
  );
  await expectErrors([
    {
      code: 'frame',
      message: expect.stringMatching(
        /did not answer within 1500 ms: check that it loads, and that its parents/,
      ),
    },
  ]);
  await run("document.querySelector('form').requestSubmit()");
  await run("document.querySelector('form').noValidate = true");
  await run("document.querySelector('form').requestSubmit()");
  expect(await tokenizeError()).toBe('frame');
  expect(await run<number>('return window.posts')).toBe(0);
  expect(webkit.frames.requests).toContain('/no-such-page.html');
});

test("a src on the page's own origin is refused at once: it would isolate nothing", async () => {
  await mount({ src: new URL('/card-frame.html', webkit.pagesUrl).href, name: 'card' });
  // No frame-timeout waited for: the message comes with the failure module.
  await expectErrors(
    [{ code: 'frame', message: expect.stringContaining('it would isolate nothing') }],
    1_000,
  );
  expect(await tokenizeError()).toBe('frame');
});

test('a page whose frame-src blocks the frame is told so at once', async () => {
  await mount(
    { src: `${webkit.frames.crossSite}/card-frame.html`, name: 'card' },
    registrationFor(webkit.tokenization.url),
    'isolated-csp',
  );
  await expectErrors(
    [{ code: 'frame', message: expect.stringContaining('add http://localhost') }],
    3_000,
  );
});

test('a frame whose allowlist does not name the page never talks to it', async () => {
  const elsewhere = await startFrameServer({
    parentOrigins: ['https://shop.example'],
    tokenizationOrigins: [new URL(webkit.tokenization.url).origin],
  });
  try {
    await mount({ src: `${elsewhere.crossSite}/card-frame.html`, 'frame-timeout': '2000' });
    await expectErrors([{ code: 'frame', message: expect.stringContaining('did not answer') }]);
  } finally {
    await elsewhere.close();
  }
});

test("a CardRegistrationURL outside the frame's tokenization origins is refused, nothing sent", async () => {
  await mount(
    { src: `${webkit.frames.crossSite}/card-frame.html`, name: 'card' },
    registrationFor('http://127.0.0.1:9/api/vault/tokenize'),
  );
  const before = webkit.tokenization.requests.length;
  await fillCard(await cardFrame(), TEST_CARDS.visa);
  expect(await tokenizeError()).toBe('configuration');
  expect(await errors()).toEqual([expect.objectContaining({ code: 'configuration' })]);
  expect(webkit.tokenization.requests.length).toBe(before);
});

// What WebKit's AutoFill looks for, where WebDriver cannot open it (w3c/webdriver#1797): one input
// per card token in the frame's one document, and values written without a key, accepted.
test('the frame has one input per card autofill token, and values set without keys tokenize', async () => {
  await mount(
    { src: `${webkit.frames.crossSite}/card-frame.html`, name: 'card', 'holder-name': 'optional' },
    registrationFor(webkit.tokenization.url),
  );
  await waitForCard(await cardFrame());
  const counts = await inFrame(() =>
    run<number[]>(
      `return arguments[0].map(([token, value]) => {
        const inputs = document.querySelectorAll('input[autocomplete="' + token + '"]');
        for (const input of inputs) {
          input.value = value;
          input.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertReplacementText' }));
          input.dispatchEvent(new Event('change', { bubbles: true }));
        }
        return inputs.length;
      })`,
      [
        ['cc-number', '4242424242424242'],
        ['cc-exp', '12/30'],
        ['cc-csc', '123'],
        ['cc-name', 'Jane Doe'],
      ],
    ),
  );
  expect(counts).toEqual([1, 1, 1, 1]);
  await eventually(async () =>
    expect(
      await run<unknown>(
        "return window.recorded.filter((event) => event.type === 'card-change').at(-1)?.detail",
      ),
    ).toMatchObject({ complete: true, valid: true }),
  );
  expect(
    await run<string>("return document.querySelector('card-tokenizer-frame').tokenize()"),
  ).toBe('data=registration-data-1');
  expect(webkit.tokenization.requests.at(-1)!.body).toContain('cardExpirationDate=1230');
});

test('the frame is as tall as the card, errors and a new field included, with no scrollbar', async () => {
  await mount(
    { src: `${webkit.frames.crossSite}/card-frame.html`, name: 'card' },
    registrationFor(webkit.tokenization.url),
  );
  await waitForCard(await cardFrame());
  const heights = async () => ({
    iframe: await run<number>(
      "return document.querySelector('card-tokenizer-frame iframe').getBoundingClientRect().height",
    ),
    ...(await inFrame(async () => ({
      content: await run<number>('return Math.ceil(document.body.getBoundingClientRect().height)'),
      scrolls: await run<boolean>(
        'return document.documentElement.scrollHeight > window.innerHeight',
      ),
    }))),
  });
  const fits = async (taller = 0) => {
    const { iframe, content, scrolls } = await heights();
    assert.ok(content > taller, `Expected the card taller than ${taller}px, got ${content}px`);
    assert.ok(Math.abs(iframe - content) <= 1, `Expected the frame ${content}px, got ${iframe}px`);
    assert.equal(scrolls, false, 'Expected nothing to scroll in the frame');
    return iframe;
  };
  let before = 0;
  await eventually(async () => (before = await fits(100)));
  // Every field's error shown, each in its reserved line: the card keeps its height.
  await run("document.querySelector('form').requestSubmit()");
  await eventually(async () =>
    assert.equal((await shownCard(await cardFrame())).fields.number!.invalid, true),
  );
  assert.equal(await fits(100), before);
  // The name on the card asked for: the card grows, the frame with it.
  await run(
    "document.querySelector('card-tokenizer-frame').setAttribute('holder-name', 'required')",
  );
  await eventually(() => fits(before + 20));
});

test('a single-page app mounting it 100 times leaves no frame and no listener', async () => {
  await mount(
    { src: `${webkit.frames.crossSite}/card-frame.html`, name: 'card' },
    registrationFor(webkit.tokenization.url),
  );
  await waitForCard(await cardFrame());
  await run("document.querySelector('card-tokenizer-frame').remove()");
  await run(`(${countPageListeners.toString()})()`);
  const mounted = await run<{ answered: number; most: number }>(
    `const [src, registration] = arguments;
    return (async () => {
    const slot = document.getElementById('slot');
    let answered = 0;
    let most = 0;
    for (let i = 0; i < 100; i++) {
      const element = document.createElement('card-tokenizer-frame');
      element.setAttribute('src', src);
      element.registration = registration;
      slot.append(element);
      // Every tenth waits for its frame to answer (it sets the frame's height), the others go at once.
      if (i % 10 === 0) {
        await new Promise((resolve) =>
          new MutationObserver(resolve).observe(element.querySelector('iframe'), { attributeFilter: ['style'] }),
        );
        answered++;
        most = Math.max(most, window.liveListeners.size);
      } else await new Promise((resolve) => setTimeout(resolve, 5));
      element.remove();
    }
    return { answered, most };
    })();`,
    `${webkit.frames.crossSite}/card-frame.html`,
    registrationFor(webkit.tokenization.url),
  );
  // Ten answered; their listeners were counted while they were there.
  expect(mounted).toEqual({ answered: 10, most: expect.any(Number) });
  expect(mounted.most).toBeGreaterThanOrEqual(3);
  await eventually(async () => assert.equal(await run<number>('return window.frames.length'), 0));
  expect(await run<number>("return document.querySelectorAll('iframe').length")).toBe(0);
  expect(await run<string[]>(`return (${livePageListeners.toString()})()`)).toEqual([]);
  expect(await errors()).toEqual([]);
});
