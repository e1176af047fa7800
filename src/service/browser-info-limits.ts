/**
 * The bounds 3DS2 (EMVCo) sets on `BrowserInfo`, shared by the server client, which refuses a bad
 * value before sending it, and the sandbox, which refuses it as the service would.
 */
export const BROWSER_INFO_LIMITS = {
  /** Characters of `AcceptHeader` and of `UserAgent`. */
  maxHeaderLength: 2048,
  /** Characters of a BCP 47 `Language` tag (`fr`, `FR-FR`, `zh-Hant-TW`). */
  maxLanguageLength: 35,
  /** Pixels: 3DS2 allows up to six digits. */
  maxScreenSize: 999_999,
  /** Minutes, UTC minus local: from UTC+14 (−840) to UTC−12 (720). */
  minTimeZoneOffset: -840,
  maxTimeZoneOffset: 720,
} as const;

/** A BCP 47 tag's shape: letters, then letter-or-digit subtags, separated by `-`. */
export const LANGUAGE_PATTERN = /^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/;

/** Whole minutes, optionally signed: `-120`, `+60`, `0`. */
export const TIME_ZONE_OFFSET_PATTERN = /^[+-]?\d{1,4}$/;
