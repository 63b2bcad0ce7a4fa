import { screen } from '@testing-library/react';
import { renderAt } from '@marktplatz/shared/testing';
import { twoProviderCart } from '../../../test/fixtures';
import type { CartGroup } from '../../../entities/cart';
import { FreeShippingHint, missingForFreeShipping } from './FreeShippingHint';

describe('FreeShippingHint', () => {
  it('tells how much is missing for free delivery: 25,98 € of 50 € → „Noch 24,02 € bis versandkostenfrei“', () => {
    const group = twoProviderCart().groups[0] as CartGroup;
    renderAt(<FreeShippingHint group={group} />, '/shop/cart');
    expect(screen.getByTestId('free-shipping-hint-3').textContent?.replace(/\u00a0/g, ' ')).toBe(
      'Noch 24,02 € bis versandkostenfrei (ab 50,00 € Warenwert).',
    );
  });

  it('says nothing once delivery is free, for pickup, or without a threshold', () => {
    const [shipped, pickedUp] = twoProviderCart().groups as CartGroup[];
    if (!shipped || !pickedUp) throw new Error('fixture');
    expect(missingForFreeShipping({ ...shipped, subtotal: 50, shipping: { ...shipped.shipping, cost: 0 } })).toBeNull();
    expect(missingForFreeShipping(pickedUp)).toBeNull();
    expect(
      missingForFreeShipping({
        ...shipped,
        shipping: { ...shipped.shipping, methods: shipped.shipping.methods.map((m) => ({ ...m, free_from: null })) },
      }),
    ).toBeNull();
  });
});
