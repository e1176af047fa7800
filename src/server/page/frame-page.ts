import { createHash } from 'node:crypto';
import { PaymentPageHeadersError } from './headers-error.js';
import { checkHash, checkList, checkOrigin } from './sources.js';
import { paymentPageHeaders, type PaymentPageHeadersOptions } from './headers.js';

/**
 * A script of the frame page: its URL and its `integrity` (dist/integrity.json), or its text
 * (`source`), written in the page under its hash: no request of its own before the card renders.
 */
export type FrameScript = { src: string; integrity: string } | { source: string };

export interface CardFramePageOptions {
  /** The origins of the checkout pages that embed the frame: its allowlist and frame-ancestors. */
  parentOrigins: string[];
  /**
   * The origins of the `CardRegistrationURL`s: any path of them. Prefer `tokenizationUrls`, which
   * also names the path; one of the two lists must name something.
   */
  tokenizationOrigins?: string[];
  /**
   * The fixed part of the `CardRegistrationURL`s, origin and path: a prefix ending in `/`
   * (`https://pci.example/api/vault/tokenize/`) or a whole path (`…/webpayment/getToken`). The
   * card is posted there only, never to another path of the same origin.
   */
  tokenizationUrls?: string[];
  /**
   * `card-frame.js` first, best inlined (`{ source }`), then any locale script (`locales/de.js`)
   * the frame speaks.
   */
  scripts: FrameScript[];
  /**
   * `registration-source="frame"`: the absolute URL, on the frame page's own origin, of the route
   * that creates the frame's Card Registration (`frameRegistrationRoute()`). The page names its
   * path; the CSP lets the frame reach that exact URL, nothing else of its origin.
   */
  registrationEndpoint?: string;
  /** The page's language before the parent tells its own. */
  lang?: string;
  /** As `paymentPageHeaders()`' options: a collector's address. */
  reportUrl?: PaymentPageHeadersOptions['reportUrl'];
  /**
   * The page is served at a URL that names its `version` (`card-frame.<version>.html`), so the
   * URL changes whenever the page does: browsers may keep it a year and open the frame without
   * a request. Off by default (`no-cache`: each load asks the server).
   */
  immutable?: boolean;
}

