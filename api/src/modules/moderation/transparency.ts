import { and, count, gte, inArray, lt } from 'drizzle-orm';
import { fromZonedTime } from 'date-fns-tz';
import type { Executor } from '../../db/client';
import {
  MODERATION_ACTIONS,
  MODERATION_CATEGORIES,
  MODERATION_GROUNDS,
  type ModerationAction,
  type ModerationGround,
  moderationComplaints,
  moderationReports,
} from '../../db/schema/moderation';
import { ValidationError } from '../../http/errors';
import { auditCounts, auditHeadSeq, auditMedianHours } from '../staff/public';
import { ACTION_SHORT_LABELS, CATEGORY_LABELS, GROUND_SHORT_LABELS, NO_CATEGORY_LABELS, SOURCE_LABELS } from './messages';
import type { TransparencyAnswer } from './schemas';

const NOTICE_SOURCES = ['notice', 'chat_report'] as const;

function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

async function computeDecisionFigures(db: Executor, from: Date, to: Date) {
  const decisions = { actions: ['moderation.decided', 'moderation.provider_suspended'], from, to };
  const complaintPeriod = { actions: ['moderation.complaint_decided'], from, to };
  const [decided, complaintOutcomes, medianDecision, medianComplaint] = await Promise.all([
    auditCounts(db, decisions, ['source', 'status', 'action', 'ground'] as const),
    auditCounts(db, complaintPeriod, ['outcome'] as const),
    auditMedianHours(db, decisions, 'received_at', { key: 'source', value: 'own_initiative' }),
    auditMedianHours(db, complaintPeriod, 'filed_at'),
  ]);
  return { decided, complaintOutcomes, medianDecision, medianComplaint };
}

type DecisionFigures = Awaited<ReturnType<typeof computeDecisionFigures>>;

/** Periods kept per database (a team looks at a handful: this year, last quarter, a month). */
const KEPT_PERIODS = 32;
const decisionCache = new WeakMap<Executor, Map<string, Promise<DecisionFigures>>>();

/**
 * The decisions of a period, from the audit log. The log is append-only and its head moves with every entry, so
 * what was computed for a period stays exact until the head moves: it is kept under the head's sequence number and
 * computed again only after a new entry (requests that arrive together share one computation).
 */
function decisionFigures(db: Executor, from: Date, to: Date): Promise<DecisionFigures> {
  return auditHeadSeq(db).then((seq) => {
    let kept = decisionCache.get(db);
    if (!kept) decisionCache.set(db, (kept = new Map()));
    const key = `${from.toISOString()}|${to.toISOString()}|${seq}`;
    const known = kept.get(key);
    if (known) return known;
    const computing = computeDecisionFigures(db, from, to);
    kept.set(key, computing);
    computing.catch(() => kept.delete(key));
    for (const oldest of kept.keys()) {
      if (kept.size <= KEPT_PERIODS) break;
      kept.delete(oldest);
    }
    return computing;
  });
}

/**
 * The transparency figures of a period (Berlin days, inclusive; Art. 15/24 DSA). Notices and complaints received
 * are counted from the moderation tables (they are not staff actions); every decision — actions by type and ground,
 * „no action“, own-initiative actions, complaint outcomes, the medians — from the audit log, where each decision
 * was written in its transaction. Nothing is typed in.
 */
