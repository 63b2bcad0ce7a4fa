import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { electronicFormatIBAN, friendlyFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import type { Executor } from '../../db/client';
import { type LedgerKind, ledgerEntries, providerPayoutAccounts, providerWithdrawals, type WithdrawalStatus } from '../../db/schema/ledger';
import { commissionRateFor } from '../commission/public';
import { vendorOrderLinks } from './links';
import type { LedgerEntry, PayoutAccount, PayoutInfo, Withdrawal } from './schemas';
import { ConflictError, NotFoundError, ValidationError } from '../../http/errors';
import { countedPage, type PageRequest } from '../../http/pagination';
import { euros, formatEuro } from '../../lib/money';

/**
 * Provider balances (README „Ledger, withdrawals, payouts“): `ledger_entries` is append-only — this file only ever
 * inserts — and a balance is the sum of a provider's entries.
 */

export type WithdrawalRow = typeof providerWithdrawals.$inferSelect;
export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;
export type LedgerEntryInsert = typeof ledgerEntries.$inferInsert;

export const LEDGER_KIND_LABELS: Record<LedgerKind, string> = {
  sale: 'Verkauf',
  commission: 'Provision',
  cash: 'Selbst kassiert (bar)',
  refund: 'Erstattung',
  withdrawal: 'Auszahlung',
  payout_failed: 'Auszahlung zurückgebucht',
  package_fee: 'Paketgebühr (verrechnet)',
  commission_refund: 'Provision erstattet',
  commission_vat: 'USt. auf Provision',
};

export const WITHDRAWAL_STATUS_LABELS: Record<WithdrawalStatus, string> = {
  requested: 'Beantragt',
  paid: 'Ausgezahlt',
  failed: 'Fehlgeschlagen',
};

/** How a provider can be paid out (`/payment-methods` lists them for providers). */
export const PAYOUT_METHODS = [{ code: 'bank_transfer', name: 'Überweisung auf Ihr Bankkonto (SEPA)' }] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number]['code'];

export const WITHDRAWAL_NOT_FOUND = 'Die Auszahlung wurde nicht gefunden.';

export interface LedgerSettings {
  holdDays: number;
  commissionBasisPoints: number;
}

// ---------------------------------------------------------------------------------------------------------------
// Entries

/** Entries to book as they are (a sale and its commission and cash wash); each only once (unique indexes). */
export async function bookEntries(tx: Executor, rows: LedgerEntryInsert[]): Promise<void> {
  if (rows.length > 0) await tx.insert(ledgerEntries).values(rows).onConflictDoNothing();
}

/** The vendor order a refund belongs to, as the ledger needs it: its gross total and number. */
export interface RefundedVendorOrder {
  totalCents: number;
  number: string;
}

/**
 * The commission a refund gives back (`commission_refund`, +): round(refund × booked commission / vendor order
 * total), half up, never more than what is still booked for the vendor order (partial refunds whose roundings add
 * up). Once per refund (unique index); nothing when no commission was booked.
 */
export async function recordCommissionRefund(
  tx: Executor,
  refund: { id: number; providerId: number; vendorOrderId: number; amountCents: number },
  vendor: RefundedVendorOrder,
): Promise<void> {
  const [sums] = await tx
    .select({
      charged: sql<string>`coalesce(-sum(${ledgerEntries.amountCents}) filter (where ${ledgerEntries.kind} = 'commission'), 0)`,
      returned: sql<string>`coalesce(sum(${ledgerEntries.amountCents}) filter (where ${ledgerEntries.kind} = 'commission_refund'), 0)`,
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.vendorOrderId, refund.vendorOrderId));
  if (vendor.totalCents <= 0) return;
  const charged = Number(sums?.charged ?? 0);
  const open = charged - Number(sums?.returned ?? 0);
  const back = Math.min(open, Math.round((refund.amountCents * charged) / vendor.totalCents));
  if (back <= 0) return;
  await tx
    .insert(ledgerEntries)
    .values({
      providerId: refund.providerId,
      kind: 'commission_refund',
      amountCents: back,
      vendorOrderId: refund.vendorOrderId,
      refundId: refund.id,
      note: vendor.number,
    })
    .onConflictDoNothing();
}

