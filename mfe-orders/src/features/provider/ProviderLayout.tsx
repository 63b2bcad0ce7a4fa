import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { PageContainer } from '@marktplatz/shared';
import { usePageTitle } from '../../lib/usePageTitle';
import { messages } from '../../messages';

const Nav = styled.nav`
  margin-bottom: ${({ theme }) => theme.space.md};
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    gap: ${({ theme }) => theme.space.xs};
    overflow-x: auto;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    white-space: nowrap;
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
  { to: '/orders/provider', label: messages.provider.navOrders, end: true },
  { to: '/orders/provider/shipping', label: messages.provider.navShipping, end: true },
  { to: '/orders/provider/refunds', label: messages.provider.navRefunds, end: true },
  { to: '/orders/provider/invoices', label: messages.provider.navInvoices, end: true },
  { to: '/orders/provider/payouts', label: messages.provider.navPayouts, end: true },
] as const;

/** The provider's orders pages: heading and the area's navigation. */
export function ProviderLayout({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  usePageTitle(title);
  return (
    <PageContainer title={title} actions={actions}>
      <Nav aria-label={messages.provider.nav}>
        <ul>
          {LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end={link.end}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </Nav>
      {children}
    </PageContainer>
  );
}
