import { createHash } from 'node:crypto';
import { and, asc, count, desc, eq, gt, isNull } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Executor } from '../../db/client';
import {
  type ModerationAction,
  type ModerationCategory,
  type ModerationGround,
  type ModerationStatus,
  type ModerationTargetType,
  moderationReportEvents,
  moderationReports,
  productReviews,
  providerProfiles,
  shopProducts,
  users,
} from '../../db/schema';
import { ConflictError, NotFoundError, TooManyRequestsError, ValidationError } from '../../http/errors';
import { emailFooter, operatorName } from '../content/public';
import { providerDisplayName, providerNameColumns } from '../account/public';
import { Outbox } from '../outbox/public';
import { moderateReview } from '../review/public';
import { withdrawProduct } from '../shop/public';
import type { WireOperatorReport, WireReport } from './wire';
import { ACTION_LABELS, ANONYMOUS_CATEGORIES, CATEGORY_LABELS, GROUND_LABELS, MESSAGES, STATUS_LABELS, TARGET_LABELS } from './messages';

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

export interface DecisionInput {
  outcome: 'action_taken' | 'no_action';
  action: ModerationAction | null;
  ground: ModerationGround | null;
  reason: string;
  actor: string;
}

type ReportRow = typeof moderationReports.$inferSelect;

interface Target {
  label: string;
  affectedUserId: number | null;
}

function addressHash(address: string): string {
  return createHash('sha256').update(`moderation:${address}`).digest('hex');
}

/** The reported content as it is now; unknown, deleted or unlisted content → 404. */
async function findTarget(db: Executor, type: ModerationTargetType, id: number): Promise<Target> {
  if (type === 'product') {
    const [product] = await db
      .select({ name: shopProducts.name, providerId: shopProducts.providerId })
      .from(shopProducts)
      .where(and(eq(shopProducts.id, id), eq(shopProducts.status, 'active'), isNull(shopProducts.deletedAt)));
    if (product) return { label: product.name, affectedUserId: product.providerId };
  } else if (type === 'review') {
    const [review] = await db
      .select({ title: productReviews.title, userId: productReviews.userId, productName: shopProducts.name })
      .from(productReviews)
      .innerJoin(shopProducts, eq(shopProducts.id, productReviews.productId))
      .where(and(eq(productReviews.id, id), eq(productReviews.status, 'published')));
    if (review)
      return { label: `Bewertung zu „${review.productName}“${review.title ? `: ${review.title}` : ''}`, affectedUserId: review.userId };
  } else {
    const [provider] = await db
      .select({ id: users.id, ...providerNameColumns })
      .from(users)
      .leftJoin(providerProfiles, eq(providerProfiles.userId, users.id))
      .where(and(eq(users.id, id), eq(users.role, 'Company'), isNull(users.deletedAt)));
    if (provider)
      return { label: providerDisplayName(provider.companyName, provider.firstName, provider.lastName), affectedUserId: provider.id };
  }
  throw new NotFoundError(MESSAGES.targetNotFound);
}

function caseNumber(report: Pick<ReportRow, 'id' | 'createdAt'>): string {
  return `M-${report.createdAt.getUTCFullYear()}-${String(report.id).padStart(6, '0')}`;
}

function germanDateTime(at: Date): string {
  return at.toLocaleString('de-DE', { timeZone: 'Europe/Berlin', dateStyle: 'medium', timeStyle: 'short' });
}

export function presentReport(row: ReportRow): WireReport {
  return {
    id: row.id,
    case_number: caseNumber(row),
    target_type: row.targetType,
    target_id: row.targetId,
    target_label: row.targetLabel,
    category: row.category,
    category_label: CATEGORY_LABELS[row.category],
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
          `Grund: ${CATEGORY_LABELS[stored.category]}`,
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
        `Grund: ${CATEGORY_LABELS[stored.category]}`,
        `Begründung: ${stored.explanation}`,
        `Meldende Person: ${stored.reporterName ?? 'anonym'}${stored.reporterEmail ? ` <${stored.reporterEmail}>` : ''}`,
        '',
        `Entscheiden: node api/scripts/moderation.mjs show ${stored.id}`,
      ].join('\n'),
    });
    return { report: presentReport(stored), receiptSent: stored.reporterEmail !== null, reporterEmail: stored.reporterEmail };
  });
}

