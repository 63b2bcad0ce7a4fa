import { createHash, randomBytes } from 'node:crypto';
import { addMonths } from 'date-fns';
import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Executor } from '../../db/client';
import {
  type ComplainantRole,
  type ModerationAction,
  type ModerationCategory,
  type ModerationGround,
  type ModerationGroundDetail,
  type ModerationSource,
  type ModerationTargetType,
  moderationReportEvents,
  moderationReports,
} from '../../db/schema/moderation';
import { accountProviderProfiles, accountUsers, providerDisplayName, providerNameColumns } from '../account/public';
import { NotFoundError, TooManyRequestsError, ValidationError } from '../../http/errors';
import { emailFooter, operatorName } from '../content/public';
import { Outbox } from '../outbox/public';
import { moderatedContentOf } from './content';
import type { ReportAnswer } from './schemas';
import {
  ACTION_LABELS,
  ANONYMOUS_CATEGORIES,
  CATEGORY_LABELS,
  GROUND_DETAILS,
  GROUND_LABELS,
  MESSAGES,
  NO_CATEGORY_LABELS,
  STATUS_LABELS,
  TARGET_LABELS,
} from './messages';

/** Reports per client address and hour (notice and action is open to anyone, so it is limited per address). */
export const REPORTS_PER_HOUR = 5;
const HOUR_MS = 60 * 60 * 1000;

export interface ReportInput {
  target_type: ModerationTargetType;
  target_id: number;
  category: ModerationCategory;
  explanation: string;
  reporter_name: string | null;
  reporter_email: string | null;
  good_faith: boolean;
}

export type ReportRow = typeof moderationReports.$inferSelect;

/**
 * Deadlines of the queue (our service level, README „Fristen“): notices of the gravest categories within 24 hours,
 * dangerous products within 72 hours, every other notice within 7 days; a reported conversation within 48 hours; a
 * complaint within 14 days. Own-initiative cases are decided when they are opened.
 */
const URGENT_CATEGORIES: readonly ModerationCategory[] = ['child_sexual_abuse', 'illegal_hate_speech', 'protection_of_minors'];
export const COMPLAINT_DEADLINE_DAYS = 14;
/** Art. 20 (1) DSA: a complaint is possible for at least six months from the decision. */
export const COMPLAINT_MONTHS = 6;

export function deadlineHours(source: ModerationSource, category: ModerationCategory | null): number | null {
  if (source === 'own_initiative') return null;
  if (source === 'chat_report') return 48;
  if (category && URGENT_CATEGORIES.includes(category)) return 24;
  if (category === 'unsafe_product') return 72;
  return 7 * 24;
}

export function deadlineOf(row: Pick<ReportRow, 'source' | 'category' | 'createdAt'>): Date | null {
  const hours = deadlineHours(row.source, row.category);
  return hours === null ? null : new Date(row.createdAt.getTime() + hours * HOUR_MS);
}

export function complaintDeadline(createdAt: Date): Date {
  return new Date(createdAt.getTime() + COMPLAINT_DEADLINE_DAYS * 24 * HOUR_MS);
}

/** The last day a decision can be complained about (Art. 20 DSA). */
export function complaintUntil(decidedAt: Date): Date {
  return addMonths(decidedAt, COMPLAINT_MONTHS);
}

export function categoryLabel(row: Pick<ReportRow, 'source' | 'category'>): string {
  return row.category ? CATEGORY_LABELS[row.category] : NO_CATEGORY_LABELS[row.source];
}

export function isDecided(row: Pick<ReportRow, 'status'>): boolean {
  return row.status === 'action_taken' || row.status === 'no_action';
}

/** A new complaint link token (for the decision e-mail) and its stored hash. */
export function complaintToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: tokenHash(token) };
}

export function tokenHash(token: string): string {
  return createHash('sha256').update(`complaint:${token}`).digest('hex');
}

export function complaintLink(config: AppConfig, token: string): string {
  return `${config.publicWebUrl}/account/beschwerde?token=${token}`;
}

interface Target {
  label: string;
  affectedUserId: number | null;
}

export function addressHash(address: string): string {
  return createHash('sha256').update(`moderation:${address}`).digest('hex');
}

/** The reported content as it is now; unknown, deleted or unlisted content → 404. */
async function findTarget(db: Executor, type: ModerationTargetType, id: number): Promise<Target> {
  const content = moderatedContentOf(type);
  const found = content ? await content.find(db, id) : null;
  if (found) return found;
  if (type === 'provider') {
    const [provider] = await db
      .select({ id: accountUsers.id, ...providerNameColumns })
      .from(accountUsers)
      .leftJoin(accountProviderProfiles, eq(accountProviderProfiles.userId, accountUsers.id))
      .where(and(eq(accountUsers.id, id), eq(accountUsers.role, 'Company'), isNull(accountUsers.deletedAt)));
    if (provider)
      return { label: providerDisplayName(provider.companyName, provider.firstName, provider.lastName), affectedUserId: provider.id };
  }
  throw new NotFoundError(MESSAGES.targetNotFound);
}

