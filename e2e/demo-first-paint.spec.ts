// The demo's pages hold still while they load, as a merchant's checkout should: the saved cards
// come written in the page, the header's menu has its width from the first paint, and the card
// reserves its space (card-tokenizer.css). Scored as the browser scores layout shifts, on a
// phone, with every response 150 ms late.
import { expect, test } from '@playwright/test';
import { layoutShift } from '../test/support/layout-shifts.js';

const PAGES = ['/', '/script-tag.html', '/spa.html', '/isolated.html'];

test.use({ viewport: { width: 412, height: 915 } });

for (const path of PAGES) {
  test(`${path} does not move while it loads on a slow network`, async ({ page }) => {
    await page.context().route('**/*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 150));
      await route.continue();
    });
    await page.goto(path);
    if (path !== '/') {
      await expect(
        page.locator(':is(card-tokenizer, card-tokenizer-frame):state(ready)'),
      ).toBeVisible();
      await expect(page.getByTestId('saved-cards-status')).toContainText(/saved card/);
    }
    // Whatever renders after ready (a frame's later height, a language) has had its frames.
    await page.evaluate(
      () =>
        new Promise((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 500))),
        ),
    );
    expect(await layoutShift(page), 'CLS').toBeLessThan(0.001);
  });
}
