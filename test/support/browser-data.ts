import assert from 'node:assert/strict';
import { COLOR_DEPTHS, type BrowserData } from '../../src/service/browser-info.js';

/** The fields of `BrowserInfo` a browser knows. */
const FIELDS = [
  'JavaEnabled',
  'JavascriptEnabled',
  'Language',
  'ColorDepth',
  'ScreenHeight',
  'ScreenWidth',
  'TimeZoneOffset',
  'UserAgent',
];

/** Checks the service's names and types: what a backend passes on as `BrowserInfo`. */
export function assertBrowserData(data: unknown): asserts data is BrowserData {
  const browser = data as BrowserData;
  // Sorted: WebDriver's classic protocol does not keep an object's key order.
  assert.deepEqual(Object.keys(browser).sort(), [...FIELDS].sort());
  assert.equal(browser.JavaEnabled, false);
  assert.equal(browser.JavascriptEnabled, true);
  assert.match(browser.Language, /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/i);
  assert.ok(COLOR_DEPTHS.includes(browser.ColorDepth), `ColorDepth ${browser.ColorDepth}`);
  for (const side of [browser.ScreenHeight, browser.ScreenWidth]) {
    assert.ok(Number.isInteger(side) && side > 0, `a screen side of ${side} px`);
  }
  assert.match(browser.TimeZoneOffset, /^-?\d{1,4}$/);
  assert.match(browser.UserAgent, /^Mozilla\/5\.0 \(/);
}

/**
 * A form body with its `<name>-browser` field checked and taken out, so the rest compares as
 * before: that field holds the browser's own values.
 */
export function withoutBrowserData(body: string, name = 'card'): string {
  const fields = new URLSearchParams(body);
  const json = fields.get(`${name}-browser`);
  assert.ok(json !== null, `Expected the form to post ${name}-browser, got ${body}`);
  assertBrowserData(JSON.parse(json));
  fields.delete(`${name}-browser`);
  return fields.toString();
}

/** What a desktop Chromium in Paris in summer reports of itself (`browserInfo()` in the browser). */
export const BROWSER_DATA: BrowserData = {
  JavaEnabled: false,
  JavascriptEnabled: true,
  Language: 'fr-FR',
  ColorDepth: 24,
  ScreenHeight: 1080,
  ScreenWidth: 1920,
  TimeZoneOffset: '-120',
  UserAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0',
};

export const ACCEPT_HEADER = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
