import { formatCents } from '@marktplatz/shared';

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
  const amount = formatCents(centsOfEuros(value));
  if (!amount) return null;
  const unit = source.measurement_unit;
  return unit ? `${amount} / ${unit}` : amount;
}

/**
 * Integer cents of a euro amount, for the few figures the API still sends without a `_cents` companion (and for
 * amounts typed in euros): `12.3` → `1230`; empty or invalid input gives null (which `formatCents` shows as '').
 */
export function centsOfEuros(euros: number | string | null | undefined): number | null {
  if (euros === null || euros === undefined || String(euros).trim() === '') return null;
  const n = Number(euros);
  return Number.isFinite(n) ? Math.round(n * 100) : null;
}
