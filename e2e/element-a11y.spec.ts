// WCAG 1.3.1, 4.1.2, 2.5.3 from the browser's own accessibility tree (Chromium and Firefox; WebKit
// reads the same from the DOM in e2e/scenarios/accessibility.ts), and 1.4.10 in a real viewport.
import { expect } from '@playwright/test';
import { test } from '../test/support/reused-page.js';
import { axeViolations, WCAG_22_AA } from '../test/support/axe.js';
import { readLayout } from '../test/support/a11y-page.js';
import { runScenario } from '../test/support/card-page.js';
import { playwrightDriver } from '../test/support/playwright-driver.js';
import { card, openPage } from '../test/support/playwright-page.js';
import { useTokenizationServer } from '../test/support/tokenization-server-hooks.js';
import { A11Y_STATES } from './scenarios/a11y-states.js';

const server = useTokenizationServer(test);

/** One field as the platform exposes it: its label, its textbox so named, its error if shown. */
const field = (label: string, visible: string, textbox = '', error?: string) =>
  `\n  - text: ${visible}\n  - textbox "${label}"${textbox}${error ? `\n  - paragraph: ${error}` : ''}`;
const number = (textbox = '', error?: string) =>
  field('Card number', 'Card number', textbox, error);
const expiry = (textbox = '', error?: string) =>
  field('Expiry date', 'Expiry date', textbox, error);
/**
 * The hints follow their input (and error, which takes their line): the expiry's "MM/YY" reads
 * as one text with the next label, the security code's hint ends the row.
 */
const cvx = (textbox = '', error?: string, label = 'Security code (CVV)') =>
  `${field(label, `MM/YY ${label}`, textbox, error)}\n  - text: 3 digits on the back`;
const GROUP = '- group "Payment card":';
const TYPED = `${GROUP}${number(': 4242 4242 4242 4242')}${expiry()}${cvx()}`;

/**
 * Each state's snapshot (Playwright matches children in order, and skips those not listed): the
 * group, each label and textbox with its state, each error shown under its field, the announcer.
 */
const SNAPSHOTS: Record<string, string> = {
  empty: `${GROUP}${number()}${expiry()}${cvx('', undefined, 'Security code')}`,
  typing: `${GROUP}${number(': "4242"')}${expiry()}${cvx()}\n- text: "Card type: Visa"`,
  'required errors': `${GROUP}${number(' [invalid]', 'Enter a card number.')}${expiry(
    ' [invalid]',
    'Enter the expiry date.',
  )}${cvx(' [invalid]', 'Enter the security code.', 'Security code')}`,
  'invalid, expired and incomplete errors': `${GROUP}${number(
    ' [invalid]: 4242 4242 4242 4241',
    'This card number is not valid.',
  )}${expiry(' [invalid]', 'This card has expired.')}${cvx(
    ' [invalid]: "1"',
    'The security code must be 3 digits.',
  )}`,
  'card type not accepted': `${GROUP}${number(
    ' [invalid]: "4242"',
    'This card type is not accepted here.',
  )}${expiry()}${cvx()}`,
  'refused by the server': `${TYPED}\n  - paragraph: The card was refused. Try another card.`,
  busy: `${TYPED}\n- text: Saving your card…`,
  disabled: `- group "Payment card" [disabled]:${number(' [disabled]')}${expiry(
    ' [disabled]',
  )}${cvx(' [disabled]', undefined, 'Security code')}`,
  tokenized: `${TYPED}\n- text: Card saved`,
  'right to left (Arabic)': `- group "بطاقة الدفع":${field('رقم البطاقة', 'رقم البطاقة')}${field(
    'تاريخ الانتهاء',
    'تاريخ الانتهاء',
  )}${field('رمز الأمان', 'MM/YY رمز الأمان')}\n  - text: 3 أرقام على ظهر البطاقة`,
  'dark theme, with errors': `${GROUP}${number(
    ' [invalid]: "4242"',
    'This card number is incomplete.',
  )}${expiry()}${cvx()}`,
};

for (const state of A11Y_STATES) {
  test(`accessibility tree, ${state.name}`, ({ page }) =>
    runScenario(
      {
        ...state,
        async run(context) {
          const end = await state.enter(context);
          try {
            await expect(page.locator('card-tokenizer')).toMatchAriaSnapshot(
              SNAPSHOTS[state.name]!,
            );
          } finally {
            end?.();
          }
        },
      },
      { driver: playwrightDriver(page), server },
    ));
}

test('the browser computes each description: brand, format hint, error', async ({ page }) => {
  await openPage(page, 'basic');
  const { number, expiry } = card(page);
  await number.click();
  await page.keyboard.type('4242');
  await page.keyboard.press('Tab');
  await expect(number).toHaveAccessibleDescription(
    'Card type: Visa This card number is incomplete.',
  );
  await expect(expiry).toHaveAccessibleDescription('MM/YY');
  await expect(number).toHaveAttribute('aria-required', 'true');
});

test('1.4.10: at 320 × 256 CSS px, no sideways scroll and no field over another', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 256 });
  await openPage(page, 'basic');
  const { number } = card(page);
  await number.click();
  await page.keyboard.type('4242');
  await page.keyboard.press('Tab');
  await page.keyboard.type('0120');
  await page.keyboard.press('Tab');
  const { boxes, scrollWidth, viewportWidth } = await page.evaluate(readLayout);
  expect(scrollWidth).toBeLessThanOrEqual(viewportWidth);
  expect(boxes.filter((box) => box.clipped)).toEqual([]);
  for (const [i, a] of boxes.entries()) {
    for (const b of boxes.slice(i + 1)) {
      const apart =
        a.bottom <= b.top + 1 ||
        b.bottom <= a.top + 1 ||
        a.right <= b.left + 1 ||
        b.right <= a.left + 1;
      expect(apart, `${a.what} × ${b.what}`).toBe(true);
    }
  }
});

test('save-card="ask": a checkbox after the card fields, named by its label, unticked, axe-clean', async ({
  page,
}) => {
  await openPage(page, 'basic');
  await page.locator('card-tokenizer').evaluate((el) => el.setAttribute('save-card', 'ask'));
  await expect(page.locator('card-tokenizer')).toMatchAriaSnapshot(
    `${GROUP}${number()}${expiry()}${cvx('', undefined, 'Security code')}\n  - checkbox "Save this card for future payments"`,
  );
  const box = page.getByRole('checkbox', { name: 'Save this card for future payments' });
  await expect(box).not.toBeChecked();
  await card(page).cvx.focus();
  await page.keyboard.press('Tab');
  await expect(box).toBeFocused();
  await page.keyboard.press('Space');
  await expect(box).toBeChecked();
  expect(await axeViolations(page, WCAG_22_AA)).toEqual([]);
});
