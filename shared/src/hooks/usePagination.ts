import { useCallback, useMemo, useState } from 'react';

/** Page size of lead and offer lists, customer orders and the finder (spec 02 §9). */
export const DEFAULT_PAGE_SIZE = 5;

export interface PaginationOptions {
  /** Total number of items, when known (REST `meta.total`, graph `paginatorInfo.total`). */
  total?: number;
  pageSize?: number;
  initialPage?: number;
}

export interface PaginationState {
  page: number;
  pageSize: number;
  totalPages: number;
  /** Index of the first item of the page (0-based), for slicing and `offset` parameters. */
  offset: number;
  hasPrevious: boolean;
  hasNext: boolean;
  setPage: (page: number) => void;
  next: () => void;
  previous: () => void;
  reset: () => void;
  /** The current page's slice of a full list. */
  paginate: <T>(items: readonly T[]) => T[];
}

/** Page state for lists; page size 5 by default. Pages count from 1. */
export function usePagination(options: PaginationOptions = {}): PaginationState {
  const pageSize = options.pageSize && options.pageSize > 0 ? options.pageSize : DEFAULT_PAGE_SIZE;
  const initialPage = options.initialPage && options.initialPage > 0 ? options.initialPage : 1;
  const [requested, setRequested] = useState(initialPage);
  const totalPages = options.total === undefined ? Math.max(requested, 1) : Math.max(1, Math.ceil(options.total / pageSize));
  const page = Math.min(Math.max(1, requested), options.total === undefined ? requested : totalPages);

  const setPage = useCallback((next: number) => {
    setRequested(Math.max(1, Math.floor(next)));
  }, []);

  return useMemo(
    () => ({
      page,
      pageSize,
      totalPages,
      offset: (page - 1) * pageSize,
      hasPrevious: page > 1,
      hasNext: options.total === undefined ? true : page < totalPages,
      setPage,
      next: () => setRequested(options.total === undefined ? page + 1 : Math.min(page + 1, totalPages)),
      previous: () => setRequested(Math.max(1, page - 1)),
      reset: () => setRequested(1),
      paginate: <T>(items: readonly T[]) => items.slice((page - 1) * pageSize, page * pageSize),
    }),
    [page, pageSize, totalPages, options.total, setPage],
  );
}
