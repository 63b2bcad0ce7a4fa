/** Small styled pieces of the shell's own pages and frame (areas use the shared primitives). */
import styled, { css } from 'styled-components';
import { Button } from '@marktplatz/shared';

/**
 * The kit's Button (link variant) taken back to a bare button: the shell's frame controls (menu, search, theme, cookie
 * choices) keep their own size and colours, written after this inside `&& { … }` so they win over the kit's.
 */
export const bareButton = css`
  display: inline-block;
  align-items: normal;
  justify-content: normal;
  vertical-align: baseline;
  gap: normal;
  min-height: auto;
  width: auto;
  border-radius: 0;
  font: inherit;
  text-decoration: none;
  transition: none;
  &:hover:not(:disabled) {
    text-decoration-thickness: auto;
  }
`;

export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.containerWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.md};
`;

export const PageSection = styled(Container)`
  padding-top: ${({ theme }) => theme.space.xl};
  padding-bottom: ${({ theme }) => theme.space.xl};
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  margin: 0 0 ${({ theme }) => theme.space.md};
`;

export const ActionButton = styled(Button).attrs({ variant: 'link' })<{ $variant?: 'primary' | 'secondary' }>`
  && {
    ${bareButton}
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.lg};
    border-radius: ${({ theme }) => theme.radii.md};
    border: 1px solid transparent;
    font-weight: ${({ theme }) => theme.typography.weights.medium};
    text-decoration: none;
    cursor: pointer;
    background: ${({ theme, $variant }) => ($variant === 'secondary' ? theme.colors.secondary : theme.colors.primary)};
    color: ${({ theme, $variant }) => ($variant === 'secondary' ? theme.colors.onSecondary : theme.colors.onPrimary)};
    &:hover {
      background: ${({ theme, $variant }) => ($variant === 'secondary' ? theme.colors.secondaryHover : theme.colors.primaryHover)};
    }
    &:disabled {
      cursor: progress;
      background: ${({ theme }) => theme.colors.disabled};
      color: ${({ theme }) => theme.colors.onDisabled};
    }
  }
`;
