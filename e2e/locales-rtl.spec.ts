import { expect, test } from '@playwright/test';
import { saveScreenshot } from '../test/support/screenshot.js';

// Large enough to read the digits' order on the picture.
test.use({ viewport: { width: 640, height: 360 }, deviceScaleFactor: 2 });

// A picture of the Arabic layout for a person to look at; the geometry is asserted in every
// engine by e2e/scenarios/locales.ts.
test('Arabic from the script-tag bundle: a screenshot of the mirrored card', async ({
  page,
}, testInfo) => {
  await page.goto('/e2e/pages/locale-ar.html');
  const number = page.getByLabel('رقم البطاقة');
  // Groups that differ, so that their order shows on the picture.
  await number.pressSequentially('5555555555554444');
  await expect(number).toHaveValue('5555 5555 5555 4444');
  const expiry = page.getByLabel('تاريخ الانتهاء');
  await page.keyboard.press('Tab');
  await expect(expiry).toBeFocused();
  await expiry.pressSequentially('12');
  await page.keyboard.press('Tab');
  await expect(expiry).toHaveAccessibleDescription(
    'MM/YY يرجى إدخال تاريخ الانتهاء بالصيغة MM/YY.',
  );
  await saveScreenshot(page, testInfo, 'locale-ar');
});
