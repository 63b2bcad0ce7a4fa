import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useAuth, useFetch } from '@marktplatz/shared';
import { Badge, RequireAuth, SideNavLayout } from '@marktplatz/shared/kit';
import { getRequestCount } from '../features/bundles';
import { isFoodProvider } from '../features/dashboard';
import { messages } from '../../messages/provider';

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

/** Provider page frame: the provider shop navigation beside the page (the kit's side-navigation layout). */
export function ProviderLayout({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  const food = useFoodProvider();
  const links = LINKS.filter((link) => food || !('foodOnly' in link)).map((link) => ({
    to: link.to,
    label: link.label,
    end: link.end,
    badge: link.to === '/shop/provider/bundles' ? <BundleBadge /> : undefined,
  }));
  return (
    <SideNavLayout title={title} navLabel={messages.nav.label} links={links} actions={actions}>
      {children}
    </SideNavLayout>
  );
}

/** Shows its children to a signed-in provider; guests go to the login page, customers see a German note. */
export function RequireProvider({ children }: { children: ReactNode }) {
  return (
    <RequireAuth
      role="Company"
      refusal={{ title: messages.guard.title, text: messages.guard.text, action: <Link to="/shop">{messages.guard.toMarketplace}</Link> }}
    >
      {children}
    </RequireAuth>
  );
}
