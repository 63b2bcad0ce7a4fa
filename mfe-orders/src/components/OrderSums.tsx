import type { ReactNode } from 'react';
import { formatCents } from '@marktplatz/shared';
import { Fact } from '@marktplatz/shared/kit';
import { messages } from '../messages';
import { Sums } from './OrderParts';

/** An order's shipping, its total and the VAT it contains per rate; `children` add lines below (voucher, amount due). */
export function OrderSums({
  shippingCents,
  totalCents,
  vat,
  children,
}: {
  shippingCents: number;
  totalCents: number;
  vat: readonly { rate: number; tax_cents: number }[];
  children?: ReactNode;
}) {
  return (
    <Sums>
      <Fact label={messages.customer.shipping}>{formatCents(shippingCents)}</Fact>
      <dt className="strong">{messages.customer.total}</dt>
      <dd className="strong">{formatCents(totalCents)}</dd>
      {vat.map((line) => (
        <Fact key={line.rate} label={messages.customer.vat(line.rate)}>
          {formatCents(line.tax_cents)}
        </Fact>
      ))}
      {children}
    </Sums>
  );
}
