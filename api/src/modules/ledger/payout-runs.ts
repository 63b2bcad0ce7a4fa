import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import type { Executor } from '../../db/client';
import type { AppConfig } from '../../config';
import { type PayoutRunStatus, payoutRunItems, payoutRuns, providerPayoutAccounts, providerWithdrawals } from '../../db/schema/ledger';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../http/errors';
import { countedPage, type PageRequest } from '../../http/pagination';
import { marketplaceSepaFile } from '../../lib/sepa';
import { providerDisplayNames } from '../account/public';
import { balanceOf, presentWithdrawal, type WithdrawalRow } from './ledger';

/**
 * Payout runs of the finance back office (README „Ledger, withdrawals, payouts“): a member picks requested
 * withdrawals into a run (`created`), another member releases it — the pain.001 file is built, the withdrawals get
 * their statement numbers `AUS-…` and the file is kept with the run (`released`) — and once the bank executed it the
 * withdrawals are paid (`executed`). A created run can be cancelled. The withdrawal's money left the provider's
 * balance when it was requested (ledger entry `withdrawal`); a run books nothing in the ledger, a returned transfer
 * (`failPayout`) gives it back.
 */

export type PayoutRunRow = typeof payoutRuns.$inferSelect;

export interface StaffActor {
  id: number;
  name: string;
  email: string;
}

export const PAYOUT_RUN_STATUS_LABELS: Record<PayoutRunStatus, string> = {
  created: 'Angelegt',
  released: 'Freigegeben',
  executed: 'Ausgeführt',
  cancelled: 'Abgebrochen',
};

export const PAYOUT_RUN_NOT_FOUND = 'Der Auszahlungslauf wurde nicht gefunden.';
export const FOUR_EYES_MESSAGE = 'Ein Lauf wird von einer anderen Person freigegeben als der, die ihn angelegt hat (Vier-Augen-Prinzip).';

/** Payout statement number: `AUS-<year>-<5 digits>`, one series across providers (as the former run numbered). */
function statementNumber(year: number, sequence: number): string {
  return `AUS-${year}-${String(sequence).padStart(5, '0')}`;
}

/** Advisory lock key of the statement number series (one release numbers at a time: gapless, no duplicates). */
const STATEMENT_SERIES_LOCK = 740_039;

function euroText(cents: number): string {
  return (cents / 100).toLocaleString('de-DE', { style: 'currency', currency: 'EUR' });
}

/** The withdrawal can go into a file: a valid IBAN on the withdrawal and the provider still has a payout account. */
function hasPayoutAccount(row: WithdrawalRow, accountProviders: Set<number>): boolean {
  const iban = electronicFormatIBAN(row.iban) ?? '';
  return accountProviders.has(row.providerId) && isValidIBAN(iban);
}

async function providersWithAccount(db: Executor, providerIds: number[]): Promise<Set<number>> {
  if (providerIds.length === 0) return new Set();
  const rows = await db
    .select({ id: providerPayoutAccounts.providerId })
    .from(providerPayoutAccounts)
    .where(inArray(providerPayoutAccounts.providerId, [...new Set(providerIds)]));
  return new Set(rows.map((row) => row.id));
}

/**
 * The SEPA credit transfer file (pain.001.001.09) of a released payout run (`payout-runs.ts`): one payment from the
 * marketplace's account, one transaction per withdrawal with its statement number as EndToEndId.
 */
export function sepaCreditTransfer(config: AppConfig, batchId: string, at: Date, payouts: WithdrawalRow[]): string {
  const { doc, info, iban } = marketplaceSepaFile(config, 'pain.001.001.09', batchId, at);
  info.requestedExecutionDate = at;
  info.debtorIBAN = iban;
  info.debtorBIC = config.paymentAccount.bic;
  info.debtorName = config.paymentAccount.accountHolder;
  doc.addPaymentInfo(info);
  for (const payout of payouts) {
    const transaction = info.createTransaction();
    transaction.creditorName = payout.accountHolder.slice(0, 70);
    transaction.creditorIBAN = payout.iban;
    if (payout.bic) transaction.creditorBIC = payout.bic;
    transaction.amount = payout.amountCents / 100;
    transaction.remittanceInfo = `${payout.statementNumber ?? ''} ${payout.reference}`.trim().slice(0, 140);
    transaction.end2endId = payout.statementNumber ?? `W${payout.id}`;
    info.addTransaction(transaction);
  }
  return doc.toString();
}

