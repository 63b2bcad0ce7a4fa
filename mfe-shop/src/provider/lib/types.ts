export type { Envelope, PageEnvelope, PageMeta } from '../../lib/types';

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
