import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { EmptyState, PageContainer, Spinner, loginPathFor, messages, useAuth, type ProfileRole } from '@marktplatz/shared';

export interface RoleRefusal {
  title?: ReactNode;
  text?: ReactNode;
  /** A way on, e.g. `<Link to="/orders">Zu meinen Bestellungen</Link>`. */
  action?: ReactNode;
}

export interface RequireAuthProps {
  children: ReactNode;
  /** Only this role (`User`: customer, `Company`: provider) sees the page; the other gets `refusal`. */
  role?: ProfileRole;
  /** The German note for a signed-in user of the other role; default texts name the role the page is for. */
  refusal?: RoleRefusal;
}

/**
 * Shows its children to a signed-in user (of `role`, when given). A guest goes to the login page with the current
 * page as `redirect` (see `loginPathFor`), and comes back after logging in; until the session is known a spinner
 * shows.
 *
 * ```tsx
 * <Route path="/orders/provider" element={<RequireAuth role="Company"><ProviderOrdersPage /></RequireAuth>} />
 * ```
 */
export function RequireAuth({ children, role, refusal }: RequireAuthProps) {
  const auth = useAuth();
  const location = useLocation();
  if (!auth.initialised) return <Spinner block />;
  if (!auth.authenticated) return <Navigate to={loginPathFor(location)} replace />;
  if (role && auth.role !== role) {
    const texts = messages.guard[role];
    const title = refusal?.title ?? texts.title;
    return (
      <PageContainer title={title}>
        <EmptyState title={title} action={refusal?.action}>
          {refusal?.text ?? texts.text}
        </EmptyState>
      </PageContainer>
    );
  }
  return <>{children}</>;
}
