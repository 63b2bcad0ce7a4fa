import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { messages } from './messages';

const CartLink = styled(Link)`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
  svg {
    width: 24px;
    height: 24px;
  }
`;

const Count = styled.span`
  position: absolute;
  top: 2px;
  inset-inline-end: 0;
  min-width: 18px;
  height: 18px;
  padding: 0 4px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: 12px;
  line-height: 18px;
  text-align: center;
`;

export interface CartButtonProps {
  /** Items in the cart; the shop's cart calls provide it, until then the cart is empty. */
  count?: number;
}

/** Frame widget: the cart link with its item count. */
export default function CartButton({ count = 0 }: CartButtonProps) {
  return (
    <CartLink to="/shop/cart" aria-label={messages.cart.label(count)} data-testid="cart-button">
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM3 2h2.2l.9 2H21a1 1 0 0 1 .9 1.4l-3.4 7A2 2 0 0 1 16.7 14H8.1l-1 2H19v2H7a2 2 0 0 1-1.8-2.9l1.4-2.7L4 4H3V2Z"
        />
      </svg>
      <Count aria-hidden="true">{count}</Count>
    </CartLink>
  );
}
