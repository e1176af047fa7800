import type { Context } from 'hono';
import { z } from 'zod';
import type { Card } from '../../service/types.js';
import { parseWith } from '../http/body.js';

/** The service's pagination: `page` from 1, `per_page` 10 by default and at most 100. */
export const DEFAULT_PER_PAGE = 10;
export const MAX_PER_PAGE = 100;

const positive = (max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, 'Expected a positive integer')
    .transform(Number)
    .refine((n) => n >= 1 && n <= max, `Expected an integer from 1 to ${max}`);

const listQuery = z.object({
  Active: z
    .string()
    .regex(/^(true|false)$/i, 'Expected true or false')
    .transform((value) => value.toLowerCase() === 'true')
    .optional(),
  page: positive(1_000_000_000).default(1),
  per_page: positive(MAX_PER_PAGE).default(DEFAULT_PER_PAGE),
  Sort: z
    .string()
    .regex(/^CreationDate:(ASC|DESC)$/i, 'Expected CreationDate:ASC or CreationDate:DESC')
    .transform((value) => (value.toUpperCase().endsWith('DESC') ? 'DESC' : 'ASC'))
    .optional(),
});

export type CardListQuery = z.infer<typeof listQuery>;

export function readListQuery(c: Context): CardListQuery {
  const raw = c.req.query();
  const known = Object.fromEntries(Object.entries(raw).filter(([name]) => name in listQuery.shape));
  return parseWith(listQuery, known);
}

/**
 * One page of `cards` (in creation order), filtered and sorted as asked, with the service's
 * `X-Number-Of-Pages`, `X-Number-Of-Items` and `Link` headers.
 */
export function cardPage(
  cards: Card[],
  query: CardListQuery,
  pageUrl: (page: number) => string,
): { items: Card[]; headers: Record<string, string> } {
  const filtered =
    query.Active === undefined ? cards : cards.filter((card) => card.Active === query.Active);
  const ascending = [...filtered].sort((a, b) => a.CreationDate - b.CreationDate);
  const ordered = query.Sort === 'DESC' ? ascending.reverse() : ascending;
  const pages = Math.ceil(ordered.length / query.per_page);
  const start = (query.page - 1) * query.per_page;
  const last = Math.max(pages, 1);
  const links: [string, number][] = [['first', 1]];
  if (query.page > 1) links.push(['prev', Math.min(query.page - 1, last)]);
  if (query.page < pages) links.push(['next', query.page + 1]);
  links.push(['last', last]);
  return {
    items: ordered.slice(start, start + query.per_page),
    headers: {
      'X-Number-Of-Pages': String(pages),
      'X-Number-Of-Items': String(ordered.length),
      Link: links.map(([rel, page]) => `<${pageUrl(page)}>; rel="${rel}"`).join(', '),
    },
  };
}
