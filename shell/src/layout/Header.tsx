import { Suspense, useEffect, useId, useRef } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Button, useAuth } from '@marktplatz/shared';
import { RemoteWidget } from '../federation/RemoteWidget';
import { useLayoutData } from '../features/editorial/lib/layoutData';
import { messages } from '../messages';
import { reachableLinks } from '../reachability';
import { bareButton, Container } from '../ui';
import { FrameButton } from './frameStyles';
import { HeaderSearch } from './HeaderSearch';
import { useMenuOpenState } from './overlays';
import { providerMenu, useProviderActivities, type MenuGroup } from './providerMenu';
import { ThemeOptions, ThemeSwitcher } from './ThemeSwitcher';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  background: ${({ theme }) => theme.colors.background};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

/** One row on every screen; the menu and the phone's search open below it. */
const Row = styled(Container)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 64px;
  flex-wrap: wrap;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    gap: ${({ theme }) => theme.space.sm};
  }
`;

const Brand = styled(Link)`
  flex: 0 1 auto;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-weight: ${({ theme }) => theme.typography.weights.bold};
  font-size: ${({ theme }) => theme.typography.sizes.lg};
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: none;
  margin-inline-end: auto;
  @media (min-width: ${({ theme }) => theme.breakpoints.xl}) {
    margin-inline-end: ${({ theme }) => theme.space.sm};
  }
`;

export const IconButton = styled(Button).attrs({ variant: 'link' })`
  && {
    ${bareButton}
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 44px;
    height: 44px;
    flex: 0 0 auto;
    padding: 0;
    border: 0;
    border-radius: ${({ theme }) => theme.radii.md};
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    cursor: pointer;
    &:hover {
      background: ${({ theme }) => theme.colors.surface};
    }
    &:focus-visible {
      outline: 3px solid ${({ theme }) => theme.colors.focus};
      outline-offset: 2px;
    }
    svg {
      width: 24px;
      height: 24px;
    }
  }
`;

/** The menu button: below 1280 px for everyone; on wide screens too for a provider (whose menu is a panel). */
const MenuToggle = styled(IconButton)<{ $panel: boolean }>`
  &&& {
    span {
      display: none;
    }
    @media (min-width: ${({ theme }) => theme.breakpoints.xl}) {
      display: ${({ $panel }) => ($panel ? 'inline-flex' : 'none')};
      width: auto;
      gap: ${({ theme }) => theme.space.xxs};
      padding: 0 ${({ theme }) => theme.space.xs};
      span {
        display: inline;
      }
    }
  }
`;

/**
 * The provider's groups: one list per activity under its name, in columns where there is room. Every entry is
 * shown at once (no sub-menus).
 */
const Groups = styled.ul`
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    display: grid !important;
    grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
    gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md} !important;
  }
  > li > span {
    display: block;
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm} 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.sizes.sm};
    font-weight: ${({ theme }) => theme.typography.weights.bold};
  }
`;

const Nav = styled.nav<{ $open: boolean; $panel: boolean }>`
  order: 10;
  flex-basis: 100%;
  display: ${({ $open }) => ($open ? 'block' : 'none')};
  max-height: calc(100vh - 72px);
  overflow-y: auto;
  padding-bottom: ${({ theme }) => theme.space.sm};
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xxs};
  }
  a {
    display: flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radii.sm};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.link};
    font-weight: ${({ theme }) => theme.typography.weights.bold};
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.xl}) {
    ${({ $panel, theme }) =>
      $panel
        ? `padding-top: ${theme.space.sm};`
        : `
    order: 0;
    flex-basis: auto;
    display: block;
    max-height: none;
    overflow: visible;
    padding-bottom: 0;
    margin-inline-end: auto;
    ul {
      flex-direction: row;
      gap: 0;
    }
    a {
      padding: 0 ${theme.space.xxs};
      font-size: ${theme.typography.sizes.sm};
      white-space: nowrap;
    }`}
  }
  /* From 1440 px the row has room for the full-size entries. */
  @media (min-width: 1440px) {
    a {
      padding: 0 ${({ $panel, theme }) => ($panel ? theme.space.sm : theme.space.xs)};
      font-size: inherit;
    }
  }
`;

const Tools = styled.div`
  display: flex;
  align-items: center;
  flex: 0 0 auto;
  gap: ${({ theme }) => theme.space.xxs};
`;

const Slot = styled.div`
  display: flex;
  align-items: center;
  &:empty {
    display: none;
  }
`;

const WideOnly = styled.div`
  display: none;
  @media (min-width: ${({ theme }) => theme.breakpoints.xl}) {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
  }
  a {
    white-space: nowrap;
  }
`;

/** Only where the row has room for it (wide screens); the account link says who is logged in on smaller ones. */
const Greeting = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: nowrap;
  display: none;
  @media (min-width: 1440px) {
    display: inline;
  }
`;

/** Session links and the display settings inside the menu on small screens (beside it on wide ones). */
const MenuOnly = styled.li`
  list-style: none;
  @media (min-width: ${({ theme }) => theme.breakpoints.xl}) {
    display: none;
  }
  > button {
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.sm};
    border: 0;
    background: none;
    color: ${({ theme }) => theme.colors.link};
    text-decoration: underline;
    cursor: pointer;
    font: inherit;
  }
`;

