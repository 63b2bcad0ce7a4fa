/** Small styled pieces of the shell's own pages and frame (areas use the shared primitives). */
import styled from 'styled-components';

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

export const ActionButton = styled.button<{ $variant?: 'primary' | 'secondary' }>`
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
`;
