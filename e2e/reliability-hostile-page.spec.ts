import { expect, test, type Page } from '@playwright/test';
import { existsSync } from 'node:fs';
import { en } from '../src/core/messages.js';
import { confineCardData } from '../test/support/confine-card-data.js';
import { fillCard } from '../test/support/fill.js';
import { elementTokenize, headlessTokenize } from '../test/support/page-tokenize.js';
import { collectErrors } from '../test/support/page-watchers.js';
import { cardInputs, openPage, shownCard } from '../test/support/playwright-page.js';
import { registrationFor } from '../test/support/registration.js';
import { useTokenizationServer } from '../test/support/tokenization-server-hooks.js';

// The strict CSP with Trusted Types is e2e/element-csp.spec.ts; these add what a page can do wrong.

const server = useTokenizationServer(test);
confineCardData(test, server);

/** Each input is on screen, big enough to use, and takes typing. */
async function expectUsableFields(page: Page): Promise<void> {
  const inputs = cardInputs(page);
  for (const input of [inputs.number, inputs.expiry, inputs.cvx]) {
    await expect(input).toBeVisible();
    const box = (await input.boundingBox())!;
    expect(box.width).toBeGreaterThan(30);
    expect(box.height).toBeGreaterThan(15);
  }
  await inputs.number.click();
  await page.keyboard.type('4242424242424242');
  await page.keyboard.press('Tab');
  await expect(inputs.expiry).toBeFocused();
  await page.keyboard.type('1230');
  await page.keyboard.press('Tab');
  await page.keyboard.type('123');
  expect(await shownCard(page)).toEqual(['4242 4242 4242 4242', '12/30', '123']);
}

const hostileStyles = [
  'input { display: none !important; }',
  '* { all: unset !important; }',
  'input, label { position: absolute !important; left: -10000px !important; width: 0 !important; }',
  // A CSS reset in the style of Tailwind's preflight.
  '*, ::before, ::after { box-sizing: border-box; border: 0 solid; margin: 0; padding: 0; } input { font: inherit; color: inherit; background: transparent; }',
];

for (const css of hostileStyles) {
  test(`the fields stay visible and typeable under the page style ${css}`, async ({ page }) => {
    await openPage(page, 'basic');
    await page.addStyleTag({ content: css });
    await expectUsableFields(page);
    expect(await elementTokenize(page, registrationFor(server.url))).toEqual({
      data: 'data=registration-data-1',
    });
  });
}

/** Which class `card-tokenizer` names: the script-tag bundle's or the npm build's. */
function definedBy(page: Page): Promise<string> {
  return page.evaluate(async (entry) => {
    const npm = ((await import(entry)) as { CardTokenizer: unknown }).CardTokenizer;
    const bundle = (window as unknown as { CardTokenizer: { CardTokenizer: unknown } })
      .CardTokenizer.CardTokenizer;
    const defined = customElements.get('card-tokenizer');
    return npm === bundle
      ? 'one class?'
      : defined === bundle
        ? 'bundle'
        : defined === npm
          ? 'npm'
          : 'other';
  }, '/src/index.ts');
}

const loadOrders: [string, string, (page: Page) => Promise<void>][] = [
  [
    'the script-tag bundle, then the npm build',
    'bundle',
    async (page) => {
      await page.goto('/e2e/pages/reliability-two-builds.html');
    },
  ],
  [
    'the npm build, then the script-tag bundle',
    'npm',
    async (page) => {
      await page.goto('/e2e/pages/element-basic.html');
      await expect(cardInputs(page).number).toBeEditable();
      await page.addScriptTag({ url: '/dist/card-tokenizer.iife.js' });
    },
  ],
];

for (const [order, first, load] of loadOrders) {
  test(`a page loading ${order} keeps the first definition and works`, async ({ page }) => {
    expect(existsSync('dist/card-tokenizer.iife.js'), 'run `npm run build` first').toBe(true);
    const errors = collectErrors(page);
    await load(page);
    await expect(cardInputs(page).number).toBeEditable();
    expect(await definedBy(page)).toBe(first);
    await fillCard(page);
    expect(await elementTokenize(page, registrationFor(server.url))).toEqual({
      data: 'data=registration-data-1',
    });
    expect(errors).toEqual([]);
  });
}

test('a CSP without the tokenization host in connect-src fails as network, sending nothing', async ({
  page,
}) => {
  const violations: string[] = [];
  await page.exposeFunction('recordViolation', (text: string) => violations.push(text));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { recordViolation(text: string): void }).recordViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      ),
    ),
  );
  await page.goto('/e2e/pages/reliability-csp-connect.html');
  await fillCard(page);
  const registration = registrationFor(server.url);
  for (const outcome of [
    await elementTokenize(page, registration),
    await headlessTokenize(page, registrationFor(server.url, 2)),
  ]) {
    expect(outcome.error).toMatchObject({ code: 'network', message: en.network });
  }
  expect(server.requests).toEqual([]);
  const blocked = `connect-src ${server.url}`;
  expect(violations.filter((violation) => violation.startsWith('connect-src'))).toEqual([
    blocked,
    blocked,
  ]);
});
