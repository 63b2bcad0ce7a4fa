import { and, asc, count, desc, eq, gt, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { formatInTimeZone } from 'date-fns-tz';
import type { Executor } from '../../db/client';
import { staffAuditHead, staffAuditLog } from '../../db/schema/staff';
import { sha256 } from '../../lib/secrets';

/** Who acted: a staff member (`null`: the command line, or a login name that belongs to nobody). */
export interface AuditActor {
  id: number;
  email: string;
}

/** One entry of the audit log, written by {@link audit} in the transaction of the change it records. */
export interface AuditEntry {
  actor: AuditActor | null;
  /** What was done, `<area>.<verb>`, e.g. `staff.roles_changed`, `provider.suspended`. */
  action: string;
  /** The kind of record acted on, e.g. `staff_member`, `provider`, `order`. */
  recordType: string;
  recordId?: string | number | null;
  /** The changed fields before and after (only those). */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  /** The reason the staff member gave. */
  reason?: string | null;
  /** The client address of the request. */
  ip?: string | null;
}

export type AuditRow = typeof staffAuditLog.$inferSelect;

/** The hash before the first row. */
export const GENESIS_HASH = '0'.repeat(64);

/** JSON with object keys sorted at every level: the same value always gives the same text. */
export function canonicalJson(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item)).join(',')}]`;
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** What JSON storage makes of a value (dates become ISO strings, `undefined` disappears). */
function asJson(value: Record<string, unknown> | null | undefined): Record<string, unknown> | null {
  return value === null || value === undefined ? null : (JSON.parse(JSON.stringify(value)) as Record<string, unknown>);
}

type HashedFields = Omit<AuditRow, 'hash'>;

/** SHA-256 over the previous row's hash and this row's content: editing any field, or any row before, changes it. */
export function auditRowHash(row: HashedFields): string {
  const content = canonicalJson([
    row.seq,
    row.at.toISOString(),
    row.actorId,
    row.actorEmail,
    row.action,
    row.recordType,
    row.recordId,
    row.before,
    row.after,
    row.reason,
    row.ip,
  ]);
  return sha256(`${row.prevHash}\n${content}`);
}

/**
 * Appends one entry to the audit log. Call it with the transaction of the change it records: the entry exists
 * exactly when the change committed. Concurrent writers queue on the chain's head row until the first commits.
 */
export async function audit(db: Executor, entry: AuditEntry): Promise<number> {
  return db.transaction(async (tx) => {
    const [head] = await tx.select().from(staffAuditHead).where(eq(staffAuditHead.id, 1)).for('update');
    if (!head) throw new Error('Der Kopf des Audit-Protokolls fehlt (Migration 0035).');
    const row: HashedFields = {
      seq: head.seq + 1,
      at: new Date(),
      actorId: entry.actor?.id ?? null,
      actorEmail: entry.actor?.email ?? null,
      action: entry.action,
      recordType: entry.recordType,
      recordId: entry.recordId === null || entry.recordId === undefined ? null : String(entry.recordId),
      before: asJson(entry.before),
      after: asJson(entry.after),
      reason: entry.reason ?? null,
      ip: entry.ip ?? null,
      prevHash: head.hash,
    };
    const hash = auditRowHash(row);
    await tx.insert(staffAuditLog).values({ ...row, hash });
    await tx.update(staffAuditHead).set({ seq: row.seq, hash }).where(eq(staffAuditHead.id, 1));
    return row.seq;
  });
}

/** Who makes a staff change, and from where (what {@link auditedChange} adds to each of its entries). */
export interface AuditedBy {
  /** The staff member; `null`: the command line. Left out when the change itself finds out who acts (a login). */
  actor?: AuditActor | null;
  /** The client address of the request. */
  ip?: string | null;
}

/** An entry as the change writes it: the actor and the address come from its {@link AuditedBy}. */
export type AuditNote = Omit<AuditEntry, 'actor' | 'ip'> & { actor?: AuditActor | null };

/** Writes an entry of the change in its transaction, at the point of the change where it is called. */
export type WriteAudit = (note: AuditNote) => Promise<number>;

/**
 * The one way a staff change and its audit entries are written: `change` runs in a transaction of `db` (a savepoint
 * when `db` is one) and writes its entries with `audit`, so an entry exists exactly when its change committed.
 * Answers what `change` answers.
 */
export function auditedChange<T>(db: Executor, by: AuditedBy, change: (tx: Executor, audit: WriteAudit) => Promise<T>): Promise<T> {
  return db.transaction((tx) => change(tx, (note) => audit(tx, { actor: by.actor ?? null, ip: by.ip ?? null, ...note })));
}

export interface AuditProblem {
  seq: number;
  problem: string;
}

export interface AuditVerification {
  ok: boolean;
  rows: number;
  problems: AuditProblem[];
  /** The newest entry the walk ended at (`staff_audit_head`), to be noted elsewhere. */
  head: { seq: number; hash: string } | null;
}

/** Walks the chain from the first row: gaps, edited rows and a missing end are reported (at most 100 problems). */
export async function verifyAuditChain(db: Executor, batchSize = 1000): Promise<AuditVerification> {
  const problems: AuditProblem[] = [];
  let expectedSeq = 1;
  let previousHash = GENESIS_HASH;
  let rows = 0;
  for (;;) {
    const batch = await db
      .select()
      .from(staffAuditLog)
      .where(gt(staffAuditLog.seq, expectedSeq - 1))
      .orderBy(asc(staffAuditLog.seq))
      .limit(batchSize);
    for (const row of batch) {
      rows += 1;
      if (row.seq !== expectedSeq) {
        problems.push({ seq: expectedSeq, problem: `Einträge ${expectedSeq} bis ${row.seq - 1} fehlen.` });
      } else if (row.prevHash !== previousHash) {
        problems.push({
          seq: row.seq,
          problem: 'Der Verweis auf den vorigen Eintrag stimmt nicht (Eintrag davor geändert oder entfernt).',
        });
      }
      if (auditRowHash(row) !== row.hash) {
        problems.push({ seq: row.seq, problem: 'Der Inhalt passt nicht zu seiner Prüfsumme (Eintrag geändert).' });
      }
      expectedSeq = row.seq + 1;
      previousHash = row.hash;
    }
    if (batch.length < batchSize) break;
  }
  const [head] = await db.select().from(staffAuditHead).where(eq(staffAuditHead.id, 1));
  if (!head) {
    problems.push({ seq: expectedSeq, problem: 'Der Kopf des Protokolls fehlt.' });
  } else if (head.seq !== expectedSeq - 1 || head.hash !== previousHash) {
    problems.push({
      seq: head.seq,
      problem:
        head.seq > expectedSeq - 1
          ? `Einträge ${expectedSeq} bis ${head.seq} fehlen am Ende.`
          : 'Das Ende des Protokolls passt nicht zu seinem Kopf.',
    });
  }
  return { ok: problems.length === 0, rows, problems: problems.slice(0, 100), head: head ? { seq: head.seq, hash: head.hash } : null };
}

/** The actions written so far (`<area>.<verb>`), for the filter's suggestions. */
export async function auditActions(db: Executor): Promise<string[]> {
  const rows = await db.selectDistinct({ action: staffAuditLog.action }).from(staffAuditLog).orderBy(asc(staffAuditLog.action));
  return rows.map((row) => row.action);
}

export interface AuditFilter {
  actorId?: number | undefined;
  recordType?: string | undefined;
  recordId?: string | undefined;
  action?: string | undefined;
  /** From this instant (inclusive) … */
  from?: Date | undefined;
  /** … to this instant (exclusive). */
  to?: Date | undefined;
}

function conditionsOf(filter: AuditFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.actorId !== undefined) conditions.push(eq(staffAuditLog.actorId, filter.actorId));
  if (filter.recordType !== undefined) conditions.push(eq(staffAuditLog.recordType, filter.recordType));
  if (filter.recordId !== undefined) conditions.push(eq(staffAuditLog.recordId, filter.recordId));
  if (filter.action !== undefined) conditions.push(eq(staffAuditLog.action, filter.action));
  if (filter.from !== undefined) conditions.push(gte(staffAuditLog.at, filter.from));
  if (filter.to !== undefined) conditions.push(lt(staffAuditLog.at, filter.to));
  return conditions.length ? and(...conditions) : undefined;
}

/**
 * A filtered list counts at most this many entries for its total; one more (`AUDIT_COUNT_CAP + 1`) means „more than
 * that“ — a busy year holds hundreds of thousands, and nobody pages through them (narrow the filter instead).
 */
export const AUDIT_COUNT_CAP = 10_000;

/**
 * Newest first, one page. The total without a filter is the head's sequence number (exact: the chain is gapless and
 * nothing is ever deleted); with a filter the matches are counted up to {@link AUDIT_COUNT_CAP} + 1.
 */
export async function listAudit(db: Executor, filter: AuditFilter, page: { limit: number; offset: number }) {
  const where = conditionsOf(filter);
  const counted = where
    ? db.select({ value: count() }).from(
        db
          .select({ one: sql`1`.as('one') })
          .from(staffAuditLog)
          .where(where)
          .limit(AUDIT_COUNT_CAP + 1)
          .as('matches'),
      )
    : db.select({ value: staffAuditHead.seq }).from(staffAuditHead).where(eq(staffAuditHead.id, 1));
  const [rows, [total]] = await Promise.all([
    db.select().from(staffAuditLog).where(where).orderBy(desc(staffAuditLog.seq)).limit(page.limit).offset(page.offset),
    counted,
  ]);
  return { rows, total: Number(total?.value ?? 0) };
}

/** Entries of some actions in a period, `[from, to)` — what figures computed from the log read. */
export interface AuditPeriod {
  actions: readonly string[];
  from: Date;
  to: Date;
}

function periodConditions(period: AuditPeriod): SQL {
  return and(
    inArray(staffAuditLog.action, [...period.actions]),
    gte(staffAuditLog.at, period.from),
    lt(staffAuditLog.at, period.to),
  ) as SQL;
}

/**
 * The entries of a period counted by the values of some fields of their `after` document (`after->>key`, null when
 * missing), counted in the database over the `(action, at)` index — a year of decisions is never loaded row by row.
 */
export async function auditCounts<K extends string>(
  db: Executor,
  period: AuditPeriod,
  keys: readonly K[],
): Promise<Array<{ values: Record<K, string | null>; count: number }>> {
  // The keys are written inline (GROUP BY must repeat the select's expressions, not new parameters): code constants only.
  const fields = keys.map((key) => {
    if (!/^[a-z_]+$/.test(key)) throw new Error(`Ungültiger Schlüssel: ${key}`);
    return sql<string | null>`${staffAuditLog.after} ->> ${sql.raw(`'${key}'`)}`;
  });
  const columns = Object.fromEntries(keys.map((key, index) => [`k${index}`, fields[index]!])) as Record<string, SQL<string | null>>;
  const rows = await db
    .select({ ...columns, total: count() })
    .from(staffAuditLog)
    .where(periodConditions(period))
    .groupBy(...fields);
  return rows.map((row) => {
    const record = row as unknown as Record<string, string | null> & { total: number | string };
    const values = Object.fromEntries(keys.map((key, index) => [key, record[`k${index}`] ?? null])) as Record<K, string | null>;
    return { values, count: Number(record.total) };
  });
}

/**
 * The median time in hours (one decimal) from an instant stored in each entry's `after` document (`startKey`, ISO
 * text) to the entry itself, over the period's entries that carry it, leaving out those whose `after[excludeKey]`
 * is `excludeValue`; null without any.
 */
export async function auditMedianHours(
  db: Executor,
  period: AuditPeriod,
  startKey: string,
  exclude?: { key: string; value: string },
): Promise<number | null> {
  const start = sql`${staffAuditLog.after} ->> ${startKey}`;
  const conditions: SQL[] = [periodConditions(period), sql`${start} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}T'`];
  if (exclude) conditions.push(sql`coalesce(${staffAuditLog.after} ->> ${exclude.key}, '') <> ${exclude.value}`);
  const [row] = await db
    .select({
      median: sql<
        number | string | null
      >`percentile_cont(0.5) within group (order by extract(epoch from (${staffAuditLog.at} - (${start})::timestamptz)) / 3600)`,
    })
    .from(staffAuditLog)
    .where(and(...conditions));
  if (row?.median === null || row?.median === undefined) return null;
  return Math.round(Number(row.median) * 10) / 10;
}

