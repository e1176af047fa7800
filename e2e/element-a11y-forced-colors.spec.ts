// WCAG 1.4.1, 1.4.11 and 2.4.7 under forced colours (Windows high contrast): Chromium's emulation,
// which repaints the page with system colours; the other engines have no such switch.
import { expect, test, type Locator } from '@playwright/test';
import { expectAxeClean } from '../test/support/a11y-driver.js';
import { playwrightDriver } from '../test/support/playwright-driver.js';
import { card, openPage } from '../test/support/playwright-page.js';

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ forcedColors: 'active' });
  await openPage(page, 'basic');
});

/** What forced colours leave of an input's focus indicator and invalid mark. */
const look = (input: Locator) =>
  input.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      outline: `${style.outlineStyle} ${style.outlineWidth}`,
      outlineColor: style.outlineColor,
      background: style.backgroundColor,
      boxShadow: style.boxShadow,
      startBorder: parseFloat(style.borderInlineStartWidth),
    };
  });

test('the focused input keeps a visible outline, in a system colour', async ({ page }) => {
  expect(await page.evaluate(() => matchMedia('(forced-colors: active)').matches)).toBe(true);
  const { number, expiry } = card(page);
  await number.click();
  await page.keyboard.press('Tab');
  await expect(expiry).toBeFocused();
  const focused = await look(expiry);
  // The box-shadow ring is gone under forced colours: the outline is what shows the focus.
  expect(focused.boxShadow).toBe('none');
  expect(focused.outline).toBe('solid 2px');
  expect(focused.outlineColor).not.toMatch(/rgba\(.*, 0\)|transparent/);
  expect(focused.outlineColor).not.toBe(focused.background);
  // An unfocused input draws none: the outline tells which one has the focus.
  expect((await look(number)).outline).toMatch(/^none/);
});

test('an invalid input is marked by its border width, not only its colour', async ({ page }) => {
  const { number, expiry } = card(page);
  await number.click();
  await page.keyboard.type('4242');
  await page.keyboard.press('Tab');
  await expect(number).toHaveAttribute('aria-invalid', 'true');
  expect((await look(number)).startBorder).toBeGreaterThanOrEqual(4);
  expect((await look(expiry)).startBorder).toBeLessThanOrEqual(2);
  await expectAxeClean(playwrightDriver(page), 'forced colours, with an error');
});
