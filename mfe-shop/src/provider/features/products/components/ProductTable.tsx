import { useEffect, useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  EmptyState,
  ErrorState,
  Input,
  Pagination,
  Select,
  Spinner,
  Table,
  useFetch,
  type TableColumn,
  formatGermanNumber,
  formatCents,
} from '@marktplatz/shared';
import { Amount, Badge, Muted, Toolbar, ToolbarField } from '@marktplatz/shared/kit';
import { listProducts } from '../api/listProducts';
import type { ProductRow } from '../../../entities/product';
import { messages } from '../../../../messages/provider';
import { centsOfEuros } from '../../../../lib/money';

export const PAGE_SIZES = [5, 10, 25, 50] as const;

const Thumb = styled.img`
  flex: none;
  width: 48px;
  height: 48px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const NoThumb = styled.span`
  flex: none;
  width: 48px;
  height: 48px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

/** The product's photo; a product without one (or whose file is missing) shows an empty grey square. */
function ProductThumb({ src }: { src: string | null }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) return <NoThumb aria-hidden="true" />;
  return <Thumb src={src} alt="" loading="lazy" onError={() => setFailed(true)} />;
}

const NameCell = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  a {
    font-weight: 600;
  }
`;

/** A checkbox with a touch target of at least 44 × 44 px. */
const CheckLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 44px;
  min-height: 44px;
  cursor: pointer;
  input {
    width: 22px;
    height: 22px;
    margin: 0;
  }
  span {
    display: none;
  }
  @media (max-width: 767px) {
    span {
      display: inline;
    }
  }
`;

/** The editor path of a product (food products have their own editor). */
export function editorPath(row: Pick<ProductRow, 'id' | 'product_type'>): string {
  return row.product_type === 'food' ? `/shop/provider/food-products/${row.id}` : `/shop/provider/products/${row.id}`;
}

export interface ProductTableProps {
  /** Bumping it reloads the list (after a change). */
  reloadKey?: number;
  /** Selection of rows (bulk work); without it there is no checkbox column. */
  selection?: { selected: Map<number, ProductRow>; onChange: (next: Map<number, ProductRow>) => void };
  rowActions?: (row: ProductRow) => ReactNode;
  toolbar?: ReactNode;
}

/** The provider's products: search, page size, page number and the paginator's numbers. */
export function ProductTable({ reloadKey = 0, selection, rowActions, toolbar }: ProductTableProps) {
  const searchId = useId();
  const sizeId = useId();
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [pageSize, setPageSize] = useState<number>(10);
  const [page, setPage] = useState(1);

  // The search applies 300 ms after the last keystroke and starts again on page 1. Only a changed text does:
  // on the first render it would otherwise send a provider who paged within 300 ms back to page 1.
  useEffect(() => {
    if (typed === keyword) return undefined;
    const timer = setTimeout(() => {
      setKeyword(typed);
      setPage(1);
    }, 300);
    return () => clearTimeout(timer);
  }, [typed, keyword]);

  const state = useFetch((signal) => listProducts({ keyword, pageSize, page }, signal), [keyword, pageSize, page, reloadKey]);
  const data = state.data;

  const columns: TableColumn<ProductRow>[] = [];
  if (selection) {
    const rows = data?.rows ?? [];
    const allSelected = rows.length > 0 && rows.every((row) => selection.selected.has(row.id));
    columns.push({
      key: 'select',
      header: (
        <CheckLabel>
          <input
            type="checkbox"
            aria-label={messages.list.selectAll}
            checked={allSelected}
            onChange={(event) => {
              const next = new Map(selection.selected);
              for (const row of rows) {
                if (event.target.checked) next.set(row.id, row);
                else next.delete(row.id);
              }
              selection.onChange(next);
            }}
          />
        </CheckLabel>
      ),
      // On a phone the row is a card: its checkbox carries its own visible label (the product's name for readers).
      mobileLabel: '',
      render: (row) => (
        <CheckLabel>
          <input
            type="checkbox"
            aria-label={messages.list.select(row.name)}
            checked={selection.selected.has(row.id)}
            onChange={(event) => {
              const next = new Map(selection.selected);
              if (event.target.checked) next.set(row.id, row);
              else next.delete(row.id);
              selection.onChange(next);
            }}
          />
          <span aria-hidden="true">{messages.list.selectShort}</span>
        </CheckLabel>
      ),
    });
  }
  columns.push(
    {
      key: 'name',
      header: messages.list.name,
      render: (row) => (
        <NameCell>
          <ProductThumb key={row.photo ?? ''} src={row.photo} />
          <span>
            <Link to={editorPath(row)}>{row.name}</Link>
            {row.product_type === 'food' ? (
              <>
                {' '}
                <Badge>{messages.list.food}</Badge>
              </>
            ) : null}
          </span>
        </NameCell>
      ),
    },
    { key: 'sku', header: messages.list.sku, render: (row) => row.sku },
    { key: 'category', header: messages.list.category, render: (row) => row.category_name ?? '–' },
    { key: 'price', header: messages.list.price, align: 'end', render: (row) => <Amount>{formatCents(centsOfEuros(row.price))}</Amount> },
    { key: 'stock', header: messages.list.stock, align: 'end', render: (row) => formatGermanNumber(row.stock) },
    {
      key: 'status',
      header: messages.list.status,
      render: (row) =>
        row.status === 'active' && row.stock <= 0 ? (
          <Badge $tone="danger" data-testid="status-sold-out">
            {messages.list.soldOut}
          </Badge>
        ) : (
          <Badge $tone={row.status === 'active' ? 'success' : 'neutral'}>{messages.list.statuses[row.status] ?? row.status}</Badge>
        ),
    },
  );
  if (rowActions) columns.push({ key: 'actions', header: messages.list.actions, render: (row) => rowActions(row) });

  return (
    <div>
      <Toolbar role="search">
        <ToolbarField id={searchId} grow label={messages.list.search}>
          <Input
            id={searchId}
            type="search"
            value={typed}
            placeholder={messages.list.searchPlaceholder}
            onChange={(event) => setTyped(event.target.value)}
          />
        </ToolbarField>
        <ToolbarField id={sizeId} label={messages.list.pageSize}>
          <Select
            id={sizeId}
            value={pageSize}
            onChange={(event) => {
              setPageSize(Number(event.target.value));
              setPage(1);
            }}
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </Select>
        </ToolbarField>
        {toolbar}
      </Toolbar>
      {state.loading && !data ? <Spinner block /> : null}
      {state.error !== undefined ? <ErrorState error={state.error} onRetry={state.reload} /> : null}
      {data && state.error === undefined ? (
        data.total === 0 ? (
          keyword ? (
            <EmptyState title={messages.list.noMatch} />
          ) : (
            <EmptyState title={messages.list.empty} action={<Link to="/shop/provider/products/new">{messages.nav.newProduct}</Link>}>
              {messages.list.emptyText}
            </EmptyState>
          )
        ) : (
          <>
            <Muted aria-live="polite" data-testid="products-summary">
              {messages.list.summary(data.rows.length, data.total, data.page, data.lastPage)}
            </Muted>
            <div aria-busy={state.loading || undefined}>
              <Table columns={columns} rows={data.rows} getRowKey={(row) => row.id} caption={messages.list.caption} />
            </div>
            <Pagination page={data.page} totalPages={data.lastPage} onPageChange={setPage} />
          </>
        )
      ) : null}
    </div>
  );
}
