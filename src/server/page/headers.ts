import { PaymentPageHeadersError } from './headers-error.js';
import { preconnectLink } from './preconnect.js';
import {
  checkHash,
  checkList,
  checkNonce,
  checkOrigin,
  checkPolicyName,
  checkReportUrl,
  checkSource,
  makeNonce,
} from './sources.js';

/** The Trusted Types policy the element's templates go through (Lit's). */
export const ELEMENT_TRUSTED_TYPES = ['lit-html'] as const;
/** The name of the endpoint in `Reporting-Endpoints` that `report-to` and `Integrity-Policy` use. */
export const REPORTING_ENDPOINT = 'payment-page';

/** Fetch directives other than scripts whose sources a page may extend. */
export interface PaymentPageSources {
  /** Images; `'self'` and `data:` always. */
  img?: string[];
  /** Stylesheets; `'self'` always. `'unsafe-inline'` allowed here (styles cannot run code). */
  style?: string[];
  font?: string[];
  /** Frames the page embeds (a 3-D Secure challenge shown in an iframe, say). */
  frame?: string[];
  media?: string[];
}

export interface PaymentPageHeadersOptions {
  /**
   * Where the element posts the card: the origin of each `CardRegistrationURL` the service
   * returns, e.g. `https://tokenization.example`. The page's scripts can send data only there and
   * to the page's own origin.
   */
  tokenizationOrigins: string[];
  /**
   * The address of a `reportCollector()`, a path of this site (`/reports`) or an https URL. Adds
   * `report-to` (and `report-uri` for browsers without the Reporting API), `Reporting-Endpoints`,
   * and the endpoint of `Integrity-Policy`.
   */
  reportUrl?: string;
  /**
   * A fresh nonce per call by default (put it on each `<script>` of the page). A nonce the page's
   * framework already made, or `false` for a page cached whole: then `scriptHashes` alone.
   */
  nonce?: string | false;
  /** The `integrity` hashes (`sha384-…`) of scripts the page loads without a nonce. */
  scriptHashes?: string[];
  /** Other origins the page's own scripts fetch from (an API on another host, analytics). */
  connectSrc?: string[];
  /** Other origins forms may post to or be redirected to: the 3-D Secure pages, say. */
  formAction?: string[];
  /** Who may frame the page: `'self'` (default), `'none'` or origins. */
  frameAncestors?: string[];
  /** Trusted Types policies the page's own code creates, beside the element's `lit-html`. */
  trustedTypes?: string[];
  sources?: PaymentPageSources;
  /**
   * `'report-only'` (default) reports every script loaded without `integrity`; `'enforce'` blocks
   * them (Chromium 138+); `false` sends no `Integrity-Policy`. Watch the reports before enforcing.
   */
  integrityPolicy?: 'report-only' | 'enforce' | false;
  /** Sends the CSP as `Content-Security-Policy-Report-Only`, to watch a new policy first. */
  reportOnly?: boolean;
  /**
   * Origins to connect to while the page still loads, as a `Link: <origin>; rel=preconnect`
   * header: the card frame's (`<card-tokenizer-frame src>`), whose connection then is ready when
   * the iframe starts.
   */
  preconnect?: string[];
}

export interface PaymentPageHeaders {
  /** Header names and values to set on the page's response, as `Headers` accepts them. */
  headers: Record<string, string>;
  /** Put as `nonce="…"` on each `<script>` tag of this response; `undefined` with `nonce: false`. */
  nonce: string | undefined;
}

const OWN = "'self'";

/**
 * The response headers of the page that carries `<card-tokenizer>`: a strict Content Security
 * Policy (nonce or hashes with `'strict-dynamic'`, every script's hash reported, card data able to
 * leave only for the tokenization server), Trusted Types, `Reporting-Endpoints` and
 * `Integrity-Policy`. Call it for each response: the nonce must never repeat.
 */