const MenuSettings = styled(MenuOnly)`
  margin-top: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

interface NavEntry {
  to: string;
  label: string;
}

function navigationFor(authenticated: boolean, guestMenu: NavEntry[] | null): NavEntry[] {
  if (!authenticated) return reachableLinks<NavEntry>(guestMenu && guestMenu.length > 0 ? guestMenu : messages.nav.guest);
  return reachableLinks(messages.nav.customer);
}

/** Entries whose page has pages below it with menu entries of their own: marked current only on their own path. */
const EXACT = new Set(['/account', '/shop/provider', '/shop', '/stores', '/orders/provider', '/leads/provider']);

function MenuEntry({ link }: { link: NavEntry }) {
  return (
    <li>
      <NavLink to={link.to} end={EXACT.has(link.to)}>
        {link.label}
      </NavLink>
    </li>
  );
}

function ProviderGroups({ groups, idPrefix }: { groups: MenuGroup[]; idPrefix: string }) {
  return (
    <Groups>
      {groups.map((group) => (
        <li key={group.key}>
          <span id={`${idPrefix}-${group.key}`}>{group.label}</span>
          <ul aria-labelledby={`${idPrefix}-${group.key}`}>
            {group.links.map((link) => (
              <MenuEntry key={link.to} link={link} />
            ))}
          </ul>
        </li>
      ))}
    </Groups>
  );
}

const BackOfficeName = styled.span`
  flex: 1;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const isBackOffice = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/');

/**
 * The frame's header, one row on every screen: brand, navigation for guest / customer / provider (a menu button
 * below 1280 px, holding the display settings too; a provider's menu — grouped by activity — is a panel behind
 * the button on every screen), product search, cart and bell, session. Links into areas still in preview are left
 * out.
 */
export default function Header() {
  const { authenticated, role, user, logout } = useAuth();
  const [menuOpen, setMenuOpen] = useMenuOpenState();
  const navId = useId();
  const { pathname } = useLocation();
  const layout = useLayoutData();
  const provider = authenticated && role === 'Company';
  const activities = useProviderActivities(provider && user ? String(user.user_id ?? '') : null);
  const links = navigationFor(authenticated, layout ? layout.header.map((link) => ({ to: link.url, label: link.label })) : null);

  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => setMenuOpen(false), [pathname, setMenuOpen]);

  // Escape closes the open menu and brings the focus back to its button.
  useEffect(() => {
    if (!menuOpen) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen, setMenuOpen]);

  // The back office has its own staff session and navigation (mfe-admin): the customer's search, cart, menu and login
  // would only mislead a staff member there, so its header names the place and keeps the display settings.
  if (isBackOffice(pathname)) {
    return (
      <Bar>
        <Row>
          <Brand to="/">{messages.siteName}</Brand>
          <BackOfficeName>{messages.nav.backOffice}</BackOfficeName>
          <WideOnly>
            <ThemeSwitcher />
          </WideOnly>
        </Row>
      </Bar>
    );
  }

  return (
    <Bar>
      <Row>
        <Brand to="/">{messages.siteName}</Brand>
        <Nav id={navId} aria-label={messages.nav.mainLabel} $open={menuOpen} $panel={provider}>
          {provider ? <ProviderGroups groups={providerMenu(activities)} idPrefix={navId} /> : null}
          <ul>
            {provider ? null : links.map((link) => <MenuEntry key={link.to} link={link} />)}
            {authenticated ? (
              <MenuOnly>
                <button type="button" onClick={() => void logout()}>
                  {messages.nav.logout}
                </button>
              </MenuOnly>
            ) : (
              <>
                <MenuOnly>
                  <NavLink to="/login">{messages.nav.login}</NavLink>
                </MenuOnly>
                <MenuOnly>
                  <NavLink to="/register">{messages.nav.register}</NavLink>
                </MenuOnly>
              </>
            )}
            {menuOpen ? (
              <MenuSettings>
                <Suspense fallback={null}>
                  <ThemeOptions />
                </Suspense>
              </MenuSettings>
            ) : null}
          </ul>
        </Nav>
        <HeaderSearch />
        <Tools>
          <Slot data-slot="cart">
            <RemoteWidget remote="mfe_shop" exposed="CartButton" />
          </Slot>
          {authenticated ? (
            <Slot data-slot="notifications">
              <RemoteWidget remote="mfe_account" exposed="NotificationBell" />
            </Slot>
          ) : null}
          <MenuToggle
            ref={toggleRef}
            type="button"
            $panel={provider}
            aria-label={messages.nav.menu}
            aria-expanded={menuOpen}
            aria-controls={navId}
            onClick={() => setMenuOpen(!menuOpen)}
            data-testid="menu-toggle"
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path
                fill="currentColor"
                d={
                  menuOpen
                    ? 'M6.4 5 12 10.6 17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4 6.4 5Z'
                    : 'M3 6h18v2H3V6Zm0 5h18v2H3v-2Zm0 5h18v2H3v-2Z'
                }
              />
            </svg>
            <span aria-hidden="true">{messages.nav.menu}</span>
          </MenuToggle>
        </Tools>
        <WideOnly>
          <ThemeSwitcher />
          {authenticated ? (
            <>
              {user?.first_name ? <Greeting>{messages.nav.greeting(user.first_name)}</Greeting> : null}
              <FrameButton type="button" onClick={() => void logout()}>
                {messages.nav.logout}
              </FrameButton>
            </>
          ) : (
            <>
              <Link to="/login">{messages.nav.login}</Link>
              <Link to="/register">{messages.nav.register}</Link>
            </>
          )}
        </WideOnly>
      </Row>
    </Bar>
  );
}
