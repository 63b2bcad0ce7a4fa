import { useEffect, useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useAuth } from '@marktplatz/shared';
import { RemoteWidget } from '../federation/RemoteWidget';
import { useLayoutData } from '../features/editorial/layoutData';
import { messages } from '../messages';
import { Container } from '../ui';
import { useChatDock } from '../chat/chatDock';
import { FrameButton } from './frameStyles';
import { ThemeSwitcher } from './ThemeSwitcher';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  background: ${({ theme }) => theme.colors.background};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Row = styled(Container)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 64px;
  flex-wrap: wrap;
`;

const Brand = styled(Link)`
  font-weight: ${({ theme }) => theme.typography.weights.bold};
  font-size: ${({ theme }) => theme.typography.sizes.lg};
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: none;
  margin-inline-end: auto;
`;

const MenuToggle = styled(FrameButton)`
  @media (min-width: ${({ theme }) => theme.breakpoints.xl}) {
    display: none;
  }
`;

const Nav = styled.nav<{ $open: boolean }>`
  order: 10;
  flex-basis: 100%;
  display: ${({ $open }) => ($open ? 'block' : 'none')};
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
    min-height: 40px;
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
    order: 0;
    flex-basis: auto;
    display: block;
    padding-bottom: 0;
    ul {
      flex-direction: row;
      gap: 0;
    }
    a {
      padding: 0 ${({ theme }) => theme.space.xs};
      white-space: nowrap;
    }
  }
`;

const Tools = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

const Slot = styled.div`
  display: flex;
  align-items: center;
  &:empty {
    display: none;
  }
`;

const AccountLinks = styled.div`
  display: none;
  @media (min-width: ${({ theme }) => theme.breakpoints.xl}) {
    display: flex;
  }
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
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

/** Session links inside the menu on small screens (beside the menu on large ones). */
const MenuOnly = styled.li`
  @media (min-width: ${({ theme }) => theme.breakpoints.xl}) {
    display: none;
  }
  button {
    min-height: 40px;
    padding: 0 ${({ theme }) => theme.space.sm};
    border: 0;
    background: none;
    color: ${({ theme }) => theme.colors.link};
    text-decoration: underline;
    cursor: pointer;
  }
`;

function navigationFor(role: string | null, authenticated: boolean, guestMenu: { to: string; label: string }[] | null) {
  if (!authenticated) return guestMenu && guestMenu.length > 0 ? guestMenu : messages.nav.guest;
  return role === 'Company' ? messages.nav.provider : messages.nav.customer;
}

/** The frame's header (full navigation from 1280 px, a menu button below): brand, navigation for guest / customer / provider, widget slots, theme and session. */
export default function Header() {
  const { authenticated, role, user, logout } = useAuth();
  const { open: openChat } = useChatDock();
  const [menuOpen, setMenuOpen] = useState(false);
  const navId = useId();
  const { pathname } = useLocation();
  const layout = useLayoutData();
  const links = navigationFor(role, authenticated, layout ? layout.header.map((link) => ({ to: link.url, label: link.label })) : null);

  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <Bar>
      <Row>
        <Brand to="/">{messages.siteName}</Brand>
        <Nav id={navId} aria-label={messages.nav.mainLabel} $open={menuOpen}>
          <ul>
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === '/account'}>
                  {link.label}
                </NavLink>
              </li>
            ))}
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
          </ul>
        </Nav>
        <Tools>
          <Slot data-slot="cart">
            <RemoteWidget remote="mfe_shop" exposed="CartButton" />
          </Slot>
          {authenticated ? (
            <>
              <Slot data-slot="notifications">
                <RemoteWidget remote="mfe_account" exposed="NotificationBell" />
              </Slot>
              <Slot data-slot="chat">
                <RemoteWidget remote="mfe_chat" exposed="ChatLauncher" props={{ onOpen: openChat }} />
              </Slot>
            </>
          ) : null}
          <ThemeSwitcher />
          <MenuToggle
            type="button"
            aria-expanded={menuOpen}
            aria-controls={navId}
            onClick={() => setMenuOpen(!menuOpen)}
          >
            {messages.nav.menu}
          </MenuToggle>
        </Tools>
        <AccountLinks>
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
        </AccountLinks>
      </Row>
    </Bar>
  );
}
