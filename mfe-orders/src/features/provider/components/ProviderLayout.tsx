import type { ReactNode } from 'react';
import { SideNavLayout } from '@marktplatz/shared/kit';
import { messages } from '../../../messages';

const LINKS = [
  { to: '/orders/provider', label: messages.provider.navOrders },
  { to: '/orders/provider/shipping', label: messages.provider.navShipping },
  { to: '/orders/provider/refunds', label: messages.provider.navRefunds },
  { to: '/orders/provider/disputes', label: messages.provider.navDisputes },
  { to: '/orders/provider/invoices', label: messages.provider.navInvoices },
  { to: '/orders/provider/payouts', label: messages.provider.navPayouts },
  { to: '/orders/provider/finance', label: messages.provider.navFinance },
] as const;

/** The provider's orders pages: heading, document title and the area's side navigation. */
export function ProviderLayout({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <SideNavLayout title={title} navLabel={messages.provider.nav} links={LINKS} actions={actions}>
      {children}
    </SideNavLayout>
  );
}
