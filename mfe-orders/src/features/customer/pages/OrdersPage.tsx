import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  EmptyState,
  PageContainer,
  authStorage,
  formatCents,
  formatDate,
  useFetch,
  usePageTitle,
  type TableColumn,
} from '@marktplatz/shared';
import { Badge, LoadState, PagedTable, type Tone } from '@marktplatz/shared/kit';
import { getCustomerOrders } from '../api/getCustomerOrders';
import type { OrderListItem } from '../../../lib/types';
import { orderListEndpoint } from '../../../lib/roles';
import { messages } from '../../../messages';

/** The order's state (from the API, derived like the order page's vendor statuses) in its tone. */
const STATE_TONES: Record<OrderListItem['order_state'], Tone> = {
  pending: 'neutral',
  confirmed: 'info',
  processing: 'info',
  shipped: 'info',
  ready_for_pickup: 'info',
  completed: 'success',
  cancelled: 'danger',
};

const columns: TableColumn<OrderListItem>[] = [
  { key: 'date', header: messages.customer.date, render: (row) => formatDate(row.order_date) },
  {
    key: 'number',
    header: messages.customer.number,
    render: (row) => (
      <Link to={`/orders/${encodeURIComponent(row.order_number)}`} aria-label={messages.customer.open(row.order_number)}>
        {row.order_number}
      </Link>
    ),
  },
  { key: 'products', header: messages.customer.products, render: (row) => row.product_names },
  {
    key: 'status',
    header: messages.customer.status,
    render: (row) => (
      <Badge $outline $tone={STATE_TONES[row.order_state]} data-state={row.order_state}>
        {row.order_status_text}
      </Badge>
    ),
  },
  { key: 'payment', header: messages.customer.payment, render: (row) => `${row.payment_mothod} · ${row.payment_status_text}` },
  { key: 'amount', header: messages.customer.amount, align: 'end', render: (row) => formatCents(row.order_amount_cents) },
];

/** `/orders`: the customer's orders, 5 per page, newest first. */
export default function OrdersPage() {
  usePageTitle(messages.customer.title);
  const [page, setPage] = useState(1);
  const endpoint = orderListEndpoint(authStorage.getRole(), authStorage.getProfile()?.role ?? null);
  const state = useFetch((signal) => getCustomerOrders(endpoint, page, signal), [endpoint, page]);
  return (
    <PageContainer title={messages.customer.title} actions={<Link to="/orders/refunds">{messages.refunds.title}</Link>}>
      <LoadState
        state={state}
        isEmpty={(data) => data.meta.total === 0}
        empty={<EmptyState title={messages.customer.empty} action={<Link to="/shop">{messages.customer.toShop}</Link>} />}
      >
        {(data) => (
          <PagedTable
            caption={messages.customer.caption}
            columns={columns}
            rows={data.rows}
            getRowKey={(row) => row.id}
            meta={data.meta}
            onPageChange={setPage}
          />
        )}
      </LoadState>
    </PageContainer>
  );
}
