import styled from 'styled-components';
import { formatCents } from '@marktplatz/shared';
import { messages } from '../../../messages';
import type { Cart } from '../../../entities/cart';
import { Contents } from '../../../lib/ui';

const Table = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.md};
  dt {
    color: ${({ theme }) => theme.colors.text};
  }
  dd {
    margin: 0;
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
  .total {
    font-weight: 700;
    font-size: ${({ theme }) => theme.typography.sizes.lg};
    border-top: 1px solid ${({ theme }) => theme.colors.borderStrong};
    padding-top: ${({ theme }) => theme.space.xs};
  }
  .muted {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.sizes.sm};
  }
`;

const Notice = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;

/** Subtotal, shipping, total and the VAT contained per rate (or the § 19 UStG notice of a small business). */
export function CartTotals({ cart }: { cart: Pick<Cart, 'totals' | 'vat' | 'vat_notice'> }) {
  return (
    <>
      <Table data-testid="cart-totals">
        <dt>{messages.cart.subtotal}</dt>
        <dd>{formatCents(cart.totals.subtotal_cents)}</dd>
        <dt>{messages.cart.shipping}</dt>
        <dd>{formatCents(cart.totals.shipping_cents)}</dd>
        <dt className="total">{messages.cart.total}</dt>
        <dd className="total" data-testid="cart-total">
          {formatCents(cart.totals.total_cents)}
        </dd>
        {cart.vat.map((line) => (
          <Contents key={line.rate} data-testid={`vat-${line.rate}`}>
            <dt className="muted">{messages.cart.vatLine(line.rate)}</dt>
            <dd className="muted">{formatCents(line.tax_cents)}</dd>
          </Contents>
        ))}
        <dt className="muted">{messages.cart.net}</dt>
        <dd className="muted">{formatCents(cart.totals.net_cents)}</dd>
      </Table>
      {cart.vat_notice ? <Notice data-testid="cart-vat-notice">{cart.vat_notice}</Notice> : null}
    </>
  );
}