export function caseNumber(report: Pick<ReportRow, 'id' | 'createdAt'>): string {
  return `M-${report.createdAt.getUTCFullYear()}-${String(report.id).padStart(6, '0')}`;
}

export function germanDateTime(at: Date): string {
  return at.toLocaleString('de-DE', { timeZone: 'Europe/Berlin', dateStyle: 'medium', timeStyle: 'short' });
}

export function presentReport(row: ReportRow): ReportAnswer {
  return {
    id: row.id,
    case_number: caseNumber(row),
    target_type: row.targetType,
    target_id: row.targetId,
    target_label: row.targetLabel,
    category: row.category,
    category_label: categoryLabel(row),
    status: row.status,
    status_label: STATUS_LABELS[row.status],
    action: row.action,
    ground: row.ground,
    decided_at: row.decidedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/** Stores a notice (Art. 16 DSA), sends the reporter a receipt at once and notifies the operator. */
export async function createReport(
  db: Executor,
  config: AppConfig,
  input: ReportInput,
  reporter: { userId: number | null; address: string },
) {
  const errors: Record<string, string[]> = {};
  const anonymousAllowed = ANONYMOUS_CATEGORIES.includes(input.category);
  if (!anonymousAllowed && !input.reporter_name) errors.reporter_name = [MESSAGES.nameRequired];
  if (!anonymousAllowed && !input.reporter_email) errors.reporter_email = [MESSAGES.emailRequired];
  if (!input.good_faith) errors.good_faith = [MESSAGES.goodFaith];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);

  const hash = addressHash(reporter.address);
  const [recent] = await db
    .select({ total: count() })
    .from(moderationReports)
    .where(and(eq(moderationReports.reporterAddressHash, hash), gt(moderationReports.createdAt, new Date(Date.now() - HOUR_MS))));
  if ((recent?.total ?? 0) >= REPORTS_PER_HOUR) throw new TooManyRequestsError(MESSAGES.tooMany, 60 * 60);

  const target = await findTarget(db, input.target_type, input.target_id);
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(moderationReports)
      .values({
        targetType: input.target_type,
        targetId: input.target_id,
        targetLabel: target.label,
        affectedUserId: target.affectedUserId,
        category: input.category,
        explanation: input.explanation,
        reporterName: input.reporter_name,
        reporterEmail: input.reporter_email,
        reporterUserId: reporter.userId,
        reporterAddressHash: hash,
        goodFaith: input.good_faith,
      })
      .returning();
    if (!stored) throw new Error('Meldung wurde nicht gespeichert.');
    await tx.insert(moderationReportEvents).values({ reportId: stored.id, fromStatus: null, toStatus: 'received', actor: 'Meldeformular' });
    const number = caseNumber(stored);
    const outbox = new Outbox(tx, config);
    const what = `${TARGET_LABELS[stored.targetType]} „${stored.targetLabel}“`;
    if (stored.reporterEmail) {
      await outbox.sendEmail({
        to: stored.reporterEmail,
        subject: `Eingangsbestätigung Ihrer Meldung ${number}`,
        text: [
          stored.reporterName ? `Guten Tag ${stored.reporterName},` : 'Guten Tag,',
          '',
          `wir haben Ihre Meldung am ${germanDateTime(stored.createdAt)} erhalten (Aktenzeichen ${number}).`,
          `Gemeldet: ${what}`,
          `Grund: ${categoryLabel(stored)}`,
          '',
          'Wir prüfen die Meldung sorgfältig, zügig und objektiv und teilen Ihnen unsere Entscheidung mit (Art. 16 Abs. 4 und 5 DSA).',
          '',
          emailFooter(config),
        ].join('\n'),
        ...(stored.reporterUserId ? { userId: stored.reporterUserId } : {}),
      });
    }
    await outbox.sendEmail({
      to: config.moderationEmail,
      subject: `Neue Meldung ${number}: ${TARGET_LABELS[stored.targetType]} ${stored.targetId}`,
      text: [
        `Meldung ${number} (id ${stored.id}) ist eingegangen.`,
        `Gemeldet: ${what} (id ${stored.targetId})`,
        `Grund: ${categoryLabel(stored)}`,
        `Begründung: ${stored.explanation}`,
        `Meldende Person: ${stored.reporterName ?? 'anonym'}${stored.reporterEmail ? ` <${stored.reporterEmail}>` : ''}`,
        '',
        `Entscheiden im Backoffice: ${config.publicWebUrl}/admin/meldungen/${stored.id}`,
      ].join('\n'),
    });
    return { report: presentReport(stored), receiptSent: stored.reporterEmail !== null, reporterEmail: stored.reporterEmail };
  });
}

export async function requireReport(db: Executor, id: number): Promise<ReportRow> {
  const [row] = await db.select().from(moderationReports).where(eq(moderationReports.id, id));
  if (!row) throw new NotFoundError(MESSAGES.reportNotFound);
  return row;
}

/** A report as the reporter or the affected user sees it; anyone else gets 404. */
/** A report as the reporter or the affected user sees it; anyone else gets 404. */
export async function reportForUser(db: Executor, id: number, userId: number) {
  const row = await requireReport(db, id);
  if (row.reporterUserId !== userId && row.affectedUserId !== userId) throw new NotFoundError(MESSAGES.reportNotFound);
  return presentReport(row);
}

