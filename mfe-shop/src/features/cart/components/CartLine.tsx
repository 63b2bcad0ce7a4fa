import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatCents } from '@marktplatz/shared';
import { paths } from '../../../lib/paths';
import { messages } from '../../../messages';
import type { CartItem } from '../../../entities/cart';
import { productImageUrl } from '../../../lib/assetUrl';
import { LinkButton } from '../../../lib/ui';
import { centsOfEuros } from '../../../lib/money';

const Row = styled.li<{ $unavailable: boolean }>`
  display: grid;
  grid-template-columns: 64px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: 80px minmax(0, 1fr) auto;
    align-items: center;
  }
  img {
    width: 64px;
    height: 64px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
      width: 80px;
      height: 80px;
    }
  }
  p {
    margin: 0;
  }
  a {
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
    overflow-wrap: break-word;
    hyphens: auto;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  ${({ $unavailable }) => ($unavailable ? 'img, a { opacity: 0.6; }' : '')}
`;

const Controls = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-column: auto;
    justify-content: flex-end;
  }
  strong {
    min-width: 6rem;
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
`;

const Stepper = styled.div`
  display: inline-flex;
  align-items: center;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  button {
    width: 44px;
    height: 44px;
    border: 0;
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    font-size: 1.25rem;
    cursor: pointer;
  }
  button:disabled {
    color: ${({ theme }) => theme.colors.onDisabled};
    cursor: not-allowed;
  }
  button:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
  output {
    min-width: 2.5rem;
    text-align: center;
    font-variant-numeric: tabular-nums;
  }
`;

const Problem = styled.p`
  && {
    color: ${({ theme }) => theme.colors.danger};
    font-weight: 600;
    font-size: ${({ theme }) => theme.typography.sizes.sm};
  }
`;

const RemoveButton = styled(LinkButton)`
  && {
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.sm};
  }
`;

/** Problems that no quantity fixes: the article is gone (unknown), switched off, or withdrawn with its provider. */
const UNAVAILABLE = new Set(['unknown', 'inactive', 'withdrawn']);

/**
 * One cart line: picture, name, variant, unit price, quantity stepper, line total and „Entfernen“. A line that can no
 * longer be bought (e.g. its provider is gone) keeps only its notice and „Entfernen“; its total is struck through.
 */
export function CartLine({
  item,
  busy,
  onQuantity,
  onRemove,
}: {
  item: CartItem;
  busy: boolean;
  onQuantity?: (qty: number) => void;
  onRemove?: () => void;
}) {
  const max = Math.max(item.available_qty, item.qty);
  const unavailable = item.problem !== null && UNAVAILABLE.has(item.problem);
  return (
    <Row data-testid="cart-line" data-unavailable={unavailable || undefined} $unavailable={unavailable}>
      {item.photo ? <img src={productImageUrl(item.photo)} alt="" /> : <span aria-hidden="true" />}
      <div>
        <p>
          <Link to={paths.product(item.product_slug)}>{item.product_name}</Link>
        </p>
        {item.variant_label ? <small>{item.variant_label}</small> : null}
        {item.bundle_name ? <small>{messages.cart.bundle(item.bundle_name)}</small> : null}
        <small>
          {messages.cart.unitPrice(formatCents(item.unit_price_cents))}
          {item.unit_price < item.list_unit_price ? messages.cart.insteadOf(formatCents(item.list_unit_price_cents)) : ''}
        </small>
        {item.lowest_price_30_days && item.lowest_price_30_days > item.list_unit_price ? (
          <small data-testid="cart-line-lowest">{messages.price.lowest30Days(formatCents(centsOfEuros(item.lowest_price_30_days)))}</small>
        ) : null}
        {item.problem_text ? <Problem role="alert">{item.problem_text}</Problem> : null}
      </div>
      <Controls>
        {unavailable ? null : onQuantity ? (
          <Stepper role="group" aria-label={messages.cart.quantityOf(item.product_name)}>
            <button
              type="button"
              onClick={() => onQuantity(item.qty - 1)}
              disabled={busy || item.qty <= 1}
              aria-label={messages.cart.decrease}
            >
              −
            </button>
            <output aria-live="polite" data-testid="cart-line-qty">
              {item.qty}
            </output>
            <button
              type="button"
              onClick={() => onQuantity(item.qty + 1)}
              disabled={busy || item.qty >= max}
              aria-label={messages.cart.increase}
            >
              +
            </button>
          </Stepper>
        ) : (
          <span>{`${item.qty} ×`}</span>
        )}
        <strong>{unavailable ? <del>{formatCents(item.line_total_cents)}</del> : formatCents(item.line_total_cents)}</strong>
        {onRemove ? (
          <RemoveButton onClick={onRemove} disabled={busy} aria-label={messages.cart.removeNamed(item.product_name)}>
            {messages.cart.remove}
          </RemoveButton>
        ) : null}
      </Controls>
    </Row>
  );
}
