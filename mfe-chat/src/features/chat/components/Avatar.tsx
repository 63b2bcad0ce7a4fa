import styled from 'styled-components';
import type { ChatUser } from '../types';

const Circle = styled.span`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 2.5rem;
  height: 2.5rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.secondary};
  color: ${({ theme }) => theme.colors.onSecondary};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
  img {
    width: 100%;
    height: 100%;
    border-radius: 50%;
    object-fit: cover;
  }
`;

const Dot = styled.span<{ $online: boolean }>`
  position: absolute;
  inset-inline-end: -1px;
  bottom: -1px;
  width: 0.75rem;
  height: 0.75rem;
  border-radius: 50%;
  border: 2px solid ${({ theme }) => theme.colors.background};
  background: ${({ theme, $online }) => ($online ? theme.colors.success : theme.colors.disabled)};
`;

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts[1]?.[0] ?? '')).toUpperCase() || '?';
}

/** The partner's picture (or initials) with the online dot; decorative — the name and status are in text. */
export function Avatar({ user }: { user: ChatUser }) {
  return (
    <Circle aria-hidden="true">
      {user.avatar ? <img src={user.avatar} alt="" /> : initials(user.name)}
      <Dot $online={user.online_status} data-online={user.online_status ? 'true' : 'false'} />
    </Circle>
  );
}
