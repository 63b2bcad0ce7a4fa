import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { ledgerEntries } from '../../db/schema/ledger';
import { foodVendorOrderReader, type VendorOrderFacts, vendorOrderLinks } from './links';

/**
 * The ledger's side of the marketplace's monthly commission documents (billing README „Provisionsrechnungen“):
 * what commission a provider was charged and given back in a period, read from `ledger_entries` (this module's
 * table; vendor order and refund facts through the links the orders and food modules register), and the one `commission_vat` entry that settles a document against the balance. Billing calls
 * these through `public.ts`; it never reads or writes the ledger itself.
 *
 * Money model (contract of issue 40): `commission` entries carry −net commission (one per vendor order, booked with
 * the sale), `commission_refund` entries +net commission given back (one per refund). A document's VAT is booked
 * here: −VAT for a commission invoice, +VAT for a credit note, note = the document number, once per document
 * (partial unique index `ledger_entries_commission_vat_once`, migration 0038).
 */

export interface CommissionPeriod {
  /** First instant of the period (inclusive). */
  from: Date;
  /** First instant after the period (exclusive). */
  to: Date;
}

/** A vendor order (shop or food order) whose commission was booked in the period. */
export interface CommissionCharge {
  kind: 'shop' | 'food' | 'other';
  vendorOrderId: number | null;
  /** The vendor order number, or the entry's note when it has no vendor order. */
  number: string;
  /** When the order was placed (the entry's time when it has no vendor order). */
  orderedAt: Date;
  /** The vendor order's gross total in cents (0 without a vendor order). */
  grossCents: number;
  /** Net commission in cents, positive (−Σ of its `commission` entries in the period). */
  netCents: number;
}

/** A refund whose commission was given back in the period. */
export interface CommissionGiveBack {
  kind: 'shop' | 'food' | 'other';
  refundId: number | null;
  vendorOrderId: number | null;
  number: string;
  /** When the commission was given back (the entry's time). */
  refundedAt: Date;
  /** The refunded gross amount in cents (0 when unknown). */
  refundCents: number;
  /** Net commission given back in cents, positive. */
  netCents: number;
}

function inPeriod(period: CommissionPeriod) {
  return and(gte(ledgerEntries.createdAt, period.from), lt(ledgerEntries.createdAt, period.to));
}

/** The providers with `commission` or `commission_refund` entries in the period, ascending. */
export async function providersWithCommission(db: Executor, period: CommissionPeriod): Promise<number[]> {
  const rows = await db
    .selectDistinct({ providerId: ledgerEntries.providerId })
    .from(ledgerEntries)
    .where(and(inArray(ledgerEntries.kind, ['commission', 'commission_refund']), inPeriod(period)))
    .orderBy(asc(ledgerEntries.providerId));
  return rows.map((row) => row.providerId);
}

/**
 * A provider's commission of the period: the charges (one per vendor order, summed over its `commission` entries)
 * and the give-backs (one per `commission_refund` entry), oldest first. Entries of zero are left out.
 */
export async function commissionOfPeriod(
  db: Executor,
  providerId: number,
  period: CommissionPeriod,
): Promise<{ charges: CommissionCharge[]; giveBacks: CommissionGiveBack[] }> {
  const entries = await db
    .select({
      id: ledgerEntries.id,
      kind: ledgerEntries.kind,
      amountCents: ledgerEntries.amountCents,
      vendorOrderId: ledgerEntries.vendorOrderId,
      refundId: ledgerEntries.refundId,
      note: ledgerEntries.note,
      createdAt: ledgerEntries.createdAt,
    })
    .from(ledgerEntries)
    .where(
      and(eq(ledgerEntries.providerId, providerId), inArray(ledgerEntries.kind, ['commission', 'commission_refund']), inPeriod(period)),
    )
    .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id));
  const vendorOrderIds = [...new Set(entries.flatMap((entry) => (entry.vendorOrderId === null ? [] : [entry.vendorOrderId])))];
  const refundIds = [...new Set(entries.flatMap((entry) => (entry.refundId === null ? [] : [entry.refundId])))];
  const links = vendorOrderLinks();
  const facts = vendorOrderIds.length > 0 ? await links.facts(db, vendorOrderIds) : new Map<number, VendorOrderFacts>();
  const refunded = refundIds.length > 0 ? await links.refundCents(db, refundIds) : new Map<number, number>();
  const food = vendorOrderIds.length > 0 ? await foodVendorOrderReader()(db, vendorOrderIds) : new Set<number>();

  const kindOf = (entry: (typeof entries)[number]) =>
    entry.vendorOrderId === null ? 'other' : food.has(entry.vendorOrderId) ? 'food' : 'shop';
  const factsOf = (entry: (typeof entries)[number]) => (entry.vendorOrderId === null ? undefined : facts.get(entry.vendorOrderId));
  const charges = new Map<string, CommissionCharge>();
  const giveBacks: CommissionGiveBack[] = [];
  for (const entry of entries) {
    if (entry.kind === 'commission') {
      const key = entry.vendorOrderId === null ? `entry:${entry.id}` : `order:${entry.vendorOrderId}`;
      const existing = charges.get(key);
      if (existing) {
        existing.netCents += -entry.amountCents;
        continue;
      }
      charges.set(key, {
        kind: kindOf(entry),
        vendorOrderId: entry.vendorOrderId,
        number: factsOf(entry)?.number ?? entry.note,
        orderedAt: factsOf(entry)?.createdAt ?? entry.createdAt,
        grossCents: factsOf(entry)?.totalCents ?? 0,
        netCents: -entry.amountCents,
      });
    } else if (entry.amountCents !== 0) {
      giveBacks.push({
        kind: kindOf(entry),
        refundId: entry.refundId,
        vendorOrderId: entry.vendorOrderId,
        number: factsOf(entry)?.number ?? entry.note,
        refundedAt: entry.createdAt,
        refundCents: (entry.refundId === null ? undefined : refunded.get(entry.refundId)) ?? 0,
        netCents: entry.amountCents,
      });
    }
  }
  return { charges: [...charges.values()].filter((charge) => charge.netCents !== 0), giveBacks };
}

/**
 * Settles a commission document against the provider's balance: one `commission_vat` entry of `amountCents`
 * (−VAT of an invoice, +VAT of a credit note) with the document number as its note. Once per document: a second
 * call returns the entry already booked. Call it in the transaction that issues the document.
 */
export async function bookCommissionVat(
  tx: Executor,
  input: { providerId: number; amountCents: number; documentNumber: string },
): Promise<{ id: number; amountCents: number }> {
  const [inserted] = await tx
    .insert(ledgerEntries)
    .values({ providerId: input.providerId, kind: 'commission_vat', amountCents: input.amountCents, note: input.documentNumber })
    .onConflictDoNothing()
    .returning({ id: ledgerEntries.id, amountCents: ledgerEntries.amountCents });
  if (inserted) return inserted;
  const [existing] = await tx
    .select({ id: ledgerEntries.id, amountCents: ledgerEntries.amountCents })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.kind, 'commission_vat'), eq(ledgerEntries.note, input.documentNumber)))
    .limit(1);
  if (!existing) throw new Error(`Die Umsatzsteuer zu ${input.documentNumber} wurde nicht gebucht.`);
  return existing;
}
