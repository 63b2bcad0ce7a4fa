import { Pagination } from '@marktplatz/shared';

export interface ListPaginationProps {
  /** The page's place in the list as the API answers it (`meta`). */
  meta: { current_page: number; last_page: number };
  onPageChange: (page: number) => void;
}

/** The page navigation below one page of a list, when the list has more than one page. */
export function ListPagination({ meta, onPageChange }: ListPaginationProps) {
  return meta.last_page > 1 ? <Pagination page={meta.current_page} totalPages={meta.last_page} onPageChange={onPageChange} /> : null;
}
