import { and, asc, count, desc, eq, inArray, lte, or, type SQL } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Executor } from '../../db/client';
import { type DisputeOutcome, disputes, type DisputeStatus } from '../../db/schema/disputes';
import { accountUsers } from '../account/public';
import type { StaffPrincipal } from '../../http/auth';
import { ConflictError, NotFoundError, ValidationError } from '../../http/errors';
import { isUniqueViolation } from '../../lib/unique-violation';
import { countedPage, type PageRequest } from '../../http/pagination';
import { formatEuro } from '../../lib/money';
import { customerRefundsForDispute, type DisputableRefund, refundByDispute } from '../orders/public';
import { Outbox } from '../outbox/public';
import { auditedChange, staffNames } from '../staff/public';
import { decisionEmails, openedEmail } from './messages';

export type DisputeRow = typeof disputes.$inferSelect;

/** A refund rejected or left `requested` this long can be disputed (README „Deadlines“). */
export const CUSTOMER_WAIT_DAYS = 7;
/** The provider's time to answer, from the opening. */
export const ANSWER_DAYS = 5;
export const STATEMENT_MIN = 20;

const DAY_MS = 24 * 60 * 60 * 1000;

export const DISPUTE_NOT_FOUND = 'Der Fall wurde nicht gefunden.';
export const ALREADY_OPEN = 'Zu dieser Erstattung läuft bereits ein Fall.';

export const DISPUTE_STATUS_LABELS: Record<DisputeStatus, string> = {
  open: 'Wartet auf Stellungnahme des Anbieters',
  answered: 'Anbieter hat Stellung genommen – Entscheidung durch den Marktplatz',
  decided: 'Entschieden',
  withdrawn: 'Zurückgezogen',
};

export const DISPUTE_OUTCOME_LABELS: Record<DisputeOutcome, string> = {
  refund_full: 'Volle Erstattung',
  refund_partial: 'Teilweise Erstattung',
  rejected: 'Abgelehnt – keine Erstattung',
};

const ACTIVE: DisputeStatus[] = ['open', 'answered'];

/** „12.12.2026 um 14:32 Uhr“ in Berlin time. */
export function berlinDateTime(date: Date): string {
  const day = date.toLocaleDateString('de-DE', { timeZone: 'Europe/Berlin', day: '2-digit', month: '2-digit', year: 'numeric' });
  const time = date.toLocaleTimeString('de-DE', { timeZone: 'Europe/Berlin', hour: '2-digit', minute: '2-digit' });
  return `${day} um ${time} Uhr`;
}

/** When the customer may dispute a refund: at once when rejected, 7 days after the request while unanswered. */
export function disputableFrom(refund: Pick<DisputableRefund, 'status' | 'createdAt'>): Date | null {
  if (refund.status === 'rejected') return new Date(0);
  if (refund.status === 'requested') return new Date(refund.createdAt.getTime() + CUSTOMER_WAIT_DAYS * DAY_MS);
  return null;
}

export interface OpenDisputeInput {
  refundId?: number | undefined;
  vendorOrderId?: number | undefined;
  statement: string;
  claimedCents?: number | undefined;
}

async function emailOf(db: Executor, userId: number): Promise<string | null> {
  const [row] = await db.select({ email: accountUsers.email }).from(accountUsers).where(eq(accountUsers.id, userId)).limit(1);
  return row?.email ?? null;
}

/**
 * The customer opens a dispute about a refund of their own vendor order (README „Rules“). The refund is the one
 * named, or — given a vendor order — its newest refund that can be disputed. Everything is checked in one
 * transaction; the provider is told by e-mail (outbox, same transaction).
 */
