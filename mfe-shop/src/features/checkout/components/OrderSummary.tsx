import type { ReactNode } from 'react';
import styled from 'styled-components';
import { formatCents } from '@marktplatz/shared';
import { Alert } from '@marktplatz/shared/kit';
import type { Cart } from '../../../entities/cart';
import { messages } from '../../../messages';
import { CartLine, CartTotals } from '../../cart';
import type { Voucher } from '../types';
import { FoodSlotLines } from './FoodSlotLines';

const Summary = styled.aside`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    margin-top: 0;
    font-size: ${({ theme }) => theme.typography.sizes.lg};
  }
  ul {
    list-style: none;
    margin: 0 0 ${({ theme }) => theme.space.md};
    padding: 0;
  }
  /* The summary is a narrow column at every width: each line keeps the name beside a small picture and puts
     quantity and total under each other at the end, so a name has the room to break between words (and with
     German hyphenation, lang="de"), never inside one („Kastani/enhonig“). */
  && li[data-testid='cart-line'] {
    grid-template-columns: 56px minmax(0, 1fr) auto;
    align-items: start;
    gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  }
  && li[data-testid='cart-line'] > img,
  && li[data-testid='cart-line'] > span[aria-hidden] {
    width: 56px;
    height: 56px;
  }
  && li[data-testid='cart-line'] > div:last-child {
    grid-column: auto;
    flex-direction: column;
    flex-wrap: nowrap;
    align-items: flex-end;
    justify-content: flex-start;
    gap: 0;
    white-space: nowrap;
  }
  && li[data-testid='cart-line'] > div:last-child strong {
    min-width: 0;
  }
  && li[data-testid='cart-line'] a,
  && li[data-testid='cart-line'] small {
    word-break: normal;
    overflow-wrap: break-word;
    hyphens: auto;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    position: sticky;
    top: ${({ theme }) => theme.space.md};
  }
`;

const Totals = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.md};
  dd {
    margin: 0;
    text-align: end;
    font-weight: 700;
  }
`;

const ErrorList = styled.ul`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space.lg};
`;

/** The order at a glance beside the form: lines, totals, the voucher's share, the problems, and the order button. */
export function OrderSummary({
  cart,
  voucher,
  voucherShareCents,
  dueCents,
  errors,
  children,
}: {
  cart: Cart;
  voucher: Voucher | null;
  voucherShareCents: number;
  dueCents: number;
  errors: string[];
  children: ReactNode;
}) {
  return (
    <Summary aria-labelledby="checkout-summary" lang="de">
      <h2 id="checkout-summary">{messages.checkout.summary}</h2>
      <ul>
        {cart.groups
          .flatMap((group) => group.items)
          .map((item) => (
            <CartLine key={item.id} item={item} busy={false} />
          ))}
      </ul>
      <FoodSlotLines cartKey={cart.cart_key} />
      <CartTotals cart={cart} />
      {voucher ? (
        <Totals>
          <dt>{messages.checkout.voucherDeduction}</dt>
          <dd>{`− ${formatCents(voucherShareCents)}`}</dd>
          <dt>{messages.checkout.amountDue}</dt>
          <dd data-testid="amount-dueCents">{formatCents(dueCents)}</dd>
        </Totals>
      ) : null}
      {errors.length > 0 ? (
        <Alert $tone="error" role="alert" data-testid="checkout-errors">
          <ErrorList>
            {errors.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ErrorList>
        </Alert>
      ) : null}
      {children}
    </Summary>
  );
}
