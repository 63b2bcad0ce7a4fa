import { basePriceCents, basePriceLabel, basePriceUnit, UNIT_TYPES } from './unit-types';

const unit = (abbreviation: string) => {
  const found = UNIT_TYPES.find((candidate) => candidate.abbreviation === abbreviation);
  if (!found) throw new Error(`unknown unit ${abbreviation}`);
  return found;
};

describe('unit types and base prices', () => {
  it('offers the units a German shop sells by', () => {
    expect(UNIT_TYPES.map((candidate) => candidate.abbreviation)).toEqual(['Stk.', 'kg', 'g', 'l', 'ml', 'm', 'm²', 'm³']);
    expect(unit('Stk.').name).toBe('Stück');
  });

  it('refers base prices to 1 kg, 1 l, 1 m, 1 m² or 1 m³, and none for pieces', () => {
    expect(basePriceUnit(unit('g'))).toBe('1 kg');
    expect(basePriceUnit(unit('ml'))).toBe('1 l');
    expect(basePriceUnit(unit('m²'))).toBe('1 m²');
    expect(basePriceUnit(unit('Stk.'))).toBeNull();
  });

  it('computes the base price from a pack size', () => {
    expect(basePriceCents(399, 250, unit('g'))).toBe(1596);
    expect(basePriceCents(149, 500, unit('ml'))).toBe(298);
    expect(basePriceCents(2490, 2.5, unit('m²'))).toBe(996);
    expect(basePriceCents(399, 0, unit('g'))).toBeNull();
    expect(basePriceCents(399, 3, unit('Stk.'))).toBeNull();
  });

  it('writes the label the way a German price tag shows it', () => {
    expect(basePriceLabel(399, 250, unit('g'))?.replace(/\u00a0/g, ' ')).toBe('15,96 € / 1 kg');
    expect(basePriceLabel(129_900, 1, unit('m³'))?.replace(/\u00a0/g, ' ')).toBe('1.299,00 € / 1 m³');
    expect(basePriceLabel(100, 1, unit('Stk.'))).toBeNull();
  });
});