export async function openDispute(
  db: Executor,
  config: AppConfig,
  userId: number,
  input: OpenDisputeInput,
  now = new Date(),
): Promise<DisputeRow> {
  try {
    return await db.transaction(async (tx) => {
      const target = input.refundId !== undefined ? { refundId: input.refundId } : { vendorOrderId: input.vendorOrderId ?? 0 };
      const field = input.refundId !== undefined ? 'refund_id' : 'vendor_order_id';
      const refunds = await customerRefundsForDispute(tx, userId, target);
      const earlier = refunds.length
        ? await tx
            .select({ refundId: disputes.refundId, status: disputes.status })
            .from(disputes)
            .where(
              inArray(
                disputes.refundId,
                refunds.map((refund) => refund.id),
              ),
            )
        : [];
      const blocked = (refund: DisputableRefund) => earlier.find((row) => row.refundId === refund.id && row.status !== 'withdrawn');
      const ready = (refund: DisputableRefund) => {
        const from = disputableFrom(refund);
        return from !== null && from <= now && !blocked(refund);
      };
      const refund = refunds.find(ready) ?? refunds[0];
      if (!refund) {
        throw ValidationError.field(
          field,
          'Zu dieser Bestellung gibt es keine Erstattung. Bitte beantragen Sie zuerst eine Erstattung beim Anbieter.',
        );
      }
      const previous = blocked(refund);
      if (previous) {
        throw ValidationError.field(
          field,
          ACTIVE.includes(previous.status) ? ALREADY_OPEN : 'Über diese Erstattung hat der Marktplatz bereits entschieden.',
        );
      }
      const from = disputableFrom(refund);
      if (from === null) {
        throw ValidationError.field(
          field,
          `Die Erstattung ist „${refund.statusText}“. Der Marktplatz kann nur eingeschaltet werden, wenn der Anbieter eine Erstattung oder einen Widerruf abgelehnt oder ${CUSTOMER_WAIT_DAYS} Tage nicht beantwortet hat.`,
        );
      }
      if (from > now) {
        throw ValidationError.field(
          field,
          `Der Anbieter hat noch Zeit zu antworten. Sie können den Marktplatz ab dem ${berlinDateTime(from)} einschalten, wenn die Erstattung bis dahin nicht bearbeitet ist.`,
        );
      }
      const claimedCents = input.claimedCents ?? refund.requestedCents;
      if (claimedCents > refund.requestedCents) {
        throw ValidationError.field(
          'amount_claimed',
          `Sie können höchstens ${formatEuro(refund.requestedCents)} fordern (der Betrag der Erstattung, den Sie bezahlt haben).`,
        );
      }
      const [row] = await tx
        .insert(disputes)
        .values({
          refundId: refund.id,
          orderId: refund.orderId,
          vendorOrderId: refund.vendorOrderId,
          userId,
          providerId: refund.providerId,
          orderNumber: refund.orderNumber,
          vendorOrderNumber: refund.vendorOrderNumber,
          providerName: refund.providerName,
          statement: input.statement,
          claimedCents,
          answerDueAt: new Date(now.getTime() + ANSWER_DAYS * DAY_MS),
          createdAt: now,
        })
        .returning();
      if (!row) throw new Error('Der Fall wurde nicht gespeichert.');
      const providerEmail = await emailOf(tx, refund.providerId);
      if (providerEmail) await new Outbox(tx, config).sendEmail(openedEmail(config, row, providerEmail));
      return row;
    });
  } catch (error) {
    // Two requests at once: the partial unique index lets only one open dispute per refund through.
    if (isUniqueViolation(error)) throw ValidationError.field(input.refundId !== undefined ? 'refund_id' : 'vendor_order_id', ALREADY_OPEN);
    throw error;
  }
}

async function lockDispute(tx: Executor, id: number, owner: SQL | undefined): Promise<DisputeRow> {
  const [row] = await tx
    .select()
    .from(disputes)
    .where(owner ? and(eq(disputes.id, id), owner) : eq(disputes.id, id))
    .for('update')
    .limit(1);
  if (!row) throw new NotFoundError(DISPUTE_NOT_FOUND);
  return row;
}

function closedMessage(row: DisputeRow): string {
  return row.status === 'decided'
    ? 'Über diesen Fall wurde bereits entschieden.'
    : 'Der Fall wurde von der Kundin oder dem Kunden zurückgezogen.';
}

/** The provider's statement (once, while the dispute is open; after the deadline too until support decides). */
export async function answerDispute(
  db: Executor,
  providerId: number,
  id: number,
  statement: string,
  now = new Date(),
): Promise<DisputeRow> {
  return db.transaction(async (tx) => {
    const row = await lockDispute(tx, id, eq(disputes.providerId, providerId));
    if (row.status === 'answered') throw new ConflictError('Sie haben zu diesem Fall bereits Stellung genommen.');
    if (row.status !== 'open') throw new ConflictError(closedMessage(row));
    const [updated] = await tx
      .update(disputes)
      .set({ status: 'answered', answer: statement, answeredAt: now })
      .where(eq(disputes.id, id))
      .returning();
    if (!updated) throw new NotFoundError(DISPUTE_NOT_FOUND);
    return updated;
  });
}

