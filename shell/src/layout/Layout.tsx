import { lazy, Suspense, type ReactNode } from 'react';
import styled from 'styled-components';
import { Notifications } from '@marktplatz/shared';
import { messages } from '../messages';

const Header = lazy(() => import(/* webpackChunkName: "header" */ './Header'));
const Footer = lazy(() => import(/* webpackChunkName: "footer" */ './Footer'));
const CookieBanner = lazy(() => import(/* webpackChunkName: "cookie-banner" */ './CookieBanner'));

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const SkipLink = styled.a`
  position: absolute;
  inset-inline-start: ${({ theme }) => theme.space.sm};
  top: -100px;
  z-index: ${({ theme }) => theme.zIndex.notifications};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  border-radius: ${({ theme }) => theme.radii.md};
  &:focus {
    top: ${({ theme }) => theme.space.sm};
  }
`;

const HeaderPlaceholder = styled.div`
  min-height: 65px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Main = styled.main`
  flex: 1 0 auto;
  outline: none;
`;

/** The frame around every page: skip link, lazy header/footer/cookie banner, toasts and snackbars. */
export function Layout({ children }: { children?: ReactNode }) {
  return (
    <Page>
      <SkipLink href="#main">{messages.skipLink}</SkipLink>
      <Suspense fallback={<HeaderPlaceholder />}>
        <Header />
      </Suspense>
      <Main id="main" tabIndex={-1}>
        {children}
      </Main>
      <Suspense fallback={null}>
        <Footer />
        <CookieBanner />
      </Suspense>
      <Notifications />
    </Page>
  );
}
