import type { VatLine } from '../../db/schema';
import { euros, splitGross } from './pricing';

/** One formatter for the process: building an `Intl.NumberFormat` costs far more than formatting with it. */
const EURO = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });

/** de-DE currency text for e-mails (`1250` → `12,50 €`). */
export function formatEuro(cents: number): string {
  return EURO.format(cents / 100);
}

/**
 * Spreads `amountCents` over parts in proportion to their weights (largest remainder method), so the shares add
 * up to the amount exactly. All weights zero → everything goes to the first part.
 */
export function allocate(amountCents: number, weights: number[]): number[] {
  if (weights.length === 0) return [];
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total <= 0) return weights.map((_, index) => (index === 0 ? amountCents : 0));
  const exact = weights.map((weight) => (amountCents * weight) / total);
  const shares = exact.map((value) => Math.floor(value));
  let rest = amountCents - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder);
  for (const { index } of byRemainder) {
    if (rest <= 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    rest -= 1;
  }
  return shares;
}

/**
 * VAT per rate of a group of lines plus its shipping. Shipping is an ancillary service: its VAT follows the goods,
 * so the shipping cost is split over the rates in proportion to the goods' gross amounts (§ 3 Abs. 9 UStG
 * practice; BMF-Schreiben zu Nebenleistungen). Rates ascending.
 */
export function vatBreakdown(lines: { rate: number; grossCents: number }[], shippingCents: number): VatLine[] {
  const grossByRate = new Map<number, number>();
  for (const line of lines) grossByRate.set(line.rate, (grossByRate.get(line.rate) ?? 0) + line.grossCents);
  if (grossByRate.size === 0 && shippingCents > 0) grossByRate.set(19, 0);
  const rates = [...grossByRate.keys()].sort((a, b) => b - a);
  const shippingShares = allocate(
    shippingCents,
    rates.map((rate) => grossByRate.get(rate) ?? 0),
  );
  return rates
    .map((rate, index) => {
      const grossCents = (grossByRate.get(rate) ?? 0) + (shippingShares[index] ?? 0);
      const { netCents, taxCents } = splitGross(grossCents, rate);
      return { rate, net_cents: netCents, tax_cents: taxCents, gross_cents: grossCents };
    })
    .sort((a, b) => a.rate - b.rate);
}

/** Adds VAT lines of several groups per rate. */
export function sumVat(groups: VatLine[][]): VatLine[] {
  const byRate = new Map<number, VatLine>();
  for (const line of groups.flat()) {
    const sum = byRate.get(line.rate) ?? { rate: line.rate, net_cents: 0, tax_cents: 0, gross_cents: 0 };
    sum.net_cents += line.net_cents;
    sum.tax_cents += line.tax_cents;
    sum.gross_cents += line.gross_cents;
    byRate.set(line.rate, sum);
  }
  return [...byRate.values()].sort((a, b) => a.rate - b.rate);
}

/** A VAT line as the API answers it: cents and euros. */
export function presentVat(line: VatLine) {
  return {
    rate: line.rate,
    net: euros(line.net_cents),
    tax: euros(line.tax_cents),
    gross: euros(line.gross_cents),
    net_cents: line.net_cents,
    tax_cents: line.tax_cents,
    gross_cents: line.gross_cents,
  };
}