// ---------------------------------------------------------------------------------------------------------------
// Reading

/** `GET /admin/payouts/requests`: every requested withdrawal, oldest first, with what the run screen needs. */
export async function requestedWithdrawals(db: Executor, holdDays: number) {
  const rows = await db
    .select({ withdrawal: providerWithdrawals, openRunId: payoutRunItems.runId })
    .from(providerWithdrawals)
    .leftJoin(payoutRunItems, and(eq(payoutRunItems.withdrawalId, providerWithdrawals.id), eq(payoutRunItems.open, true)))
    .where(eq(providerWithdrawals.status, 'requested'))
    .orderBy(asc(providerWithdrawals.id));
  const providerIds = [...new Set(rows.map((row) => row.withdrawal.providerId))];
  const names = await providerDisplayNames(db, providerIds);
  const accounts = await providersWithAccount(db, providerIds);
  const balances = new Map<number, number>();
  for (const id of providerIds) balances.set(id, (await balanceOf(db, id, holdDays)).availableCents);
  return rows.map(({ withdrawal, openRunId }) => ({
    ...presentWithdrawal(withdrawal),
    provider_id: withdrawal.providerId,
    provider: names.get(withdrawal.providerId) ?? `Anbieter ${withdrawal.providerId}`,
    available_cents: balances.get(withdrawal.providerId) ?? 0,
    has_payout_account: hasPayoutAccount(withdrawal, accounts),
    open_run_id: openRunId ?? null,
  }));
}

function presentRun(run: PayoutRunRow) {
  return {
    id: run.id,
    status: run.status,
    status_text: PAYOUT_RUN_STATUS_LABELS[run.status],
    reason: run.reason,
    batch_id: run.batchId,
    count: run.count,
    total_cents: run.totalCents,
    created_by_id: run.createdById,
    created_by: run.createdByName,
    created_at: run.createdAt.toISOString(),
    released_by: run.releasedByName,
    released_at: run.releasedAt ? run.releasedAt.toISOString() : null,
    executed_by: run.executedByName,
    executed_at: run.executedAt ? run.executedAt.toISOString() : null,
    cancelled_by: run.cancelledByName,
    cancelled_at: run.cancelledAt ? run.cancelledAt.toISOString() : null,
    has_file: run.sepaXml !== null,
  };
}

/** `GET /admin/payouts/runs`: newest first. */
export async function pageRuns(db: Executor, page: PageRequest) {
  const { rows, total } = await countedPage(
    page,
    () => db.select({ total: count() }).from(payoutRuns),
    db.select().from(payoutRuns).orderBy(desc(payoutRuns.id)).$dynamic(),
  );
  return { rows: rows.map(presentRun), total };
}

async function runRow(db: Executor, id: number, lock = false): Promise<PayoutRunRow> {
  const query = db.select().from(payoutRuns).where(eq(payoutRuns.id, id)).limit(1);
  const [run] = lock ? await query.for('update') : await query;
  if (!run) throw new NotFoundError(PAYOUT_RUN_NOT_FOUND);
  return run;
}

async function runWithdrawals(db: Executor, runId: number, lock = false): Promise<WithdrawalRow[]> {
  const query = db
    .select({ withdrawal: providerWithdrawals })
    .from(payoutRunItems)
    .innerJoin(providerWithdrawals, eq(providerWithdrawals.id, payoutRunItems.withdrawalId))
    .where(eq(payoutRunItems.runId, runId))
    .orderBy(asc(providerWithdrawals.id));
  const rows = lock ? await query.for('update', { of: providerWithdrawals }) : await query;
  return rows.map((row) => row.withdrawal);
}

/** `GET /admin/payouts/runs/:id`: the run with its withdrawals. */
export async function runDetail(db: Executor, id: number) {
  const run = await runRow(db, id);
  const withdrawals = await runWithdrawals(db, id);
  const names = await providerDisplayNames(
    db,
    withdrawals.map((row) => row.providerId),
  );
  return {
    ...presentRun(run),
    withdrawals: withdrawals.map((row) => ({
      ...presentWithdrawal(row),
      provider_id: row.providerId,
      provider: names.get(row.providerId) ?? `Anbieter ${row.providerId}`,
    })),
  };
}