export function paymentPageHeaders(options: PaymentPageHeadersOptions): PaymentPageHeaders {
  if (typeof options !== 'object' || options === null) {
    throw new PaymentPageHeadersError('options', 'an object', options);
  }
  const tokenization = checkList('tokenizationOrigins', options.tokenizationOrigins, (n, v) =>
    checkOrigin(n, v),
  );
  if (tokenization.length === 0) {
    throw new PaymentPageHeadersError(
      'tokenizationOrigins',
      'a non-empty array of origins',
      options.tokenizationOrigins,
    );
  }
  const nonce = readNonce(options.nonce);
  const hashes = checkList('scriptHashes', options.scriptHashes, checkHash);
  if (nonce === undefined && hashes.length === 0) {
    throw new PaymentPageHeadersError(
      'scriptHashes',
      'a non-empty array when nonce is false (no script could run)',
      options.scriptHashes,
    );
  }
  const reportUrl =
    options.reportUrl === undefined ? undefined : checkReportUrl('reportUrl', options.reportUrl);
  const policy = contentSecurityPolicy(options, { tokenization, nonce, hashes, reportUrl });

  const headers: Record<string, string> = {
    [options.reportOnly ? 'Content-Security-Policy-Report-Only' : 'Content-Security-Policy']:
      policy,
  };
  if (reportUrl) headers['Reporting-Endpoints'] = `${REPORTING_ENDPOINT}="${reportUrl}"`;
  const integrity = integrityPolicy(options.integrityPolicy, Boolean(reportUrl));
  if (integrity) headers[integrity.name] = integrity.value;
  const link = preconnectLink(options.preconnect);
  if (link) headers.Link = link;
  return { headers, nonce };
}

function readNonce(value: unknown): string | undefined {
  if (value === undefined) return makeNonce();
  if (value === false) return undefined;
  return checkNonce('nonce', value);
}

interface Checked {
  tokenization: string[];
  nonce: string | undefined;
  hashes: string[];
  reportUrl: string | undefined;
}

function contentSecurityPolicy(options: PaymentPageHeadersOptions, checked: Checked): string {
  const { tokenization, nonce, hashes, reportUrl } = checked;
  const origins = (name: string, value: unknown) =>
    checkList(name, value, (n, v) => checkOrigin(n, v, ['https:', 'http:', 'wss:', 'ws:']));
  const sources = readSources(options.sources);
  const ancestors =
    options.frameAncestors === undefined
      ? [OWN]
      : checkList('frameAncestors', options.frameAncestors, (n, v) =>
          v === OWN || v === "'none'" ? v : checkOrigin(n, v),
        );
  const policies = checkList('trustedTypes', options.trustedTypes, checkPolicyName);

  const directives: [string, ...string[]][] = [
    ['default-src', OWN],
    [
      'script-src',
      ...(nonce ? [`'nonce-${nonce}'`] : []),
      ...hashes,
      "'strict-dynamic'",
      "'report-sha256'",
    ],
    ['style-src', OWN, ...sources.style],
    ['img-src', OWN, 'data:', ...sources.img],
    ...(sources.font.length ? [['font-src', OWN, ...sources.font] as [string, ...string[]]] : []),
    ...(sources.frame.length
      ? [['frame-src', OWN, ...sources.frame] as [string, ...string[]]]
      : []),
    ...(sources.media.length
      ? [['media-src', OWN, ...sources.media] as [string, ...string[]]]
      : []),
    ['connect-src', OWN, ...tokenization, ...origins('connectSrc', options.connectSrc)],
    ['form-action', OWN, ...tokenization, ...origins('formAction', options.formAction)],
    ['frame-ancestors', ...ancestors],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['require-trusted-types-for', "'script'"],
    ['trusted-types', ...new Set([...ELEMENT_TRUSTED_TYPES, ...policies])],
    // report-uri for the browsers whose CSP does not use the Reporting API yet (Firefox, Safari).
    ...(reportUrl
      ? [
          ['report-uri', reportUrl] as [string, string],
          ['report-to', REPORTING_ENDPOINT] as [string, string],
        ]
      : []),
  ];
  return directives.map((words) => [...new Set(words)].join(' ')).join('; ');
}

function readSources(value: PaymentPageSources | undefined): Required<PaymentPageSources> {
  if (value !== undefined && (typeof value !== 'object' || value === null)) {
    throw new PaymentPageHeadersError('sources', 'an object', value);
  }
  const list = (kind: keyof PaymentPageSources, keywords: string[] = [OWN]) =>
    checkList(`sources.${kind}`, value?.[kind], (n, v) => checkSource(n, v, keywords));
  return {
    img: list('img'),
    style: list('style', [OWN, "'unsafe-inline'"]),
    font: list('font'),
    frame: list('frame'),
    media: list('media'),
  };
}

function integrityPolicy(
  mode: PaymentPageHeadersOptions['integrityPolicy'],
  reporting: boolean,
): { name: string; value: string } | undefined {
  if (mode === false) return undefined;
  if (mode !== undefined && mode !== 'report-only' && mode !== 'enforce') {
    throw new PaymentPageHeadersError('integrityPolicy', '"report-only", "enforce" or false', mode);
  }
  const name = mode === 'enforce' ? 'Integrity-Policy' : 'Integrity-Policy-Report-Only';
  const endpoints = reporting ? `, endpoints=(${REPORTING_ENDPOINT})` : '';
  return { name, value: `blocked-destinations=(script)${endpoints}` };
}
