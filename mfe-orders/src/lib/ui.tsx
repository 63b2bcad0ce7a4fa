import type { ReactNode } from 'react';
import { ErrorState, Spinner, type FetchState } from '@marktplatz/shared';
import styled from 'styled-components';
import type { VendorOrderStatus } from './types';

export const Alert = styled.div<{ $tone?: 'error' | 'success' | 'info' | 'warning' }>`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid
    ${({ theme, $tone }) =>
      $tone === 'error'
        ? theme.colors.danger
        : $tone === 'success'
          ? theme.colors.success
          : $tone === 'warning'
            ? theme.colors.warning
            : theme.colors.borderStrong};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  p {
    margin: 0;
  }
  p + p {
    margin-top: ${({ theme }) => theme.space.xs};
  }
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
  > h2 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.typography.sizes.lg};
  }
  > h3 {
    margin: ${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.typography.sizes.md};
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
`;

export const Lines = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space.sm} 0;
  padding: 0;
  li {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.md};
    padding: ${({ theme }) => theme.space.xs} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  li > span:last-child {
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
`;

export const Sums = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0;
  dd {
    margin: 0;
    text-align: end;
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
  .strong {
    font-weight: 700;
  }
`;

export const Timeline = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    border-inline-start: 3px solid ${({ theme }) => theme.colors.borderStrong};
    padding: 0 0 ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.sm};
  }
  p {
    margin: 0;
  }
  time {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.sizes.sm};
  }
`;

export const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const TONES: Record<VendorOrderStatus, 'neutral' | 'info' | 'success' | 'danger'> = {
  pending: 'neutral',
  confirmed: 'info',
  shipped: 'info',
  ready_for_pickup: 'info',
  completed: 'success',
  cancelled: 'danger',
};

export const Badge = styled.span<{ $tone: 'neutral' | 'info' | 'success' | 'danger' | 'warning' }>`
  display: inline-block;
  padding: 0.1rem 0.5rem;
  border-radius: 999px;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  font-weight: 600;
  white-space: nowrap;
  border: 1px solid
    ${({ theme, $tone }) =>
      $tone === 'success'
        ? theme.colors.success
        : $tone === 'danger'
          ? theme.colors.danger
          : $tone === 'warning'
            ? theme.colors.warning
            : $tone === 'info'
              ? theme.colors.primary
              : theme.colors.borderStrong};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
`;

export function StatusBadge({ status, text }: { status: VendorOrderStatus; text: string }) {
  return (
    <Badge $tone={TONES[status]} data-status={status}>
      {text}
    </Badge>
  );
}

/** Spinner, error with retry, or the loaded data. */
export function LoadState<T>({ state, children }: { state: FetchState<T>; children: (data: T) => ReactNode }) {
  if (state.loading && state.data === undefined) return <Spinner block />;
  if (state.error !== undefined || state.data === undefined) return <ErrorState error={state.error} onRetry={state.reload} />;
  return <>{children(state.data)}</>;
}

/** Field errors of a 422 answer (`errors: { field: [message] }`). */
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

export function addressText(address: {
  company: string;
  first_name: string;
  last_name: string;
  street: string;
  street_number: string;
  zip: string;
  city: string;
}): string[] {
  return [
    address.company,
    [address.first_name, address.last_name].filter(Boolean).join(' '),
    [address.street, address.street_number].filter(Boolean).join(' '),
    `${address.zip} ${address.city}`,
  ].filter((line) => line.trim() !== '');
}
