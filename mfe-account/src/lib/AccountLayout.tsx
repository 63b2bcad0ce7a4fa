import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { Button, PageContainer, useAuth } from '@marktplatz/shared';
import { messages } from '../messages';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 900px) {
    grid-template-columns: 14rem minmax(0, 1fr);
  }
`;

const SideNav = styled.nav`
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.xs};
    @media (min-width: 900px) {
      flex-direction: column;
    }
  }
  a,
  button {
    display: block;
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    border-radius: ${({ theme }) => theme.radii.md};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
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

export const ACCOUNT_LINKS = [
  { to: '/account', label: messages.nav.overview, customerOnly: false },
  { to: '/account/profile', label: messages.nav.profile, customerOnly: false },
  { to: '/account/security', label: messages.nav.security, customerOnly: false },
  { to: '/account/addresses', label: messages.nav.addresses, customerOnly: true },
  { to: '/account/notifications', label: messages.nav.notifications, customerOnly: false },
  { to: '/account/newsletter', label: messages.nav.newsletter, customerOnly: false },
  { to: '/account/delete', label: messages.nav.delete, customerOnly: false },
] as const;

/** Account page frame: the account navigation (address books only for customers) beside the page. */
export function AccountLayout({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  const { role, logout } = useAuth();
  const links = ACCOUNT_LINKS.filter((link) => !link.customerOnly || role === 'User');
  return (
    <PageContainer title={title} actions={actions}>
      <Layout>
        <SideNav aria-label={messages.nav.label}>
          <ul>
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end>
                  {link.label}
                </NavLink>
              </li>
            ))}
            <li>
              <Button type="button" variant="link" onClick={() => void logout()} data-testid="account-logout">
                {messages.nav.logout}
              </Button>
            </li>
          </ul>
        </SideNav>
        <div>{children}</div>
      </Layout>
    </PageContainer>
  );
}
