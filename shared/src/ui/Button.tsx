import { forwardRef, type ButtonHTMLAttributes } from 'react';
import styled, { css, keyframes, type DefaultTheme } from 'styled-components';
import { messages } from '../messages';
import { VisuallyHidden } from './layout';
import '../theme/styled';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, disables the button and marks it busy. */
  loading?: boolean;
  fullWidth?: boolean;
}

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Dot = styled.span`
  display: inline-block;
  width: 1em;
  height: 1em;
  border: 2px solid currentColor;
  border-inline-end-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

function variantStyle(theme: DefaultTheme, variant: ButtonVariant) {
  const c = theme.colors;
  switch (variant) {
    case 'secondary':
      return css`
        background: ${c.secondary};
        color: ${c.onSecondary};
        border-color: ${c.borderStrong};
        &:hover:not(:disabled) {
          background: ${c.secondaryHover};
        }
      `;
    case 'danger':
      return css`
        background: ${c.danger};
        color: ${c.onDanger};
        border-color: ${c.danger};
        &:hover:not(:disabled) {
          background: ${c.dangerHover};
          border-color: ${c.dangerHover};
        }
      `;
    case 'link':
      return css`
        background: transparent;
        color: ${c.link};
        border-color: transparent;
        padding-inline: 0;
        text-decoration: underline;
        text-underline-offset: 2px;
        &:hover:not(:disabled) {
          text-decoration-thickness: 2px;
        }
      `;
    default:
      return css`
        background: ${c.primary};
        color: ${c.onPrimary};
        border-color: ${c.primary};
        &:hover:not(:disabled) {
          background: ${c.primaryHover};
          border-color: ${c.primaryHover};
        }
      `;
  }
}

const PADDING: Record<ButtonSize, (t: DefaultTheme) => string> = {
  sm: (t) => `${t.space.xs} ${t.space.sm}`,
  md: (t) => `${t.space.sm} ${t.space.md}`,
  lg: (t) => `${t.space.md} ${t.space.lg}`,
};

const StyledButton = styled.button<{ $variant: ButtonVariant; $size: ButtonSize; $fullWidth: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  vertical-align: middle;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ $size }) => ($size === 'sm' ? '32px' : '44px')};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  padding: ${({ theme, $size }) => PADDING[$size](theme)};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme, $size }) => ($size === 'sm' ? theme.typography.sizes.sm : theme.typography.sizes.md)};
  font-weight: ${({ theme }) => theme.typography.weights.medium};
  line-height: 1.2;
  cursor: pointer;
  transition:
    background-color 0.15s ease,
    border-color 0.15s ease;
  ${({ theme, $variant }) => variantStyle(theme, $variant)}
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  &:disabled {
    cursor: not-allowed;
    background: ${({ theme, $variant }) => ($variant === 'link' ? 'transparent' : theme.colors.disabled)};
    color: ${({ theme }) => theme.colors.onDisabled};
    border-color: ${({ theme, $variant }) => ($variant === 'link' ? 'transparent' : theme.colors.disabled)};
  }
  &[aria-busy='true'] {
    cursor: progress;
  }
`;

/** Button with variants primary, secondary, danger and link, and a loading state. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'md', loading = false, fullWidth = false, type = 'button', disabled, children, ...rest },
  ref,
) {
  return (
    <StyledButton
      ref={ref}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      {...rest}
    >
      {loading ? (
        <>
          <Dot aria-hidden="true" />
          <VisuallyHidden>{messages.loading}</VisuallyHidden>
        </>
      ) : null}
      {children}
    </StyledButton>
  );
});
