import { formatCurrency } from '@marktplatz/shared';

interface BasePriceSource {
  base_price_label?: string | null;
  unit_price?: string | number | null;
  measurement_unit?: string | null;
}

/**
 * The Grundpreis (PAngV) text, e.g. „8,99 € / 1 kg“: a number with its measurement unit, or the API's text as it
 * is. Null when the product has none.
 */
export function basePriceText(source: BasePriceSource): string | null {
  if (source.base_price_label) return source.base_price_label;
  const value = source.unit_price;
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string' && !/^\d+(\.\d+)?$/.test(value.trim())) return value.trim();
  const amount = formatCurrency(value);
  if (!amount) return null;
  const unit = source.measurement_unit;
  return unit ? `${amount} / ${unit}` : amount;
}

/** Euro amount from integer cents. */
export function fromCents(cents: number): number {
  return Math.round(cents) / 100;
}