/** The customer withdraws an undecided dispute. */
export async function withdrawDispute(db: Executor, userId: number, id: number, now = new Date()): Promise<DisputeRow> {
  return db.transaction(async (tx) => {
    const row = await lockDispute(tx, id, eq(disputes.userId, userId));
    if (!ACTIVE.includes(row.status)) throw new ConflictError(closedMessage(row));
    const [updated] = await tx.update(disputes).set({ status: 'withdrawn', withdrawnAt: now }).where(eq(disputes.id, id)).returning();
    if (!updated) throw new NotFoundError(DISPUTE_NOT_FOUND);
    return updated;
  });
}

export interface DecisionInput {
  outcome: DisputeOutcome;
  amountCents?: number | undefined;
  reason: string;
}

/**
 * Support decides (README „Decisions“): only once the provider answered or its deadline passed. A refund (full: the
 * amount claimed; partial: a smaller amount) is made by the orders module from the provider's balance in the same
 * transaction as the decision and its audit entry; both sides get the decision and its reason by e-mail.
 */
export async function decideDispute(
  db: Executor,
  config: AppConfig,
  member: StaffPrincipal,
  id: number,
  input: DecisionInput,
  ip: string | null,
  now = new Date(),
): Promise<DisputeRow> {
  return auditedChange(db, { actor: member, ip }, async (tx, audit) => {
    const row = await lockDispute(tx, id, undefined);
    if (!ACTIVE.includes(row.status)) throw new ConflictError(closedMessage(row));
    if (row.status === 'open' && row.answerDueAt > now) {
      throw ValidationError.field(
        'outcome',
        `Der Anbieter kann noch bis zum ${berlinDateTime(row.answerDueAt)} Stellung nehmen. Vorher kann nur entschieden werden, wenn er geantwortet hat.`,
      );
    }
    let amountCents: number | null = null;
    if (input.outcome === 'refund_full') amountCents = row.claimedCents;
    if (input.outcome === 'refund_partial') {
      if (input.amountCents === undefined) throw ValidationError.field('amount', 'Bitte geben Sie den Betrag der Teilerstattung an.');
      if (input.amountCents >= row.claimedCents) {
        throw ValidationError.field(
          'amount',
          `Eine Teilerstattung muss unter dem geforderten Betrag von ${formatEuro(row.claimedCents)} liegen – sonst wählen Sie „Volle Erstattung“.`,
        );
      }
      amountCents = input.amountCents;
    }
    if (amountCents !== null) await refundByDispute(tx, { refundId: row.refundId, amountCents });
    const [updated] = await tx
      .update(disputes)
      .set({
        status: 'decided',
        outcome: input.outcome,
        decidedCents: amountCents,
        decisionReason: input.reason,
        decidedBy: member.id,
        decidedAt: now,
      })
      .where(eq(disputes.id, id))
      .returning();
    if (!updated) throw new NotFoundError(DISPUTE_NOT_FOUND);
    await audit({
      action: 'dispute.decided',
      recordType: 'dispute',
      recordId: id,
      before: { status: row.status },
      after: { status: 'decided', outcome: input.outcome, refund_id: row.refundId, amount_cents: amountCents },
      reason: input.reason,
    });
    const outbox = new Outbox(tx, config);
    const [customerEmail, providerEmail] = await Promise.all([emailOf(tx, row.userId), emailOf(tx, row.providerId)]);
    for (const message of decisionEmails(config, updated, { customer: customerEmail, provider: providerEmail }))
      await outbox.sendEmail(message);
    return updated;
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Reading

export const ADMIN_DISPUTE_FILTERS = ['active', 'decidable', 'decided', 'withdrawn', 'all'] as const;
export type AdminDisputeFilter = (typeof ADMIN_DISPUTE_FILTERS)[number];

function adminCondition(filter: AdminDisputeFilter, now: Date): SQL | undefined {
  if (filter === 'all') return undefined;
  if (filter === 'decided') return eq(disputes.status, 'decided');
  if (filter === 'withdrawn') return eq(disputes.status, 'withdrawn');
  if (filter === 'decidable') return or(eq(disputes.status, 'answered'), and(eq(disputes.status, 'open'), lte(disputes.answerDueAt, now)));
  return inArray(disputes.status, ACTIVE);
}

async function pageOf(db: Executor, where: SQL | undefined, order: SQL[], page: PageRequest) {
  return countedPage(
    page,
    () => db.select({ total: count() }).from(disputes).where(where),
    db
      .select()
      .from(disputes)
      .where(where)
      .orderBy(...order)
      .$dynamic(),
  );
}

/** Support's queue: undecided first by the provider's deadline (the oldest first); decided ones newest first. */
export async function adminDisputes(db: Executor, filter: AdminDisputeFilter, page: PageRequest, now = new Date()) {
  const order = filter === 'active' || filter === 'decidable' ? [asc(disputes.answerDueAt), asc(disputes.id)] : [desc(disputes.id)];
  return pageOf(db, adminCondition(filter, now), order, page);
}

/** The customer's disputes, newest first; `orderNumber` narrows to one order (the order page). */
export async function customerDisputes(db: Executor, userId: number, orderNumber: string | null, page: PageRequest) {
  const where = orderNumber ? and(eq(disputes.userId, userId), eq(disputes.orderNumber, orderNumber)) : eq(disputes.userId, userId);
  return pageOf(db, where, [desc(disputes.id)], page);
}

/** The provider's disputes, newest first; `active` only the undecided ones. */
export async function providerDisputes(db: Executor, providerId: number, active: boolean, page: PageRequest) {
  const where = active ? and(eq(disputes.providerId, providerId), inArray(disputes.status, ACTIVE)) : eq(disputes.providerId, providerId);
  return pageOf(db, where, active ? [asc(disputes.answerDueAt), asc(disputes.id)] : [desc(disputes.id)], page);
}

/** One dispute for its customer or provider (anyone else → 404), or for support (`viewer` null). */
export async function disputeFor(db: Executor, id: number, viewer: { id: number; role: string } | null): Promise<DisputeRow> {
  const owner =
    viewer === null ? undefined : viewer.role === 'Company' ? eq(disputes.providerId, viewer.id) : eq(disputes.userId, viewer.id);
  const [row] = await db
    .select()
    .from(disputes)
    .where(owner ? and(eq(disputes.id, id), owner) : eq(disputes.id, id))
    .limit(1);
  if (!row) throw new NotFoundError(DISPUTE_NOT_FOUND);
  return row;
}

export function presentDispute(row: DisputeRow, now = new Date()) {
  const overdue = row.status === 'open' && row.answerDueAt <= now;
  return {
    id: row.id,
    status: row.status,
    status_text: overdue ? 'Frist des Anbieters abgelaufen – Entscheidung durch den Marktplatz' : DISPUTE_STATUS_LABELS[row.status],
    refund_id: row.refundId,
    order_number: row.orderNumber,
    vendor_order_id: row.vendorOrderId,
    vendor_order_number: row.vendorOrderNumber,
    provider_id: row.providerId,
    provider_name: row.providerName,
    statement: row.statement,
    claimed_cents: row.claimedCents,
    answer: row.answer,
    answered_at: row.answeredAt?.toISOString() ?? null,
    answer_due_at: row.answerDueAt.toISOString(),
    answer_overdue: overdue,
    decidable: row.status === 'answered' || overdue,
    outcome: row.outcome,
    outcome_text: row.outcome ? DISPUTE_OUTCOME_LABELS[row.outcome] : null,
    decided_cents: row.decidedCents,
    decision_reason: row.decisionReason,
    decided_at: row.decidedAt?.toISOString() ?? null,
    withdrawn_at: row.withdrawnAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/** Who decided, for support's screens. */
export async function deciderName(db: Executor, row: DisputeRow): Promise<string | null> {
  if (row.decidedBy === null) return null;
  return (await staffNames(db, [row.decidedBy])).get(row.decidedBy) ?? null;
}

/** Undecided disputes for the back office's dashboard: count, oldest, how many the provider left past its deadline. */
export async function disputeQueue(db: Executor, now = new Date()) {
  const rows = await db
    .select({ createdAt: disputes.createdAt, answerDueAt: disputes.answerDueAt, status: disputes.status })
    .from(disputes)
    .where(inArray(disputes.status, ACTIVE));
  const oldest = rows.reduce<Date | null>((first, row) => (first === null || row.createdAt < first ? row.createdAt : first), null);
  return {
    count: rows.length,
    oldestAt: oldest,
    overdue: rows.filter((row) => row.status === 'open' && row.answerDueAt <= now).length,
  };
}

/** The person's disputes for the data export (DSGVO Art. 15/20). */
export async function exportDisputes(db: Executor, userId: number) {
  const rows = await db.select().from(disputes).where(eq(disputes.userId, userId)).orderBy(asc(disputes.id));
  return { disputes: rows.map((row) => presentDispute(row)) };
}
