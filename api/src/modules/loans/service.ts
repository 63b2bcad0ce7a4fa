import { and, count, desc, eq } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Executor } from '../../db/client';
import { type LoanKind, type LoanStatus, loanRequests, type PropertyObjectType } from '../../db/schema/loans';
import { accountBanks, accountUsers, providerDisplayNameOf } from '../account/public';
import { ConflictError, NotFoundError, ValidationError } from '../../http/errors';
import { countedPage, type PageRequest } from '../../http/pagination';
import { euros, formatEuro } from '../../lib/money';
import { monthlySales } from '../ledger/public';
import { Outbox } from '../outbox/public';
import { interestText, monthlyRateCents, ratePreview } from './annuity';

export type LoanRow = typeof loanRequests.$inferSelect;

export const LOAN_NOT_FOUND = 'Die Finanzierungsanfrage wurde nicht gefunden.';
/** Months of sales that go to the bank with the provider's consent. */
export const SALES_MONTHS = 12;

export const STATUS_LABELS: Record<LoanStatus, string> = {
  submitted: 'Eingereicht',
  in_review: 'In Prüfung',
  offered: 'Angebot erhalten',
  declined: 'Abgelehnt',
  withdrawn: 'Zurückgezogen',
};

export const OBJECT_TYPE_LABELS: Record<PropertyObjectType, string> = {
  office: 'Büro',
  retail: 'Ladenlokal',
  warehouse: 'Lager / Logistik',
  production: 'Produktion / Werkstatt',
  mixed_use: 'Wohn- und Geschäftshaus',
  land: 'Grundstück',
};

const KIND_LABELS: Record<LoanKind, string> = { business: 'Betriebsmittel- oder Investitionskredit', property: 'Gewerbeimmobilie' };

/** Which status may follow which (the bank's answers are set by the operator until banks have an access). */
const TRANSITIONS: Record<LoanStatus, LoanStatus[]> = {
  submitted: ['in_review', 'declined', 'withdrawn'],
  in_review: ['offered', 'declined', 'withdrawn'],
  offered: ['withdrawn'],
  declined: [],
  withdrawn: [],
};

/**
 * The partner bank's inbox for financing requests. Banks carry no address in the bank list (spec 01 §3 "Bank"), so
 * requests go to the marketplace's partner desk, one address per bank code, which forwards them.
 */
export function bankInbox(bank: { pincode: string }): string {
  return `finanzierung+${bank.pincode}@partnerbanken.marktplatz.example`;
}

export interface LoanInput {
  bank_id?: number | null | undefined;
  amountCents: number;
  term_months: number;
  interestMilli: number;
  purpose: string;
  sales_consent: boolean;
}

export interface PropertyInput extends Omit<LoanInput, 'amountCents'> {
  amountCents?: number | undefined;
  purchasePriceCents: number;
  equityCents: number;
  location: string;
  object_type: PropertyObjectType;
}

/** The bank chosen, else the one the marketplace preselects (`admin_default`). */
async function bankFor(db: Executor, bankId: number | null | undefined) {
  const [bank] = bankId
    ? await db.select().from(accountBanks).where(eq(accountBanks.id, bankId)).limit(1)
    : await db.select().from(accountBanks).orderBy(desc(accountBanks.adminDefault), desc(accountBanks.isDefault), accountBanks.id).limit(1);
  if (!bank) throw ValidationError.field('bank_id', 'Bitte wählen Sie eine Bank aus der Liste.');
  return bank;
}

async function createRequest(
  db: Executor,
  config: AppConfig,
  providerId: number,
  kind: LoanKind,
  input: LoanInput & { property?: { purchasePriceCents: number; equityCents: number; location: string; objectType: PropertyObjectType } },
  now: Date,
) {
  const bank = await bankFor(db, input.bank_id);
  const sales = input.sales_consent ? await monthlySales(db, providerId, SALES_MONTHS, now) : null;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(loanRequests)
      .values({
        providerId,
        bankId: bank.id,
        kind,
        amountCents: input.amountCents,
        termMonths: input.term_months,
        interestMilli: input.interestMilli,
        monthlyRateCents: monthlyRateCents(input.amountCents, input.term_months, input.interestMilli),
        purpose: input.purpose,
        salesConsent: input.sales_consent,
        sales,
        purchasePriceCents: input.property?.purchasePriceCents ?? null,
        equityCents: input.property?.equityCents ?? null,
        location: input.property?.location ?? null,
        objectType: input.property?.objectType ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error('Die Anfrage wurde nicht angelegt.');
    const [provider] = await tx.select({ email: accountUsers.email }).from(accountUsers).where(eq(accountUsers.id, providerId)).limit(1);
    const name = (await providerDisplayNameOf(tx, providerId)) ?? provider?.email ?? '';
    await new Outbox(tx, config).sendEmail({
      to: bankInbox(bank),
      subject: `Finanzierungsanfrage Nr. ${row.id} über den Marktplatz: ${name}`,
      text: bankMailText(row, bank.bankName, name, provider?.email ?? ''),
    });
    return row;
  });
}

