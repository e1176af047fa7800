import type { Page } from '@playwright/test';
import { fillCard } from '../../src/testing/playwright.js';
import type { EngineDriver } from './engine-driver.js';

/** Drives a Playwright page (Chromium over CDP, Firefox over WebDriver BiDi). */
export function playwrightDriver(page: Page): EngineDriver {
  return {
    goto: async (path) => {
      await page.goto(path);
    },
    type: (text) => page.keyboard.type(text),
    fillCard: (card, options) => fillCard(page.locator('card-tokenizer'), card, options),
    press: (key) => page.keyboard.press(key),
    pressAt: async (x, y, ms) => {
      await page.mouse.move(x, y);
      await page.mouse.down();
      await new Promise((resolve) => setTimeout(resolve, ms));
      await page.mouse.up();
    },
    evaluate: <R, A>(fn: (arg: A) => R | Promise<R>, arg?: A) =>
      page.evaluate(fn as (arg: unknown) => R | Promise<R>, arg),
  };
}
