import assert from 'node:assert/strict';
import { assertBrowserData } from '../../test/support/browser-data.js';
import { configure, eventually, postFormTo, serverRequests } from '../../test/support/card-page.js';
import { CARD_NUMBER_FORMS, TEST_CARD } from '../../test/support/cards.js';
import type { EngineDriver, Scenario, ScenarioContext } from '../../test/support/engine-driver.js';
import { COLOR_DEPTHS, type BrowserData } from '../../src/service/browser-info.js';

const TOKENIZE = 'POST /api/vault/tokenize/b64blob';

/** What the page itself reads, without the library. */
interface PageReading {
  language: string;
  /** `navigator.language` is a BCP 47 tag (a browser started with `LANG=C` says `C`). */
  languageIsTag: boolean;
  /** The language the browser formats in, without extensions. */
  formatting: string;
  userAgent: string;
  width: number;
  height: number;
  colorDepth: number;
  timeZone: string;
}

function readPage(driver: EngineDriver): Promise<PageReading> {
  return driver.evaluate(() => ({
    language: navigator.language,
    languageIsTag: (() => {
      try {
        return Intl.getCanonicalLocales(navigator.language).length === 1;
      } catch {
        return false;
      }
    })(),
    formatting: (() => {
      const { language, script, region } = new Intl.Locale(
        Intl.DateTimeFormat().resolvedOptions().locale,
      );
      return [language, script, region].filter(Boolean).join('-');
    })(),
    userAgent: navigator.userAgent,
    width: screen.width,
    height: screen.height,
    colorDepth: screen.colorDepth,
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  }));
}

/**
 * Calls `browserInfo()` in `browser-info.html`, with `new Date()` at `time` when given (a Date
 * subclass for that one call).
 */
function browserInfo(driver: EngineDriver, time?: number): Promise<BrowserData> {
  return driver.evaluate((at) => {
    const page = window as unknown as { browserInfo(): BrowserData };
    const RealDate = Date;
    if (typeof at === 'number') {
      globalThis.Date = class extends RealDate {
        constructor() {
          super(at as number);
        }
      } as DateConstructor;
    }
    try {
      return page.browserInfo();
    } finally {
      globalThis.Date = RealDate;
    }
  }, time ?? null);
}

/** The browser's own values, in the service's names and types. */
async function realValues({ driver }: ScenarioContext): Promise<void> {
  const browser = await browserInfo(driver);
  const page = await readPage(driver);
  assertBrowserData(browser);
  assert.equal(browser.Language, page.languageIsTag ? page.language : page.formatting);
  assert.equal(browser.UserAgent, page.userAgent);
  assert.equal(browser.ScreenWidth, page.width);
  assert.equal(browser.ScreenHeight, page.height);
  // The deepest value 3DS2 allows that the screen reaches (a 30-bit screen reads 24).
  const allowed = COLOR_DEPTHS.filter((depth) => depth <= page.colorDepth);
  assert.equal(browser.ColorDepth, Math.max(...allowed), `a ${page.colorDepth}-bit screen`);
}

/** A plain form posts `<name>-browser`, the browser's real values, next to the token. */
async function formPostsBrowserData(context: ScenarioContext): Promise<void> {
  const { driver, server } = context;
  const page = await readPage(driver);
  await configure(driver, server.url);
  await postFormTo(driver, `${server.origin}/submitted`);
  await driver.fillCard(TEST_CARD);
  await driver.evaluate(() => {
    document.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
  });
  await eventually(() => assert.deepEqual(serverRequests(context), [TOKENIZE, 'POST /submitted']));
  const posted = server.requests.find((request) => request.url === '/submitted')!.body;
  const fields = new URLSearchParams(posted);
  assert.deepEqual([...fields.keys()], ['email', 'card', 'card-browser']);
  assert.equal(fields.get('card'), 'data=registration-data-1');
  const browser = JSON.parse(fields.get('card-browser')!) as BrowserData;
  assertBrowserData(browser);
  assert.equal(browser.UserAgent, page.userAgent);
  assert.equal(browser.Language, page.languageIsTag ? page.language : page.formatting);
  assert.equal(browser.ScreenWidth, page.width);
  assert.ok(!CARD_NUMBER_FORMS.some((form) => posted.includes(form)));
  await eventually(async () =>
    assert.equal(await driver.evaluate(() => location.pathname), '/submitted'),
  );
}

/** 3DS2's `TimeZoneOffset`: minutes, UTC minus local, so east of Greenwich is negative. */
const OFFSETS = [
  { timeZone: 'Europe/Paris', season: 'winter', date: '2026-01-15', offset: '-60' },
  { timeZone: 'Europe/Paris', season: 'summer', date: '2026-07-15', offset: '-120' },
  { timeZone: 'America/New_York', season: 'winter', date: '2026-01-15', offset: '300' },
  { timeZone: 'America/New_York', season: 'summer', date: '2026-07-15', offset: '240' },
  { timeZone: 'Australia/Adelaide', season: 'winter', date: '2026-07-15', offset: '-570' },
];

const timeZoneScenarios: Scenario[] = OFFSETS.map(({ timeZone, season, date, offset }) => ({
  name: `browserInfo() in ${timeZone} (${season}): TimeZoneOffset "${offset}"`,
  page: 'browser-info.html',
  timeZone,
  run: async ({ driver }) => {
    const browser = await browserInfo(driver, Date.parse(`${date}T12:00:00Z`));
    const page = await readPage(driver);
    assert.equal(page.timeZone, timeZone, 'the browser runs in the time zone asked for');
    assert.equal(browser.TimeZoneOffset, offset);
  },
}));

export const browserInfoScenarios: Scenario[] = [
  {
    name: "browserInfo() gives the browser's own values in the service's names and types",
    page: 'browser-info.html',
    run: realValues,
  },
  {
    name: 'a plain form posts card-browser, the browser data as JSON, next to the token',
    page: 'element-form.html',
    run: formPostsBrowserData,
  },
  ...timeZoneScenarios,
];
