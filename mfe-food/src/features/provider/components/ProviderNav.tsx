import type { ReactNode } from 'react';
import { SideNavLayout } from '@marktplatz/shared/kit';
import { messages } from '../../../messages';

const links = [
  { to: '/food/board', label: messages.settings.nav.board },
  { to: '/food/settings', label: messages.settings.nav.settings },
  { to: '/food/categories', label: messages.settings.nav.categories },
  { to: '/food/delivery-times', label: messages.settings.nav.times },
] as const;

/** The food provider's settings pages with their side navigation. */
export function ProviderNav({ title, children }: { title: string; children: ReactNode }) {
  return (
    <SideNavLayout title={title} navLabel={messages.areaName} links={links}>
      {children}
    </SideNavLayout>
  );
}
