import {
  applyPercentOff,
  bulkUnitPriceCents,
  euros,
  savingsPercent,
  splitGross,
  unitPriceFor,
  wholesaleDiscountPercent,
  type BulkTier,
  type WholesaleDiscount,
} from './pricing';

const tiers: BulkTier[] = [
  { variantId: null, minQty: 5, unitPriceCents: 950 },
  { variantId: null, minQty: 10, unitPriceCents: 900 },
  { variantId: 7, minQty: 3, unitPriceCents: 800 },
];
const discounts: WholesaleDiscount[] = [
  { variantId: null, wholeSellQty: 20, wholeSellDiscount: 3 },
  { variantId: null, wholeSellQty: 50, wholeSellDiscount: 5 },
];

describe('shop price arithmetic', () => {
  it('keeps the list price below the first bulk tier', () => {
    expect(bulkUnitPriceCents(1000, 4, 1, tiers)).toBe(1000);
  });

  it('uses the bulk tier with the highest minimum quantity reached', () => {
    expect(bulkUnitPriceCents(1000, 5, 1, tiers)).toBe(950);
    expect(bulkUnitPriceCents(1000, 9, 1, tiers)).toBe(950);
    expect(bulkUnitPriceCents(1000, 10, 1, tiers)).toBe(900);
    expect(bulkUnitPriceCents(1000, 500, 1, tiers)).toBe(900);
  });

  it("prefers a variant's own tiers over the product-wide ones", () => {
    expect(bulkUnitPriceCents(1000, 2, 7, tiers)).toBe(1000);
    expect(bulkUnitPriceCents(1000, 3, 7, tiers)).toBe(800);
    expect(bulkUnitPriceCents(1000, 10, 7, tiers)).toBe(800);
  });

  it('never lets a tier raise the price', () => {
    expect(bulkUnitPriceCents(700, 10, 1, tiers)).toBe(700);
  });

  it('picks the wholesale discount of the highest quantity reached', () => {
    expect(wholesaleDiscountPercent(19, 1, discounts)).toBe(0);
    expect(wholesaleDiscountPercent(20, 1, discounts)).toBe(3);
    expect(wholesaleDiscountPercent(49, 1, discounts)).toBe(3);
    expect(wholesaleDiscountPercent(50, 1, discounts)).toBe(5);
  });

  it('rounds a percentage off half up to the cent', () => {
    expect(applyPercentOff(999, 3)).toBe(969); // 969.03
    expect(applyPercentOff(1050, 5)).toBe(998); // 997.5 → 998
    expect(applyPercentOff(1000, 7.5)).toBe(925);
    expect(applyPercentOff(1000, 0)).toBe(1000);
  });

  it('applies the wholesale discount on top of the bulk tier price', () => {
    expect(unitPriceFor(1000, 50, 1, tiers, discounts)).toEqual({
      listUnitCents: 1000,
      tierUnitCents: 900,
      discountPercent: 5,
      unitCents: 855,
    });
  });

  it('splits gross amounts into net and VAT for 19 % and 7 %', () => {
    expect(splitGross(11900, 19)).toEqual({ netCents: 10000, taxCents: 1900 });
    expect(splitGross(1070, 7)).toEqual({ netCents: 1000, taxCents: 70 });
    expect(splitGross(999, 19)).toEqual({ netCents: 839, taxCents: 160 });
  });

  it('turns cents into euros with two decimals and computes savings', () => {
    expect(euros(1250)).toBe(12.5);
    expect(euros(1999)).toBe(19.99);
    expect(savingsPercent(7500, 10000)).toBe(25);
    expect(savingsPercent(10000, 9000)).toBeNull();
    expect(savingsPercent(10000, null)).toBeNull();
  });
});
