import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Spinner, useAuth } from '@marktplatz/shared';

/** The login page with the current page as `redirect` (path and query). */
export function loginPathFor(pathname: string, search: string): string {
  return `/login?redirect=${encodeURIComponent(`${pathname}${search}`)}`;
}

/** A safe target after login: an own path (`/…`, not `//…`), else the overview. */
export function safeRedirect(target: string | null | undefined, fallback = '/account'): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  return target;
}

/** Shows its children to a logged-in user; a guest goes to the login page, which brings them back. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { initialised, authenticated } = useAuth();
  const { pathname, search } = useLocation();
  if (!initialised) return <Spinner block />;
  if (!authenticated) return <Navigate to={loginPathFor(pathname, search)} replace />;
  return <>{children}</>;
}
