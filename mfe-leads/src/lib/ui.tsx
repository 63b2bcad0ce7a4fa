/**
 * The area's screen helpers: the platform kit's pieces under the names the leads screens use, the guards with the
 * leads area's own refusal texts, and the few styles only this area has (facts list, progress, error line).
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { firstFieldErrors } from '@marktplatz/shared';
import { RequireAuth } from '@marktplatz/shared/kit';

export { usePageTitle } from '@marktplatz/shared';
export { Actions, Badge, Box, FormGrid, LoadState, Muted, type Tone } from '@marktplatz/shared/kit';

/** Field errors of a 422 answer, first message per field. */
export const fieldErrors = firstFieldErrors;

/** Only for a signed-in user of one role; a guest goes to the login page, the other role gets a German note. */
export function RequireRole({ role, children }: { role: 'User' | 'Company'; children: ReactNode }) {
  const refusal =
    role === 'Company'
      ? {
          text: 'Diese Seite gehört zum Anbieterbereich. Ihre eigenen Anfragen finden Sie unter „Meine Anfragen“.',
          action: <Link to="/leads">Zu meinen Anfragen</Link>,
        }
      : {
          text: 'Diese Seite zeigt Anfragen und Angebote einer Kundin oder eines Kunden. Ihre Leads finden Sie im Anbieterbereich.',
          action: <Link to="/leads/provider">Zu meinen Leads</Link>,
        };
  return (
    <RequireAuth role={role} refusal={refusal}>
      {children}
    </RequireAuth>
  );
}

/** Any signed-in user (customer or provider); a guest goes to the login page. */
export function RequireAnyRole({ children }: { children: ReactNode }) {
  return <RequireAuth>{children}</RequireAuth>;
}

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
