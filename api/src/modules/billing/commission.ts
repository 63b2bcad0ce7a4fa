import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Executor } from '../../db/client';
import { type CommissionDocumentKind, type CommissionDocumentLine, commissionDocuments } from '../../db/schema/billing';
import { NotFoundError, ValidationError } from '../../http/errors';
import { pageOffset, type PageRequest } from '../../http/pagination';
import { euros, formatEuro } from '../../lib/money';
import { containsPattern } from '../../lib/like-pattern';
import { bookCommissionVat, commissionOfPeriod, providersWithCommission } from '../ledger/public';
import { Outbox } from '../outbox/public';
import { addDays, berlinMidnight, berlinToday, germanDate } from './dates';
import { buyerOf } from './invoicing';
import { VAT_RATE, vatOf } from './terms';

/**
 * The marketplace's monthly commission documents to providers (README „Provisionsrechnungen“): per provider and
 * Berlin month a Provisionsrechnung over the commission charged (`commission` ledger entries of the month) and a
 * Gutschrift over the commission given back with refunds (`commission_refund` entries), each with 19 % VAT, its own
 * gapless number series and one `commission_vat` ledger entry that settles it against the provider's balance.
 */

export type CommissionDocumentRow = typeof commissionDocuments.$inferSelect;

export const COMMISSION_KIND_LABELS: Record<CommissionDocumentKind, string> = {
  invoice: 'Provisionsrechnung',
  credit_note: 'Gutschrift',
};

const SERIES: Record<CommissionDocumentKind, string> = { invoice: 'PR', credit_note: 'PG' };

export const COMMISSION_DOCUMENT_NOT_FOUND = 'Das Dokument wurde nicht gefunden.';
export const MONTH_FORMAT_MESSAGE = 'Bitte geben Sie den Monat als JJJJ-MM an, z. B. 2026-11.';
export const MONTH_NOT_OVER_MESSAGE = 'Ein Monat kann erst nach seinem Ende abgerechnet werden.';

/**
 * Lock space of the monthly run (`pg_advisory_xact_lock(4207, 0)`): one run at a time over the whole marketplace, so
 * two runs at once (two instances, finance's button and the job) neither issue a document twice nor deadlock on
 * the counter rows; the second run waits and then finds everything issued.
 */
const RUN_LOCK_SPACE = 4207;

export interface CommissionRunSettings {
  config: AppConfig;
  now?: Date;
}

export interface CommissionRunResult {
  month: string;
  providers: number;
  invoices: string[];
  credit_notes: string[];
}

// ---------------------------------------------------------------------------------------------------------------
// Months

const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** `2026-11` → its Berlin period: first day, first day of the next month (exclusive), and the instants. */
export function monthPeriod(month: string) {
  const match = MONTH_PATTERN.exec(month);
  if (!match) throw ValidationError.field('month', MONTH_FORMAT_MESSAGE);
  const year = Number(match[1]);
  const monthNumber = Number(match[2]);
  const start = `${month}-01`;
  const end = monthNumber === 12 ? `${year + 1}-01-01` : `${year}-${String(monthNumber + 1).padStart(2, '0')}-01`;
  return { start, end, from: berlinMidnight(start), to: berlinMidnight(end) };
}

/** The Berlin month before the one of `now` (what the run on the 1st bills). */
export function previousBerlinMonth(now: Date = new Date()): string {
  const today = berlinToday(now);
  const firstOfMonth = `${today.slice(0, 7)}-01`;
  return addDays(firstOfMonth, -1).slice(0, 7);
}

/** A month that can be billed: well-formed and over in Berlin (else a German 422 on `month`). */
export function billableMonth(month: string, now: Date = new Date()): string {
  const period = monthPeriod(month);
  if (period.end > berlinToday(now)) throw ValidationError.field('month', MONTH_NOT_OVER_MESSAGE);
  return month;
}

function berlinDay(at: Date): string {
  return berlinToday(at);
}

// ---------------------------------------------------------------------------------------------------------------
// Issuing

/** The next number of a series and year: the counter row is locked by the upsert until the transaction ends (gapless). */
async function nextDocumentNumber(tx: Executor, kind: CommissionDocumentKind, year: number): Promise<string> {
  const series = SERIES[kind];
  const result = await tx.execute(sql`
    INSERT INTO commission_document_counters (series, year, last_number) VALUES (${series}, ${year}, 1)
    ON CONFLICT (series, year) DO UPDATE SET last_number = commission_document_counters.last_number + 1
    RETURNING last_number`);
  const rows = (Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? [])) as { last_number: number }[];
  const value = rows[0]?.last_number;
  if (value === undefined) throw new Error('Der Zähler der Provisionsdokumente hat keine Nummer geliefert.');
  return `${series}-${year}-${String(value).padStart(5, '0')}`;
}

