// WCAG 2.2 A and AA checks of the element in every engine (docs/accessibility.md names each).
import assert from 'node:assert/strict';
import { expectAxeClean, expectTree } from '../../test/support/a11y-driver.js';
import {
  applyTextSpacing,
  readContrasts,
  readLayout,
  type Box,
} from '../../test/support/a11y-page.js';
import { configure, eventually, focusField } from '../../test/support/card-page.js';
import { TEST_CARD } from '../../test/support/cards.js';
import type { EngineDriver, Scenario } from '../../test/support/engine-driver.js';
import { gate } from '../../test/support/tokenization-server.js';
import { A11Y_STATES } from './a11y-states.js';

/** 1.4.3 and 1.4.11: every computed contrast at or above its minimum. */
async function expectContrasts(driver: EngineDriver, state: string): Promise<void> {
  const low = (await driver.evaluate(readContrasts)).filter(({ ratio, min }) => ratio < min);
  assert.deepEqual(low, [], `contrast below the minimum in the ${state} state`);
}

/** 1.4.1: an invalid input's start border is wider than a valid one's, whatever its colour. */
async function expectInvalidByShape(driver: EngineDriver): Promise<void> {
  const widths = await driver.evaluate(() =>
    [...document.querySelectorAll<HTMLInputElement>('card-tokenizer input')].map((input) => ({
      invalid: input.getAttribute('aria-invalid') === 'true',
      width: parseFloat(getComputedStyle(input).borderInlineStartWidth),
    })),
  );
  for (const { invalid, width } of widths) {
    if (invalid) assert.ok(width >= 4, `an invalid input's start border is ${width}px`);
    else assert.ok(width <= 2, `a valid input's start border is ${width}px`);
  }
}

/** 2.5.8: every input at least 24 × 24 CSS px. */
async function expectTargetSizes(driver: EngineDriver): Promise<void> {
  const { boxes } = await driver.evaluate(readLayout);
  const small = boxes
    .filter(({ what }) => what.startsWith('card-tokenizer-input'))
    .filter(({ left, right, top, bottom }) => right - left < 24 || bottom - top < 24);
  assert.deepEqual(small, []);
}

const stateScenarios: Scenario[] = A11Y_STATES.map((state) => ({
  name: `WCAG, ${state.name}: names, descriptions and states; axe; contrast; target size`,
  page: state.page,
  async run(context) {
    const end = await state.enter(context);
    try {
      const { driver } = context;
      await expectTree(driver, state);
      await expectAxeClean(driver, state.name);
      await expectContrasts(driver, state.name);
      await expectInvalidByShape(driver);
      await expectTargetSizes(driver);
    } finally {
      end?.();
    }
  },
}));

/** Two boxes that share more than a pixel of area. */
const overlap = (a: Box, b: Box) =>
  a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;

/** Nothing clipped, no box over another, no sideways scroll. */
async function expectLaidOut(driver: EngineDriver, how: string): Promise<void> {
  const { boxes, scrollWidth, viewportWidth } = await driver.evaluate(readLayout);
  assert.deepEqual(
    boxes.filter((box) => box.clipped).map((box) => box.what),
    [],
    `clipped ${how}`,
  );
  const overlaps = boxes.flatMap((a, i) =>
    boxes
      .slice(i + 1)
      .filter((b) => overlap(a, b))
      .map((b) => `${a.what} × ${b.what}`),
  );
  assert.deepEqual(overlaps, [], `overlapping ${how}`);
  assert.ok(scrollWidth <= viewportWidth, `${how}: the page scrolls sideways (${scrollWidth}px)`);
}

/** A card with an error on each field, whose long texts must wrap. */
async function showErrors(driver: EngineDriver): Promise<void> {
  await focusField(driver, 'number');
  await driver.type('4242');
  await driver.press('Tab');
  await driver.type('0120');
  await driver.press('Tab');
  await driver.type('1');
  await driver.evaluate(() => document.querySelector('button')!.focus());
}

const layoutScenarios: Scenario[] = [
  {
    name: 'WCAG 1.4.4, 1.4.10, 1.4.12: 200 % text, 320 px wide, text spacing: no clip or overlap',
    page: 'element-basic.html',
    async run({ driver }) {
      await showErrors(driver);
      await expectLaidOut(driver, 'as shown');
      await driver.evaluate(() => {
        document.documentElement.style.fontSize = '200%';
      });
      await expectLaidOut(driver, 'at 200 % text');
      // 1.4.10 in a 320 CSS px wide column (the viewport itself: e2e/element-a11y-layout.spec.ts).
      await driver.evaluate(() => {
        document.documentElement.style.fontSize = '';
        Object.assign(document.body.style, { width: '320px', margin: '0' });
      });
      await expectLaidOut(driver, 'at 320 px');
      await driver.evaluate(applyTextSpacing);
      await expectLaidOut(driver, 'with text spacing at 320 px');
    },
  },
  {
    name: 'WCAG 2.1.1, 2.4.3, 2.4.7, 2.4.11: Tab goes field by field, the focus shown and in view',
    page: 'element-basic.html',
    async run({ driver }) {
      await focusField(driver, 'number');
      for (const field of ['number', 'expiry', 'cvx', 'Pay']) {
        const focus = await driver.evaluate(() => {
          const active = document.activeElement as HTMLElement;
          const box = active.getBoundingClientRect();
          const atCenter = document.elementFromPoint(
            box.left + box.width / 2,
            box.top + box.height / 2,
          );
          return {
            at: active.dataset.field ?? active.textContent,
            shown: atCenter === active,
            inView: box.top >= 0 && box.bottom <= innerHeight && box.left >= 0,
          };
        });
        assert.deepEqual(focus, { at: field, shown: true, inView: true });
        if (field !== 'Pay') {
          const outline = (await driver.evaluate(readContrasts)).find(({ what }) =>
            what.startsWith(`focus outline of ${field}`),
          );
          assert.ok(outline && outline.ratio >= 3, `focus outline of ${field}: ${outline?.ratio}`);
          await driver.press('Tab');
        }
      }
    },
  },
  {
    name: 'WCAG 4.1.3: brand, progress and outcome reach the live region and stay there',
    page: 'element-basic.html',
    async run({ driver, server }) {
      const announced = () =>
        driver.evaluate(
          () =>
            document
              .querySelector('card-tokenizer')!
              .shadowRoot!.getElementById('announcer')!
              .textContent?.trim() ?? '',
        );
      const held = gate();
      server.behave(held.behaviour);
      await configure(driver, server.url);
      await focusField(driver, 'number');
      await driver.type('4242');
      await eventually(async () => assert.equal(await announced(), 'Card type: Visa'));
      await driver.evaluate(() => document.querySelector('card-tokenizer')!.reset());
      await driver.fillCard(TEST_CARD);
      await driver.evaluate(() => {
        void document.querySelector('card-tokenizer')!.tokenize();
      });
      await eventually(async () => assert.equal(await announced(), 'Saving your card…'));
      held.release();
      await eventually(async () => assert.equal(await announced(), 'Card saved'));
      // Past the 3 s a text is kept at least: nothing replaced it, so it stays.
      await new Promise((resolve) => setTimeout(resolve, 3_200));
      assert.equal(await announced(), 'Card saved');
    },
  },
];

/** Every accessibility scenario, in Chromium, Firefox and WebKit. */
export const accessibilityScenarios: Scenario[] = [...stateScenarios, ...layoutScenarios];
