import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { z } from 'zod';
import { CannotJudge } from '../terms/cannot-judge.js';
import { readCliOptions } from '../cli-options.js';

/** A page list that cannot be read or does not fit its shape: nothing is audited (exit 2). */
export class PageListError extends CannotJudge {
  override name = 'PageListError';
}

/** A value of a command-line option: a flag, a value, or a repeated option. */
const optionValue = z.union([z.boolean(), z.string(), z.number(), z.array(z.string())]);
const options = z.record(
  z.string().regex(/^[a-z][a-z-]*$/, 'an option name such as "submit"'),
  optionValue,
);

const pageSchema = z.strictObject({
  name: z
    .string()
    .min(1)
    .regex(/^[\w.-]+$/, 'letters, digits, ".", "-" and "_" only')
    .optional(),
  url: z.url({ protocol: /^https?$/ }),
  inventory: z.string().min(1),
  steps: z.string().min(1).optional(),
  canary: z.boolean().optional(),
  options: options.optional(),
});

const listSchema = z.strictObject({
  $schema: z.string().optional(),
  options: options.optional(),
  pages: z.array(pageSchema).min(1),
});

/** One page of the list, its files resolved, as the command line that audits it. */
export interface ListedPage {
  /** Unique in the list: the evidence's file name and the test's title. */
  name: string;
  url: string;
  inventory: string;
  /** The page's `card-tokenizer-audit` arguments; the canary's options pass through unread. */
  args: string[];
}

/** `--name value` for each option (`true` a flag, an array repeated), in the list's order. */
function optionArgs(values: Record<string, z.infer<typeof optionValue>>): string[] {
  return Object.entries(values).flatMap(([name, value]) => {
    if (value === false) return [];
    if (value === true) return [`--${name}`];
    const list = Array.isArray(value) ? value : [String(value)];
    return list.flatMap((item) => [`--${name}`, item]);
  });
}

/** A name from the URL's path and query: `checkout-fr` for `/checkout?lang=fr`. */
const nameOf = (url: string) => {
  const { host, pathname, search } = new URL(url);
  return `${host}${pathname}${search}`.replace(/[^\w.-]+/g, '-').replace(/^-|-$/g, '') || 'page';
};

/** Options the list cannot take: the command writes those itself, one file per page. */
const OWN = ['json', 'markdown', 'inventory', 'steps', 'canary', 'help', 'pages'];

/**
 * Parses a page list once, at the boundary: its shape, unique names, and each page's arguments
 * checked by the command's own reader, so a bad option fails before any browser starts.
 * Files are resolved from the list's folder.
 */
export function parsePageList(text: string, file: string): ListedPage[] {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new PageListError(`the page list ${file} is not JSON: ${(error as Error).message}`);
  }
  const result = listSchema.safeParse(json);
  if (!result.success) {
    const [issue] = result.error.issues;
    const at = issue.path.length > 0 ? issue.path.join('.') : '(top level)';
    throw new PageListError(
      `the page list ${file} does not fit its shape at ${at}: ${issue.message}`,
    );
  }
  const folder = dirname(resolve(file));
  const names = new Set<string>();
  return result.data.pages.map((page, index) => {
    const where = `the page list ${file} at pages.${index}`;
    const values = { ...result.data.options, ...page.options };
    const own = Object.keys(values).find((name) => OWN.includes(name));
    if (own)
      throw new PageListError(
        `${where}: --${own} is not an option here, but a field of the page or the run's own`,
      );
    const name = page.name ?? nameOf(page.url);
    if (names.has(name))
      throw new PageListError(
        `${where}: the name "${name}" is already taken (give each page a "name")`,
      );
    names.add(name);
    const inventory = resolve(folder, page.inventory);
    const args = [
      page.url,
      '--inventory',
      inventory,
      ...(page.steps ? ['--steps', resolve(folder, page.steps)] : []),
      ...(page.canary ? ['--canary'] : []),
      ...optionArgs(values),
    ];
    try {
      readCliOptions(args);
    } catch (error) {
      throw new PageListError(`${where}: ${(error as Error).message.replace(' (see --help)', '')}`);
    }
    return { name, url: page.url, inventory, args };
  });
}

/** Reads a page list (synchronously: a Playwright spec file declares its tests as it loads). */
export function loadPageList(file: string): ListedPage[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new PageListError(`cannot read the page list ${file}: ${code ?? String(error)}`);
  }
  return parsePageList(text, file);
}