/** `GET /admin/payouts/runs/:id/file`: the kept pain.001 file and its name; 404 before the release. */
export async function runFile(db: Executor, id: number): Promise<{ name: string; xml: string }> {
  const run = await runRow(db, id);
  if (!run.sepaXml || !run.batchId) throw new NotFoundError('Die SEPA-Datei entsteht erst mit der Freigabe des Laufs.');
  return { name: `${run.batchId}.xml`, xml: run.sepaXml };
}

// ---------------------------------------------------------------------------------------------------------------
// Steps (each in the caller's transaction, with its audit entry)

/**
 * Creates a run over the chosen withdrawals. The withdrawals are locked (a concurrent create waits and then sees
 * this run's items; the partial unique index `payout_run_items_one_open_run` is the last guard). Every problem of
 * every chosen withdrawal is answered at once (German 422), nothing is written then.
 */
export async function createRun(tx: Executor, actor: StaffActor, withdrawalIds: number[], reason: string | null) {
  const ids = [...new Set(withdrawalIds)];
  if (ids.length === 0) throw ValidationError.field('withdrawal_ids', 'Bitte wählen Sie mindestens eine Auszahlung.');
  const rows = await tx
    .select()
    .from(providerWithdrawals)
    .where(inArray(providerWithdrawals.id, ids))
    .orderBy(asc(providerWithdrawals.id))
    .for('update');
  const found = new Map(rows.map((row) => [row.id, row]));
  const open = await tx
    .select({ withdrawalId: payoutRunItems.withdrawalId, runId: payoutRunItems.runId })
    .from(payoutRunItems)
    .where(and(inArray(payoutRunItems.withdrawalId, ids), eq(payoutRunItems.open, true)));
  const openRun = new Map(open.map((row) => [row.withdrawalId, row.runId]));
  const names = await providerDisplayNames(
    tx,
    rows.map((row) => row.providerId),
  );
  const accounts = await providersWithAccount(
    tx,
    rows.map((row) => row.providerId),
  );
  const problems: string[] = [];
  for (const id of ids) {
    const row = found.get(id);
    if (!row) {
      problems.push(`Die Auszahlung ${id} wurde nicht gefunden.`);
      continue;
    }
    const label = `${names.get(row.providerId) ?? `Anbieter ${row.providerId}`} (${euroText(row.amountCents)})`;
    if (row.status !== 'requested') problems.push(`Die Auszahlung an ${label} ist nicht mehr beantragt.`);
    else if (openRun.has(id)) problems.push(`Die Auszahlung an ${label} ist bereits im Auszahlungslauf ${openRun.get(id)}.`);
    else if (!hasPayoutAccount(row, accounts)) problems.push(`Für ${label} ist kein Auszahlungskonto hinterlegt.`);
  }
  if (problems.length > 0) throw new ValidationError({ withdrawal_ids: problems }, problems.join(' '));
  const totalCents = rows.reduce((total, row) => total + row.amountCents, 0);
  const [run] = await tx
    .insert(payoutRuns)
    .values({ count: rows.length, totalCents, reason, createdById: actor.id, createdByName: actor.name })
    .returning();
  if (!run) throw new Error('Der Auszahlungslauf wurde nicht angelegt.');
  await tx.insert(payoutRunItems).values(rows.map((row) => ({ runId: run.id, withdrawalId: row.id, amountCents: row.amountCents })));
  return presentRun(run);
}

function requireStatus(run: PayoutRunRow, status: PayoutRunStatus, message: string) {
  if (run.status !== status) throw new ConflictError(`${message} (Lauf ${run.id}: ${PAYOUT_RUN_STATUS_LABELS[run.status]})`);
}

/**
 * Releases a created run: only another member than its creator (403, four-eyes rule). Numbers the statements
 * (`AUS-<year>-…`, one series, under an advisory lock), builds the pain.001.001.09 file and keeps it. A second
 * release finds the run released (409).
 */