async function requireReport(db: Executor, id: number): Promise<ReportRow> {
  const [row] = await db.select().from(moderationReports).where(eq(moderationReports.id, id));
  if (!row) throw new NotFoundError(MESSAGES.reportNotFound);
  return row;
}

/** A report as the reporter or the affected user sees it; anyone else gets 404. */
export async function reportForUser(db: Executor, id: number, userId: number) {
  const row = await requireReport(db, id);
  if (row.reporterUserId !== userId && row.affectedUserId !== userId) throw new NotFoundError(MESSAGES.reportNotFound);
  return presentReport(row);
}

/** Operator: reports, oldest open first (or filtered by status). */
export async function listReports(db: Executor, status: ModerationStatus | null) {
  const rows = await db
    .select()
    .from(moderationReports)
    .where(status ? eq(moderationReports.status, status) : undefined)
    .orderBy(status ? asc(moderationReports.createdAt) : desc(moderationReports.createdAt))
    .limit(200);
  return rows.map(presentReport);
}

/** Operator: one report with the reporter's data, the explanation and its history (who and when). */
export async function operatorReport(db: Executor, id: number): Promise<WireOperatorReport> {
  const row = await requireReport(db, id);
  const events = await db
    .select()
    .from(moderationReportEvents)
    .where(eq(moderationReportEvents.reportId, id))
    .orderBy(asc(moderationReportEvents.createdAt), asc(moderationReportEvents.id));
  return {
    ...presentReport(row),
    explanation: row.explanation,
    reporter_name: row.reporterName,
    reporter_email: row.reporterEmail,
    affected_user_id: row.affectedUserId,
    decision_reason: row.decisionReason,
    decided_by: row.decidedBy,
    events: events.map((event) => ({
      from_status: event.fromStatus,
      to_status: event.toStatus,
      actor: event.actor,
      note: event.note,
      at: event.createdAt.toISOString(),
    })),
  };
}

/** Operator: `received → in_review`. */
export async function startReview(db: Executor, id: number, actor: string) {
  return db.transaction(async (tx) => {
    const row = await requireReport(tx, id);
    if (row.status === 'action_taken' || row.status === 'no_action') throw new ConflictError(MESSAGES.alreadyDecided);
    if (row.status === 'received') {
      await tx.update(moderationReports).set({ status: 'in_review', updatedAt: new Date() }).where(eq(moderationReports.id, id));
      await tx.insert(moderationReportEvents).values({ reportId: id, fromStatus: 'received', toStatus: 'in_review', actor });
    }
    return operatorReport(tx, id);
  });
}

function statementOfReasons(
  config: AppConfig,
  row: ReportRow,
  input: DecisionInput & { action: ModerationAction; ground: ModerationGround },
  at: Date,
): string {
  const operator = config.operator;
  return [
    'Guten Tag,',
    '',
    `wir haben eine Entscheidung über Ihren Inhalt getroffen: ${TARGET_LABELS[row.targetType]} „${row.targetLabel}“ (Aktenzeichen ${caseNumber(row)}).`,
    '',
    'Begründung nach Art. 17 der Verordnung (EU) 2022/2065 (Gesetz über digitale Dienste, DSA):',
    '',
    `1. Maßnahme: ${ACTION_LABELS[input.action]} Sie gilt ab ${germanDateTime(at)} und ist nicht befristet.`,
    `2. Anlass: eine Meldung nach Art. 16 DSA wegen „${CATEGORY_LABELS[row.category]}“ vom ${germanDateTime(row.createdAt)}.`,
    `3. Tatsachen und Umstände: ${input.reason}`,
    '4. Automatisierte Mittel: Die Entscheidung wurde von einem Menschen getroffen; automatisierte Mittel wurden weder zur Erkennung noch zur Entscheidung eingesetzt.',
    input.ground === 'illegal'
      ? `5. Rechtsgrundlage: ${GROUND_LABELS.illegal} (Art. 17 Abs. 3 lit. d DSA); die Einordnung ergibt sich aus den unter 3. genannten Umständen.`
      : `5. Vertragliche Grundlage: ${GROUND_LABELS.terms} (Art. 17 Abs. 3 lit. e DSA, § 11 unserer AGB: ${config.publicWebUrl}/page/agb).`,
    '6. Ihre Möglichkeiten: Sie können der Entscheidung innerhalb von sechs Monaten widersprechen, indem Sie auf diese E-Mail antworten ' +
      `oder an ${operator.email} schreiben (internes Beschwerdeverfahren, Art. 20 DSA). Sie können außerdem eine zertifizierte außergerichtliche ` +
      'Streitbeilegungsstelle anrufen (Art. 21 DSA) und den Rechtsweg zu den Gerichten beschreiten.',
    '',
    `Mit freundlichen Grüßen`,
    operatorName(operator),
    '',
    emailFooter(config),
  ].join('\n');
}

