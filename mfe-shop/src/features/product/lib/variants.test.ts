import { shirt } from '../../../test/fixtures';
import { changeSelection, findVariant, initialSelection, tiersFor, unitPriceCents, valueState } from './variants';

describe('variant rules', () => {
  it('starts with the default variant and finds the variant of a full selection', () => {
    const product = shirt();
    expect(initialSelection(product)).toEqual({ Farbe: 'Blau', Größe: 'M' });
    expect(findVariant(product, { Farbe: 'Rot', Größe: 'L' })?.id).toBe(14);
  });

  it('marks a sold-out combination and follows an existing one when a value has no match', () => {
    const product = shirt();
    expect(valueState(product, { Farbe: 'Rot', Größe: 'L' }, 'Größe', 'M')).toBe('soldOut');
    const withoutRedM = { ...product, variants: product.variants.filter((v) => v.id !== 13) };
    expect(changeSelection(withoutRedM, { Farbe: 'Blau', Größe: 'M' }, 'Farbe', 'Rot')).toEqual({ Farbe: 'Rot', Größe: 'L' });
  });

  it('applies the highest bulk tier reached, never raising the price, then the wholesale discount rounded half up', () => {
    const variant = { id: 11, price: 12.99 };
    const tiers = shirt().bulk_prices;
    expect(unitPriceCents(variant, 9, tiers)).toBe(1299);
    expect(unitPriceCents(variant, 10, tiers)).toBe(899);
    expect(unitPriceCents(variant, 50, tiers)).toBe(749);
    expect(unitPriceCents({ id: 11, price: 5 }, 10, tiers)).toBe(500);
    const discount = [
      { id: 1, product_id: 42, shop_product_variant_id: null, variant_name: null, whole_sell_qty: 20, whole_sell_discount: 5 },
    ];
    expect(unitPriceCents(variant, 20, tiers, discount)).toBe(854);
  });

  it('prefers a variant’s own tiers over the product-wide ones', () => {
    const tiers = [
      { id: 1, variant_id: null, min_qty: 10, price: 8.99, price_cents: 899 },
      { id: 2, variant_id: 12, min_qty: 5, price: 11.5, price_cents: 1150 },
    ];
    expect(tiersFor(tiers, 12).map((t) => t.id)).toEqual([2]);
    expect(tiersFor(tiers, 11).map((t) => t.id)).toEqual([1]);
  });
});
