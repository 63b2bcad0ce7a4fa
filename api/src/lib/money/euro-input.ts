import { z } from 'zod';

export const EURO_AMOUNT_MESSAGE = 'Bitte geben Sie einen Betrag in Euro an, z. B. 120,50.';
export const EURO_DECIMALS_MESSAGE = 'Bitte geben Sie einen Betrag mit höchstens zwei Nachkommastellen an.';

/**
 * Normalises a typed euro amount to an English decimal string: spaces and `€` go; German text uses dots for
 * thousands and the comma as decimal mark (`1.234,56` → `1234.56`); without a comma, `1.234` or `12.345.678` are
 * thousands, `12.50` stays an English decimal.
 */
export function normaliseEuroText(value: string): string {
  const text = value.trim().replace(/\s|€/g, '');
  if (text.includes(',')) return text.replace(/\./g, '').replace(',', '.');
  return /^\d{1,3}(\.\d{3})+$/.test(text) ? text.replace(/\./g, '') : text;
}

function formatLimit(cents: number): string {
  return (cents / 100).toLocaleString('de-DE', { minimumFractionDigits: cents % 100 === 0 ? 0 : 2, maximumFractionDigits: 2 });
}

export interface EuroInputOptions {
  /** Smallest amount in cents (default 0). */
  minCents?: number;
  /** Largest amount in cents (default 1.000.000 €). */
  maxCents?: number;
  /** What an empty or missing value means, in cents (default: nothing — the field is then required/optional by the caller). */
  emptyCents?: number;
}

/**
 * A euro amount typed by a person or sent as a number, validated to at most two decimals within limits and
 * answered as integer cents; anything else → the German 422 on the field. The one parser of money input in the API.
 */
export function euroCents(options: EuroInputOptions = {}) {
  const minCents = options.minCents ?? 0;
  const maxCents = options.maxCents ?? 100_000_000;
  const range = `Bitte geben Sie einen Betrag zwischen ${formatLimit(minCents)} und ${formatLimit(maxCents)} € an.`;
  return z.preprocess(
    (value) => {
      if (options.emptyCents !== undefined && (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')))
        return options.emptyCents / 100;
      return typeof value === 'string' ? normaliseEuroText(value) : value;
    },
    z
      .union([z.number(), z.string().regex(/^\d+(\.\d+)?$/, EURO_AMOUNT_MESSAGE)], { error: EURO_AMOUNT_MESSAGE })
      .transform((value) => Number(value))
      .refine((value) => Number.isFinite(value) && value * 100 >= minCents - 1e-6 && value * 100 <= maxCents + 1e-6, range)
      .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, EURO_DECIMALS_MESSAGE)
      .transform((value) => Math.round(value * 100)),
  );
}