/** The commission invoice that charged a vendor order's commission (for a credit note's reference), if any. */
async function invoiceOfVendorOrder(tx: Executor, providerId: number, vendorOrderId: number): Promise<string | null> {
  const [row] = await tx
    .select({ number: commissionDocuments.documentNumber })
    .from(commissionDocuments)
    .where(
      and(
        eq(commissionDocuments.providerId, providerId),
        eq(commissionDocuments.kind, 'invoice'),
        sql`${commissionDocuments.lines} @> ${JSON.stringify([{ vendor_order_id: vendorOrderId }])}::jsonb`,
      ),
    )
    .orderBy(desc(commissionDocuments.id))
    .limit(1);
  return row?.number ?? null;
}

const MONTH_NAMES = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'];

/** `2026-11` → „November 2026“. */
export function germanMonth(month: string): string {
  return `${MONTH_NAMES[Number(month.slice(5, 7)) - 1] ?? month} ${month.slice(0, 4)}`;
}

/** The provider's e-mail about a new document (through the outbox, in the issuing transaction). */
async function mailDocument(tx: Executor, config: AppConfig, row: CommissionDocumentRow) {
  const label = COMMISSION_KIND_LABELS[row.kind];
  const amount = formatEuro(row.grossCents);
  const settled =
    row.kind === 'invoice'
      ? `Der Betrag von ${amount} (${formatEuro(row.netCents)} netto zzgl. ${row.vatRate} % USt. ${formatEuro(row.vatCents)}) ist mit Ihrem Guthaben auf dem Marktplatz verrechnet; die Provision netto wurde schon mit jedem Verkauf verbucht, jetzt die Umsatzsteuer.`
      : `Wir schreiben Ihnen ${amount} (${formatEuro(row.netCents)} netto zzgl. ${row.vatRate} % USt. ${formatEuro(row.vatCents)}) für die Provision erstatteter Bestellungen gut; der Betrag ist in Ihrem Guthaben verbucht.`;
  await new Outbox(tx, config).sendEmail({
    to: row.buyer.email,
    userId: row.providerId,
    subject: `Ihre ${label} ${row.documentNumber} für ${germanMonth(row.month)}`,
    text: `Guten Tag,\n\nanbei Ihre ${label} ${row.documentNumber} vom ${germanDate(berlinToday(row.issuedAt))} für ${germanMonth(row.month)} (${row.lines.length} ${row.lines.length === 1 ? 'Position' : 'Positionen'}).\n\n${settled}\n\nDas Dokument (PDF mit ZUGFeRD-Daten und E-Rechnung als XML) finden Sie unter „Mein Abonnement“.\n\nIhr Marktplatz-Team`,
    links: [`${config.publicWebUrl}/account/subscription`],
  });
}

async function issueDocument(
  tx: Executor,
  config: AppConfig,
  input: {
    providerId: number;
    kind: CommissionDocumentKind;
    month: string;
    lines: CommissionDocumentLine[];
    now: Date;
  },
): Promise<CommissionDocumentRow> {
  const period = monthPeriod(input.month);
  const netCents = input.lines.reduce((sum, line) => sum + line.net_cents, 0);
  const vatCents = vatOf(netCents);
  const number = await nextDocumentNumber(tx, input.kind, Number(berlinToday(input.now).slice(0, 4)));
  const refersTo = [...new Set(input.lines.flatMap((line) => (line.invoice_number ? [line.invoice_number] : [])))];
  const settlement = await bookCommissionVat(tx, {
    providerId: input.providerId,
    amountCents: input.kind === 'invoice' ? -vatCents : vatCents,
    documentNumber: number,
  });
  const [row] = await tx
    .insert(commissionDocuments)
    .values({
      providerId: input.providerId,
      kind: input.kind,
      month: input.month,
      periodStart: period.start,
      periodEnd: period.end,
      documentNumber: number,
      netCents,
      vatCents,
      grossCents: netCents + vatCents,
      vatRate: VAT_RATE,
      lines: input.lines,
      buyer: await buyerOf(tx, input.providerId),
      refersTo,
      ledgerEntryId: settlement.id,
      issuedAt: input.now,
    })
    .returning();
  if (!row) throw new Error('Das Provisionsdokument wurde nicht angelegt.');
  await mailDocument(tx, config, row);
  return row;
}

/**
 * Issues one provider's documents of a month that are not issued yet (in the caller's transaction, which holds the
 * run lock): the invoice when commission was charged, the credit note when commission was given back.
 */
