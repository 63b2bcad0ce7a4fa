/**
 * Back office benchmark (not a test): an audit log of 200,000 entries (a year of a busy back office) on PostgreSQL,
 * autocannon with 10 connections (a team, not a crowd) against the staff screens' calls, and the chain check.
 * Prints req/s, p50/p95/p99 and errors per call, and how long the whole chain takes to verify.
 * Targets: each screen call p95 < 100 ms with zero errors (autocannon reports p97.5, which bounds p95); verifying
 * 200,000 entries < 30 s.
 *
 *   npx -y pnpm@10.34.8 --filter @marktplatz/api bench:backoffice
 *   BENCH_DURATION=10 BENCH_PORT=4012 BENCH_AUDIT_ROWS=200000 … bench:backoffice
 *
 * Steps: drop and create `mp_bench_backoffice`, start the API once so it migrates and seeds, stop it, write the
 * audit rows with their hash chain in batches (as `audit()` would, the head moved at the end), create an admin with a
 * session, start the API again, warm up, measure, stop, drop the database.
 */
import autocannon, { type Result } from 'autocannon';
import { eq, sql } from 'drizzle-orm';
import { openPostgres } from '../src/db/client';
import { staffAuditHead, staffAuditLog } from '../src/db/schema';
import { auditRowHash, GENESIS_HASH } from '../src/modules/staff/audit';
import { staffSessionToken, staffWithSession } from '../test/fixtures/staff';
import { databaseUrl, dropBenchDatabase, recreateBenchDatabase, startBenchServer } from './server';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 4012);
const ROWS = Number(process.env.BENCH_AUDIT_ROWS ?? 200_000);
const CONNECTIONS = 10;
const DATABASE = 'mp_bench_backoffice';
const BATCH = 2_000;
const ACTIONS = ['staff.login', 'provider.verified', 'moderation.decided', 'moderation.reviewed', 'customers.locked', 'jobs.retried'];

type Database = Parameters<typeof staffWithSession>[0];

/** What a notice decision writes into `after` (the transparency report reads these): varied outcomes, 1–72 hours after the notice. */
function decisionFacts(seq: number, at: number): Record<string, unknown> {
  const outcomes = [
    { status: 'action_taken', action: 'content_removed', ground: 'illegal' },
    { status: 'action_taken', action: 'content_disabled', ground: 'terms' },
    { status: 'no_action' },
  ];
  return {
    ...outcomes[seq % outcomes.length],
    source: seq % 7 === 0 ? 'own_initiative' : 'notice',
    received_at: new Date(at - ((seq % 72) + 1) * 3600 * 1000).toISOString(),
  };
}

/** One more decision at the head of the chain, as `audit()` appends it: the report's kept figures no longer hold. */
async function appendDecision(db: Database, actorId: number): Promise<void> {
  const [head] = await db.select().from(staffAuditHead).where(eq(staffAuditHead.id, 1));
  const seq = (head?.seq ?? 0) + 1;
  const at = new Date();
  const row = {
    seq,
    at,
    actorId,
    actorEmail: null,
    action: 'moderation.decided',
    recordType: 'moderation',
    recordId: String(seq),
    before: { status: 'open' },
    after: decisionFacts(seq, at.getTime()),
    reason: 'Entscheidung nach Prüfung.',
    ip: '127.0.0.1',
    prevHash: head?.hash ?? GENESIS_HASH,
  };
  const hash = auditRowHash(row);
  await db.insert(staffAuditLog).values({ ...row, hash });
  await db.update(staffAuditHead).set({ seq, hash }).where(eq(staffAuditHead.id, 1));
}

/** Appends `ROWS` entries after the seeded ones, chained like `audit()` chains them; returns the actors' ids. */
async function fillAuditLog(db: Database, actors: Array<{ id: number; email: string }>): Promise<void> {
  const [head] = await db.select().from(staffAuditHead).where(eq(staffAuditHead.id, 1));
  let seq = head?.seq ?? 0;
  let previous = head?.hash ?? GENESIS_HASH;
  const start = Date.now() - 365 * 24 * 3600 * 1000;
  for (let written = 0; written < ROWS; written += BATCH) {
    const rows = [];
    for (let index = 0; index < Math.min(BATCH, ROWS - written); index += 1) {
      seq += 1;
      const actor = actors[seq % actors.length];
      const action = ACTIONS[seq % ACTIONS.length] ?? 'staff.login';
      const row = {
        seq,
        at: new Date(start + Math.floor((seq / ROWS) * 365 * 24 * 3600 * 1000)),
        actorId: actor?.id ?? null,
        actorEmail: actor?.email ?? null,
        action,
        recordType: action.split('.')[0] ?? 'staff',
        recordId: String(seq % 5_000),
        before: { status: 'submitted' },
        after:
          action === 'moderation.decided'
            ? decisionFacts(seq, start + Math.floor((seq / ROWS) * 365 * 24 * 3600 * 1000))
            : { status: 'verified' },
        reason: seq % 3 === 0 ? 'Angaben geprüft und vollständig.' : null,
        ip: '127.0.0.1',
        prevHash: previous,
      };
      const hash = auditRowHash(row);
      rows.push({ ...row, hash });
      previous = hash;
    }
    await db.insert(staffAuditLog).values(rows);
  }
  await db.update(staffAuditHead).set({ seq, hash: previous }).where(eq(staffAuditHead.id, 1));
}

function line(label: string, result: Result): string {
  const errors = result.errors + result.non2xx;
  const met = result.latency.p97_5 < 100 && errors === 0 ? '✓' : '✗';
  return `| ${label} | ${CONNECTIONS} | ${result.requests.average.toFixed(0)} | ${result.latency.p50} ms | ${result.latency.p97_5} ms | ${result.latency.p99} ms | ${errors} | ${met} p97.5 < 100 ms |`;
}

