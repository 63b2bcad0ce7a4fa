import styled from 'styled-components';
import type { LiveState } from '../hooks/useFoodEvents';
import { messages } from '../../../messages';

const Pill = styled.span<{ $live: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 0.4em;
  padding: 0.2em 0.7em;
  border-radius: 999px;
  font-size: 0.875rem;
  font-weight: 600;
  color: ${({ theme, $live }) => ($live ? theme.colors.success : theme.colors.danger)};
  border: 1px solid currentColor;
  &::before {
    content: '';
    width: 0.6em;
    height: 0.6em;
    border-radius: 50%;
    background: currentColor;
  }
`;

/** The live connection's state, announced politely to screen readers. */
export function LiveIndicator({ state }: { state: LiveState }) {
  const text = state === 'live' ? messages.live.live : state === 'connecting' ? messages.live.connecting : messages.live.reconnecting;
  return (
    <Pill role="status" aria-live="polite" $live={state === 'live'} data-testid="live-state">
      {text}
    </Pill>
  );
}