/**
 * A refund was paid back to the customer: the provider's balance carries it — but only when the sale was booked
 * (money that never reached the balance is not taken from it) — and gets the commission on it back. Once per refund.
 */
export async function recordRefund(
  tx: Executor,
  refund: { id: number; providerId: number; vendorOrderId: number; amountCents: number },
  vendor: RefundedVendorOrder,
): Promise<void> {
  if (refund.amountCents <= 0) return;
  const [sale] = await tx
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.vendorOrderId, refund.vendorOrderId), eq(ledgerEntries.kind, 'sale')))
    .limit(1);
  if (!sale) return;
  await tx
    .insert(ledgerEntries)
    .values({
      providerId: refund.providerId,
      kind: 'refund',
      amountCents: -refund.amountCents,
      vendorOrderId: refund.vendorOrderId,
      refundId: refund.id,
    })
    .onConflictDoNothing();
  await recordCommissionRefund(tx, refund, vendor);
}

// ---------------------------------------------------------------------------------------------------------------
// Balance

export interface Balance {
  balanceCents: number;
  pendingCents: number;
  availableCents: number;
}

/**
 * The provider's balance: the sum of its entries. Entries of a vendor order are pending until `holdDays` after
 * its completion (never for one not completed); everything else is available at once.
 */
export async function balanceOf(db: Executor, providerId: number, holdDays: number, now: Date = new Date()): Promise<Balance> {
  const cutoff = new Date(now.getTime() - holdDays * 24 * 60 * 60 * 1000);
  const completedAt = vendorOrderLinks().completedAt(ledgerEntries.vendorOrderId);
  const [row] = await db
    .select({
      balance: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)`,
      pending: sql<string>`coalesce(sum(${ledgerEntries.amountCents}) filter (where ${ledgerEntries.vendorOrderId} is not null and (${completedAt} is null or ${completedAt} > ${cutoff.toISOString()}::timestamptz)), 0)`,
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.providerId, providerId));
  const balanceCents = Number(row?.balance ?? 0);
  const pendingCents = Number(row?.pending ?? 0);
  return { balanceCents, pendingCents, availableCents: Math.max(0, balanceCents - Math.max(0, pendingCents)) };
}

// ---------------------------------------------------------------------------------------------------------------
// Payout account

export function maskIban(iban: string): string {
  const compact = electronicFormatIBAN(iban) ?? iban;
  return friendlyFormatIBAN(`${compact.slice(0, 4)}${'•'.repeat(Math.max(0, compact.length - 8))}${compact.slice(-4)}`) ?? compact;
}

export interface PayoutAccountInput {
  account_holder: string;
  iban: string;
  bic?: string | null | undefined;
}

/** Saves the payout account (IBAN checked with ibantools: country format and check digits). */
export async function savePayoutAccount(db: Executor, providerId: number, input: PayoutAccountInput): Promise<PayoutAccount> {
  const iban = electronicFormatIBAN(input.iban) ?? '';
  const errors: Record<string, string[]> = {};
  if (!isValidIBAN(iban)) errors.iban = ['Bitte geben Sie eine gültige IBAN ein (z. B. DE89 3704 0044 0532 0130 00).'];
  const bic = input.bic ? input.bic.replace(/\s/g, '').toUpperCase() : null;
  if (bic && !isValidBIC(bic)) errors.bic = ['Bitte geben Sie eine gültige BIC ein (8 oder 11 Zeichen) oder lassen Sie das Feld leer.'];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  const values = { accountHolder: input.account_holder, iban, bic, updatedAt: new Date() };
  await db
    .insert(providerPayoutAccounts)
    .values({ providerId, ...values })
    .onConflictDoUpdate({ target: providerPayoutAccounts.providerId, set: values });
  return presentAccount({ accountHolder: values.accountHolder, iban, bic });
}

function presentAccount(account: { accountHolder: string; iban: string; bic: string | null }): PayoutAccount {
  return {
    account_holder: account.accountHolder,
    iban: friendlyFormatIBAN(account.iban) ?? account.iban,
    iban_masked: maskIban(account.iban),
    bic: account.bic,
  };
}

/** The provider's payout account as the payouts screen shows it, or null (onboarding reads it through public.ts). */
export async function payoutAccountOf(db: Executor, providerId: number): Promise<PayoutAccount | null> {
  const [account] = await db.select().from(providerPayoutAccounts).where(eq(providerPayoutAccounts.providerId, providerId)).limit(1);
  return account ? presentAccount(account) : null;
}

/** `/getPayoutsinfo`: available, pending, the payout account and the methods. */
export async function payoutInfo(db: Executor, settings: LedgerSettings, providerId: number): Promise<PayoutInfo> {
  const balance = await balanceOf(db, providerId, settings.holdDays);
  const [account] = await db.select().from(providerPayoutAccounts).where(eq(providerPayoutAccounts.providerId, providerId)).limit(1);
  const [open] = await db
    .select({ total: sql<string>`coalesce(sum(${providerWithdrawals.amountCents}), 0)` })
    .from(providerWithdrawals)
    .where(and(eq(providerWithdrawals.providerId, providerId), eq(providerWithdrawals.status, 'requested')));
  const [paid] = await db
    .select({ total: sql<string>`coalesce(sum(${providerWithdrawals.amountCents}), 0)` })
    .from(providerWithdrawals)
    .where(and(eq(providerWithdrawals.providerId, providerId), eq(providerWithdrawals.status, 'paid')));
  return {
    available: euros(balance.availableCents),
    available_cents: balance.availableCents,
    pending: euros(balance.pendingCents),
    pending_cents: balance.pendingCents,
    balance: euros(balance.balanceCents),
    balance_cents: balance.balanceCents,
    requested: euros(Number(open?.total ?? 0)),
    requested_cents: Number(open?.total ?? 0),
    paid_out: euros(Number(paid?.total ?? 0)),
    paid_out_cents: Number(paid?.total ?? 0),
    hold_days: settings.holdDays,
    // The provider's current rate for products (commission module: its rules, else `COMMISSION_BASIS_POINTS`).
    commission_percent:
      (await commissionRateFor(db, { providerId, type: 'product', at: new Date() }, settings.commissionBasisPoints)).basisPoints / 100,
    account: account ? presentAccount(account) : null,
    methods: [...PAYOUT_METHODS],
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Withdrawals

export interface WithdrawInput {
  method: string;
  amountCents: number;
  reference: string;
}

/**
 * `/shop/provider/withdraw`: a payout request. The payout account row is locked for the transaction, so two
 * requests of one provider run one after the other and the second sees the first's entry — never overdrawn.
 */
export async function requestWithdrawal(
  db: Executor,
  settings: LedgerSettings,
  providerId: number,
  input: WithdrawInput,
): Promise<WithdrawalRow> {
  if (!PAYOUT_METHODS.some((method) => method.code === input.method)) {
    throw ValidationError.field('method', 'Bitte wählen Sie eine Auszahlungsart.');
  }
  if (input.amountCents <= 0) throw ValidationError.field('amount', 'Bitte geben Sie einen Betrag größer als 0 € ein.');
  return db.transaction(async (tx) => {
    const [account] = await tx
      .select()
      .from(providerPayoutAccounts)
      .where(eq(providerPayoutAccounts.providerId, providerId))
      .for('update')
      .limit(1);
    if (!account) throw ValidationError.field('method', 'Bitte hinterlegen Sie zuerst Ihre Bankverbindung für Auszahlungen.');
    const balance = await balanceOf(tx, providerId, settings.holdDays);
    if (input.amountCents > balance.availableCents) {
      throw ValidationError.field(
        'amount',
        balance.availableCents === 0
          ? 'Sie haben derzeit kein verfügbares Guthaben.'
          : `Der Betrag übersteigt Ihr verfügbares Guthaben von ${formatEuro(balance.availableCents)}.`,
      );
    }
    const [withdrawal] = await tx
      .insert(providerWithdrawals)
      .values({
        providerId,
        method: input.method,
        amountCents: input.amountCents,
        reference: input.reference,
        accountHolder: account.accountHolder,
        iban: account.iban,
        bic: account.bic,
      })
      .returning();
    if (!withdrawal) throw new Error('Die Auszahlung wurde nicht angelegt.');
    await tx
      .insert(ledgerEntries)
      .values({ providerId, kind: 'withdrawal', amountCents: -input.amountCents, withdrawalId: withdrawal.id, note: input.reference });
    return withdrawal;
  });
}

export function presentWithdrawal(row: WithdrawalRow): Withdrawal {
  return {
    id: row.id,
    method: row.method,
    method_text: PAYOUT_METHODS.find((method) => method.code === row.method)?.name ?? row.method,
    amount: euros(row.amountCents),
    amount_cents: row.amountCents,
    reference: row.reference,
    status: row.status,
    status_text: WITHDRAWAL_STATUS_LABELS[row.status],
    invoice_number: row.statementNumber,
    account_holder: row.accountHolder,
    iban_masked: maskIban(row.iban),
    failure_reason: row.failureReason,
    created_at: row.createdAt.toISOString(),
    paid_at: row.paidAt ? row.paidAt.toISOString() : null,
  };
}

/** `/shop/provider/withdraws`: the provider's requests, newest first. */
export async function pageWithdrawals(db: Executor, providerId: number, page: PageRequest, statuses?: WithdrawalStatus[]) {
  const where = statuses
    ? and(eq(providerWithdrawals.providerId, providerId), inArray(providerWithdrawals.status, statuses))
    : eq(providerWithdrawals.providerId, providerId);
  const { rows, total } = await countedPage(
    page,
    () => db.select({ total: count() }).from(providerWithdrawals).where(where),
    db.select().from(providerWithdrawals).where(where).orderBy(desc(providerWithdrawals.id)).$dynamic(),
  );
  return { rows: rows.map(presentWithdrawal), total };
}

/** `/payoutsList?invoice_number=`: one payout statement of the provider; another provider's number → 404. */
export async function payoutByStatement(db: Executor, providerId: number, statementNumber: string) {
  const [row] = await db
    .select()
    .from(providerWithdrawals)
    .where(and(eq(providerWithdrawals.providerId, providerId), eq(providerWithdrawals.statementNumber, statementNumber)))
    .limit(1);
  if (!row) throw new NotFoundError(WITHDRAWAL_NOT_FOUND);
  return presentWithdrawal(row);
}

/** The provider's entries (the statement of account on the payouts screen), newest first. */
export async function pageLedger(db: Executor, providerId: number, page: PageRequest): Promise<{ rows: LedgerEntry[]; total: number }> {
  const { rows, total } = await countedPage(
    page,
    () => db.select({ total: count() }).from(ledgerEntries).where(eq(ledgerEntries.providerId, providerId)),
    db
      .select({
        entry: ledgerEntries,
        vendorOrderNumber: vendorOrderLinks().number(ledgerEntries.vendorOrderId),
        statement: providerWithdrawals.statementNumber,
      })
      .from(ledgerEntries)
      .leftJoin(providerWithdrawals, eq(providerWithdrawals.id, ledgerEntries.withdrawalId))
      .where(eq(ledgerEntries.providerId, providerId))
      .orderBy(desc(ledgerEntries.id))
      .$dynamic(),
  );
  return {
    rows: rows.map(({ entry, vendorOrderNumber, statement }) => ({
      id: entry.id,
      kind: entry.kind,
      kind_text: LEDGER_KIND_LABELS[entry.kind],
      amount: euros(entry.amountCents),
      amount_cents: entry.amountCents,
      vendor_order_number: vendorOrderNumber,
      invoice_number: statement,
      note: entry.note,
      created_at: entry.createdAt.toISOString(),
    })),
    total,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Payout run (operator)

/** Payout statement number: `AUS-<year>-<5 digits>`, one series across providers. */
function statementNumber(year: number, sequence: number): string {
  return `AUS-${year}-${String(sequence).padStart(5, '0')}`;
}

/** Marks a paid payout as failed (the bank returned it): the amount goes back to the balance. */
export async function failPayout(db: Executor, statement: string, reason: string): Promise<WithdrawalRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(providerWithdrawals)
      .where(eq(providerWithdrawals.statementNumber, statement))
      .for('update')
      .limit(1);
    if (!row) throw new NotFoundError(WITHDRAWAL_NOT_FOUND);
    if (row.status !== 'paid') throw new ConflictError('Nur ausgezahlte Auszahlungen können zurückgebucht werden.');
    const [updated] = await tx
      .update(providerWithdrawals)
      .set({ status: 'failed', failureReason: reason })
      .where(eq(providerWithdrawals.id, row.id))
      .returning();
    await tx
      .insert(ledgerEntries)
      .values({ providerId: row.providerId, kind: 'payout_failed', amountCents: row.amountCents, withdrawalId: row.id, note: reason });
    if (!updated) throw new NotFoundError(WITHDRAWAL_NOT_FOUND);
    return updated;
  });
}

/** The requests a payout run takes (oldest first), locked so two runs never pay one twice. */
export async function takeRequestedWithdrawals(tx: Executor, batchId: string, at: Date): Promise<WithdrawalRow[]> {
  const open = await tx
    .select()
    .from(providerWithdrawals)
    .where(eq(providerWithdrawals.status, 'requested'))
    .orderBy(asc(providerWithdrawals.id))
    .for('update', { skipLocked: true });
  if (open.length === 0) return [];
  const year = at.getUTCFullYear();
  const [last] = await tx
    .select({ value: sql<number>`coalesce(max(substring(${providerWithdrawals.statementNumber} from 10)::int), 0)` })
    .from(providerWithdrawals)
    .where(sql`${providerWithdrawals.statementNumber} like ${`AUS-${year}-%`}`);
  let sequence = Number(last?.value ?? 0);
  const paid: WithdrawalRow[] = [];
  for (const row of open) {
    sequence += 1;
    const [updated] = await tx
      .update(providerWithdrawals)
      .set({ status: 'paid', statementNumber: statementNumber(year, sequence), batchId, paidAt: at })
      .where(eq(providerWithdrawals.id, row.id))
      .returning();
    if (updated) paid.push(updated);
  }
  return paid;
}

// ---------------------------------------------------------------------------------------------------------------
// Debits of other modules (package fees)

/**
 * Takes `amountCents` from the provider's available balance (a `package_fee` entry), or nothing when the balance does
 * not cover it (answers false). It takes the same lock as a withdrawal (the payout account row) and a per-provider
 * advisory lock, so a debit and a withdrawal of one provider run one after the other and the balance never goes
 * below zero.
 */
export async function debitBalance(
  tx: Executor,
  holdDays: number,
  providerId: number,
  amountCents: number,
  note: string,
): Promise<boolean> {
  if (amountCents <= 0) return true;
  await tx.execute(sql`select pg_advisory_xact_lock(${LEDGER_LOCK_SPACE}, ${providerId})`);
  await tx
    .select({ id: providerPayoutAccounts.providerId })
    .from(providerPayoutAccounts)
    .where(eq(providerPayoutAccounts.providerId, providerId))
    .for('update');
  const balance = await balanceOf(tx, providerId, holdDays);
  if (balance.availableCents < amountCents) return false;
  await tx.insert(ledgerEntries).values({ providerId, kind: 'package_fee', amountCents: -amountCents, note });
  return true;
}

/** Advisory lock space of a provider's balance (first key of the two-key lock; the second is the provider id). */
const LEDGER_LOCK_SPACE = 4201;

/** Sales (`sale` entries) per Berlin calendar month of the last `months` months, oldest first, months without sales as 0. */
export async function monthlySales(db: Executor, providerId: number, months: number, now: Date = new Date()) {
  const rows = await db.execute<{ month: string; total: string }>(sql`
    select to_char(${ledgerEntries.createdAt} at time zone 'Europe/Berlin', 'YYYY-MM') as month, sum(${ledgerEntries.amountCents}) as total
    from ${ledgerEntries}
    where ${ledgerEntries.providerId} = ${providerId} and ${ledgerEntries.kind} = 'sale'
      and ${ledgerEntries.createdAt} >= ${new Date(now.getTime() - (months + 1) * 31 * 86_400_000).toISOString()}::timestamptz
    group by 1`);
  const list = (Array.isArray(rows) ? rows : (rows as { rows: { month: string; total: string }[] }).rows) as {
    month: string;
    total: string;
  }[];
  const byMonth = new Map(list.map((row) => [row.month, Number(row.total)]));
  const [year, month] = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit' })
    .format(now)
    .split('-')
    .map(Number) as [number, number];
  const result: { month: string; sales_cents: number }[] = [];
  for (let back = months - 1; back >= 0; back -= 1) {
    const index = year * 12 + (month - 1) - back;
    const key = `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
    result.push({ month: key, sales_cents: byMonth.get(key) ?? 0 });
  }
  return result;
}
