import { z } from 'zod';

/**
 * German number input, one rule for the product form and the CSV import (spec 01 §5): dots group thousands,
 * the comma is the decimal mark — `1.234,56` → 1234.56. Thousands groups must have three digits, so a
 * machine-style `12.50` is refused instead of silently becoming 1250. Plain digits (`1234`, `1234,5`) pass.
 * JSON numbers are taken as they are.
 */
const GERMAN_NUMBER = /^[-+]?(\d{1,3}(\.\d{3})+|\d+)(,\d+)?$/;

export const NUMBER_FORMAT_MESSAGE = 'Bitte geben Sie eine Zahl im Format 1.234,56 ein.';

/** The number a German number text stands for, or null when it is not one (empty text included). */
export function parseGermanNumber(input: string | number): number | null {
  if (typeof input === 'number') return Number.isFinite(input) ? input : null;
  const text = input.trim().replace(/[\s\u00a0\u202f]/g, '');
  if (!GERMAN_NUMBER.test(text)) return null;
  const value = Number(text.replace(/\./g, '').replace(',', '.'));
  return Number.isFinite(value) ? value : null;
}

/** Euros (number) → integer cents; null when the amount has more than two decimals. */
export function euroToCents(euros: number): number | null {
  const cents = Math.round(euros * 100);
  return Math.abs(cents - euros * 100) < 1e-6 ? cents : null;
}

/** Most a price may be: 1 million euros (in cents). */
export const MAX_PRICE_CENTS = 100_000_000;
/** Most pieces in stock per variant. */
export const MAX_STOCK = 10_000_000;

/** A money amount as the form sends it (number or German text) → integer cents ≥ 0. */
export const moneyCents = (max = MAX_PRICE_CENTS) =>
  z.union([z.number(), z.string()]).transform((value, context) => {
    const euros = parseGermanNumber(value);
    if (euros === null) {
      context.addIssue({ code: 'custom', message: NUMBER_FORMAT_MESSAGE });
      return z.NEVER;
    }
    const cents = euroToCents(euros);
    if (cents === null) {
      context.addIssue({ code: 'custom', message: 'Bitte geben Sie höchstens zwei Nachkommastellen an.' });
      return z.NEVER;
    }
    if (cents < 0) {
      context.addIssue({ code: 'custom', message: 'Der Betrag darf nicht negativ sein.' });
      return z.NEVER;
    }
    if (cents > max) {
      context.addIssue({ code: 'custom', message: `Der Betrag darf höchstens ${(max / 100).toLocaleString('de-DE')} € betragen.` });
      return z.NEVER;
    }
    return cents;
  });

/** A decimal measure (weight, width, …) as number or German text, 0 … max, at most `decimals` places. */
export const decimalValue = (max: number, decimals = 3) =>
  z.union([z.number(), z.string()]).transform((value, context) => {
    const number = parseGermanNumber(value);
    if (number === null) {
      context.addIssue({ code: 'custom', message: NUMBER_FORMAT_MESSAGE });
      return z.NEVER;
    }
    if (number < 0 || number > max) {
      context.addIssue({ code: 'custom', message: `Der Wert muss zwischen 0 und ${max.toLocaleString('de-DE')} liegen.` });
      return z.NEVER;
    }
    const factor = 10 ** decimals;
    return Math.round(number * factor) / factor;
  });

/** A whole number as number or text (`1.000` allowed), min … max. */
export const wholeNumber = (min: number, max: number) =>
  z.union([z.number(), z.string()]).transform((value, context) => {
    const number = parseGermanNumber(value);
    if (number === null || !Number.isInteger(number)) {
      context.addIssue({ code: 'custom', message: 'Bitte geben Sie eine ganze Zahl ein.' });
      return z.NEVER;
    }
    if (number < min || number > max) {
      context.addIssue({
        code: 'custom',
        message: `Der Wert muss zwischen ${min.toLocaleString('de-DE')} und ${max.toLocaleString('de-DE')} liegen.`,
      });
      return z.NEVER;
    }
    return number;
  });

/** Gross cents of a net amount at a VAT rate in percent, rounded half up. */
export function grossFromNet(netCents: number, taxRate: number): number {
  return Math.round((netCents * (100 + taxRate)) / 100);
}
