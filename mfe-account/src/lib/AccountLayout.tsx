import type { ReactNode } from 'react';
import { Button, useAuth } from '@marktplatz/shared';
import { SideNavLayout } from '@marktplatz/shared/kit';
import { messages } from '../messages';

export const ACCOUNT_LINKS = [
  { to: '/account', label: messages.nav.overview, customerOnly: false },
  { to: '/account/profile', label: messages.nav.profile, customerOnly: false },
  { to: '/account/security', label: messages.nav.security, customerOnly: false },
  { to: '/account/addresses', label: messages.nav.addresses, customerOnly: true },
  { to: '/stores/appointments', label: messages.nav.appointments, customerOnly: true },
  { to: '/account/notifications', label: messages.nav.notifications, customerOnly: false },
  { to: '/account/newsletter', label: messages.nav.newsletter, customerOnly: false },
  { to: '/account/onboarding', label: messages.nav.onboarding, customerOnly: false, providerOnly: true },
  { to: '/account/rechtstexte', label: messages.nav.policies, customerOnly: false, providerOnly: true },
  { to: '/account/packages', label: messages.nav.packages, customerOnly: false, providerOnly: true },
  { to: '/account/subscription', label: messages.nav.subscription, customerOnly: false, providerOnly: true },
  { to: '/account/loans', label: messages.nav.loans, customerOnly: false, providerOnly: true },
  { to: '/account/documents', label: messages.nav.documents, customerOnly: false },
  { to: '/account/beschwerden', label: messages.nav.complaints, customerOnly: false },
  { to: '/account/daten', label: messages.nav.data, customerOnly: false },
  { to: '/account/delete', label: messages.nav.delete, customerOnly: false },
] as const;

/** Whether the role sees a link: address books only for customers, the business sections only for providers. */
export function linkVisible(link: (typeof ACCOUNT_LINKS)[number], role: string | null | undefined): boolean {
  return (!link.customerOnly || role === 'User') && (!('providerOnly' in link) || role === 'Company');
}

/** Account page frame: the account navigation (address books only for customers) and „Abmelden“ beside the page. */
export function AccountLayout({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  const { role, logout } = useAuth();
  const links = ACCOUNT_LINKS.filter((link) => linkVisible(link, role));
  return (
    <SideNavLayout
      title={title}
      navLabel={messages.nav.label}
      links={links}
      actions={actions}
      navEnd={
        <Button type="button" variant="link" onClick={() => void logout()} data-testid="account-logout">
          {messages.nav.logout}
        </Button>
      }
    >
      {children}
    </SideNavLayout>
  );
}
