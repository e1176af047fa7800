import { expect, type FrameLocator, type Page } from '@playwright/test';
import type { CardRegistration } from '../../src/core/registration.js';
import { fillCard } from '../../src/testing/playwright.js';
import { registrationFor } from './registration.js';

/** What a test page records of the element: its events, in order. */
export interface Recorded {
  type: string;
  detail: Record<string, unknown>;
}

/**
 * Opens e2e/pages/isolated.html and puts a `<card-tokenizer-frame>` with these attributes (and
 * `registration`) in its form; its events are recorded in `window.recorded`.
 */
export async function mountFrame(
  page: Page,
  attributes: Record<string, string>,
  /** A registration object, or a function's source text: the page's own function. */
  registration?: CardRegistration | string,
  pageName = 'isolated',
): Promise<void> {
  await page.goto(`/e2e/pages/${pageName}.html`);
  await page.evaluate(
    ({ attributes, registration }) => {
      const win = window as unknown as { recorded: unknown[] };
      win.recorded = [];
      for (const type of ['card-change', 'card-tokenized', 'card-error'])
        document.addEventListener(type, (event) =>
          win.recorded.push({ type, detail: (event as CustomEvent).detail as unknown }),
        );
      const element = document.createElement('card-tokenizer-frame');
      for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
      // A function crosses as its source: the page's own function, asked by the frame.
      if (typeof registration === 'string')
        element.registration = new Function(`return ${registration}`)() as never;
      else if (registration) element.registration = registration;
      document.getElementById('slot')!.append(element);
    },
    { attributes, registration },
  );
}

/**
 * The entries of each submit the page's own handlers see (the one that posts), as the browser
 * builds them: every engine, where Firefox's BiDi reports no request body.
 */
export async function capturePosts(page: Page): Promise<[string, string][][]> {
  const posts: [string, string][][] = [];
  // A page reused by the next test keeps its bindings: each test its own name.
  const binding = `recordPost${++captures}`;
  await page.exposeBinding(binding, (_source, entries: [string, string][]) => {
    posts.push(entries);
  });
  await page.addInitScript((binding) => {
    const win = window as unknown as Record<string, (entries: unknown) => void>;
    document.addEventListener('submit', (event) => {
      const form = event.target as HTMLFormElement;
      const entries = [...new FormData(form, event.submitter)].map(([k, v]) => [k, String(v)]);
      win[binding]?.(entries);
    });
  }, binding);
  return posts;
}

let captures = 0;

/** The card frame's inputs, found by their labels inside the frame. */
export function frameCard(page: Page) {
  const frame: FrameLocator = page.frameLocator('card-tokenizer-frame iframe');
  return {
    frame,
    number: frame.getByLabel('Card number'),
    expiry: frame.getByLabel('Expiry date'),
    cvx: frame.getByLabel('Security code'),
  };
}

/** Waits for the handshake: the frame's element answers and takes the typing. */
export async function frameReady(page: Page): Promise<void> {
  await expect(page.locator('card-tokenizer-frame:state(ready)')).toHaveCount(1);
  await expect(frameCard(page).number).toBeEditable();
}

/**
 * Mounts the card frame served on `frameOrigin` (named `card`, with `attributes` and a
 * registration for `tokenizationUrl`) and waits for its handshake.
 */
export async function openFrame(
  page: Page,
  frameOrigin: string,
  tokenizationUrl: string,
  attributes: Record<string, string> = {},
): Promise<void> {
  await mountFrame(
    page,
    { src: `${frameOrigin}/card-frame.html`, name: 'card', ...attributes },
    registrationFor(tokenizationUrl),
  );
  await frameReady(page);
}

/** The events the page recorded so far. */
export function recorded(page: Page): Promise<Recorded[]> {
  return page.evaluate(() => (window as unknown as { recorded: Recorded[] }).recorded);
}

/** Types the card into the frame as a shopper does: a click in each field, then its keys. */
export async function typeFrameCard(page: Page, number = '4242424242424242'): Promise<void> {
  const card = { number, expiry: '12/30', cvx: '123' };
  await fillCard(page.locator('card-tokenizer-frame'), card);
}
