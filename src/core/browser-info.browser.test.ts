import { afterEach, expect, test } from 'vitest';
import { COLOR_DEPTHS } from '../service/browser-info.js';
import { browserInfo } from './browser-info.js';

/** Shadows one of the browser's own readings for a test; removed after it. */
function pretend(target: object, property: string, value: unknown): void {
  Object.defineProperty(target, property, { value, configurable: true });
}

afterEach(() => {
  for (const [target, property] of [
    [navigator, 'language'],
    [screen, 'colorDepth'],
  ] as const) {
    delete (target as unknown as Record<string, unknown>)[property];
  }
});

test("gives this browser's values, in the service's names and types", () => {
  const info = browserInfo();
  expect(info).toStrictEqual({
    JavaEnabled: false,
    JavascriptEnabled: true,
    Language: navigator.language,
    ColorDepth: screen.colorDepth,
    ScreenHeight: screen.height,
    ScreenWidth: screen.width,
    TimeZoneOffset: String(new Date().getTimezoneOffset()),
    UserAgent: navigator.userAgent,
  });
  expect(COLOR_DEPTHS).toContain(info.ColorDepth);
});

test.each([
  [30, 24],
  [10, 8],
  [0, 1],
])('a screen of %i bits per pixel gives ColorDepth %i', (bits, depth) => {
  pretend(screen, 'colorDepth', bits);
  expect(browserInfo().ColorDepth).toBe(depth);
});

test('a language tag is given in its canonical case', () => {
  pretend(navigator, 'language', 'fr-fr');
  expect(browserInfo().Language).toBe('fr-FR');
});

test.each(['C', ''])(
  'a language %j, which is no BCP 47 tag, reads as the language the browser formats in',
  (posix) => {
    pretend(navigator, 'language', posix);
    const { language, script, region } = new Intl.Locale(
      Intl.DateTimeFormat().resolvedOptions().locale,
    );
    expect(browserInfo().Language).toBe([language, script, region].filter(Boolean).join('-'));
    expect(Intl.getCanonicalLocales(browserInfo().Language)).toHaveLength(1);
  },
);
