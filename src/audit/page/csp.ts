import type { Drift, HeaderSeen } from '../terms/evidence.js';

/** One policy: directive name (lower case) → its source list as written. */
export type Policy = Map<string, string[]>;

/** Parses a CSP header value; a comma separates policies sent in one header, each enforced. */
export function parsePolicies(value: string): Policy[] {
  return value.split(',').map((text) => {
    const policy: Policy = new Map();
    for (const part of text.split(';')) {
      const [name, ...sources] = part.trim().split(/\s+/);
      // The first occurrence of a directive wins; later ones are ignored by browsers.
      if (name && !policy.has(name.toLowerCase())) policy.set(name.toLowerCase(), sources);
    }
    return policy;
  });
}

/** Sources that let a directive reach any host. */
const ANY_HOST = /^(\*|https?:|wss?:|data:|blob:|filesystem:)$|\*/;
const NONCE_OR_HASH = /^'(nonce-|sha256-|sha384-|sha512-)/;

const csp = (where: string, message: string): Drift => ({ kind: 'csp', where, message });

/** The sources a fetch directive falls back to. */
function sourcesOf(policy: Policy, directive: string): string[] | undefined {
  return policy.get(directive) ?? policy.get('default-src');
}

/** Whether a source list lets a request to `origin` through, seen from a page at `pageOrigin`. */
export function allowsOrigin(sources: string[], origin: string, pageOrigin: string): boolean {
  return sources.some((source) => {
    if (source === "'self'") return origin === pageOrigin;
    if (source === '*') return /^https?:/.test(origin);
    if (/^[a-z][a-z0-9+.-]*:$/.test(source)) return origin.startsWith(source);
    return source.replace(/\/+$/, '').toLowerCase() === origin.toLowerCase();
  });
}

/** A source naming a URL of the page's own origin (a route of its own, by its path): `'self'`'s reach. */
function ownUrl(source: string, pageOrigin: string): boolean {
  try {
    return new URL(source).origin === pageOrigin;
  } catch {
    return false;
  }
}

/**
 * What only a card library can check in the page's CSP: card data may go to the tokenization
 * server and nowhere else (`connect-src`, `form-action`), no script may be injected (`script-src`
 * without `'unsafe-inline'` or `'unsafe-eval'`, no host wildcard), and Trusted Types are required.
 * Each policy sent is enforced, so one strict policy among several is enough for a directive.
 */
export function checkCsp(
  headers: HeaderSeen[],
  pageUrl: string,
  tokenizationOrigins: string[],
): Drift[] {
  const header = headers.find(({ name }) => name === 'content-security-policy');
  if (!header) {
    return [
      csp(
        'content-security-policy',
        'no Content-Security-Policy: any script may run and send card data anywhere',
      ),
    ];
  }
  const policies = parsePolicies(header.value);
  const pageOrigin = new URL(pageUrl).origin;
  const drifts: Drift[] = [];
  const some = (test: (policy: Policy) => boolean) => policies.some(test);

  for (const directive of ['connect-src', 'form-action'] as const) {
    const lists = policies
      .map((policy) =>
        directive === 'form-action' ? policy.get(directive) : sourcesOf(policy, directive),
      )
      .filter((sources): sources is string[] => sources !== undefined);
    if (lists.length === 0) {
      drifts.push(csp(directive, `${directive} is not set: card data may be sent to any origin`));
      continue;
    }
    const limited = lists.some((sources) =>
      sources.every(
        (source) =>
          !ANY_HOST.test(source) &&
          (source === "'self'" ||
            source === "'none'" ||
            ownUrl(source, pageOrigin) ||
            tokenizationOrigins.some((origin) => allowsOrigin([source], origin, pageOrigin))),
      ),
    );
    if (!limited) {
      const extra = [...new Set(lists.flat())].filter(
        (source) =>
          source !== "'self'" &&
          !ownUrl(source, pageOrigin) &&
          (ANY_HOST.test(source) ||
            !tokenizationOrigins.some((origin) => allowsOrigin([source], origin, pageOrigin))),
      );
      drifts.push(
        csp(
          directive,
          `${directive} lets data go beyond the tokenization server and the page's own origin: ${extra.join(' ')}`,
        ),
      );
    }
    for (const origin of tokenizationOrigins)
      if (
        directive === 'connect-src' &&
        !lists.every((sources) => allowsOrigin(sources, origin, pageOrigin))
      )
        drifts.push(
          csp(
            directive,
            `${directive} does not name the tokenization server ${origin}: the element cannot post the card`,
          ),
        );
  }

  const scriptLists = policies
    .map((policy) => sourcesOf(policy, 'script-src'))
    .filter((s): s is string[] => s !== undefined);
  if (scriptLists.length === 0)
    drifts.push(csp('script-src', 'script-src is not set: any script may run'));
  else if (!scriptLists.some(isStrictScriptSrc)) {
    const weak = [
      ...new Set(
        scriptLists
          .flat()
          .filter(
            (source) =>
              source === "'unsafe-inline'" || source === "'unsafe-eval'" || ANY_HOST.test(source),
          ),
      ),
    ];
    drifts.push(
      csp(
        'script-src',
        `script-src lets injected scripts run: ${weak.join(' ') || 'no strict nonce or hash policy'}`,
      ),
    );
  }
  if (!some((policy) => policy.get('require-trusted-types-for')?.includes("'script'") ?? false))
    drifts.push(
      csp(
        'require-trusted-types-for',
        "Trusted Types are not required (require-trusted-types-for 'script')",
      ),
    );
  return drifts;
}

/** No eval; inline scripts only by nonce or hash; hosts only by name unless 'strict-dynamic' rules them out. */
function isStrictScriptSrc(sources: string[]): boolean {
  if (sources.includes("'unsafe-eval'")) return false;
  const noncesOrHashes = sources.some((source) => NONCE_OR_HASH.test(source));
  // With a nonce or hash, browsers ignore 'unsafe-inline'; with 'strict-dynamic', host sources too.
  if (sources.includes("'unsafe-inline'") && !noncesOrHashes) return false;
  if (sources.includes("'strict-dynamic'") && noncesOrHashes) return true;
  return !sources.some((source) => ANY_HOST.test(source));
}
