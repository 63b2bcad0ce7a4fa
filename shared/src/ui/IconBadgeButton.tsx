import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import '../theme/styled';

export type IconBadgeTone = 'primary' | 'danger';
export type IconBadgeVariant = 'plain' | 'floating';

export interface IconBadgeButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** The icon (an `<svg>`; hidden from screen readers, the label names the button). */
  icon: ReactNode;
  /** The accessible name, e.g. „Warenkorb, 3 Artikel“ — it carries the count, the badge is only drawn. */
  label: string;
  /** The number on the badge; no badge for 0, null or undefined, „99+“ above 99. */
  count?: number | null;
  /** Badge colour: `primary` (cart), `danger` (unread notifications). */
  tone?: IconBadgeTone;
  /** A link to this path instead of a button (the cart). */
  to?: string;
  /** Width and height in px: 44 by default (touch target), 56 for `floating`. */
  size?: number;
  /** `plain`: a header icon; `floating`: the round primary button at the page's corner (chat). */
  variant?: IconBadgeVariant;
  /** `data-testid` of the badge. */
  badgeTestId?: string;
  ref?: Ref<HTMLButtonElement | HTMLAnchorElement>;
}

const shape = css<{ $size: number; $variant: IconBadgeVariant }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  padding: 0;
  border: 0;
  cursor: pointer;
  text-decoration: none;
  ${({ theme, $variant }) =>
    $variant === 'floating'
      ? css`
          border-radius: ${theme.radii.pill};
          background: ${theme.colors.primary};
          color: ${theme.colors.onPrimary};
          box-shadow: ${theme.shadows.md};
          &:hover {
            background: ${theme.colors.primaryHover};
          }
        `
      : css`
          border-radius: ${theme.radii.md};
          background: transparent;
          color: ${theme.colors.text};
          &:hover {
            background: ${theme.colors.surface};
          }
        `}
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  svg {
    width: ${({ $variant }) => ($variant === 'floating' ? 26 : 24)}px;
    height: ${({ $variant }) => ($variant === 'floating' ? 26 : 24)}px;
  }
`;

const AsButton = styled.button<{ $size: number; $variant: IconBadgeVariant }>`
  ${shape}
`;

const AsLink = styled(Link)<{ $size: number; $variant: IconBadgeVariant }>`
  ${shape}
`;

const Badge = styled.span<{ $tone: IconBadgeTone }>`
  position: absolute;
  top: 2px;
  inset-inline-end: 0;
  min-width: 18px;
  height: 18px;
  padding: 0 4px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.danger : theme.colors.primary)};
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.onDanger : theme.colors.onPrimary)};
  font-size: 12px;
  line-height: 18px;
  text-align: center;
`;

/** The badge text of a count: nothing for 0, „99+“ above 99. */
export function badgeText(count: number | null | undefined): string | null {
  if (!count || count <= 0) return null;
  return count > 99 ? '99+' : String(count);
}

/**
 * An icon button (or link) with a count badge: the header's cart and notification bell, the floating chat button.
 *
 * ```tsx
 * <IconBadgeButton to="/shop/cart" icon={<CartIcon />} label={`Warenkorb, ${n} Artikel`} count={n} size={40} />
 * ```
 */
export function IconBadgeButton({
  icon,
  label,
  count,
  tone = 'primary',
  to,
  size,
  variant = 'plain',
  badgeTestId,
  ref,
  type = 'button',
  ...rest
}: IconBadgeButtonProps) {
  const px = size ?? (variant === 'floating' ? 56 : 44);
  const text = badgeText(count);
  const content = (
    <>
      {icon}
      {text ? (
        <Badge $tone={tone} aria-hidden="true" data-testid={badgeTestId}>
          {text}
        </Badge>
      ) : null}
    </>
  );
  if (to !== undefined) {
    const linkProps = rest as unknown as AnchorHTMLAttributes<HTMLAnchorElement>;
    return (
      <AsLink to={to} ref={ref as Ref<HTMLAnchorElement>} aria-label={label} $size={px} $variant={variant} {...linkProps}>
        {content}
      </AsLink>
    );
  }
  return (
    <AsButton type={type} ref={ref as Ref<HTMLButtonElement>} aria-label={label} $size={px} $variant={variant} {...rest}>
      {content}
    </AsButton>
  );
}
