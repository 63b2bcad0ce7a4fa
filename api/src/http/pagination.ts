import type { PgSelect } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { PageMeta } from './envelope';
import { ValidationError } from './errors';

/** Query schema for REST lists: `page` (from 1) and `per_page` (1–100). */
export const pageQuery = (defaultPerPage = 5) =>
  z.object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    per_page: z.coerce.number().int().min(1).max(100).default(defaultPerPage),
  });

export interface PageRequest {
  page: number;
  perPage: number;
}

export function pageOffset({ page, perPage }: PageRequest): { limit: number; offset: number } {
  return { limit: perPage, offset: (page - 1) * perPage };
}

/**
 * One page of a list and the list's total: `total` counts the list (same joins and condition as its rows, e.g.
 * `db.select({ total: count() }).from(…).where(where)`), then the page's window (`limit`/`offset`) of `rows` (the
 * list's query with its order, `.$dynamic()`) is read. One query after the other: the executor may be a transaction.
 */
export async function countedPage<Rows extends PgSelect>(
  page: PageRequest,
  total: () => Promise<{ total: number }[]>,
  rows: Rows,
): Promise<{ rows: Rows['_']['result']; total: number }> {
  const [counted] = await total();
  const { limit, offset } = pageOffset(page);
  return { total: counted?.total ?? 0, rows: await rows.limit(limit).offset(offset) };
}

/** REST meta `{ current_page, last_page, per_page, total }`. */
export function pageMeta({ page, perPage }: PageRequest, total: number): PageMeta {
  return { current_page: page, last_page: Math.max(1, Math.ceil(total / perPage)), per_page: perPage, total };
}

/** The page a REST list's validated `pageQuery` asks for. */
export function pageOf(query: { page: number; per_page: number }): PageRequest {
  return { page: query.page, perPage: query.per_page };
}

/**
 * One page of a REST list for the route's validated `page`/`per_page`: `read` gets the page and gives its rows and the
 * list's total; the answer is the rows (each through `present` when given) with their paginator (`pageMeta`), what a
 * `pagedRouteGroup` handler returns.
 */
export async function readPage<Row>(
  query: { page: number; per_page: number },
  read: (page: PageRequest) => Promise<{ rows: Row[]; total: number }>,
): Promise<{ rows: Row[]; meta: PageMeta }>;
export async function readPage<Row, Item>(
  query: { page: number; per_page: number },
  read: (page: PageRequest) => Promise<{ rows: Row[]; total: number }>,
  present: (row: Row) => Item,
): Promise<{ rows: Item[]; meta: PageMeta }>;
export async function readPage<Row, Item>(
  query: { page: number; per_page: number },
  read: (page: PageRequest) => Promise<{ rows: Row[]; total: number }>,
  present?: (row: Row) => Item,
): Promise<{ rows: (Row | Item)[]; meta: PageMeta }> {
  const page = pageOf(query);
  const { rows, total } = await read(page);
  return { rows: present ? rows.map(present) : rows, meta: pageMeta(page, total) };
}

/** GraphQL `paginatorInfo` in Laravel Lighthouse's shape. */
export interface PaginatorInfo {
  count: number;
  currentPage: number;
  firstItem: number | null;
  hasMorePages: boolean;
  lastItem: number | null;
  lastPage: number;
  perPage: number;
  total: number;
}

export function paginatorInfo({ page, perPage }: PageRequest, total: number, count: number): PaginatorInfo {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const firstItem = count > 0 ? (page - 1) * perPage + 1 : null;
  return {
    count,
    currentPage: page,
    firstItem,
    hasMorePages: page < lastPage,
    lastItem: firstItem === null ? null : firstItem + count - 1,
    lastPage,
    perPage,
    total,
  };
}

/** SDL of the paginator type, part of the base GraphQL schema. */
export const paginatorInfoSdl = `
type PaginatorInfo {
  count: Int!
  currentPage: Int!
  firstItem: Int
  hasMorePages: Boolean!
  lastItem: Int
  lastPage: Int!
  perPage: Int!
  total: Int!
}
`;

/** GraphQL lists: default and largest `first`, and the highest page number. */
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
const MAX_PAGE = 100_000;

/**
 * Checks `first`/`page` like the REST lists do; a bad value is a 422-style GraphQL error. An explicit
 * `null` means the default.
 */
export function pageRequest(firstArgument: number | null, pageArgument: number | null, pageName = 'page'): PageRequest {
  const first = firstArgument ?? DEFAULT_PAGE_SIZE;
  const page = pageArgument ?? 1;
  const errors: Record<string, string[]> = {};
  if (!Number.isInteger(first) || first < 1 || first > MAX_PAGE_SIZE) {
    errors.first = [`first muss zwischen 1 und ${MAX_PAGE_SIZE} liegen.`];
  }
  if (!Number.isInteger(page) || page < 1 || page > MAX_PAGE) {
    errors[pageName] = [`${pageName} muss zwischen 1 und ${MAX_PAGE.toLocaleString('de-DE')} liegen.`];
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return { page, perPage: first };
}
