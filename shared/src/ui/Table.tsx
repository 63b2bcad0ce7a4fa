import type { ReactNode } from 'react';
import styled from 'styled-components';
import { messages } from '../messages';
import { visuallyHidden } from './layout';
import '../theme/styled';

export interface TableColumn<Row> {
  key: string;
  header: ReactNode;
  /** Label used for the cell on small screens when `header` is not plain text. */
  mobileLabel?: string;
  render?: (row: Row, index: number) => ReactNode;
  align?: 'start' | 'end' | 'center';
}

export interface TableProps<Row> {
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  getRowKey?: (row: Row, index: number) => string | number;
  /** Describes the table for screen readers (shown visually hidden unless `showCaption`). */
  caption?: ReactNode;
  showCaption?: boolean;
  emptyText?: ReactNode;
}

/** Below this width each row becomes a card of label/value pairs (a 375 px phone stacks). */
export const TABLE_STACK_BREAKPOINT = '640px';

const Wrap = styled.div`
  width: 100%;
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  @media (max-width: ${TABLE_STACK_BREAKPOINT}) {
    border: 0;
    overflow-x: visible;
  }
`;

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  caption {
    text-align: start;
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    font-weight: ${({ theme }) => theme.typography.weights.bold};
  }
  caption[data-hidden='true'] {
    ${visuallyHidden}
  }
  th,
  td {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: start;
    vertical-align: top;
  }
  th {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.typography.weights.bold};
    white-space: nowrap;
  }
  td[data-align='end'],
  th[data-align='end'] {
    text-align: end;
  }
  td[data-align='center'],
  th[data-align='center'] {
    text-align: center;
  }
  tbody tr:last-child td {
    border-bottom: 0;
  }
  tbody tr:hover td {
    background: ${({ theme }) => theme.colors.surface};
  }

  @media (max-width: ${TABLE_STACK_BREAKPOINT}) {
    thead {
      ${visuallyHidden}
    }
    tbody,
    tr,
    td {
      display: block;
      width: 100%;
    }
    tr {
      border: 1px solid ${({ theme }) => theme.colors.border};
      border-radius: ${({ theme }) => theme.radii.lg};
      margin-bottom: ${({ theme }) => theme.space.sm};
      padding: ${({ theme }) => theme.space.xs} 0;
      background: ${({ theme }) => theme.colors.background};
    }
    td {
      display: grid;
      grid-template-columns: minmax(96px, 40%) minmax(0, 1fr);
      gap: ${({ theme }) => theme.space.sm};
      border-bottom: 0;
      text-align: start;
    }
    td[data-align='end'],
    td[data-align='center'] {
      text-align: start;
    }
    td::before {
      content: attr(data-label);
      /* A long German word („Verwendungszweck“) breaks inside its column instead of running into the value. */
      hyphens: auto;
      overflow-wrap: anywhere;
      font-weight: ${({ theme }) => theme.typography.weights.bold};
      color: ${({ theme }) => theme.colors.textMuted};
    }
    td[data-label='']::before {
      content: none;
    }
    tbody tr:hover td {
      background: transparent;
    }
  }
`;

function labelOf<Row>(column: TableColumn<Row>): string {
  if (column.mobileLabel !== undefined) return column.mobileLabel;
  return typeof column.header === 'string' || typeof column.header === 'number' ? String(column.header) : '';
}

function defaultCell<Row>(row: Row, key: string): ReactNode {
  if (row && typeof row === 'object' && key in row) {
    const value: unknown = (row as Record<string, unknown>)[key];
    if (value === null || value === undefined) return '';
    if (typeof value === 'string' || typeof value === 'number') return value;
    if (typeof value === 'boolean') return value ? messages.yes : messages.no;
  }
  return '';
}

/** Data table; on narrow screens every row stacks into label/value pairs. */
export function Table<Row>({ columns, rows, getRowKey, caption, showCaption = false, emptyText = messages.emptyTitle }: TableProps<Row>) {
  return (
    <Wrap>
      <StyledTable>
        {caption ? <caption data-hidden={showCaption ? undefined : 'true'}>{caption}</caption> : null}
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" data-align={column.align}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} data-label="">
                {emptyText}
              </td>
            </tr>
          ) : (
            rows.map((row, index) => (
              <tr key={getRowKey ? getRowKey(row, index) : index}>
                {columns.map((column) => (
                  <td key={column.key} data-label={labelOf(column)} data-align={column.align}>
                    {column.render ? column.render(row, index) : defaultCell(row, column.key)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </StyledTable>
    </Wrap>
  );
}
