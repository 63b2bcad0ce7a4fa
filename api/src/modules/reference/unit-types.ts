/**
 * Units of sale. A German price label shows, beside the price, the base price per 1 kg, 1 l, 1 m, 1 m²
 * or 1 m³ (Preisangabenverordnung §§ 4 and 5, since 2022 without the 100 g / 100 ml option); goods sold by the
 * piece need none. `units_per_base` converts a quantity in this unit into the base unit.
 */
export interface UnitTypeSeed {
  name: string;
  abbreviation: string;
  baseUnit: string;
  unitsPerBase: number;
}

export const PIECE_ABBREVIATION = 'Stk.';

export const UNIT_TYPES: readonly UnitTypeSeed[] = [
  { name: 'Stück', abbreviation: PIECE_ABBREVIATION, baseUnit: PIECE_ABBREVIATION, unitsPerBase: 1 },
  { name: 'Kilogramm', abbreviation: 'kg', baseUnit: 'kg', unitsPerBase: 1 },
  { name: 'Gramm', abbreviation: 'g', baseUnit: 'kg', unitsPerBase: 1000 },
  { name: 'Liter', abbreviation: 'l', baseUnit: 'l', unitsPerBase: 1 },
  { name: 'Milliliter', abbreviation: 'ml', baseUnit: 'l', unitsPerBase: 1000 },
  { name: 'Meter', abbreviation: 'm', baseUnit: 'm', unitsPerBase: 1 },
  { name: 'Quadratmeter', abbreviation: 'm²', baseUnit: 'm²', unitsPerBase: 1 },
  { name: 'Kubikmeter', abbreviation: 'm³', baseUnit: 'm³', unitsPerBase: 1 },
];

export interface UnitForBasePrice {
  baseUnit: string;
  unitsPerBase: number;
}

/** The unit the base price refers to (`1 kg`), or null for goods sold by the piece. */
export function basePriceUnit(unit: UnitForBasePrice): string | null {
  return unit.baseUnit === PIECE_ABBREVIATION ? null : `1 ${unit.baseUnit}`;
}

/**
 * Base price in cents for a price in cents of `quantity` units (250 g for 3,99 € → 1.596 ct per 1 kg),
 * rounded half up; null for goods sold by the piece or without a positive quantity.
 */
export function basePriceCents(priceCents: number, quantity: number, unit: UnitForBasePrice): number | null {
  if (basePriceUnit(unit) === null || !(quantity > 0)) return null;
  return Math.round((priceCents * unit.unitsPerBase) / quantity);
}

const euro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });

/** The label text, e.g. `15,96 € / 1 kg`; null when no base price applies. */
export function basePriceLabel(priceCents: number, quantity: number, unit: UnitForBasePrice): string | null {
  const cents = basePriceCents(priceCents, quantity, unit);
  const per = basePriceUnit(unit);
  if (cents === null || per === null) return null;
  return `${euro.format(cents / 100)} / ${per}`;
}
