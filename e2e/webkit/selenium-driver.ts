import { Origin, Key as SeleniumKey, type WebDriver } from 'selenium-webdriver';
import { fillCard } from '../../src/testing/webdriver.js';
import type { EngineDriver, Key } from '../../test/support/engine-driver.js';

const KEYS: Record<Key, string> = {
  Enter: SeleniumKey.ENTER,
  Backspace: SeleniumKey.BACK_SPACE,
  Tab: SeleniumKey.TAB,
  ArrowLeft: SeleniumKey.ARROW_LEFT,
  ArrowRight: SeleniumKey.ARROW_RIGHT,
  Space: SeleniumKey.SPACE,
};

/** Drives a classic WebDriver session; keys go to the focused element, even in a shadow root. */
export function seleniumDriver(session: WebDriver, pagesUrl: string): EngineDriver {
  return {
    goto: (path) => session.get(new URL(path, pagesUrl).href),
    type: (text) => session.actions().sendKeys(text).perform(),
    fillCard: async (card, options) =>
      fillCard(await session.findElement({ css: 'card-tokenizer' }), card, options),
    press: (key) => session.actions().sendKeys(KEYS[key]).perform(),
    pressAt: (x, y, ms) =>
      session
        .actions()
        .move({ x: Math.round(x), y: Math.round(y), origin: Origin.VIEWPORT })
        .press()
        .pause(ms)
        .release()
        .perform(),
    evaluate: (fn, arg) =>
      arg === undefined ? session.executeScript(fn) : session.executeScript(fn, arg),
  };
}