export async function releaseRun(tx: Executor, config: AppConfig, actor: StaffActor, id: number, at: Date = new Date()) {
  const run = await runRow(tx, id, true);
  if (run.createdById === actor.id) throw new ForbiddenError(FOUR_EYES_MESSAGE);
  requireStatus(run, 'created', 'Nur ein angelegter Lauf kann freigegeben werden.');
  const withdrawals = await runWithdrawals(tx, id, true);
  const changed = withdrawals.filter((row) => row.status !== 'requested');
  if (changed.length > 0) {
    throw new ConflictError('Eine Auszahlung des Laufs ist nicht mehr beantragt; bitte brechen Sie den Lauf ab und legen Sie ihn neu an.');
  }
  await tx.execute(sql`select pg_advisory_xact_lock(${STATEMENT_SERIES_LOCK})`);
  const year = at.getUTCFullYear();
  const [last] = await tx
    .select({ value: sql<number>`coalesce(max(substring(${providerWithdrawals.statementNumber} from 10)::int), 0)` })
    .from(providerWithdrawals)
    .where(sql`${providerWithdrawals.statementNumber} like ${`AUS-${year}-%`}`);
  let sequence = Number(last?.value ?? 0);
  const batchId = `MP-PAYOUT-${run.id}-${at.toISOString().replace(/[-:T]/g, '').slice(0, 14)}`;
  const numbered: WithdrawalRow[] = [];
  for (const row of withdrawals) {
    sequence += 1;
    const [updated] = await tx
      .update(providerWithdrawals)
      .set({ statementNumber: statementNumber(year, sequence), batchId })
      .where(eq(providerWithdrawals.id, row.id))
      .returning();
    if (updated) numbered.push(updated);
  }
  const xml = sepaCreditTransfer(config, batchId, at, numbered);
  const [updated] = await tx
    .update(payoutRuns)
    .set({ status: 'released', batchId, sepaXml: xml, releasedById: actor.id, releasedByName: actor.name, releasedAt: at })
    .where(eq(payoutRuns.id, id))
    .returning();
  if (!updated) throw new NotFoundError(PAYOUT_RUN_NOT_FOUND);
  return { run: presentRun(updated), statements: numbered.map((row) => row.statementNumber ?? '') };
}

/** The bank executed a released run: its withdrawals are paid (provider: „Ausgezahlt“). */
export async function markRunExecuted(tx: Executor, actor: StaffActor, id: number, at: Date = new Date()) {
  const run = await runRow(tx, id, true);
  requireStatus(run, 'released', 'Nur ein freigegebener Lauf kann als ausgeführt markiert werden.');
  const withdrawals = await runWithdrawals(tx, id, true);
  await tx
    .update(providerWithdrawals)
    .set({ status: 'paid', paidAt: at })
    .where(
      and(
        inArray(
          providerWithdrawals.id,
          withdrawals.map((row) => row.id),
        ),
        eq(providerWithdrawals.status, 'requested'),
      ),
    );
  await tx.update(payoutRunItems).set({ open: false }).where(eq(payoutRunItems.runId, id));
  const [updated] = await tx
    .update(payoutRuns)
    .set({ status: 'executed', executedById: actor.id, executedByName: actor.name, executedAt: at })
    .where(eq(payoutRuns.id, id))
    .returning();
  if (!updated) throw new NotFoundError(PAYOUT_RUN_NOT_FOUND);
  return presentRun(updated);
}

/** Cancels a created run: its withdrawals are free for another run (a released run has gone to the bank). */
export async function cancelRun(tx: Executor, actor: StaffActor, id: number, at: Date = new Date()) {
  const run = await runRow(tx, id, true);
  requireStatus(run, 'created', 'Nur ein angelegter Lauf kann abgebrochen werden.');
  await tx.update(payoutRunItems).set({ open: false }).where(eq(payoutRunItems.runId, id));
  const [updated] = await tx
    .update(payoutRuns)
    .set({ status: 'cancelled', cancelledById: actor.id, cancelledByName: actor.name, cancelledAt: at })
    .where(eq(payoutRuns.id, id))
    .returning();
  if (!updated) throw new NotFoundError(PAYOUT_RUN_NOT_FOUND);
  return presentRun(updated);
}
