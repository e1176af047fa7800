import type { IncomingHttpHeaders } from 'node:http';
import {
  BROWSER_INFO_LIMITS as LIMITS,
  LANGUAGE_PATTERN,
  TIME_ZONE_OFFSET_PATTERN,
} from '../../service/browser-info-limits.js';
import { COLOR_DEPTHS, type BrowserData, type BrowserInfo } from '../../service/browser-info.js';
import { BrowserInfoError } from './browser-info-error.js';
import { clientAddress, trustedProxyList } from './client-address.js';

/** A Node `IncomingMessage` (node:http, Express, Hono's `c.env.incoming`), or the part of it read here. */
export interface NodeRequest {
  headers: IncomingHttpHeaders;
  socket?: { remoteAddress?: string | undefined } | null;
}

export interface BrowserInfoOptions {
  /** The peer's address; required with a Fetch `Request`, which has no socket (Hono: `getConnInfo(c).remote.address`). */
  remoteAddress?: string;
  /**
   * Proxies in front of this server (addresses or CIDR ranges). Only when the peer is one of them
   * is `X-Forwarded-For` read; without this option it never is.
   */
  trustedProxies?: readonly string[];
}

/** The two fields of a Card Validation or a pay-in that describe the shopper's browser. */
export type BrowserInfoFromRequest = { BrowserInfo: BrowserInfo; IpAddress: string };

/**
 * Completes the browser's data (`browserInfo()` in the browser, the element's `<name>-browser`
 * form field, or `card-tokenized`'s `detail.browserInfo`; an object or its JSON) with what only the
 * backend sees: the request's `Accept` header and the shopper's IP address. Every field is checked;
 * a bad one throws a `BrowserInfoError` naming it, and nothing is sent.
 *
 * ```js
 * const { BrowserInfo, IpAddress } = browserInfoFromRequest(c.env.incoming, form['card-browser']);
 * ```
 */
export function browserInfoFromRequest(
  request: NodeRequest | Request,
  browserData: unknown,
  options: BrowserInfoOptions = {},
): BrowserInfoFromRequest {
  const fetchRequest = isFetchRequest(request);
  const header = (name: string): string | null => {
    if (fetchRequest) return request.headers.get(name);
    const value = request.headers[name];
    return Array.isArray(value) ? value.join(', ') : (value ?? null);
  };
  const peer = options.remoteAddress ?? (fetchRequest ? undefined : request.socket?.remoteAddress);
  if (peer === undefined) {
    throw new TypeError(
      fetchRequest
        ? 'Expected options.remoteAddress with a Fetch Request, which has no socket (Hono: getConnInfo(c).remote.address)'
        : 'Expected the request to have a connected socket, or options.remoteAddress',
    );
  }
  const trusted = options.trustedProxies ? trustedProxyList(options.trustedProxies) : null;
  const data = checkBrowserData(browserData);
  return {
    BrowserInfo: { AcceptHeader: acceptHeader(header('accept')), ...data },
    IpAddress: clientAddress(peer, header('x-forwarded-for'), trusted),
  };
}

function isFetchRequest(request: NodeRequest | Request): request is Request {
  return typeof (request.headers as Headers).get === 'function';
}

function acceptHeader(value: string | null): string {
  const text = value?.trim() ?? '';
  if (text === '' || text.length > LIMITS.maxHeaderLength) {
    throw new BrowserInfoError(
      'AcceptHeader',
      `the request's Accept header, 1 to ${LIMITS.maxHeaderLength} characters`,
      value === null ? undefined : value,
    );
  }
  return text;
}

const FIELDS = [
  'JavaEnabled',
  'JavascriptEnabled',
  'Language',
  'ColorDepth',
  'ScreenHeight',
  'ScreenWidth',
  'TimeZoneOffset',
  'UserAgent',
] as const satisfies readonly (keyof BrowserData)[];

/** The browser's fields, each checked as 3DS2 bounds it; anything else is refused, not dropped. */
export function checkBrowserData(value: unknown): BrowserData {
  const record = parseRecord(value);
  const unknown = Object.keys(record).filter((key) => !(FIELDS as readonly string[]).includes(key));
  if (unknown.length > 0) {
    throw new BrowserInfoError(
      'BrowserInfo',
      `only the fields ${FIELDS.join(', ')}`,
      unknown.join(', '),
    );
  }
  return {
    JavaEnabled: boolean(record, 'JavaEnabled'),
    JavascriptEnabled: boolean(record, 'JavascriptEnabled'),
    Language: text(record, 'Language', LIMITS.maxLanguageLength, LANGUAGE_PATTERN, 'a BCP 47 tag'),
    ColorDepth: colorDepth(record.ColorDepth),
    ScreenHeight: screenSize(record, 'ScreenHeight'),
    ScreenWidth: screenSize(record, 'ScreenWidth'),
    TimeZoneOffset: timeZoneOffset(record.TimeZoneOffset),
    UserAgent: text(record, 'UserAgent', LIMITS.maxHeaderLength, /\S/, 'the browser user agent'),
  };
}

function parseRecord(value: unknown): Record<string, unknown> {
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      parsed = undefined;
    }
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new BrowserInfoError('BrowserInfo', "the browser's data, an object or its JSON", value);
  }
  return parsed as Record<string, unknown>;
}

type Fields = Record<string, unknown>;
const name = (field: string) => `BrowserInfo.${field}`;

function boolean(record: Fields, field: string): boolean {
  const value = record[field];
  if (typeof value !== 'boolean') throw new BrowserInfoError(name(field), 'true or false', value);
  return value;
}

function text(record: Fields, field: string, max: number, shape: RegExp, what: string): string {
  const value = record[field];
  if (typeof value !== 'string' || value.length > max || !shape.test(value)) {
    throw new BrowserInfoError(name(field), `${what}, 1 to ${max} characters`, value);
  }
  return value;
}

function colorDepth(value: unknown): BrowserData['ColorDepth'] {
  const depth = COLOR_DEPTHS.find((allowed) => allowed === value);
  if (depth === undefined) {
    throw new BrowserInfoError(name('ColorDepth'), `one of ${COLOR_DEPTHS.join(', ')}`, value);
  }
  return depth;
}

function screenSize(record: Fields, field: string): number {
  const value = record[field];
  if (
    !Number.isInteger(value) ||
    (value as number) < 0 ||
    (value as number) > LIMITS.maxScreenSize
  ) {
    throw new BrowserInfoError(name(field), `an integer from 0 to ${LIMITS.maxScreenSize}`, value);
  }
  return value as number;
}

/** Sent as a string, as the service's typings have it; a number (some of its examples) is accepted too. */
function timeZoneOffset(value: unknown): string {
  const minutes =
    typeof value === 'string' && TIME_ZONE_OFFSET_PATTERN.test(value) ? Number(value) : value;
  const { minTimeZoneOffset: min, maxTimeZoneOffset: max } = LIMITS;
  if (!Number.isInteger(minutes) || (minutes as number) < min || (minutes as number) > max) {
    throw new BrowserInfoError(
      name('TimeZoneOffset'),
      `whole minutes from ${min} to ${max}, UTC minus local time ("-120" for UTC+2)`,
      value,
    );
  }
  return String(minutes === 0 ? 0 : minutes);
}
