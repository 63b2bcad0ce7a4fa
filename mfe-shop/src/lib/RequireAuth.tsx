import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Spinner, useAuth } from '@marktplatz/shared';

/** The login page with the current page as `redirect` (path and query). */
export function loginPathFor(pathname: string, search = ''): string {
  return `/login?redirect=${encodeURIComponent(`${pathname}${search}`)}`;
}

/** Shows its children to a logged-in user; a guest goes to the login page, which brings them back. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { initialised, authenticated } = useAuth();
  const { pathname, search } = useLocation();
  if (!initialised) return <Spinner block />;
  if (!authenticated) return <Navigate to={loginPathFor(pathname, search)} replace />;
  return <>{children}</>;
}
