import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatCents, getCartKey, onCartChange, useAuthState, useFetch } from '@marktplatz/shared';
import { getBasketSummary } from '../api/getBasketSummary';
import { messages } from '../../../messages';

const t = messages.menu;

/** Stays at the bottom of the screen while the menu scrolls (above the page's content, below dialogs). */
const Bar = styled.div`
  position: sticky;
  bottom: 0;
  z-index: 5;
  margin: ${({ theme }) => theme.space.lg} -${({ theme }) => theme.space.sm} 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.sm}
    calc(${({ theme }) => theme.space.sm} + env(safe-area-inset-bottom, 0px));
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 -6px 16px rgba(15, 23, 42, 0.12);
  border-radius: ${({ theme }) => theme.radii.lg} ${({ theme }) => theme.radii.lg} 0 0;
  @media (min-width: 801px) {
    margin-left: auto;
    margin-right: 0;
    max-width: 26rem;
  }
`;

const Open = styled(Link)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 48px;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    filter: brightness(0.95);
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Label = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
`;

const Count = styled.span`
  display: inline-grid;
  place-items: center;
  min-width: 1.75rem;
  height: 1.75rem;
  padding: 0 0.4rem;
  border-radius: 999px;
  background: rgba(255, 255, 255, 0.22);
  font-variant-numeric: tabular-nums;
`;

/**
 * The menu's basket: item count and subtotal of the shop's cart, always in reach at the bottom while the menu
 * scrolls, and a link that opens the cart. Follows every change of the cart on the page (a dish added here or the
 * header's cart); nothing while the cart is empty.
 */
export function BasketBar() {
  const auth = useAuthState();
  const signedIn = auth.authenticated;
  // A guest without a cart has no basket: known at once (no request, and no second render of a hydrated menu).
  const basket = useFetch((signal) => getBasketSummary(signedIn, signal), [signedIn], {
    initial: () => (signedIn || getCartKey() ? undefined : null),
  });
  const reload = basket.reload;
  useEffect(() => onCartChange(() => reload()), [reload]);
  const summary = basket.data;
  if (!summary || summary.count === 0) return null;
  const total = formatCents(summary.subtotalCents);
  return (
    <Bar data-testid="basket-bar" role="region" aria-label={t.basketLabel}>
      <Open to="/shop/cart" aria-label={t.basketOpen(summary.count, total)}>
        <Label>
          <Count aria-hidden="true">{summary.count}</Count>
          <span aria-hidden="true">{t.basket}</span>
        </Label>
        <span aria-hidden="true">{total}</span>
      </Open>
    </Bar>
  );
}
