/**
 * What the leads screens add to the platform kit (`@marktplatz/shared/kit`, which they import directly): the
 * role guard with the leads area's own refusal texts, the kit's facts list as this area shows it, and the error line
 * under an unbound field.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { FactList, RequireAuth } from '@marktplatz/shared/kit';
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
 * The kit's `FactList` as the leads screens show it: muted labels; side by side the label column is as wide as its
 * longest label but never more than 40 % (longer labels wrap), so the value keeps the rest — a long question never
 * squeezes its answer to one letter per line. Below 480 px each label stands above its value. Words are hyphenated
 * (German, `lang="de"`), never cut between two letters: break-word (unlike anywhere) does not shrink the column to one
 * letter, the browser hyphenates where a line is too short, and only a string longer than the whole line (a pasted
 * link) is broken.
 */
export const Facts = styled(FactList).attrs({
  $mutedLabels: true,
  $columns: 'fit-content(40%) minmax(0, 1fr)',
  $stackBelow: '479.98px',
})`
  dt,
  dd {
    min-width: 0;
    overflow-wrap: break-word;
    hyphens: auto;
  }
  @media (max-width: 479.98px) {
    row-gap: 0;
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
