import type { Card } from '../../service/types.js';
import { PaymentsApiError } from './errors.js';

/** "List Cards for a User": the service's filter, pagination (`per_page` at most 100) and sort. */
export interface ListCardsOptions {
  /** `true`: cards that can still be used; `false`: deactivated ones; omitted: both. */
  active?: boolean;
  /** From 1 (default 1). */
  page?: number;
  /** 1 to 100 (the service's default: 10). */
  perPage?: number;
  /** By creation date, oldest first (`ASC`) or newest first (`DESC`). */
  sort?: 'CreationDate:ASC' | 'CreationDate:DESC';
}

/** One page of a list, with the totals the service sends in `X-Number-Of-Pages` / `X-Number-Of-Items`. */
export interface CardPage {
  items: Card[];
  page: number;
  perPage: number;
  totalPages: number;
  totalItems: number;
}

export const MAX_PER_PAGE = 100;
/** The service's default `per_page`. */
export const DEFAULT_PER_PAGE = 10;

function checkInteger(name: string, value: number | undefined, max: number): void {
  if (value !== undefined && !(Number.isInteger(value) && value >= 1 && value <= max)) {
    throw new TypeError(`Expected ${name} to be an integer from 1 to ${max}, got ${value}`);
  }
}

/** The query string, after checking each option as the service would. */
export function listCardsQuery(options: ListCardsOptions = {}): string {
  const { active, page, perPage, sort } = options;
  if (active !== undefined && typeof active !== 'boolean') {
    throw new TypeError(`Expected active to be a boolean, got ${JSON.stringify(active)}`);
  }
  checkInteger('page', page, Number.MAX_SAFE_INTEGER);
  checkInteger('perPage', perPage, MAX_PER_PAGE);
  if (sort !== undefined && sort !== 'CreationDate:ASC' && sort !== 'CreationDate:DESC') {
    throw new TypeError(
      `Expected sort to be CreationDate:ASC or CreationDate:DESC, got ${JSON.stringify(sort)}`,
    );
  }
  const query = new URLSearchParams();
  if (active !== undefined) query.set('Active', String(active));
  query.set('page', String(page ?? 1));
  query.set('per_page', String(perPage ?? DEFAULT_PER_PAGE));
  if (sort) query.set('Sort', sort);
  return query.toString();
}

function count(headers: Headers, name: string, fallback: number): number {
  const value = Number(headers.get(name));
  return headers.has(name) && Number.isInteger(value) && value >= 0 ? value : fallback;
}

/** The page as the service answered it; totals missing from the headers are inferred from the page. */
export function readCardPage(options: ListCardsOptions) {
  const page = options.page ?? 1;
  const perPage = options.perPage ?? DEFAULT_PER_PAGE;
  return (body: unknown, headers: Headers): CardPage => {
    if (!Array.isArray(body)) {
      const got = body === null ? 'null' : typeof body;
      throw new PaymentsApiError(`Expected an array of Cards, got ${got}`, { status: 200, body });
    }
    const items = body as Card[];
    const seen = (page - 1) * perPage + items.length;
    return {
      items,
      page,
      perPage,
      totalItems: count(headers, 'x-number-of-items', seen),
      totalPages: count(headers, 'x-number-of-pages', Math.ceil(seen / perPage)),
    };
  };
}
