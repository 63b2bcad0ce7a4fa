import { Table, type TableProps } from '@marktplatz/shared';
import { ListPagination, type ListPaginationProps } from './ListPagination';

export interface PagedTableProps<Row> extends Omit<TableProps<Row>, 'rows'> {
  rows: readonly Row[];
  /** The page's place in the list as the API answers it (`meta`). */
  meta: ListPaginationProps['meta'];
  onPageChange: (page: number) => void;
}

/** One page of a list as a table, with the page navigation below it when there is more than one page. */
export function PagedTable<Row>({ meta, onPageChange, ...table }: PagedTableProps<Row>) {
  return (
    <>
      <Table {...table} />
      <ListPagination meta={meta} onPageChange={onPageChange} />
    </>
  );
}