export interface CardFramePage {
  html: string;
  /** Every header to send with `html`: its strict CSP, `frame-ancestors` the parents. */
  headers: Record<string, string>;
  /** 16 base64url characters of the page's and its headers' SHA-256: a versioned URL's part. */
  version: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The page of `<card-tokenizer-frame>`'s iframe, to serve on an origin other than the checkout's:
 * its allowlist of parents and tokenization origins sits in a JSON block that never runs, its
 * scripts are pinned by hash, its headers let only the parents frame it, and its policy, in the
 * headers and again in a `<meta>`, lets the card go to the tokenization origins only.
 */
export function cardFramePage(options: CardFramePageOptions): CardFramePage {
  const parents = checkList('parentOrigins', options.parentOrigins, (n, v) => checkOrigin(n, v));
  if (parents.length === 0)
    throw new PaymentPageHeadersError(
      'parentOrigins',
      'a non-empty array of origins',
      options.parentOrigins,
    );
  const tokenization = [
    ...checkList('tokenizationOrigins', options.tokenizationOrigins ?? [], (n, v) =>
      checkOrigin(n, v),
    ),
    ...checkList('tokenizationUrls', options.tokenizationUrls ?? [], checkTokenizationUrl),
  ];
  if (tokenization.length === 0)
    throw new PaymentPageHeadersError(
      'tokenizationUrls',
      'a non-empty array of tokenization URL prefixes',
      options.tokenizationUrls,
    );
  const tokenizationOrigins = [...new Set(tokenization.map((source) => new URL(source).origin))];
  const scripts = checkList('scripts', options.scripts, (name, script) => {
    const { src, integrity, source } = (script ?? {}) as Record<string, unknown>;
    if (source !== undefined) return inlineScript(`${name}.source`, source);
    checkHash(`${name}.integrity`, integrity);
    if (typeof src !== 'string' || !src)
      throw new PaymentPageHeadersError(`${name}.src`, 'the URL of a script', src);
    return {
      integrity: integrity as string,
      tag: `<script src="${escapeHtml(src)}" integrity="${integrity as string}"></script>`,
    };
  });
  const endpoint =
    options.registrationEndpoint === undefined
      ? undefined
      : checkEndpoint('registrationEndpoint', options.registrationEndpoint);
  const { headers } = paymentPageHeaders({
    tokenizationOrigins,
    nonce: false,
    scriptHashes: scripts.map((script) => script.integrity),
    frameAncestors: parents,
    reportUrl: options.reportUrl,
    // No script of the frame loads another one without a hash.
    integrityPolicy: false,
  });
  // The card may leave for the tokenization paths only: not to another path of their origin (a
  // source ending in `/` matches that prefix), nor of the frame's own.
  const confined = [...tokenization, ...(endpoint ? [endpoint.href] : [])];
  const policy = withDirectives(headers['Content-Security-Policy']!, {
    'connect-src': confined,
    'form-action': tokenization,
  });
  headers['Content-Security-Policy'] = policy;
  headers['Referrer-Policy'] = 'no-referrer';
  headers['X-Content-Type-Options'] = 'nosniff';
  headers['Origin-Agent-Cluster'] = '?1';
  headers['Cache-Control'] = options.immutable ? 'public, max-age=31536000, immutable' : 'no-cache';
  headers['Content-Type'] = 'text/html; charset=utf-8';
  // `<` escaped: the JSON cannot end its script block.
  const config = JSON.stringify({
    parents,
    tokenization,
    ...(endpoint && { registration: endpoint.pathname }),
  }).replace(/</g, '\\u003c');
  const tags = scripts.map(({ tag }) => tag).join('\n');
  const lang = escapeHtml(options.lang ?? 'en');
  const html = `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${escapeHtml(metaPolicy(policy))}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Payment card</title>
<script type="application/json" id="card-tokenizer-frame-config">${config}</script>
</head>
<body>
${tags}
</body>
</html>
`;
  const version = createHash('sha256')
    .update(JSON.stringify(headers))
    .update(html)
    .digest('base64url')
    .slice(0, 16);
  return { html, headers, version };
}

/**
 * A script written in the page, allowed by the hash of its text (the `integrity` of the same
 * file). Its text must not end the script element nor enter the parser's escaped states.
 */
function inlineScript(option: string, source: unknown): { integrity: string; tag: string } {
  if (typeof source !== 'string' || !source)
    throw new PaymentPageHeadersError(option, 'the text of a script', source);
  if (/<\/script|<!--/i.test(source))
    throw new PaymentPageHeadersError(option, 'a script without "</script" or "<!--"', 'one');
  const integrity = `sha384-${createHash('sha384').update(source).digest('base64')}`;
  return { integrity, tag: `<script>${source}</script>` };
}

/** Each directive named in `replaced` gets those sources instead of its own; the rest is kept. */
function withDirectives(policy: string, replaced: Record<string, string[]>): string {
  return policy
    .split('; ')
    .map((directive) => {
      const name = directive.split(' ')[0]!;
      return replaced[name] ? [name, ...replaced[name]].join(' ') : directive;
    })
    .join('; ');
}

/** A `<meta>` policy ignores these: kept in the headers alone. */
const HEADER_ONLY = new Set(['frame-ancestors', 'report-uri', 'report-to']);

/**
 * The header's policy less what a `<meta>` cannot carry: a host that drops the headers still
 * confines the card and the scripts.
 */
function metaPolicy(policy: string): string {
  return policy
    .split('; ')
    .filter((directive) => !HEADER_ONLY.has(directive.split(' ')[0]!))
    .join('; ');
}

/** A URL with no query, fragment, credentials or CSP separators in its path, else `undefined`. */
function plainUrl(value: unknown): URL | undefined {
  if (typeof value !== 'string' || !URL.canParse(value)) return undefined;
  const url = new URL(value);
  const plain =
    !url.search && !url.hash && !url.username && !url.password && !/[;,\s']/.test(url.pathname);
  return plain ? url : undefined;
}

const TOKENIZATION_TEXT =
  'the fixed part of a tokenization URL, origin and path, such as "https://pci.example/api/vault/tokenize/" (https, or http on 127.0.0.1)';

/** A CSP source of an origin and path: a prefix ending in `/`, or one exact path. */
function checkTokenizationUrl(option: string, value: unknown): string {
  const url = plainUrl(value);
  if (!url) throw new PaymentPageHeadersError(option, TOKENIZATION_TEXT, value);
  try {
    return checkOrigin(option, url.origin) + url.pathname;
  } catch {
    throw new PaymentPageHeadersError(option, TOKENIZATION_TEXT, value);
  }
}

const ENDPOINT_TEXT =
  'the absolute URL of the registration route on the frame page\'s origin, such as "https://pay.shop.example/card-registration" (https, or http on 127.0.0.1)';

/** An exact URL for CSP and a path for the page: no query, fragment, credentials or separators. */
function checkEndpoint(option: string, value: unknown): URL {
  const url = plainUrl(value);
  if (!url || url.pathname === '/') throw new PaymentPageHeadersError(option, ENDPOINT_TEXT, value);
  try {
    checkOrigin(option, url.origin);
  } catch {
    throw new PaymentPageHeadersError(option, ENDPOINT_TEXT, value);
  }
  return url;
}
