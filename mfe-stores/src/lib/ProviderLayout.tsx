import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { RequireAuth, SideNavLayout } from '@marktplatz/shared/kit';
import { messages } from '../messages';

const LINKS = [
  { to: '/stores', label: messages.provider.navLocations },
  { to: '/stores/info', label: messages.provider.navInfo },
  { to: '/stores/appointments', label: messages.provider.navAppointments },
] as const;

/** The provider's store screens: signed in as a provider, with the side navigation of „Mein Geschäft“. */
export function ProviderLayout({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <RequireAuth role="Company" refusal={{ text: messages.providerOnly, action: <Link to="/provider-search">{messages.toSearch}</Link> }}>
      <SideNavLayout title={title} navLabel={messages.provider.navLabel} links={LINKS} actions={actions}>
        {children}
      </SideNavLayout>
    </RequireAuth>
  );
}
