import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  berlinClock,
  EmptyState,
  formatCents,
  germanDay,
  PageContainer,
  Select,
  useFetch,
  usePageTitle,
  type TableColumn,
} from '@marktplatz/shared';
import { Badge, LoadState, PagedTable, Toolbar } from '@marktplatz/shared/kit';
import { LiveIndicator, useFoodEvents } from '../../live';
import { listFoodOrders } from '../api/listFoodOrders';
import type { FoodOrder } from '../types';
import { clock } from '../../../lib/format';
import { messages } from '../../../messages';

const FilterRow = styled(Toolbar)`
  margin-bottom: 1rem;
  align-items: center;
`;

const columns: TableColumn<FoodOrder>[] = [
  {
    key: 'number',
    header: messages.orders.number,
    render: (row) => (
      <Link to={`/food/orders/${row.id}`} aria-label={messages.orders.open(row.order_number)}>
        {row.order_number}
      </Link>
    ),
  },
  {
    key: 'date',
    header: messages.orders.date,
    render: (row) => `${germanDay(berlinClock(new Date(row.created_at)))} ${clock(row.created_at)}`,
  },
  { key: 'provider', header: messages.orders.provider, render: (row) => row.provider_name },
  {
    key: 'status',
    header: messages.orders.status,
    render: (row) => (
      <Badge $tone={row.status === 'completed' ? 'success' : row.tab === 'completed' ? 'danger' : 'info'} data-testid="order-status">
        {row.status_label}
      </Badge>
    ),
  },
  { key: 'total', header: messages.orders.total, align: 'end', render: (row) => formatCents(row.total_cents) },
];

/** `/food/orders`: the customer's food orders with the `delivery_status` filter, updated live. */
export default function OrdersPage() {
  usePageTitle(messages.orders.title);
  const [filter, setFilter] = useState('all');
  const [page, setPage] = useState(1);
  const state = useFetch((signal) => listFoodOrders(filter, page, signal), [filter, page]);
  const reload = state.reload;
  const live = useFoodEvents(useCallback(() => reload(), [reload]));
  return (
    <PageContainer title={messages.orders.title} actions={<LiveIndicator state={live} />}>
      <FilterRow>
        <label htmlFor="food-orders-filter">{messages.orders.filter}</label>
        <Select
          id="food-orders-filter"
          value={filter}
          onChange={(event) => {
            setFilter(event.target.value);
            setPage(1);
          }}
        >
          {Object.entries(messages.orders.filters).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Select>
      </FilterRow>
      <LoadState
        state={state}
        isEmpty={(data) => data.data.length === 0}
        empty={<EmptyState title={messages.orders.empty} action={<Link to={messages.home}>{messages.orders.toSearch}</Link>} />}
      >
        {(data) => (
          <PagedTable
            caption={messages.orders.caption}
            columns={columns}
            rows={data.data}
            getRowKey={(row) => row.id}
            meta={data.meta}
            onPageChange={setPage}
          />
        )}
      </LoadState>
    </PageContainer>
  );
}
