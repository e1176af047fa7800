import { COLOR_DEPTHS, type BrowserData, type ColorDepth } from '../service/browser-info.js';

/**
 * The deepest colour depth 3DS2 accepts that the screen reaches: 30 bits (HDR) reads 24. A
 * depth below 1 bit, which no screen has, reads 1.
 */
export function colorDepth(bits: number): ColorDepth {
  return COLOR_DEPTHS.reduce<ColorDepth>((deepest, depth) => (depth <= bits ? depth : deepest), 1);
}

/**
 * The browser's language as a BCP 47 tag. A browser started in the POSIX locale (Linux, `LANG=C`)
 * says `C`, which is not one: the language it formats in stands for it then.
 */
function language(): string {
  try {
    return Intl.getCanonicalLocales(navigator.language)[0]!;
  } catch {
    // Without extensions: WebKit formats a `C` locale as `en-US-u-va-posix`.
    return Intl.DateTimeFormat().resolvedOptions().locale.split(/-\w-/)[0]!;
  }
}

/**
 * What 3-D Secure 2 asks of the shopper's browser (`BrowserInfo`), in the service's names and
 * types, for the backend's Card Validation or pay-in: screen, colour depth, language, time zone
 * and user agent. Nothing comes from the card. The backend adds `AcceptHeader` and the IP
 * address, which a page cannot read.
 */
export function browserInfo(): BrowserData {
  return {
    // `navigator.javaEnabled()` is false in every current browser: no page can run Java.
    JavaEnabled: false,
    JavascriptEnabled: true,
    Language: language(),
    ColorDepth: colorDepth(screen.colorDepth),
    ScreenHeight: screen.height,
    ScreenWidth: screen.width,
    // 3DS2's sign: UTC minus local, so "-120" for UTC+2, as `getTimezoneOffset()` counts.
    TimeZoneOffset: String(new Date().getTimezoneOffset()),
    UserAgent: navigator.userAgent,
  };
}
