// The demo's checkouts, in page (script tag) and isolated (the card in a frame on another origin):
// the card's height and Pay's place never change while a shopper fills the card wrong and right,
// and a 120 ms press on Pay that blurs a half-typed number still ends as a click on Pay.
import { expect, test, type FrameLocator, type Locator, type Page } from '@playwright/test';

const HALF_NUMBER = '42424242';
const EVERY_PROBLEM = {
  'Card number': 'This card number is incomplete.',
  'Expiry date': 'Enter the expiry date.',
  'Security code': 'Enter the security code.',
};

interface Checkout {
  name: string;
  path: string;
  /** The element the page lays out: `<card-tokenizer>`, or `<card-tokenizer-frame>`. */
  tag: string;
  /** Where the card's inputs are: the page, or the frame. */
  fields(page: Page): Page | FrameLocator;
}

const CHECKOUTS: Checkout[] = [
  {
    name: 'script-tag checkout',
    path: '/script-tag.html',
    tag: 'card-tokenizer',
    fields: (page) => page,
  },
  {
    name: 'isolated checkout',
    path: '/isolated.html',
    tag: 'card-tokenizer-frame',
    fields: (page) => page.frameLocator('card-tokenizer-frame iframe'),
  },
];

/**
 * A box in the page's coordinates, so that a scroll is no shift; to a tenth of a pixel, as a
 * fractional scroll offset adds float noise (Firefox: 1327.19995 against 1327.20001).
 */
async function pageBox(locator: Locator) {
  const box = (await locator.boundingBox())!;
  const scroll = await locator.page().evaluate(() => ({ x: scrollX, y: scrollY }));
  const tenth = (value: number) => Math.round(value * 10) / 10;
  return {
    x: tenth(box.x + scroll.x),
    y: tenth(box.y + scroll.y),
    width: tenth(box.width),
    height: tenth(box.height),
  };
}

for (const checkout of CHECKOUTS) {
  test.describe(checkout.name, () => {
    const pay = (page: Page) => page.getByRole('button', { name: 'Pay' });
    const input = (page: Page, label: string) =>
      checkout.fields(page).getByRole('textbox', { name: new RegExp(`^${label}`) });

    test.beforeEach(async ({ page }) => {
      await page.goto(checkout.path);
      await expect(page.getByRole('status')).toContainText('ready');
      await expect(input(page, 'Card number')).toBeEditable();
      await page.getByLabel('E-mail').fill('ada@example.com');
    });

    async function expectEveryProblem(page: Page, number = EVERY_PROBLEM['Card number']) {
      for (const [label, error] of Object.entries({ ...EVERY_PROBLEM, 'Card number': number })) {
        await expect(input(page, label)).toHaveAccessibleDescription(new RegExp(error));
      }
      await expect(input(page, 'Card number')).toBeFocused();
    }

    test('the card and Pay never move: tabbing, half a number, its error, fixed, an empty submit', async ({
      page,
    }) => {
      const card = page.locator(checkout.tag);
      const layout = async () => ({ card: await pageBox(card), pay: await pageBox(pay(page)) });
      const first = await layout();
      const expectSteady = async (step: string) => {
        expect(await layout(), step).toEqual(first);
        const [expiry, cvx] = [
          await pageBox(input(page, 'Expiry date')),
          await pageBox(input(page, 'Security code')),
        ];
        expect([cvx.y, cvx.height], `${step}: the row's inputs`).toEqual([expiry.y, expiry.height]);
      };

      await page.getByLabel('E-mail').focus();
      for (const label of ['Card number', 'Expiry date', 'Security code']) {
        await page.keyboard.press('Tab');
        await expect(input(page, label)).toBeFocused();
        await expectSteady(`Tab to the empty ${label}`);
      }
      await input(page, 'Card number').focus();
      await page.keyboard.type(HALF_NUMBER);
      await expectSteady('half a number typed');
      await page.getByLabel('E-mail').focus();
      await expect(input(page, 'Card number')).toHaveAccessibleDescription(/is incomplete/);
      await expectSteady('the half number left');
      await input(page, 'Card number').focus();
      await page.keyboard.press('End');
      await page.keyboard.type(HALF_NUMBER);
      await expect(input(page, 'Card number')).not.toHaveAccessibleDescription(/is incomplete/);
      await expectSteady('the number completed');
      await input(page, 'Card number').fill('');
      await pay(page).click();
      await expectEveryProblem(page, 'Enter a card number.');
      await expectSteady('an empty card submitted');
    });

    test("the card's inputs line up with the page's, in the page's line height", async ({
      page,
    }) => {
      const email = page.getByLabel('E-mail');
      const number = input(page, 'Card number');
      expect((await pageBox(number)).x).toBeCloseTo((await pageBox(email)).x, 0);
      expect((await pageBox(number)).width).toBeCloseTo((await pageBox(email)).width, 0);
      const lineHeight = (locator: Locator) =>
        locator.evaluate((node) => getComputedStyle(node).lineHeight);
      expect(await lineHeight(number)).toBe(await lineHeight(email));
    });

    for (const [pointer, hasTouch] of [
      ['mouse', false],
      ['touch', true],
    ] as const) {
      test.describe(() => {
        test.use({ hasTouch });

        test(`a 120 ms ${pointer} press on Pay mid-number is a click that shows every problem`, async ({
          page,
          browserName,
        }) => {
          // A held touch needs the DevTools protocol's touch events: Playwright's tap has no hold.
          test.skip(hasTouch && browserName !== 'chromium', 'a held touch needs CDP');
          await input(page, 'Card number').focus();
          await page.keyboard.type(HALF_NUMBER);
          await pay(page).evaluate((button) => {
            button.dataset.clicks = '0';
            button.addEventListener(
              'click',
              () => (button.dataset.clicks = String(Number(button.dataset.clicks) + 1)),
            );
          });
          // The saved cards above the card grow as other tests keep cards: Pay may sit below the fold.
          await pay(page).scrollIntoViewIfNeeded();
          const box = (await pay(page).boundingBox())!;
          const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
          if (hasTouch) {
            const cdp = await page.context().newCDPSession(page);
            await cdp.send('Input.dispatchTouchEvent', {
              type: 'touchStart',
              touchPoints: [{ x, y }],
            });
            await new Promise((resolve) => setTimeout(resolve, 120));
            await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
          } else {
            await page.mouse.move(x, y);
            await page.mouse.down();
            await new Promise((resolve) => setTimeout(resolve, 120));
            await page.mouse.up();
          }
          await expect(pay(page)).toHaveAttribute('data-clicks', '1');
          await expectEveryProblem(page);
          expect(new URL(page.url()).pathname).toBe(checkout.path);
        });
      });
    }
  });
}
