/**
 * What the leads screens add to the platform kit (`@marktplatz/shared/kit`, which they import directly): the
 * role guard with the leads area's own refusal texts, and the two styles only this area has (facts list, error
 * line under an unbound field).
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { RequireAuth } from '@marktplatz/shared/kit';
import { messages } from '../messages';

/** Only for a signed-in user of one role; a guest goes to the login page, the other role gets a German note. */
export function RequireRole({ role, children }: { role: 'User' | 'Company'; children: ReactNode }) {
  const refusal =
    role === 'Company'
      ? {
          text: messages.providerOnly,
          action: <Link to="/leads">{messages.toMyInquiries}</Link>,
        }
      : {
          text: messages.customerOnly,
          action: <Link to="/leads/provider">{messages.toMyInquiries}</Link>,
        };
  return (
    <RequireAuth role={role} refusal={refusal}>
      {children}
    </RequireAuth>
  );
}

/**
 * Label–value pairs (`dt`/`dd`, also wrapped in a `div` with `display: contents`). Side by side the label column is
 * as wide as its longest label but never more than 40 % (longer labels wrap), so the value keeps the rest — a long
 * question never squeezes its answer to one letter per line. Below 480 px each label stands above its value. Words are
 * hyphenated (German, `lang="de"`), never cut between two letters.
 */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: fit-content(40%) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    min-width: 0;
    overflow-wrap: break-word;
    hyphens: auto;
  }
  dd {
    margin: 0;
    min-width: 0;
    /* Words stay whole („Bedarfsausweis“, not „Bedarfsa/usweis“): break-word (unlike anywhere) does not shrink the
       column to one letter, the browser hyphenates German words where a line is too short, and only a string
       longer than the whole line (a pasted link) is broken. */
    overflow-wrap: break-word;
    hyphens: auto;
  }
  @media (max-width: 479.98px) {
    grid-template-columns: minmax(0, 1fr);
    row-gap: 0;
    dd {
      margin-bottom: ${({ theme }) => theme.space.sm};
    }
  }
`;

/** One label–value pair of `Facts` in a wrapper element (keyed in a list) that leaves the grid to its children. */
export const FactRow = styled.div`
  display: contents;
`;

export const ErrorLine = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  margin: ${({ theme }) => theme.space.xs} 0 0;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;

const StatusDot = styled.span<{ $online: boolean }>`
  display: inline-block;
  width: 0.625rem;
  height: 0.625rem;
  border-radius: 50%;
  background: ${({ theme, $online }) => ($online ? theme.colors.success : theme.colors.disabled)};
`;

const Status = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: nowrap;
`;

/** The other side's chat presence next to the chat link: a dot and the word „Online“/„Offline“ (never colour only). */
export function OnlineStatus({ online }: { online: boolean }) {
  return (
    <Status data-testid="online-status" data-online={online ? 'true' : 'false'}>
      <StatusDot $online={online} aria-hidden="true" />
      {online ? messages.online : messages.offline}
    </Status>
  );
}