export async function transparencyFigures(db: Executor, dateFrom: string, dateTo: string): Promise<TransparencyAnswer> {
  if (dateFrom > dateTo) throw ValidationError.field('date_to', 'Das Enddatum darf nicht vor dem Anfangsdatum liegen.');
  const from = fromZonedTime(`${dateFrom}T00:00:00`, 'Europe/Berlin');
  const to = fromZonedTime(`${nextDay(dateTo)}T00:00:00`, 'Europe/Berlin');
  const inPeriod = and(gte(moderationReports.createdAt, from), lt(moderationReports.createdAt, to));

  const [notices, complaintsReceived, { decided, complaintOutcomes, medianDecision, medianComplaint }] = await Promise.all([
    db
      .select({ source: moderationReports.source, category: moderationReports.category, total: count() })
      .from(moderationReports)
      .where(and(inPeriod, inArray(moderationReports.source, [...NOTICE_SOURCES])))
      .groupBy(moderationReports.source, moderationReports.category),
    db
      .select({ status: moderationComplaints.status, total: count() })
      .from(moderationComplaints)
      .where(and(gte(moderationComplaints.createdAt, from), lt(moderationComplaints.createdAt, to)))
      .groupBy(moderationComplaints.status),
    decisionFigures(db, from, to),
  ]);

  const byCategory = new Map<string, number>();
  const bySource = new Map<string, number>();
  let noticesTotal = 0;
  for (const row of notices) {
    const total = Number(row.total);
    noticesTotal += total;
    const category = row.category ?? `none:${row.source}`;
    byCategory.set(category, (byCategory.get(category) ?? 0) + total);
    bySource.set(row.source, (bySource.get(row.source) ?? 0) + total);
  }

  const actions = new Map<string, number>();
  let noAction = 0;
  let ownInitiative = 0;
  for (const { values, count: total } of decided) {
    if (values.source === 'own_initiative') ownInitiative += total;
    if (values.status === 'no_action') {
      noAction += total;
      continue;
    }
    const action = values.action as ModerationAction | null;
    const ground = values.ground as ModerationGround | null;
    if (!action || !ground || !MODERATION_ACTIONS.includes(action) || !MODERATION_GROUNDS.includes(ground)) continue;
    actions.set(`${action}|${ground}`, (actions.get(`${action}|${ground}`) ?? 0) + total);
  }

  const outcome = (name: string) => complaintOutcomes.find((row) => row.values.outcome === name)?.count ?? 0;
  const upheld = outcome('upheld');
  const reversed = outcome('reversed');
  const received = complaintsReceived.reduce((sum, row) => sum + Number(row.total), 0);
  const open = Number(complaintsReceived.find((row) => row.status === 'open')?.total ?? 0);

  const categoryOrder = [...MODERATION_CATEGORIES, ...NOTICE_SOURCES.map((source) => `none:${source}`)];
  return {
    date_from: dateFrom,
    date_to: dateTo,
    notices_total: noticesTotal,
    notices_by_category: categoryOrder
      .filter((category) => byCategory.has(category))
      .map((category) => ({
        category: category.startsWith('none:') ? 'none' : category,
        label: category.startsWith('none:')
          ? NO_CATEGORY_LABELS[category.slice(5) as (typeof NOTICE_SOURCES)[number]]
          : CATEGORY_LABELS[category as (typeof MODERATION_CATEGORIES)[number]],
        count: byCategory.get(category) ?? 0,
      })),
    notices_by_source: NOTICE_SOURCES.map((source) => ({ source, label: SOURCE_LABELS[source], count: bySource.get(source) ?? 0 })),
    actions_by_type_and_ground: MODERATION_ACTIONS.flatMap((action) =>
      MODERATION_GROUNDS.filter((ground) => actions.has(`${action}|${ground}`)).map((ground) => ({
        action,
        action_label: ACTION_SHORT_LABELS[action],
        ground,
        ground_label: GROUND_SHORT_LABELS[ground],
        count: actions.get(`${action}|${ground}`) ?? 0,
      })),
    ),
    decisions_no_action: noAction,
    own_initiative_actions: ownInitiative,
    complaints: { received, decided: upheld + reversed, upheld, reversed, open },
    median_hours_to_decision: medianDecision,
    median_hours_to_complaint_decision: medianComplaint,
  };
}

function cell(value: string | number | null): string {
  if (value === null) return '';
  const text = typeof value === 'number' ? String(value).replace('.', ',') : value;
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The figures as CSV for German spreadsheets (UTF-8 with BOM, `;`, CRLF): section; item; number. */
export function transparencyCsv(figures: TransparencyAnswer): Buffer {
  const rows: (string | number | null)[][] = [
    ['Abschnitt', 'Merkmal', 'Wert'],
    ['Zeitraum', 'von', figures.date_from],
    ['Zeitraum', 'bis', figures.date_to],
    ['Meldungen', 'insgesamt', figures.notices_total],
    ...figures.notices_by_category.map((row) => ['Meldungen nach Kategorie', row.label, row.count]),
    ...figures.notices_by_source.map((row) => ['Meldungen nach Eingang', row.label, row.count]),
    ...figures.actions_by_type_and_ground.map((row) => [
      'Maßnahmen nach Art und Grundlage',
      `${row.action_label} – ${row.ground_label}`,
      row.count,
    ]),
    ['Entscheidungen', 'keine Maßnahme', figures.decisions_no_action],
    ['Entscheidungen', 'Maßnahmen aus eigener Initiative', figures.own_initiative_actions],
    ['Entscheidungen', 'Median Stunden bis zur Entscheidung', figures.median_hours_to_decision],
    ['Beschwerden', 'eingegangen', figures.complaints.received],
    ['Beschwerden', 'entschieden', figures.complaints.decided],
    ['Beschwerden', 'Entscheidung bestätigt', figures.complaints.upheld],
    ['Beschwerden', 'Entscheidung aufgehoben', figures.complaints.reversed],
    ['Beschwerden', 'offen', figures.complaints.open],
    ['Beschwerden', 'Median Stunden bis zur Entscheidung', figures.median_hours_to_complaint_decision],
  ];
  const text = rows.map((row) => row.map(cell).join(';')).join('\r\n');
  return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(`${text}\r\n`, 'utf8')]);
}
