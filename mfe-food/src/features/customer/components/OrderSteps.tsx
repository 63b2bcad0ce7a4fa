import styled from 'styled-components';
import { VisuallyHidden } from '@marktplatz/shared';
import { messages } from '../../../messages';

const t = messages.order;

/**
 * A progress stepper, not a row of buttons: numbered points on a line with their text (done ones with a tick),
 * across the page on a wide screen, down it on a phone.
 */
const List = styled.ol`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  display: grid;
  grid-template-columns: repeat(5, minmax(0, 1fr));
  li {
    position: relative;
    display: grid;
    justify-items: center;
    gap: ${({ theme }) => theme.space.xs};
    text-align: center;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.9375rem;
  }
  /* the line to the previous step */
  li + li::before {
    content: '';
    position: absolute;
    top: 0.875rem;
    right: calc(50% + 1rem);
    width: calc(100% - 2rem);
    height: 2px;
    background: ${({ theme }) => theme.colors.border};
  }
  li[data-state='done'],
  li[data-state='current'] {
    color: ${({ theme }) => theme.colors.text};
  }
  li[data-state='done'] + li::before,
  li[data-state='done'] + li[data-state='current']::before {
    background: ${({ theme }) => theme.colors.primary};
  }
  li[data-state='current'] {
    font-weight: 700;
  }
  @media (max-width: 600px) {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.sm};
    li {
      grid-template-columns: 1.75rem minmax(0, 1fr);
      justify-items: start;
      align-items: center;
      gap: ${({ theme }) => theme.space.sm};
      text-align: left;
    }
    li + li::before {
      top: auto;
      bottom: calc(100% + 0.125rem);
      right: auto;
      left: calc(0.875rem - 1px);
      width: 2px;
      height: ${({ theme }) => theme.space.sm};
    }
  }
`;

const Dot = styled.span`
  display: grid;
  place-items: center;
  width: 1.75rem;
  height: 1.75rem;
  border-radius: 50%;
  border: 2px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  font-size: 0.8125rem;
  font-weight: 700;
  li[data-state='done'] & {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  li[data-state='current'] & {
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

/**
 * Where the order stands: „Bestellt“ to „Geliefert“ (pickup: „Abholbereit“, „Abgeholt“). The current step carries
 * `aria-current="step"`; done steps say so to screen readers. `current` is the index of the current step; a
 * finished order (the last step) counts every step as done.
 */
export function OrderSteps({ current, pickup }: { current: number; pickup: boolean }) {
  const labels = t.trackSteps(pickup);
  const last = labels.length - 1;
  return (
    <List aria-label={t.trackLabel} data-testid="order-steps">
      {labels.map((label, index) => {
        const state = index < current || (index === last && current === last) ? 'done' : index === current ? 'current' : 'todo';
        return (
          <li key={label} data-state={state} aria-current={index === current ? 'step' : undefined}>
            <Dot aria-hidden="true">{state === 'done' ? '✓' : index + 1}</Dot>
            <span>
              {label}
              {state === 'done' ? <VisuallyHidden>{` (${t.stepDone})`}</VisuallyHidden> : null}
            </span>
          </li>
        );
      })}
    </List>
  );
}