/** Operator: the decision (`action_taken | no_action`), recorded with who and when; the parties are told. */
export async function decideReport(db: Executor, config: AppConfig, id: number, input: DecisionInput) {
  const errors: Record<string, string[]> = {};
  if (input.outcome === 'action_taken' && !input.action) errors.action = [MESSAGES.actionRequired];
  if (input.outcome === 'action_taken' && !input.ground) errors.ground = [MESSAGES.groundRequired];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  const at = new Date();
  await db.transaction(async (tx) => {
    const row = await requireReport(tx, id);
    if (row.status === 'action_taken' || row.status === 'no_action') throw new ConflictError(MESSAGES.alreadyDecided);
    if (row.status === 'received') {
      await tx.insert(moderationReportEvents).values({ reportId: id, fromStatus: 'received', toStatus: 'in_review', actor: input.actor });
    }
    const action = input.outcome === 'action_taken' ? input.action : null;
    const ground = input.outcome === 'action_taken' ? input.ground : null;
    await tx
      .update(moderationReports)
      .set({ status: input.outcome, action, ground, decisionReason: input.reason, decidedBy: input.actor, decidedAt: at, updatedAt: at })
      .where(eq(moderationReports.id, id));
    await tx
      .insert(moderationReportEvents)
      .values({ reportId: id, fromStatus: 'in_review', toStatus: input.outcome, actor: input.actor, note: input.reason });

    const outbox = new Outbox(tx, config);
    if (action && ground) {
      if (row.targetType === 'product') await withdrawProduct(tx, row.targetId);
      if (row.targetType === 'review') await moderateReview(tx, row.targetId, 'hide');
      const [affected] =
        row.affectedUserId === null ? [] : await tx.select({ email: users.email }).from(users).where(eq(users.id, row.affectedUserId));
      if (affected && row.affectedUserId !== null) {
        await outbox.sendEmail({
          to: affected.email,
          subject: `Begründung unserer Entscheidung zu „${row.targetLabel}“ (${caseNumber(row)})`,
          text: statementOfReasons(config, row, { ...input, action, ground }, at),
          userId: row.affectedUserId,
        });
      }
    }
    if (row.reporterEmail) {
      await outbox.sendEmail({
        to: row.reporterEmail,
        subject: `Entscheidung zu Ihrer Meldung ${caseNumber(row)}`,
        text: [
          row.reporterName ? `Guten Tag ${row.reporterName},` : 'Guten Tag,',
          '',
          `wir haben Ihre Meldung zu ${TARGET_LABELS[row.targetType]} „${row.targetLabel}“ geprüft.`,
          action
            ? `Entscheidung: ${ACTION_LABELS[action]}`
            : 'Entscheidung: Wir haben keinen Rechtsverstoß festgestellt; der Inhalt bleibt online.',
          `Begründung: ${input.reason}`,
          'Die Entscheidung wurde von einem Menschen getroffen, ohne automatisierte Mittel. Sie können innerhalb von sechs Monaten widersprechen, ' +
            'indem Sie auf diese E-Mail antworten (Art. 20 DSA), eine außergerichtliche Streitbeilegungsstelle anrufen (Art. 21 DSA) oder die Gerichte anrufen.',
          '',
          emailFooter(config),
        ].join('\n'),
        ...(row.reporterUserId ? { userId: row.reporterUserId } : {}),
      });
    }
  });
  return operatorReport(db, id);
}
