/** The API's envelope `{ status, message?, data }`. */
export interface Envelope<T> {
  status: boolean;
  message?: string;
  data: T;
}

/** REST list meta (`meta` beside `data`). */
export interface PageMeta {
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

/** A REST list page: `data` plus `meta`. */
export interface PageEnvelope<T> extends Envelope<T[]> {
  meta: PageMeta;
}

/** Paginator info of graph lists; provider product lists use total, count, currentPage, lastPage. */
export interface PaginatorInfo {
  total: number;
  count: number;
  currentPage: number;
  lastPage: number;
  perPage?: number;
}

/** A page of rows with the numbers a list needs. */
export interface ListPage<T> {
  rows: T[];
  page: number;
  lastPage: number;
  total: number;
}

export type Flag = 0 | 1;
