/**
 * The commission rate of each sale on the finance page (issue 40): the report's `commission_percent` (German text,
 * e.g. „12,5 %“ — the vendor order's effective rate, frozen at checkout) beside its commission, and the note how
 * commission is billed (texts in the area's messages.ts: `finance.rateCol`, `finance.commissionNote`).
 */
import type { FinanceTransaction } from '../types';

/** „12,5 %“; „–“ while the server sends none (rows from before the rate was recorded). */
export function commissionRateOf(row: FinanceTransaction): string {
  return row.commission_percent !== '' ? row.commission_percent : '–';
}