/**
 * The last sequence number of the committed log. The log is append-only and its head moves in the transaction that
 * appends, so every figure computed from the entries up to it stays the same until the head moves: a cache of such
 * figures is exact when keyed by it. Read it outside a transaction that appends (a rolled-back append would
 * otherwise lend its number to a later one).
 */
export async function auditHeadSeq(db: Executor): Promise<number> {
  const [head] = await db.select({ seq: staffAuditHead.seq }).from(staffAuditHead).where(eq(staffAuditHead.id, 1));
  return head?.seq ?? 0;
}

/** At most this many rows in one CSV export (narrow the filter for more). */
export const AUDIT_CSV_MAX_ROWS = 50_000;

export async function auditRowsForExport(db: Executor, filter: AuditFilter): Promise<AuditRow[]> {
  return db.select().from(staffAuditLog).where(conditionsOf(filter)).orderBy(asc(staffAuditLog.seq)).limit(AUDIT_CSV_MAX_ROWS);
}

/** A text cell; a leading `=`, `+`, `-`, `@` gets a `'` so spreadsheets do not run it as a formula. */
function csvText(value: string | null): string {
  if (value === null || value === '') return '';
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const CSV_HEADER = [
  'Nr.',
  'Zeitpunkt (Berlin)',
  'Mitarbeiter-ID',
  'Mitarbeiter',
  'Aktion',
  'Datensatztyp',
  'Datensatz-ID',
  'Vorher',
  'Nachher',
  'Begründung',
  'IP-Adresse',
  'Prüfsumme',
];

/** The rows as CSV for German spreadsheets: UTF-8 with BOM, `;` between cells, CRLF lines, Berlin time. */
export function auditCsv(rows: AuditRow[]): Buffer {
  const lines = [CSV_HEADER.join(';')];
  for (const row of rows) {
    lines.push(
      [
        String(row.seq),
        formatInTimeZone(row.at, 'Europe/Berlin', 'dd.MM.yyyy HH:mm:ss'),
        row.actorId === null ? '' : String(row.actorId),
        csvText(row.actorEmail),
        csvText(row.action),
        csvText(row.recordType),
        csvText(row.recordId),
        csvText(row.before === null ? null : canonicalJson(row.before)),
        csvText(row.after === null ? null : canonicalJson(row.after)),
        csvText(row.reason),
        csvText(row.ip),
        row.hash,
      ].join(';'),
    );
  }
  return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8')]);
}