function bankMailText(row: LoanRow, bankName: string, providerName: string, providerEmail: string): string {
  const lines = [
    `Sehr geehrte Damen und Herren der ${bankName},`,
    '',
    `über den Marktplatz bittet ${providerName} (${providerEmail}) um ein Finanzierungsangebot:`,
    '',
    `Art: ${KIND_LABELS[row.kind]}`,
    `Betrag: ${formatEuro(row.amountCents)}`,
    `Laufzeit: ${row.termMonths} Monate`,
    `Sollzins (Vorstellung): ${interestText(row.interestMilli)} p. a.`,
    `Monatsrate (Annuität, Vorschau): ${formatEuro(row.monthlyRateCents)}`,
    `Verwendungszweck: ${row.purpose}`,
  ];
  if (row.kind === 'property') {
    lines.push(
      `Kaufpreis: ${formatEuro(row.purchasePriceCents ?? 0)}`,
      `Eigenkapital: ${formatEuro(row.equityCents ?? 0)}`,
      `Lage: ${row.location ?? ''}`,
      `Objektart: ${row.objectType ? OBJECT_TYPE_LABELS[row.objectType] : ''}`,
    );
  }
  if (row.sales) {
    lines.push('', `Umsätze der letzten ${SALES_MONTHS} Monate auf dem Marktplatz (mit Einwilligung des Anbieters):`);
    for (const month of row.sales) lines.push(`${month.month}: ${formatEuro(month.sales_cents)}`);
    lines.push(`Summe: ${formatEuro(row.sales.reduce((sum, month) => sum + month.sales_cents, 0))}`);
  } else {
    lines.push('', 'Der Anbieter hat der Weitergabe seiner Umsätze nicht zugestimmt.');
  }
  lines.push('', `Bitte antworten Sie direkt an ${providerEmail}.`, '', 'Ihr Marktplatz-Team');
  return lines.join('\n');
}

/** `api/loanRequest`: a business loan request. */
export function requestLoan(db: Executor, config: AppConfig, providerId: number, input: LoanInput, now = new Date()) {
  return createRequest(db, config, providerId, 'business', input, now);
}

/** `api/storePropertyLoan`: a property loan; the amount is the purchase price less the equity unless given. */
export function requestPropertyLoan(db: Executor, config: AppConfig, providerId: number, input: PropertyInput, now = new Date()) {
  if (input.equityCents >= input.purchasePriceCents) {
    throw ValidationError.field('equity', 'Das Eigenkapital muss kleiner als der Kaufpreis sein.');
  }
  const amountCents = input.amountCents ?? input.purchasePriceCents - input.equityCents;
  if (amountCents > input.purchasePriceCents - input.equityCents) {
    throw ValidationError.field('amount', 'Der Kreditbetrag darf Kaufpreis abzüglich Eigenkapital nicht übersteigen.');
  }
  return createRequest(
    db,
    config,
    providerId,
    'property',
    {
      ...input,
      amountCents,
      property: {
        purchasePriceCents: input.purchasePriceCents,
        equityCents: input.equityCents,
        location: input.location,
        objectType: input.object_type,
      },
    },
    now,
  );
}

