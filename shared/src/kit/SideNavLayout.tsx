import { useEffect, useId, useState, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { PageContainer, usePageTitle } from '@marktplatz/shared';

export interface SideNavLink {
  to: string;
  label: ReactNode;
  /** Marked current only on exactly this path (default `true`); `false` also below it (`/bundles/12`). */
  end?: boolean;
  /** Shown after the label, e.g. a count `<Badge>`. */
  badge?: ReactNode;
}

export interface SideNavLayoutProps {
  /** The page heading (h1) and document title („<title> – Marktplatz“). */
  title: string;
  /** The navigation's accessible name, e.g. „Mein Konto“. */
  navLabel: string;
  links: readonly SideNavLink[];
  /** Extra entries after the links (a logout button). */
  navEnd?: ReactNode;
  /** Buttons or links beside the heading. */
  actions?: ReactNode;
  /**
   * On a phone, the links fold behind a „Menü“ button (with the current page's name) instead of one sideways row —
   * for long navigations such as the back office's, where most entries would sit off screen.
   */
  phoneMenu?: boolean;
  children: ReactNode;
}

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 900px) {
    grid-template-columns: 14rem minmax(0, 1fr);
  }
`;

const MenuToggle = styled.button`
  display: flex;
  width: 100%;
  justify-content: space-between;
  margin-bottom: ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  @media (min-width: 900px) {
    display: none !important;
  }
`;

const SideNav = styled.nav`
  /* With the phone menu: the list stands as a column, and is shown only while the menu is open. */
  @media (max-width: 899.98px) {
    &[data-menu='closed'] ul {
      display: none;
    }
    &[data-menu='open'] ul {
      flex-direction: column;
      overflow-x: visible;
    }
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0 0 ${({ theme }) => theme.space.xs};
    display: flex;
    gap: ${({ theme }) => theme.space.xs};
    /* A phone keeps the entries in one row that scrolls sideways inside the navigation, never the page. */
    overflow-x: auto;
    @media (min-width: 900px) {
      flex-direction: column;
      overflow-x: visible;
    }
  }
  a,
  button {
    white-space: nowrap;
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    min-height: 44px;
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    border-radius: ${({ theme }) => theme.radii.md};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a {
    border: 1px solid ${({ theme }) => theme.colors.border};
    @media (min-width: 900px) {
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
  a:focus-visible,
  button:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/**
 * A page with a side navigation (account, provider area): the links beside the content on a wide screen, one
 * sideways-scrolling row above it on a phone; the current page's link is marked (`aria-current="page"`).
 *
 * ```tsx
 * <SideNavLayout title="Profil" navLabel="Mein Konto" links={[{ to: '/account', label: 'Übersicht' }, …]}
 *   navEnd={<Button variant="link" onClick={logout}>Abmelden</Button>}>
 *   <ProfileForm />
 * </SideNavLayout>
 * ```
 */
export function SideNavLayout({ title, navLabel, links, navEnd, actions, phoneMenu = false, children }: SideNavLayoutProps) {
  usePageTitle(title);
  const location = useLocation();
  const listId = useId();
  const [open, setOpen] = useState(false);
  // A chosen entry closes the menu again.
  useEffect(() => setOpen(false), [location.pathname]);
  const current = links.find((link) =>
    link.end === false ? location.pathname === link.to || location.pathname.startsWith(`${link.to}/`) : location.pathname === link.to,
  );
  return (
    <PageContainer title={title} actions={actions}>
      <Layout>
        <SideNav aria-label={navLabel} data-menu={phoneMenu ? (open ? 'open' : 'closed') : undefined}>
          {phoneMenu ? (
            <MenuToggle type="button" aria-expanded={open} aria-controls={listId} onClick={() => setOpen((value) => !value)}>
              <span>
                {navLabel}
                {current ? <>: {current.label}</> : null}
              </span>
              <span aria-hidden="true">{open ? '▴' : '▾'}</span>
            </MenuToggle>
          ) : null}
          <ul id={listId}>
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.end ?? true}>
                  {link.label}
                  {link.badge}
                </NavLink>
              </li>
            ))}
            {navEnd ? <li>{navEnd}</li> : null}
          </ul>
        </SideNav>
        <div>{children}</div>
      </Layout>
    </PageContainer>
  );
}