async function main(): Promise<void> {
  await recreateBenchDatabase(DATABASE);
  let server = await startBenchServer({ port: PORT, database: DATABASE });
  await server.stop();
  const handle = openPostgres(databaseUrl(DATABASE), 4);
  const tokens: string[] = [];
  let actorId = 0;
  try {
    const admin = await staffWithSession(handle.db as Database, ['admin']);
    const colleagues = await Promise.all([
      staffWithSession(handle.db as Database, ['trust_safety']),
      staffWithSession(handle.db as Database, ['support']),
      staffWithSession(handle.db as Database, ['finance']),
    ]);
    // One session per connection: a person's requests come one after another, ten people's side by side.
    tokens.push(admin.token);
    for (let index = 1; index < CONNECTIONS; index += 1) tokens.push(await staffSessionToken(handle.db as Database, admin.id));
    actorId = colleagues[0].id;
    const filled = Date.now();
    await fillAuditLog(handle.db as Database, [admin, ...colleagues]);
    // What autovacuum does within a minute of a bulk write in production: the planner's statistics of the new rows.
    await handle.db.execute(sql`analyze staff_audit_log`);
    console.log(`Audit-Protokoll: ${ROWS.toLocaleString('de-DE')} Einträge geschrieben in ${((Date.now() - filled) / 1000).toFixed(1)} s`);
  } finally {
    await handle.close();
  }

  server = await startBenchServer({ port: PORT, database: DATABASE });
  const headers = { authorization: `Bearer ${tokens[0]}` };
  let turn = 0;
  const run = (path: string, duration: number) =>
    autocannon({
      url: server.url,
      connections: CONNECTIONS,
      duration,
      requests: [
        {
          method: 'GET',
          path,
          setupRequest: (request) => ({ ...request, headers: { authorization: `Bearer ${tokens[turn++ % tokens.length]}` } }),
        },
      ],
    });
  const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(new Date());
  const yearAgo = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(new Date(Date.now() - 364 * 24 * 3600 * 1000));
  const scenarios: Array<[string, string]> = [
    ['Startseite (GET /admin/dashboard)', '/admin/dashboard'],
    ['Audit: neueste Seite', '/admin/audit?per_page=50'],
    ['Audit: nach Person', `/admin/audit?staff_id=${actorId}&per_page=50`],
    ['Audit: nach Datensatz', '/admin/audit?record_type=provider&record_id=1234'],
    ['Audit: Zeitraum 1 Jahr, Seite 40', `/admin/audit?date_from=${yearAgo}&date_to=${today}&page=40&per_page=50`],
    ['Transparenzbericht 1 Jahr', `/admin/transparency?date_from=${yearAgo}&date_to=${today}`],
    ['Meldungen offen', '/admin/notices?status=open'],
    ['Anbieter: eingereicht', '/admin/providers?status=submitted'],
    ['Kunden: Suche', '/admin/customers?q=kunde'],
  ];
  const lines: string[] = [];
  try {
    for (const [label, path] of scenarios) {
      const check = await fetch(`${server.url}${path}`, { headers });
      if (!check.ok) throw new Error(`${path}: ${check.status} ${(await check.text()).slice(0, 300)}`);
      await run(path, 2);
      lines.push(line(label, await run(path, DURATION)));
    }
    // The report as one person meets it after a new decision: the kept figures are void, every request computes anew.
    const writer = openPostgres(databaseUrl(DATABASE), 1);
    const cold: number[] = [];
    try {
      const path = `/admin/transparency?date_from=${yearAgo}&date_to=${today}`;
      for (let round = 0; round < 20; round += 1) {
        await appendDecision(writer.db as Database, actorId);
        const asked = performance.now();
        const answer = await fetch(`${server.url}${path}`, { headers });
        if (!answer.ok) throw new Error(`${path}: ${answer.status}`);
        await answer.arrayBuffer();
        cold.push(performance.now() - asked);
      }
    } finally {
      await writer.close();
    }
    cold.sort((a, b) => a - b);
    const coldP50 = Math.round(cold[Math.floor(cold.length / 2)] ?? 0);
    const coldP95 = Math.round(cold[Math.ceil(cold.length * 0.95) - 1] ?? 0);
    lines.push(
      `| Transparenzbericht 1 Jahr, je nach neuer Entscheidung (einzeln, 20 Abfragen) | 1 | – | ${coldP50} ms | p95 ${coldP95} ms | max ${Math.round(cold.at(-1) ?? 0)} ms | 0 | ${coldP95 < 100 ? '✓' : '✗'} p95 < 100 ms |`,
    );
    const started = Date.now();
    const verification = (await (await fetch(`${server.url}/admin/audit/verification`, { headers })).json()) as {
      data: { ok: boolean; rows: number };
    };
    const seconds = (Date.now() - started) / 1000;
    console.log(`\nBackoffice auf PostgreSQL, ${ROWS.toLocaleString('de-DE')} Audit-Einträge, ${DURATION} s je Aufruf\n`);
    console.log('| Aufruf | Verbindungen | req/s | p50 | p97,5 | p99 | Fehler | Ziel |');
    console.log('|---|---|---|---|---|---|---|---|');
    for (const entry of lines) console.log(entry);
    console.log(
      `\nKettenprüfung: ${verification.data.rows.toLocaleString('de-DE')} Einträge in ${seconds.toFixed(1)} s, ` +
        `${verification.data.ok ? 'intakt' : 'NICHT intakt'} ${seconds < 30 && verification.data.ok ? '✓' : '✗'} < 30 s`,
    );
  } finally {
    await server.stop();
    await dropBenchDatabase(DATABASE);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
