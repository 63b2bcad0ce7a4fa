import { useState } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockApi, ok, renderAt } from '@marktplatz/shared/testing';
import { twoProviderCart } from '../../../test/fixtures';
import type { Cart, CartGroup } from '../../../entities/cart';
import { ShippingChoice } from './ShippingChoice';

const CART_KEY = '0b5b8a3e-7d7e-4a55-9d7a-2f5f2b0d8c11';

/** Textil Weber's group, shipped by DHL for now, with pickup offered. */
function shippedGroup(): CartGroup {
  const group = twoProviderCart().groups[0] as CartGroup;
  return { ...group, shipping: { ...group.shipping, selected: true, pickup_available: true, pickup_address: 'Markt 1, 04109 Leipzig' } };
}

function pickedUpCart(): Cart {
  const cart = twoProviderCart();
  const group = shippedGroup();
  cart.groups[0] = {
    ...group,
    shipping: { ...group.shipping, delivery_mode: 'pickup', shipping_method_id: null, name: 'Abholung', cost: 0 },
  };
  return cart;
}

function Harness({ busyLog }: { busyLog: boolean[] }) {
  const [group, setGroup] = useState(shippedGroup());
  return (
    <ShippingChoice group={group} onChanged={(cart) => setGroup(cart.groups[0] as CartGroup)} onBusyChange={(busy) => busyLog.push(busy)} />
  );
}

describe('ShippingChoice', () => {
  let api: ReturnType<typeof mockApi>;
  beforeEach(() => localStorage.setItem('cart_key', CART_KEY));
  afterEach(() => api.restore());

  it('shows the chosen pickup at once, tells the page while saving it and keeps it when the server agrees', async () => {
    api = mockApi((call) => (call.url === 'setStoreLocation' ? ok(pickedUpCart()) : undefined));
    const busyLog: boolean[] = [];
    renderAt(<Harness busyLog={busyLog} />, '/shop/checkout');
    const pickup = screen.getByRole('radio', { name: /Selbstabholung/ });
    expect(screen.getByRole('radio', { name: /DHL Paket/ })).toBeChecked();

    fireEvent.click(pickup);
    expect(pickup).toBeChecked();
    expect(busyLog).toEqual([true]);

    await waitFor(() => expect(busyLog).toEqual([true, false]));
    expect(pickup).toBeChecked();
    expect(api.calls.find((call) => call.url === 'setStoreLocation')?.data).toEqual({ cart_key: CART_KEY, provider_id: 3 });
  });

  it('goes back to the previous choice when the server refuses the pickup', async () => {
    api = mockApi((call) =>
      call.url === 'setStoreLocation'
        ? { status: 422, data: { status: false, message: 'Abholung ist für diesen Anbieter nicht möglich.' } }
        : undefined,
    );
    renderAt(<Harness busyLog={[]} />, '/shop/checkout');
    const pickup = screen.getByRole('radio', { name: /Selbstabholung/ });
    fireEvent.click(pickup);
    expect(pickup).toBeChecked();
    await waitFor(() => expect(screen.getByRole('radio', { name: /DHL Paket/ })).toBeChecked());
    expect(pickup).not.toBeChecked();
  });
});
