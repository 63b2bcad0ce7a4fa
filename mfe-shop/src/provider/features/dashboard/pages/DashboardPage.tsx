import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatDate, useFetch, formatCents } from '@marktplatz/shared';
import { Amount, Badge, LoadState, Muted, SectionTitle } from '@marktplatz/shared/kit';
import { getDashboard } from '../api/getDashboard';
import type { ProviderDashboard, TodoKey } from '../types';
import { ActivityTiles } from '../components/ActivityTiles';
import { RevenueChart } from '../components/RevenueChart';
import { ProductTable, editorPath } from '../../products';
import { ProviderLayout } from '../../../components/ProviderLayout';
import { messages } from '../../../../messages/provider';
import { centsOfEuros } from '../../../../lib/money';

const t = messages.dashboard;

/** Where the provider handles their orders (the orders area). */
const ORDERS_PATH = '/orders/provider';

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: minmax(0, 1fr);
  margin-bottom: ${({ theme }) => theme.space.lg};
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

const Card = styled.section`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  padding: ${({ theme }) => theme.space.md};
  h2 {
    font-size: ${({ theme }) => theme.typography.sizes.lg};
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
  .figure {
    font-size: ${({ theme }) => theme.typography.sizes.xxl};
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    margin: 0;
  }
  ul {
    list-style: none;
    margin: ${({ theme }) => theme.space.sm} 0 0;
    padding: 0;
  }
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    min-height: 44px;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  li a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
  .more {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
`;

const TODO_LINKS: Record<TodoKey, string> = {
  confirm_orders: ORDERS_PATH,
  ship_orders: ORDERS_PATH,
  restock: '/shop/provider/products',
  add_images: '/shop/provider/products',
  publish_drafts: '/shop/provider/products',
};

function OrdersCard({ orders }: { orders: ProviderDashboard['orders_to_handle'] }) {
  return (
    <Card aria-labelledby="orders-heading" data-testid="orders-to-handle">
      <h2 id="orders-heading">{t.ordersHeading}</h2>
      <p className="figure">{orders.count}</p>
      <Muted>{orders.count === 0 ? t.noOrders : t.ordersSplit(orders.to_confirm, orders.to_ship)}</Muted>
      {orders.latest.length > 0 ? (
        <ul aria-label={t.oldestFirst}>
          {orders.latest.map((order) => (
            <li key={order.id}>
              <span>
                <strong>{order.vendor_order_number}</strong> · {formatDate(order.created_at)}
              </span>
              <span>
                <Badge $tone={order.status === 'pending' ? 'primary' : 'neutral'}>{t.orderStatus[order.status]}</Badge>{' '}
                <Amount>{formatCents(centsOfEuros(order.total))}</Amount>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <Link className="more" to={ORDERS_PATH}>
        {t.toOrders}
      </Link>
    </Card>
  );
}

function TodoCard({ todos }: { todos: ProviderDashboard['todos'] }) {
  return (
    <Card aria-labelledby="todos-heading" data-testid="todos">
      <h2 id="todos-heading">{t.todosHeading}</h2>
      {todos.length === 0 ? (
        <Muted>{t.noTodos}</Muted>
      ) : (
        <ul>
          {todos.map((todo) => (
            <li key={todo.key}>
              <Link to={TODO_LINKS[todo.key]}>{t.todo[todo.key](todo.count)}</Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function RevenueCard({ revenue }: { revenue: ProviderDashboard['revenue'] }) {
  return (
    <Card aria-labelledby="revenue-heading" data-testid="revenue">
      <h2 id="revenue-heading">{t.revenueHeading(revenue.days)}</h2>
      <p className="figure">{formatCents(revenue.total_cents)}</p>
      <Muted>{t.revenueOrders(revenue.orders)}</Muted>
      <RevenueChart revenue={revenue} />
    </Card>
  );
}

function StockOutCard({ stockOuts }: { stockOuts: ProviderDashboard['stock_outs'] }) {
  return (
    <Card aria-labelledby="stockouts-heading" data-testid="stock-outs">
      <h2 id="stockouts-heading">{t.stockOutsHeading}</h2>
      {stockOuts.count === 0 ? (
        <Muted>{t.noStockOuts}</Muted>
      ) : (
        <>
          <Muted>{t.stockOutsCount(stockOuts.count)}</Muted>
          <ul>
            {stockOuts.products.map((product) => (
              <li key={product.id}>
                <Link to={editorPath({ id: product.id, product_type: product.product_type })}>{product.name}</Link>
                <Badge $tone="danger">{messages.list.soldOut}</Badge>
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}

/**
 * Start page `/shop/provider`: the tiles of each activity (orders to confirm, food orders, requests, appointment
 * requests, balance — only what the provider does), then the shop: orders, to-dos, revenue, stock-outs, products.
 */
export default function DashboardPage() {
  const dashboard = useFetch((signal) => getDashboard(signal), []);
  return (
    <ProviderLayout title={t.title} actions={<Link to="/shop/provider/products/new">{messages.nav.newProduct}</Link>}>
      <LoadState state={dashboard}>
        {(data) => (
          <>
            <ActivityTiles data={data} />
            <Grid>
              <OrdersCard orders={data.orders_to_handle} />
              <TodoCard todos={data.todos} />
              <RevenueCard revenue={data.revenue} />
              <StockOutCard stockOuts={data.stock_outs} />
            </Grid>
          </>
        )}
      </LoadState>
      <SectionTitle>{t.productsHeading}</SectionTitle>
      <ProductTable />
    </ProviderLayout>
  );
}
