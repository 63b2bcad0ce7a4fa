import styled from 'styled-components';
import { formatCents } from '@marktplatz/shared';
import { messages } from '../../../messages';
import type { ShippingMethod } from '../types';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
    padding: ${({ theme }) => theme.space.sm} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** Shipping costs and delivery time per method, and the pickup information (anchor `#versand`). */
export function ShippingInfo({
  methods,
  isPickup,
  pickupAddress,
}: {
  methods: readonly ShippingMethod[];
  isPickup: boolean;
  pickupAddress: string | null | undefined;
}) {
  const delivery = methods.filter((method) => !method.is_pickup);
  const pickupMethods = methods.filter((method) => method.is_pickup);
  return (
    <section id="versand" aria-labelledby="shipping-heading" data-testid="shipping-info">
      <h2 id="shipping-heading">{messages.product.shippingHeading}</h2>
      {delivery.length === 0 && !isPickup && pickupMethods.length === 0 ? <p>{messages.product.noShipping}</p> : null}
      <List>
        {delivery.map((method) => (
          <li key={method.id}>
            <span>
              <strong>{method.name}</strong>
              {method.delivery_time ? <small>{messages.product.deliveryTime(method.delivery_time)}</small> : null}
            </span>
            <span>
              {method.price_cents > 0 ? formatCents(method.price_cents) : messages.product.freeShipping}
              {method.free_from ? <small>{messages.product.freeFrom(formatCents(method.free_from_cents))}</small> : null}
            </span>
          </li>
        ))}
        {isPickup || pickupMethods.length > 0 ? (
          <li data-testid="pickup-info">
            <span>
              <strong>{pickupMethods[0]?.name || messages.product.pickup}</strong>
              <small>{pickupAddress ? messages.product.pickupAt(pickupAddress) : messages.product.pickupByArrangement}</small>
            </span>
            <span>{messages.product.freeShipping}</span>
          </li>
        ) : null}
      </List>
    </section>
  );
}
