/**
 * The shell's editorial routes. The landing page is part of the start-up code (its first render is the server
 * render's, hydrated, or the browser's own); the other pages are lazily loaded chunks.
 */
import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import LandingPage from '../pages/LandingPage';

const BecomeProviderPage = lazy(() => import(/* webpackChunkName: "become-provider" */ '../pages/BecomeProviderPage'));
const ContentPage = lazy(() => import(/* webpackChunkName: "content-page" */ '../pages/ContentPage'));
const NewsPages = lazy(() => import(/* webpackChunkName: "news" */ '../pages/NewsPages'));

export type EditorialPageName = 'landing' | 'becomeProvider' | 'content' | 'news';

/** Reserves the viewport while a page chunk loads (no layout shift when it arrives). */
const Pending = styled.div`
  min-height: 70vh;
`;
const pending = <Pending aria-busy="true" />;

export function EditorialRoute({ page }: { page: EditorialPageName }) {
  return (
    <Suspense fallback={pending}>
      {/* The landing page's tour is beside its route slot (src/App.tsx), outside a hydrated landing page. */}
      {page === 'landing' ? <LandingPage /> : null}
      {page === 'becomeProvider' ? <BecomeProviderPage /> : null}
      {page === 'content' ? <ContentPage /> : null}
      {page === 'news' ? <NewsPages /> : null}
    </Suspense>
  );
}