export interface StatementInput {
  action: ModerationAction;
  ground: ModerationGround;
  groundDetail: ModerationGroundDetail | null;
  reason: string;
}

/**
 * The statement of reasons to the affected user (Art. 17 (3) DSA): the restriction, its cause, facts and
 * circumstances, no automated means, the legal or contractual ground, and redress with the complaint link.
 */
export function statementOfReasons(config: AppConfig, row: ReportRow, input: StatementInput, at: Date, token: string): string {
  const operator = config.operator;
  const detail = input.groundDetail ? ` – ${GROUND_DETAILS[input.groundDetail].label}` : '';
  const cause =
    row.source === 'own_initiative'
      ? '2. Anlass: eine Prüfung aus eigener Initiative des Betreibers (keine Meldung Dritter).'
      : row.source === 'chat_report'
        ? `2. Anlass: eine Meldung der Unterhaltung durch die andere Seite vom ${germanDateTime(row.createdAt)}.`
        : `2. Anlass: eine Meldung nach Art. 16 DSA wegen „${categoryLabel(row)}“ vom ${germanDateTime(row.createdAt)}.`;
  return [
    'Guten Tag,',
    '',
    `wir haben eine Entscheidung über Ihren Inhalt getroffen: ${TARGET_LABELS[row.targetType]} „${row.targetLabel}“ (Aktenzeichen ${caseNumber(row)}).`,
    '',
    'Begründung nach Art. 17 der Verordnung (EU) 2022/2065 (Gesetz über digitale Dienste, DSA):',
    '',
    `1. Maßnahme: ${ACTION_LABELS[input.action]} Sie gilt ab ${germanDateTime(at)} und ist nicht befristet.`,
    cause,
    `3. Tatsachen und Umstände: ${input.reason}`,
    '4. Automatisierte Mittel: Die Entscheidung wurde von einem Menschen getroffen; automatisierte Mittel wurden weder zur Erkennung noch zur Entscheidung eingesetzt.',
    input.ground === 'illegal'
      ? `5. Rechtsgrundlage: ${GROUND_LABELS.illegal}${detail} (Art. 17 Abs. 3 lit. d DSA); die Einordnung ergibt sich aus den unter 3. genannten Umständen.`
      : `5. Vertragliche Grundlage: ${GROUND_LABELS.terms}${detail} (Art. 17 Abs. 3 lit. e DSA, § 11 unserer AGB: ${config.publicWebUrl}/page/agb).`,
    `6. Ihre Möglichkeiten: Sie können sich innerhalb von sechs Monaten über diese Entscheidung beschweren (internes Beschwerdeverfahren, Art. 20 DSA): ${complaintLink(config, token)} ` +
      `– oder in Ihrem Konto unter „Entscheidungen“. Über die Beschwerde entscheidet eine andere Person. Sie können außerdem eine zertifizierte außergerichtliche ` +
      `Streitbeilegungsstelle anrufen (Art. 21 DSA) und den Rechtsweg zu den Gerichten beschreiten. Fragen: ${operator.email}.`,
    '',
    `Mit freundlichen Grüßen`,
    operatorName(operator),
    '',
    emailFooter(config),
  ].join('\n');
}

/** The reporter learns the outcome (Art. 16 (5) DSA), with the complaint link (Art. 20 DSA). */
export function reporterDecisionText(
  config: AppConfig,
  row: ReportRow,
  action: ModerationAction | null,
  reason: string,
  token: string,
): string {
  return [
    row.reporterName ? `Guten Tag ${row.reporterName},` : 'Guten Tag,',
    '',
    `wir haben Ihre Meldung zu ${TARGET_LABELS[row.targetType]} „${row.targetLabel}“ geprüft (Aktenzeichen ${caseNumber(row)}).`,
    action
      ? `Entscheidung: ${ACTION_LABELS[action]}`
      : 'Entscheidung: Wir haben keinen Rechtsverstoß festgestellt; der Inhalt bleibt online.',
    `Begründung: ${reason}`,
    'Die Entscheidung wurde von einem Menschen getroffen, ohne automatisierte Mittel. Sie können sich innerhalb von sechs Monaten über diese ' +
      `Entscheidung beschweren (Art. 20 DSA): ${complaintLink(config, token)} – über die Beschwerde entscheidet eine andere Person. Sie können ` +
      'außerdem eine außergerichtliche Streitbeilegungsstelle anrufen (Art. 21 DSA) oder die Gerichte anrufen.',
    '',
    emailFooter(config),
  ].join('\n');
}

/** The e-mail address of a user (for decisions about chat reports and suspensions). */
export async function userEmail(db: Executor, userId: number | null): Promise<string | null> {
  if (userId === null) return null;
  const [row] = await db
    .select({ email: accountUsers.email })
    .from(accountUsers)
    .where(and(eq(accountUsers.id, userId), isNull(accountUsers.deletedAt)));
  return row?.email ?? null;
}

export type { ComplainantRole };
