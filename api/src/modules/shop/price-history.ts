import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { shopVariantPrices } from '../../db/schema/shop';

/**
 * Price history and the 30-day rule of § 11 PAngV (README "Price history").
 *
 * Every price a variant has had is a row (price, valid from). When a reduction is advertised (a struck-through
 * reference price), the reference is the lowest price of the 30 days before the current price began — whatever
 * the provider typed. Without an earlier price there is nothing to reduce from, so a reference price is refused.
 */

export const REFERENCE_WINDOW_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The clock of price changes; tests move it (`setPriceClock`) to replay weeks of price history. */
let clock: () => Date = () => new Date();

export function priceNow(): Date {
  return clock();
}

/** Replaces the clock; answers a function that restores the previous one. */
export function setPriceClock(next: () => Date): () => void {
  const previous = clock;
  clock = next;
  return () => {
    clock = previous;
  };
}

export interface PriceRow {
  priceCents: number;
  validFrom: Date;
}

const euroFormat = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** `1.234,50 €` (plain space: the text also goes into CSV reports and e-mails). */
export function formatEuro(cents: number): string {
  return `${euroFormat.format(cents / 100)} €`;
}

/**
 * The lowest price in effect during the 30 days before `start` (a price counts when its validity overlaps
 * that window), or null when the variant had no price before `start` (new product or first price).
 */
export function lowestPriceBefore(history: readonly PriceRow[], start: Date): number | null {
  const windowStart = start.getTime() - REFERENCE_WINDOW_DAYS * DAY_MS;
  let lowest: number | null = null;
  for (const [index, row] of history.entries()) {
    if (row.validFrom.getTime() >= start.getTime()) break;
    const until = history[index + 1]?.validFrom.getTime() ?? Number.POSITIVE_INFINITY;
    if (until <= windowStart) continue;
    lowest = lowest === null ? row.priceCents : Math.min(lowest, row.priceCents);
  }
  return lowest;
}

export interface SettledReference {
  /** The reference price to store (`old_price_cents`): the 30-day lowest price, or null (no reduction shown). */
  oldPriceCents: number | null;
  /** A German explanation when the typed reference price was refused or replaced; null when it stood. */
  notice: string | null;
}

/**
 * Decides the reference price of a current price that began at `start`, given the provider's wish
 * (`typedOldCents`: null = no reduction advertised).
 */
export function settleReference(
  history: readonly PriceRow[],
  start: Date,
  priceCents: number,
  typedOldCents: number | null,
): SettledReference {
  if (typedOldCents === null) return { oldPriceCents: null, notice: null };
  const lowest = lowestPriceBefore(history, start);
  if (lowest === null) {
    return {
      oldPriceCents: null,
      notice:
        `Streichpreis ${formatEuro(typedOldCents)} nicht übernommen: Nach § 11 PAngV muss eine Preisermäßigung den niedrigsten Preis der letzten ${REFERENCE_WINDOW_DAYS} Tage ` +
        'nennen. Für diesen Artikel gibt es noch keinen früheren Preis, daher wird keine Ermäßigung angezeigt.',
    };
  }
  if (lowest <= priceCents) {
    return {
      oldPriceCents: null,
      notice:
        `Streichpreis ${formatEuro(typedOldCents)} nicht übernommen: Der niedrigste Preis der letzten ${REFERENCE_WINDOW_DAYS} Tage (${formatEuro(lowest)}) ` +
        `ist nicht höher als der Preis ${formatEuro(priceCents)}. Nach § 11 PAngV darf dann keine Ermäßigung angezeigt werden.`,
    };
  }
  if (lowest !== typedOldCents) {
    return {
      oldPriceCents: lowest,
      notice:
        `Streichpreis ${formatEuro(typedOldCents)} ersetzt durch ${formatEuro(lowest)}: Nach § 11 PAngV ist der Vergleichspreis einer Ermäßigung ` +
        `der niedrigste Preis der letzten ${REFERENCE_WINDOW_DAYS} Tage vor der Ermäßigung.`,
    };
  }
  return { oldPriceCents: lowest, notice: null };
}

async function historyOf(db: Executor, variantId: number): Promise<PriceRow[]> {
  return db
    .select({ priceCents: shopVariantPrices.priceCents, validFrom: shopVariantPrices.validFrom })
    .from(shopVariantPrices)
    .where(eq(shopVariantPrices.variantId, variantId))
    .orderBy(asc(shopVariantPrices.validFrom), asc(shopVariantPrices.id));
}

/**
 * Call before writing a variant's price: records the new price in the history (when it changed) and answers
 * the reference price to store with it. `before` is the stored variant (null for a new one, recorded at once);
 * a variant older than the history (demo data, fixtures) first gets its stored price recorded from its creation.
 */
export async function recordVariantPrice(
  db: Executor,
  variantId: number,
  before: { priceCents: number; createdAt: Date } | null,
  priceCents: number,
  typedOldCents: number | null,
): Promise<SettledReference> {
  const now = priceNow();
  const history = await historyOf(db, variantId);
  if (history.length === 0 && before) {
    const row = { priceCents: before.priceCents, validFrom: before.createdAt.getTime() < now.getTime() ? before.createdAt : now };
    await db.insert(shopVariantPrices).values({ variantId, ...row });
    history.push(row);
  }
  const last = history.at(-1);
  let start = last?.validFrom ?? now;
  if (!last || last.priceCents !== priceCents) {
    start = last && last.validFrom.getTime() > now.getTime() ? last.validFrom : now;
    await db.insert(shopVariantPrices).values({ variantId, priceCents, validFrom: start });
    history.push({ priceCents, validFrom: start });
  }
  return settleReference(history, start, priceCents, typedOldCents);
}

/** The price history of a variant, oldest first (provider view and tests). */
export async function variantPriceHistory(db: Executor, variantId: number): Promise<PriceRow[]> {
  return historyOf(db, variantId);
}