async function issueForProvider(
  tx: Executor,
  config: AppConfig,
  providerId: number,
  month: string,
  now: Date,
  result: CommissionRunResult,
) {
  const period = monthPeriod(month);
  const existing = await tx
    .select({ kind: commissionDocuments.kind })
    .from(commissionDocuments)
    .where(and(eq(commissionDocuments.providerId, providerId), eq(commissionDocuments.month, month)));
  const issued = new Set(existing.map((row) => row.kind));
  const { charges, giveBacks } = await commissionOfPeriod(tx, providerId, period);

  const chargedCents = charges.reduce((sum, charge) => sum + charge.netCents, 0);
  if (!issued.has('invoice') && chargedCents > 0) {
    const invoice = await issueDocument(tx, config, {
      providerId,
      kind: 'invoice',
      month,
      now,
      lines: charges.map((charge) => ({
        kind: charge.kind,
        vendor_order_id: charge.vendorOrderId,
        refund_id: null,
        number: charge.number,
        date: berlinDay(charge.orderedAt),
        gross_cents: charge.grossCents,
        net_cents: charge.netCents,
        invoice_number: null,
      })),
    });
    result.invoices.push(invoice.documentNumber);
  }

  const givenBackCents = giveBacks.reduce((sum, giveBack) => sum + giveBack.netCents, 0);
  if (!issued.has('credit_note') && givenBackCents > 0) {
    const lines: CommissionDocumentLine[] = [];
    for (const giveBack of giveBacks) {
      lines.push({
        kind: giveBack.kind,
        vendor_order_id: giveBack.vendorOrderId,
        refund_id: giveBack.refundId,
        number: giveBack.number,
        date: berlinDay(giveBack.refundedAt),
        gross_cents: giveBack.refundCents,
        net_cents: giveBack.netCents,
        invoice_number: giveBack.vendorOrderId === null ? null : await invoiceOfVendorOrder(tx, providerId, giveBack.vendorOrderId),
      });
    }
    const credit = await issueDocument(tx, config, { providerId, kind: 'credit_note', month, now, lines });
    result.credit_notes.push(credit.documentNumber);
  }
}

/**
 * The monthly run over a Berlin month (job `billing.commission_run` at 00:00 on the 1st, or finance's
 * `/admin/billing/commission-run`): every provider with commission in the month gets its missing documents. One
 * run at a time (advisory lock), each document once per provider, month and kind (re-read under the lock; unique
 * key as the backstop), numbers from the counter rows in the same transaction — so the series stay gapless and a
 * second run issues nothing.
 */
export async function runCommissionMonth(db: Executor, settings: CommissionRunSettings, month: string): Promise<CommissionRunResult> {
  const now = settings.now ?? new Date();
  const period = monthPeriod(month);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${RUN_LOCK_SPACE}, 0)`);
    const providers = await providersWithCommission(tx, period);
    const result: CommissionRunResult = { month, providers: providers.length, invoices: [], credit_notes: [] };
    for (const providerId of providers) await issueForProvider(tx, settings.config, providerId, month, now, result);
    return result;
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Reading

export function presentCommissionDocument(row: CommissionDocumentRow) {
  return {
    id: row.id,
    document_number: row.documentNumber,
    kind: row.kind,
    kind_text: COMMISSION_KIND_LABELS[row.kind],
    month: row.month,
    period_start: row.periodStart,
    period_last_day: addDays(row.periodEnd, -1),
    net: euros(row.netCents),
    net_cents: row.netCents,
    vat: euros(row.vatCents),
    vat_cents: row.vatCents,
    total: euros(row.grossCents),
    total_cents: row.grossCents,
    vat_rate: row.vatRate,
    line_count: row.lines.length,
    refers_to: row.refersTo,
    status_text: row.kind === 'invoice' ? 'Mit Guthaben verrechnet' : 'Guthaben gutgeschrieben',
    issued_at: row.issuedAt.toISOString(),
  };
}

/** The provider's commission documents, newest first. */
export async function providerCommissionDocuments(db: Executor, providerId: number) {
  const rows = await db
    .select()
    .from(commissionDocuments)
    .where(eq(commissionDocuments.providerId, providerId))
    .orderBy(desc(commissionDocuments.id));
  return rows.map(presentCommissionDocument);
}

/** One document of the provider (another provider's → 404). */
export async function commissionDocumentOfProvider(db: Executor, providerId: number, id: number): Promise<CommissionDocumentRow> {
  const [row] = await db
    .select()
    .from(commissionDocuments)
    .where(and(eq(commissionDocuments.id, id), eq(commissionDocuments.providerId, providerId)))
    .limit(1);
  if (!row) throw new NotFoundError(COMMISSION_DOCUMENT_NOT_FOUND);
  return row;
}

/** Finance: every commission document, newest first; `month` (JJJJ-MM) and `q` (number, company, e-mail) filter. */
export async function adminCommissionDocuments(
  db: Executor,
  filter: { month?: string | null | undefined; q?: string | null | undefined },
  page: PageRequest,
) {
  const conditions: SQL[] = [];
  if (filter.month) {
    monthPeriod(filter.month);
    conditions.push(eq(commissionDocuments.month, filter.month));
  }
  const q = filter.q?.trim();
  if (q) {
    const pattern = containsPattern(q);
    const match = or(
      ilike(commissionDocuments.documentNumber, pattern),
      sql`${commissionDocuments.buyer}->>'company' ilike ${pattern}`,
      sql`${commissionDocuments.buyer}->>'email' ilike ${pattern}`,
    );
    if (match) conditions.push(match);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const { limit, offset } = pageOffset(page);
  const rows = await db.select().from(commissionDocuments).where(where).orderBy(desc(commissionDocuments.id)).limit(limit).offset(offset);
  const [total] = await db.select({ value: count() }).from(commissionDocuments).where(where);
  return {
    rows: rows.map((row) => ({
      ...presentCommissionDocument(row),
      provider_id: row.providerId,
      provider: row.buyer.company || row.buyer.name,
      provider_email: row.buyer.email,
    })),
    total: Number(total?.value ?? 0),
  };
}
