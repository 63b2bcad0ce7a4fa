import { basePriceCents } from '../reference/public';
import { basePriceText } from './present';

describe('base price label', () => {
  it('gives the base price per kilogram for 500 g (PAngV label)', () => {
    const cents = basePriceCents(500, 500, { baseUnit: 'kg', unitsPerBase: 1000 });
    expect(cents).toBe(1000);
    expect(basePriceText(cents, '1 kg')).toBe('10,00\u00a0€ / 1 kg');
  });

  it('has no base price for goods sold by the piece', () => {
    expect(basePriceCents(500, 1, { baseUnit: 'Stk.', unitsPerBase: 1 })).toBeNull();
    expect(basePriceText(null, null)).toBeNull();
  });
});