export function presentLoan(row: LoanRow, bankName: string) {
  const preview = ratePreview(row.amountCents, row.termMonths, row.interestMilli);
  return {
    id: row.id,
    kind: row.kind,
    kind_text: KIND_LABELS[row.kind],
    status: row.status,
    status_text: STATUS_LABELS[row.status],
    bank_id: row.bankId,
    bank_name: bankName,
    amount: euros(row.amountCents),
    amount_cents: row.amountCents,
    term_months: row.termMonths,
    interest_rate: row.interestMilli / 1000,
    interest_text: interestText(row.interestMilli),
    monthly_rate: euros(row.monthlyRateCents),
    monthly_rate_cents: row.monthlyRateCents,
    total_cents: preview.total_cents,
    interest_total_cents: preview.interest_total_cents,
    purpose: row.purpose,
    sales_consent: row.salesConsent,
    sales: row.sales ?? [],
    purchase_price_cents: row.purchasePriceCents,
    equity_cents: row.equityCents,
    location: row.location,
    object_type: row.objectType,
    object_type_text: row.objectType ? OBJECT_TYPE_LABELS[row.objectType] : null,
    bank_note: row.bankNote,
    can_withdraw: TRANSITIONS[row.status].includes('withdrawn'),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** `api/getLoanRequests`: the provider's requests, newest first. */
export async function pageLoans(db: Executor, providerId: number, page: PageRequest) {
  const { rows, total } = await countedPage(
    page,
    () => db.select({ total: count() }).from(loanRequests).where(eq(loanRequests.providerId, providerId)),
    db
      .select({ loan: loanRequests, bankName: accountBanks.bankName })
      .from(loanRequests)
      .innerJoin(accountBanks, eq(accountBanks.id, loanRequests.bankId))
      .where(eq(loanRequests.providerId, providerId))
      .orderBy(desc(loanRequests.id))
      .$dynamic(),
  );
  return { rows: rows.map(({ loan, bankName }) => presentLoan(loan, bankName)), total };
}

/** `api/getLoanRequestDetail`: one request of the provider; another provider's → 404. */
export async function loanDetail(db: Executor, providerId: number, id: number) {
  const [row] = await db
    .select({ loan: loanRequests, bankName: accountBanks.bankName })
    .from(loanRequests)
    .innerJoin(accountBanks, eq(accountBanks.id, loanRequests.bankId))
    .where(and(eq(loanRequests.id, id), eq(loanRequests.providerId, providerId)))
    .limit(1);
  if (!row) throw new NotFoundError(LOAN_NOT_FOUND);
  return presentLoan(row.loan, row.bankName);
}

/** The current status of a request, locked for the caller's transaction (the audit's „before“); 404 when unknown. */
export async function loanStatusOf(tx: Executor, id: number): Promise<LoanStatus> {
  const [row] = await tx.select({ status: loanRequests.status }).from(loanRequests).where(eq(loanRequests.id, id)).for('update').limit(1);
  if (!row) throw new NotFoundError(LOAN_NOT_FOUND);
  return row.status;
}

/**
 * Moves a request to its next status. The provider may only withdraw (`providerId` given); the bank's answers
 * (`in_review`, `offered`, `declined`) come through the operator. A transition the state machine does not allow → 409.
 */
export async function changeLoanStatus(
  db: Executor,
  id: number,
  status: LoanStatus,
  options: { providerId?: number; note?: string | null; now?: Date } = {},
) {
  return db.transaction(async (tx) => {
    const conditions = [eq(loanRequests.id, id)];
    if (options.providerId !== undefined) conditions.push(eq(loanRequests.providerId, options.providerId));
    const [row] = await tx
      .select()
      .from(loanRequests)
      .where(and(...conditions))
      .for('update')
      .limit(1);
    if (!row) throw new NotFoundError(LOAN_NOT_FOUND);
    if (!TRANSITIONS[row.status].includes(status)) {
      throw new ConflictError(`Eine Anfrage im Status „${STATUS_LABELS[row.status]}“ kann nicht in „${STATUS_LABELS[status]}“ wechseln.`);
    }
    const [updated] = await tx
      .update(loanRequests)
      .set({ status, updatedAt: options.now ?? new Date(), ...(options.note !== undefined ? { bankNote: options.note } : {}) })
      .where(eq(loanRequests.id, id))
      .returning();
    return updated ?? row;
  });
}

/** Account deletion: the provider's financing requests go (the bank got its copy by e-mail). */
export async function eraseLoans(tx: Executor, providerId: number): Promise<void> {
  await tx.delete(loanRequests).where(eq(loanRequests.providerId, providerId));
}
