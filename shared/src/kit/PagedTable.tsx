import { Pagination, Table, type TableProps } from '@marktplatz/shared';

export interface PagedTableProps<Row> extends Omit<TableProps<Row>, 'rows'> {
  rows: readonly Row[];
  /** The page's place in the list as the API answers it (`meta`). */
  meta: { current_page: number; last_page: number };
  onPageChange: (page: number) => void;
}

/** One page of a list as a table, with the page navigation below it when there is more than one page. */
export function PagedTable<Row>({ meta, onPageChange, ...table }: PagedTableProps<Row>) {
  return (
    <>
      <Table {...table} />
      {meta.last_page > 1 ? <Pagination page={meta.current_page} totalPages={meta.last_page} onPageChange={onPageChange} /> : null}
    </>
  );
}
