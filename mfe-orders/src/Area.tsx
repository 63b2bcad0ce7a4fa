import { lazy, type ReactNode } from 'react';
import { Link, Route } from 'react-router-dom';
import { AreaRoutes, RequireAuth } from '@marktplatz/shared/kit';
import { messages } from './messages';

/** The remote's name; the shell finds the area's root by `data-area`. */
export const REMOTE_NAME = 'mfe_orders';

// Every screen is its own chunk.
const OrdersPage = lazy(() => import('./features/customer/pages/OrdersPage'));
const OrderPage = lazy(() => import('./features/customer/pages/OrderPage'));
const WiderrufPage = lazy(() => import('./features/widerruf/pages/WiderrufPage'));
const ProviderOrdersPage = lazy(() => import('./features/provider/pages/ProviderOrdersPage'));
const ProviderOrderPage = lazy(() => import('./features/provider/pages/ProviderOrderPage'));
const ShippingPage = lazy(() => import('./features/provider/pages/ShippingPage'));
const InvoicesPage = lazy(() => import('./features/invoices/pages/InvoicesPage'));
const ProviderRefundsPage = lazy(() => import('./features/provider/pages/ProviderRefundsPage'));
const PayoutsPage = lazy(() => import('./features/provider/pages/PayoutsPage'));
const ProviderDisputesPage = lazy(() => import('./features/disputes/pages/ProviderDisputesPage'));
const RefundsPage = lazy(() => import('./features/refunds/pages/RefundsPage'));
const FinancePage = lazy(() => import('./features/finance/pages/FinancePage'));

/** A customer's page: guests go to the login page, a provider is pointed to the provider's orders. */
function RequireCustomer({ children }: { children: ReactNode }) {
  return (
    <RequireAuth
      role="User"
      refusal={{
        title: messages.guard.customerTitle,
        text: messages.guard.customerText,
        action: <Link to="/orders/provider">{messages.guard.toProvider}</Link>,
      }}
    >
      {children}
    </RequireAuth>
  );
}

/** A provider's page: guests go to the login page, a customer is pointed to their own orders. */
function RequireProvider({ children }: { children: ReactNode }) {
  return (
    <RequireAuth
      role="Company"
      refusal={{
        title: messages.guard.providerTitle,
        text: messages.guard.providerText,
        action: <Link to="/orders">{messages.guard.toOrders}</Link>,
      }}
    >
      {children}
    </RequireAuth>
  );
}

/** The area's routes (full paths), mounted by the shell under the area's URL prefixes. */
export default function Area() {
  return (
    <AreaRoutes name={REMOTE_NAME} messages={messages}>
      <Route
        path="/orders"
        element={
          <RequireCustomer>
            <OrdersPage />
          </RequireCustomer>
        }
      />
      <Route path="/orders/widerruf" element={<WiderrufPage />} />
      <Route
        path="/orders/refunds"
        element={
          <RequireCustomer>
            <RefundsPage />
          </RequireCustomer>
        }
      />
      <Route
        path="/orders/provider/refunds"
        element={
          <RequireProvider>
            <ProviderRefundsPage />
          </RequireProvider>
        }
      />
      <Route
        path="/orders/provider/disputes"
        element={
          <RequireProvider>
            <ProviderDisputesPage />
          </RequireProvider>
        }
      />
      <Route
        path="/orders/provider"
        element={
          <RequireProvider>
            <ProviderOrdersPage />
          </RequireProvider>
        }
      />
      <Route
        path="/orders/provider/shipping"
        element={
          <RequireProvider>
            <ShippingPage />
          </RequireProvider>
        }
      />
      <Route
        path="/orders/provider/payouts"
        element={
          <RequireProvider>
            <PayoutsPage />
          </RequireProvider>
        }
      />
      <Route
        path="/orders/provider/finance"
        element={
          <RequireProvider>
            <FinancePage />
          </RequireProvider>
        }
      />
      <Route
        path="/orders/provider/invoices"
        element={
          <RequireProvider>
            <InvoicesPage />
          </RequireProvider>
        }
      />
      <Route
        path="/orders/provider/:vendor_order_id"
        element={
          <RequireProvider>
            <ProviderOrderPage />
          </RequireProvider>
        }
      />
      <Route
        path="/orders/:order_number"
        element={
          <RequireCustomer>
            <OrderPage />
          </RequireCustomer>
        }
      />
    </AreaRoutes>
  );
}
