import type { ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { EmptyState, PageContainer, Spinner, useAuth } from '@marktplatz/shared';
import { messages } from '../messages';

function useLoginRedirect(): string {
  const { pathname, search } = useLocation();
  return `/login?redirect=${encodeURIComponent(`${pathname}${search}`)}`;
}

/** A signed-in customer sees the page; a guest goes to the login page, a provider gets a German note. */
export function RequireCustomer({ children }: { children: ReactNode }) {
  const { initialised, authenticated, role } = useAuth();
  const login = useLoginRedirect();
  if (!initialised) return <Spinner block />;
  if (!authenticated) return <Navigate to={login} replace />;
  if (role !== 'User') {
    return (
      <PageContainer title={messages.guard.customerTitle}>
        <EmptyState title={messages.guard.customerTitle} action={<Link to="/orders/provider">{messages.guard.toProvider}</Link>}>
          {messages.guard.customerText}
        </EmptyState>
      </PageContainer>
    );
  }
  return <>{children}</>;
}

/** A signed-in provider sees the page; a guest goes to the login page, a customer gets a German note. */
export function RequireProvider({ children }: { children: ReactNode }) {
  const { initialised, authenticated, role } = useAuth();
  const login = useLoginRedirect();
  if (!initialised) return <Spinner block />;
  if (!authenticated) return <Navigate to={login} replace />;
  if (role !== 'Company') {
    return (
      <PageContainer title={messages.guard.providerTitle}>
        <EmptyState title={messages.guard.providerTitle} action={<Link to="/orders">{messages.guard.toOrders}</Link>}>
          {messages.guard.providerText}
        </EmptyState>
      </PageContainer>
    );
  }
  return <>{children}</>;
}
