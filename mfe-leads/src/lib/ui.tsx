/**
 * Small local helpers of the area (load state, page title, guards, field errors, badges). They go away when the
 * platform kit offers the same pieces.
 */
import { useEffect, type ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { EmptyState, ErrorState, PageContainer, Spinner, useAuth, type FetchState } from '@marktplatz/shared';

/** Sets the document title to „<title> – Marktplatz“. */
export function usePageTitle(title: string) {
  useEffect(() => {
    if (title) document.title = `${title} – Marktplatz`;
  }, [title]);
}

/** Spinner, error with retry, or the loaded data. */
export function LoadState<T>({ state, children }: { state: FetchState<T>; children: (data: T) => ReactNode }) {
  if (state.loading && state.data === undefined) return <Spinner block />;
  if (state.error !== undefined || state.data === undefined) return <ErrorState error={state.error} onRetry={state.reload} />;
  return <>{children(state.data)}</>;
}

/** Field errors of a 422 answer (`errors: { field: [message] }`), first message per field. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!error || typeof error !== 'object') return {};
  const errors = (error as { errors?: unknown }).errors;
  if (!errors || typeof errors !== 'object' || Array.isArray(errors)) return {};
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(errors as Record<string, unknown>)) {
    if (Array.isArray(value) && typeof value[0] === 'string') result[key] = value[0];
  }
  return result;
}

function useLoginRedirect(): string {
  const { pathname, search } = useLocation();
  return `/login?redirect=${encodeURIComponent(`${pathname}${search}`)}`;
}

/** Only for a signed-in user of one role; a guest goes to the login page, the other role gets a German note. */
export function RequireRole({ role, children }: { role: 'User' | 'Company'; children: ReactNode }) {
  const auth = useAuth();
  const login = useLoginRedirect();
  if (!auth.initialised) return <Spinner block />;
  if (!auth.authenticated) return <Navigate to={login} replace />;
  if (auth.role !== role) {
    const title = role === 'Company' ? 'Nur für Anbieter' : 'Nur für Kundinnen und Kunden';
    const text = role === 'Company' ? 'Diese Seite gehört zum Anbieterbereich. Ihre eigenen Anfragen finden Sie unter „Meine Anfragen“.' : 'Diese Seite zeigt Anfragen und Angebote einer Kundin oder eines Kunden. Ihre Leads finden Sie im Anbieterbereich.';
    return (
      <PageContainer title={title}>
        <EmptyState title={title} action={<Link to={role === 'Company' ? '/leads' : '/leads/provider'}>{role === 'Company' ? 'Zu meinen Anfragen' : 'Zu meinen Leads'}</Link>}>
          {text}
        </EmptyState>
      </PageContainer>
    );
  }
  return <>{children}</>;
}

/** Any signed-in user (customer or provider); a guest goes to the login page. */
export function RequireAnyRole({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const login = useLoginRedirect();
  if (!auth.initialised) return <Spinner block />;
  if (!auth.authenticated) return <Navigate to={login} replace />;
  return <>{children}</>;
}

export type Tone = 'neutral' | 'info' | 'success' | 'danger' | 'warning';

export const Badge = styled.span<{ $tone: Tone }>`
  display: inline-block;
  padding: 0.1rem 0.5rem;
  border-radius: 999px;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  font-weight: 600;
  white-space: nowrap;
  border: 1px solid
    ${({ theme, $tone }) =>
      $tone === 'success' ? theme.colors.success : $tone === 'danger' ? theme.colors.danger : $tone === 'warning' ? theme.colors.warning : $tone === 'info' ? theme.colors.primary : theme.colors.borderStrong};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;

export const Box = styled.section`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  padding: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};
  min-width: 0;
  overflow-wrap: anywhere;
  > h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.typography.sizes.lg};
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
`;

export const FormGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, auto) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export const Progress = styled.progress`
  width: 100%;
  height: 0.75rem;
`;

export const ErrorLine = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  margin: ${({ theme }) => theme.space.xs} 0 0;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;
