import { useState } from 'react';
import styled from 'styled-components';
import { errorMessage, notify, formatCents } from '@marktplatz/shared';
import { messages } from '../../../messages';
import { setStoreLocation } from '../api/setStoreLocation';
import { updateCartItemShipping } from '../api/updateCartItemShipping';
import type { Cart, CartGroup } from '../../../entities/cart';

const Options = styled.fieldset`
  border: 0;
  margin: ${({ theme }) => theme.space.sm} 0 0;
  padding: 0;
  min-width: 0;
  legend {
    font-weight: 600;
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
  label {
    display: flex;
    gap: ${({ theme }) => theme.space.sm};
    align-items: flex-start;
    padding: ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    margin-bottom: ${({ theme }) => theme.space.xs};
    cursor: pointer;
    background: ${({ theme }) => theme.colors.background};
  }
  label:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.primary};
  }
  input {
    margin-top: 4px;
    width: 18px;
    height: 18px;
    flex: none;
  }
  span {
    flex: 1;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  strong {
    white-space: nowrap;
  }
`;

const PICKUP = 'pickup';

/** The delivery choice of one provider group: its shipping methods and, where offered, pickup (`setStoreLocation`). */
export function ShippingChoice({
  group,
  onChanged,
  onBusyChange,
}: {
  group: CartGroup;
  onChanged: (cart: Cart) => void;
  /** Told while the choice is being saved (the checkout holds its order button meanwhile). */
  onBusyChange?: (busy: boolean) => void;
}) {
  const [busy, setBusy] = useState(false);
  // The choice shows at once (a radio that stays unchecked until the server answers looks broken); an error undoes it.
  const [pending, setPending] = useState<string | null>(null);
  const delivery = group.shipping.methods.filter((method) => !method.is_pickup);
  const pickupMethods = group.shipping.methods.filter((method) => method.is_pickup);
  const current =
    group.shipping.delivery_mode === 'pickup' && group.shipping.shipping_method_id === null
      ? PICKUP
      : group.shipping.selected && group.shipping.shipping_method_id !== null
        ? String(group.shipping.shipping_method_id)
        : '';

  const shown = pending ?? current;

  const choose = async (value: string) => {
    setBusy(true);
    onBusyChange?.(true);
    setPending(value);
    try {
      const cart =
        value === PICKUP ? await setStoreLocation(group.provider_id) : await updateCartItemShipping(group.provider_id, Number(value));
      onChanged(cart);
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setBusy(false);
      onBusyChange?.(false);
      setPending(null);
    }
  };

  const name = `shipping-${group.provider_id}`;
  return (
    <Options disabled={busy} aria-busy={busy || undefined} data-testid={`shipping-choice-${group.provider_id}`}>
      <legend>{messages.cart.shippingLegend(group.provider_name)}</legend>
      {[...delivery, ...pickupMethods].map((method) => (
        <label key={method.id}>
          <input
            type="radio"
            name={name}
            value={method.id}
            checked={shown === String(method.id)}
            onChange={() => void choose(String(method.id))}
          />
          <span>
            {method.name}
            {method.delivery_time ? <small>{messages.product.deliveryTime(method.delivery_time)}</small> : null}
            {method.is_pickup && group.shipping.pickup_address ? (
              <small>{messages.product.pickupAt(group.shipping.pickup_address)}</small>
            ) : null}
          </span>
          <strong>{method.price_cents > 0 ? formatCents(method.price_cents) : messages.cart.free}</strong>
        </label>
      ))}
      {group.shipping.pickup_available && pickupMethods.length === 0 ? (
        <label>
          <input type="radio" name={name} value={PICKUP} checked={shown === PICKUP} onChange={() => void choose(PICKUP)} />
          <span>
            {messages.cart.pickupOption(null)}
            {group.shipping.pickup_address ? <small>{messages.product.pickupAt(group.shipping.pickup_address)}</small> : null}
          </span>
          <strong>{messages.cart.free}</strong>
        </label>
      ) : null}
      {group.shipping.preselected && pending === null ? (
        <small data-testid="shipping-preselected">{messages.cart.preselected}</small>
      ) : null}
    </Options>
  );
}
