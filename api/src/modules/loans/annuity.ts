/**
 * Annuity loan arithmetic: money in cents, the yearly interest in thousandths of a percent (3,450 % → 3450), as the
 * request stores it. The monthly rate is rounded to the cent once; the last rate absorbs the rounding.
 */
export function monthlyRateCents(amountCents: number, termMonths: number, interestMilli: number): number {
  if (termMonths <= 0 || amountCents <= 0) return 0;
  if (interestMilli === 0) return Math.ceil(amountCents / termMonths);
  const monthly = interestMilli / 1000 / 100 / 12;
  const factor = (1 + monthly) ** termMonths;
  return Math.round((amountCents * monthly * factor) / (factor - 1));
}

export interface RatePreview {
  monthly_rate_cents: number;
  total_cents: number;
  interest_total_cents: number;
  /** German display of the interest: three decimals and a comma (`3,450 %`). */
  interest_text: string;
}

export function ratePreview(amountCents: number, termMonths: number, interestMilli: number): RatePreview {
  const rate = monthlyRateCents(amountCents, termMonths, interestMilli);
  const total = rate * termMonths;
  return {
    monthly_rate_cents: rate,
    total_cents: total,
    interest_total_cents: Math.max(0, total - amountCents),
    interest_text: interestText(interestMilli),
  };
}

export function interestText(interestMilli: number): string {
  return `${(interestMilli / 1000).toLocaleString('de-DE', { minimumFractionDigits: 3, maximumFractionDigits: 3 })} %`;
}
