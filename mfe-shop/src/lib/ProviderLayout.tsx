import { useEffect, useState, type ReactNode } from 'react';
import { Link, NavLink, Navigate, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { EmptyState, PageContainer, Spinner, useAuth, useFetch, usePageTitle } from '@marktplatz/shared';
import { Badge } from '@marktplatz/shared/kit';
import { getRequestCount } from '../provider/features/bundles/api/bundles';
import { isFoodProvider } from '../provider/features/dashboard/api/getDashboard';
import { messages } from '../messages/provider';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 1000px) {
    grid-template-columns: 13rem minmax(0, 1fr);
  }
`;

const SideNav = styled.nav`
  ul {
    list-style: none;
    margin: 0;
    padding: 0 0 ${({ theme }) => theme.space.xs};
    display: flex;
    gap: ${({ theme }) => theme.space.xs};
    /* A phone keeps the links in one row that scrolls sideways. */
    overflow-x: auto;
    @media (min-width: 1000px) {
      flex-direction: column;
      overflow-x: visible;
    }
  }
  a {
    white-space: nowrap;
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    min-height: 44px;
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    border-radius: ${({ theme }) => theme.radii.md};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    border: 1px solid ${({ theme }) => theme.colors.border};
    @media (min-width: 1000px) {
      border-color: transparent;
    }
  }
  a:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    font-weight: 600;
  }
  a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const LINKS = [
  { to: '/shop/provider', label: messages.nav.dashboard, end: true },
  { to: '/shop/provider/products', label: messages.nav.products, end: true },
  { to: '/shop/provider/products/new', label: messages.nav.newProduct, end: true },
  { to: '/shop/provider/food-products/new', label: messages.nav.newFood, end: true, foodOnly: true },
  { to: '/shop/provider/discounts', label: messages.nav.discounts, end: true },
  { to: '/shop/provider/import', label: messages.nav.import, end: true },
  { to: '/shop/provider/bundles', label: messages.nav.bundles, end: false },
] as const;

/** Whether the signed-in provider sells food: only then are the gastro entries offered. */
function useFoodProvider(): boolean {
  const { user } = useAuth();
  const userId = user ? Number(user.user_id) : null;
  const [food, setFood] = useState(false);
  useEffect(() => {
    let active = true;
    isFoodProvider(userId)
      .then((answer) => {
        if (active) setFood(answer);
      })
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [userId]);
  return food;
}

const BUNDLE_REQUESTS_CHANGED = 'marktplatz:provider-bundle-requests-changed';

/** Tells the request count badge that a bundle request changed (confirmed, rejected, deleted …). */
export function announceBundleRequestsChanged(): void {
  window.dispatchEvent(new Event(BUNDLE_REQUESTS_CHANGED));
}

/** The open bundle requests to me, as a badge beside „Bundles“; counted again when a request changes. */
function BundleBadge() {
  const state = useFetch((signal) => getRequestCount(signal), []);
  const { reload } = state;
  useEffect(() => {
    window.addEventListener(BUNDLE_REQUESTS_CHANGED, reload);
    return () => window.removeEventListener(BUNDLE_REQUESTS_CHANGED, reload);
  }, [reload]);
  const count = state.data?.incoming ?? 0;
  if (count <= 0) return null;
  return (
    <Badge $tone="primary" data-testid="bundle-request-badge" aria-label={messages.bundles.requestsBadge(count)}>
      {count}
    </Badge>
  );
}

/** Provider page frame: the provider shop navigation beside the page. */
export function ProviderLayout({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  usePageTitle(title);
  const food = useFoodProvider();
  return (
    <PageContainer title={title} actions={actions}>
      <Layout>
        <SideNav aria-label={messages.nav.label}>
          <ul>
            {LINKS.filter((link) => food || !('foodOnly' in link)).map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.end}>
                  {link.label}
                  {link.to === '/shop/provider/bundles' ? <BundleBadge /> : null}
                </NavLink>
              </li>
            ))}
          </ul>
        </SideNav>
        <div>{children}</div>
      </Layout>
    </PageContainer>
  );
}

/** Shows its children to a signed-in provider; guests go to the login page, customers see a German note. */
export function RequireProvider({ children }: { children: ReactNode }) {
  const { initialised, authenticated, role } = useAuth();
  const { pathname, search } = useLocation();
  if (!initialised) return <Spinner block />;
  if (!authenticated) return <Navigate to={`/login?redirect=${encodeURIComponent(`${pathname}${search}`)}`} replace />;
  if (role !== 'Company') {
    return (
      <PageContainer title={messages.guard.title}>
        <EmptyState title={messages.guard.title} action={<Link to="/shop">{messages.guard.toMarketplace}</Link>}>
          {messages.guard.text}
        </EmptyState>
      </PageContainer>
    );
  }
  return <>{children}</>;
}
