import type { ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { errorMessage } from '../http';
import { messages } from '../messages';
import { Button } from './Button';
import '../theme/styled';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: ${({ $size }) => Math.max(2, Math.round($size / 8))}px solid currentColor;
  border-inline-end-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
  vertical-align: middle;
`;

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.colors.primary};
`;

export interface SpinnerProps {
  size?: number;
  /** Centre it in a padded block (for a loading page or section). */
  block?: boolean;
  label?: string;
}

/** Loading indicator, announced as „Wird geladen“. */
export function Spinner({ size = 24, block = false, label = messages.loading }: SpinnerProps) {
  const ring = <Ring role="status" aria-label={label} $size={size} />;
  return block ? <Centered>{ring}</Centered> : ring;
}

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md}`};
  text-align: center;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const PanelTitle = styled.p`
  && {
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.typography.weights.bold};
    font-size: ${({ theme }) => theme.typography.sizes.lg};
  }
`;

export interface EmptyStateProps {
  title?: ReactNode;
  children?: ReactNode;
  /** E.g. a button „Produkt anlegen“. */
  action?: ReactNode;
}

/** Shown instead of an empty list. */
export function EmptyState({ title = messages.emptyTitle, children, action }: EmptyStateProps) {
  return (
    <Panel>
      <PanelTitle>{title}</PanelTitle>
      {children ? <p>{children}</p> : null}
      {action}
    </Panel>
  );
}

export interface ErrorStateProps {
  title?: ReactNode;
  /** The rejection of a call (server data or text); its message is shown. */
  error?: unknown;
  children?: ReactNode;
  onRetry?: () => void;
  retryLabel?: string;
}

/** Shown when loading failed; offers „Erneut versuchen“. */
export function ErrorState({ title = messages.loadError, error, children, onRetry, retryLabel = messages.retry }: ErrorStateProps) {
  const detail = children ?? (error !== undefined ? errorMessage(error) : null);
  return (
    <Panel role="alert">
      <PanelTitle>{title}</PanelTitle>
      {detail ? <p>{detail}</p> : null}
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry}>
          {retryLabel}
        </Button>
      ) : null}
    </Panel>
  );
}
