/**
 * The commission rate of each sale on the finance page (issue 40): the report's `commission_percent` (German text,
 * e.g. „12,5 %“ — the vendor order's effective rate, frozen at checkout) beside its commission, and the note how
 * commission is billed.
 */
import type { FinanceTransaction } from '../types';

/** „12,5 %“; „–“ while the server sends none (rows from before the rate was recorded). */
export function commissionRateOf(row: FinanceTransaction): string {
  return row.commission_percent !== '' ? row.commission_percent : '–';
}

export const commissionTexts = {
  rateCol: 'Provisionssatz',
  note: 'Die Provision ist netto: Der Marktplatz berechnet sie zuzüglich 19 % Umsatzsteuer einmal im Monat mit der Provisionsrechnung, die Sie bei Ihren Rechnungen finden. Der Satz gilt so, wie er bei der Bestellung galt – spätere Änderungen betreffen nur neue Bestellungen.',
} as const;
