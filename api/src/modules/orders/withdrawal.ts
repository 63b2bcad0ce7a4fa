import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { shopVendorOrders } from '../../db/schema/orders';
import { ConflictError } from '../../http/errors';
import type { WithdrawalReason } from '../types';

/** Vendor orders a provider still owes the customer something for: not yet shipped, ready for pickup or cancelled. */
const OPEN_STATUSES = ['pending', 'confirmed'] as const;

/**
 * The orders' part of withdrawing a provider (`DomainModule.withdrawProvider`, account/README.md): an account cannot
 * end while it has orders not yet shipped (or ready for pickup) — the provider ships or cancels them first, the
 * cancellation refunding what was paid with a Rechnungskorrektur and telling the customer, as always. The refusal
 * (409) rolls back the whole deletion. A suspension leaves the orders as they are (the back office decides on
 * each). Orders are never deleted: they and their invoices stay (retention).
 */
export async function refuseEndWithOpenOrders(tx: Executor, providerId: number, reason: WithdrawalReason): Promise<void> {
  if (reason !== 'account_ended') return;
  const open = await tx
    .select({ number: shopVendorOrders.vendorOrderNumber })
    .from(shopVendorOrders)
    .where(and(eq(shopVendorOrders.providerId, providerId), inArray(shopVendorOrders.status, [...OPEN_STATUSES])))
    .orderBy(asc(shopVendorOrders.id));
  if (open.length === 0) return;
  const numbers = open.slice(0, 3).map((row) => row.number);
  const more = open.length > 3 ? ` und ${open.length - 3} weitere` : '';
  throw new ConflictError(
    `Ihr Konto kann noch nicht gelöscht werden: ${open.length === 1 ? 'Eine Bestellung ist' : `${open.length} Bestellungen sind`} noch offen (${numbers.join(', ')}${more}). Bitte versenden oder stornieren Sie ${open.length === 1 ? 'sie' : 'diese'} zuerst unter „Bestellungen“.`,
  );
}
