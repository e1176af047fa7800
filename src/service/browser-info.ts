/**
 * 3-D Secure 2's browser data as the service names it (`BrowserInfo` of a Card Validation or a
 * pay-in, PROTOCOL.md "Card Validation and 3-D Secure"). Shared by `browserInfo()` in the
 * browser and the server client that completes and checks it.
 */

/** The colour depths (bits per pixel) 3DS2 accepts; a browser's value is mapped to one of them. */
export const COLOR_DEPTHS = [1, 4, 8, 15, 16, 24, 32, 48] as const;
export type ColorDepth = (typeof COLOR_DEPTHS)[number];

export interface BrowserInfo {
  /** The browser's HTTP `Accept` header, read by the backend from the shopper's request. */
  AcceptHeader: string;
  /** `false` in every current browser. */
  JavaEnabled: boolean;
  JavascriptEnabled: boolean;
  /** BCP 47 tag, as `navigator.language` gives it, e.g. `fr-FR`. */
  Language: string;
  ColorDepth: ColorDepth;
  ScreenHeight: number;
  ScreenWidth: number;
  /** Minutes, UTC minus local time, as a string: `"-120"` for UTC+2. */
  TimeZoneOffset: string;
  UserAgent: string;
}

/** What the browser can tell of itself: everything but the `Accept` header. */
export type BrowserData = Omit<BrowserInfo, 'AcceptHeader'>;
