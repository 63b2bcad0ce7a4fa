import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Notifications, usePageChangeFocus } from '@marktplatz/shared';
import { messages } from '../messages';
import { reportPageView } from './pageViews';
import { TestVersionBanner } from './TestVersionBanner';

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

/**
 * At least the viewport below the header: the footer starts below the fold, so a page's content arriving late
 * (an area, data) never pushes a footer that was already painted in view (a layout shift of half the screen).
 */
const Main = styled.main`
  flex: 1 0 auto;
  min-height: calc(100vh - 65px);
  outline: none;
  /* The heading focused after a page change (for screen readers) is no control: no focus ring around it. */
  h1[data-page-focus]:focus {
    outline: none;
  }
`;

/** Counts each page the visitor moves to (only with their consent to statistics; the first view counts at load). */
function usePageViews(): void {
  const { pathname, search } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    // after the page set its title
    const timer = window.setTimeout(() => reportPageView(window.location.href, document.title), 0);
    return () => window.clearTimeout(timer);
  }, [pathname, search]);
}

/**
 * The frame around every page: skip link, lazy header/footer/cookie banner, toasts and snackbars. A new page (and a
 * sent form that gives way to its result) starts at the top with its heading focused, in every area
 * (`usePageChangeFocus` of @marktplatz/shared).
 */
export function Layout({ children }: { children?: ReactNode }) {
  usePageViews();
  usePageChangeFocus();
  return (
    <Page>
      <SkipLink href="#main">{messages.skipLink}</SkipLink>
      <TestVersionBanner />
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
