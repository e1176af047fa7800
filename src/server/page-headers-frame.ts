import { createHash } from 'node:crypto';
import { PaymentPageHeadersError } from './page-headers-error.js';
import { checkHash, checkList, checkOrigin } from './page-headers-sources.js';
import { paymentPageHeaders, type PaymentPageHeadersOptions } from './page-headers.js';

/**
 * A script of the frame page: its URL and its `integrity` (dist/integrity.json), or its text
 * (`source`), written in the page under its hash: no request of its own before the card renders.
 */
export type FrameScript = { src: string; integrity: string } | { source: string };

export interface CardFramePageOptions {
  /** The origins of the checkout pages that embed the frame: its allowlist and frame-ancestors. */
  parentOrigins: string[];
  /** The origins of the `CardRegistrationURL`s: the only place the card may be posted to. */
  tokenizationOrigins: string[];
  /**
   * `card-frame.js` first, best inlined (`{ source }`), then any locale script (`locales/de.js`)
   * the frame speaks.
   */
  scripts: FrameScript[];
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
 * scripts are pinned by hash, and its headers let only the parents frame it.
 */
export function cardFramePage(options: CardFramePageOptions): CardFramePage {
  const parents = checkList('parentOrigins', options.parentOrigins, (n, v) => checkOrigin(n, v));
  if (parents.length === 0)
    throw new PaymentPageHeadersError(
      'parentOrigins',
      'a non-empty array of origins',
      options.parentOrigins,
    );
  const tokenization = checkList('tokenizationOrigins', options.tokenizationOrigins, (n, v) =>
    checkOrigin(n, v),
  );
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
  const { headers } = paymentPageHeaders({
    tokenizationOrigins: tokenization,
    nonce: false,
    scriptHashes: scripts.map((script) => script.integrity),
    frameAncestors: parents,
    reportUrl: options.reportUrl,
    // No script of the frame loads another one without a hash.
    integrityPolicy: false,
  });
  headers['Referrer-Policy'] = 'no-referrer';
  headers['X-Content-Type-Options'] = 'nosniff';
  headers['Origin-Agent-Cluster'] = '?1';
  headers['Cache-Control'] = options.immutable ? 'public, max-age=31536000, immutable' : 'no-cache';
  headers['Content-Type'] = 'text/html; charset=utf-8';
  // `<` escaped: the JSON cannot end its script block.
  const config = JSON.stringify({ parents, tokenization }).replace(/</g, '\\u003c');
  const tags = scripts.map(({ tag }) => tag).join('\n');
  const lang = escapeHtml(options.lang ?? 'en');
  const html = `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
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
