import { parseArgs } from 'node:util';
import { CannotJudge } from './terms/cannot-judge.js';
import type { ProfileChoice } from './browser/profile.js';

export const USAGE = `Usage: card-tokenizer-audit <checkout-url> --inventory <file> [options]

  --inventory <file>            the approved inventory (JSON) to compare with
  --update                      write the inventory from what the page did, keeping the approval
                                of entries that still match; new entries are written unapproved
  --steps <module>              an ES module whose default export receives the Playwright page
                                and gets it to the checkout (a login, a basket) first
  --canary                      type a fresh card as a shopper, pay, answer the element's
                                tokenization request in the browser, stay, leave, and fail if
                                the card shows up anywhere else
  --submit <selector>           the pay button the canary presses (default: the form's submit
                                button, else a button named Pay, Buy, Order, Checkout…)
  --stay <duration>             the canary stays in real time (90s, 5m) instead of jumping the
                                page's clock 5 minutes ahead on the checkout and on the next page
  --bins <file>                 the canary's first six digits: one BIN a line (your shoppers'
                                most frequent), instead of the shipped list of real issuers'
  --tokenization-origin <url>   an origin the element may post the card to (repeatable)
  --as desktop|mobile           present as a desktop shopper's Chrome (default) or a phone's
  --device <name>               present as a device of Playwright's list ("Pixel 8", "iPhone 15")
  --locale <tag>                the shopper's language (default: the page's <html lang>, else en-US)
  --json <file>                 write the evidence as JSON
  --markdown <file>             write the evidence as a report for an assessor
  --timeout <ms>                per step (default 15000)
  -h, --help                    this text

Many pages in one run, one report: card-tokenizer-audit --pages <file> --help.

Exit status: 0 everything matches and is approved, 1 drift, 2 cannot judge.
Chromium: CHROMIUM_PATH, default /usr/bin/chromium.`;

export interface CliOptions {
  url: string;
  inventory: string;
  update: boolean;
  steps?: string;
  canary: boolean;
  submit?: string;
  /** `--stay`, as written; read by parseStay. */
  stay?: string;
  bins?: string;
  tokenizationOrigins: string[];
  profile: ProfileChoice;
  locale?: string;
  json?: string;
  markdown?: string;
  timeoutMs: number;
  help: boolean;
}

/** The command line, or a one-line error (exit 2) naming what is wrong. */
export function readCliOptions(args: string[]): CliOptions {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: {
        inventory: { type: 'string' },
        update: { type: 'boolean', default: false },
        steps: { type: 'string' },
        canary: { type: 'boolean', default: false },
        submit: { type: 'string' },
        stay: { type: 'string' },
        bins: { type: 'string' },
        'tokenization-origin': { type: 'string', multiple: true, default: [] },
        as: { type: 'string' },
        device: { type: 'string' },
        locale: { type: 'string' },
        json: { type: 'string' },
        markdown: { type: 'string' },
        timeout: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    throw new CannotJudge(`${(error as Error).message} (see --help)`);
  }
  const { values, positionals } = parsed;
  const blank = {
    url: '',
    inventory: '',
    update: false,
    canary: false,
    tokenizationOrigins: [],
    profile: { as: 'desktop' as const },
    timeoutMs: 0,
    help: true,
  };
  if (values.help) return blank;
  if (positionals.length !== 1)
    throw new CannotJudge(`expected one checkout URL, got ${positionals.length} (see --help)`);
  const [url] = positionals;
  if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol))
    throw new CannotJudge(`expected the checkout URL to be an http(s) URL, got "${url}"`);
  if (!values.inventory) throw new CannotJudge('expected --inventory <file> (see --help)');
  const origins = values['tokenization-origin'];
  for (const origin of origins)
    if (!URL.canParse(origin))
      throw new CannotJudge(`expected --tokenization-origin to be a URL, got "${origin}"`);
  const timeoutMs = Number(values.timeout ?? 15_000);
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0)
    throw new CannotJudge(`expected --timeout to be milliseconds, got "${values.timeout}"`);
  if (values.as !== undefined && values.as !== 'desktop' && values.as !== 'mobile')
    throw new CannotJudge(`expected --as to be desktop or mobile, got "${values.as}"`);
  if (values.as !== undefined && values.device !== undefined)
    throw new CannotJudge('expected --as or --device, not both');
  let locale: string | undefined;
  try {
    locale = values.locale === undefined ? undefined : Intl.getCanonicalLocales(values.locale)[0];
  } catch {
    throw new CannotJudge(
      `expected --locale to be a language tag such as fr-FR, got "${values.locale}"`,
    );
  }
  return {
    url,
    inventory: values.inventory,
    update: values.update,
    steps: values.steps,
    canary: values.canary,
    submit: values.submit,
    stay: values.stay,
    bins: values.bins,
    tokenizationOrigins: origins.map((origin) => new URL(origin).origin),
    profile:
      values.device !== undefined ? { device: values.device } : { as: values.as ?? 'desktop' },
    locale,
    json: values.json,
    markdown: values.markdown,
    timeoutMs,
    help: false,
  };
}
