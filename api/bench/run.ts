/**
 * API benchmark (not a test): autocannon against the real server started as a child process, with the
 * rate limit off. Prints one table. Targets: ≥ 1,500 req/s on PostgreSQL (50 connections), ≥ 500 on PGlite
 * (10 connections), p99 < 100 ms, zero errors; start on an existing PGlite folder ≤ 3 s.
 *
 *   npx -y pnpm@10.34.8 --filter @marktplatz/api bench            # PGlite (+ PostgreSQL when DATABASE_URL is set)
 *   BENCH_DURATION=10 … bench                                      # seconds per run (default 10)
 *   BENCH_ONLY=start … bench                                       # start times only (tsx and bundle, PGlite)
 *
 * The server runs as `pnpm start` runs it: the bundle `dist/main.js` (built first by `scripts/start.mjs --build`);
 * the start on an existing folder is also measured through tsx (`start:tsx`, compiling at start) for comparison.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import Fastify from 'fastify';
import pg from 'pg';
import { findApiRoot } from '../src/config';
import { PRODUCTION_OPERATOR_ENV } from '../test/fixtures/operator';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const ONLY = process.env.BENCH_ONLY;
const START_ONLY = ONLY === 'start';
const apiRoot = findApiRoot();
/** `BENCH_BUNDLE=dist/other.js` measures another build of the API (an A/B comparison on the same machine state). */
const BUNDLE = path.resolve(apiRoot, process.env.BENCH_BUNDLE ?? path.join('dist', 'main.js'));
const PASSWORD = 'Marktplatz2026!';
const CONTENT_QUERY = '{ pageBanners(page: LOGIN) { data { id title image } paginatorInfo { total currentPage } } }';

interface Row {
  scenario: string;
  connections: number | string;
  reqPerSec: string;
  p50: string;
  p99: string;
  errors: number | string;
  target: string;
  /** Database statements per request (PostgreSQL: committed transactions of the bench database / requests). */
  queriesPerRequest?: string;
}

const rows: Row[] = [];

function record(scenario: string, connections: number, result: Result, minimum?: number, queries?: number): void {
  const errors = result.errors + result.timeouts + result.non2xx;
  const met =
    minimum === undefined
      ? ''
      : result.requests.average >= minimum && result.latency.p99 < 100 && errors === 0
        ? `✓ ≥ ${minimum}`
        : `✗ ≥ ${minimum}`;
  rows.push({
    scenario,
    connections,
    reqPerSec: result.requests.average.toFixed(0),
    p50: `${result.latency.p50} ms`,
    p99: `${result.latency.p99} ms`,
    errors,
    target: met,
    ...(queries === undefined ? {} : { queriesPerRequest: (queries / Math.max(1, result.requests.total)).toFixed(2) }),
  });
}

async function waitForHealth(port: number, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`Server beendet mit Code ${child.exitCode}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('Server nicht rechtzeitig bereit');
}

/** `bundle`: `dist/main.js` as `pnpm start` runs it; `tsx`: the TypeScript sources compiled at start. */
type StartMode = 'bundle' | 'tsx';

function buildBundle(): void {
  if (process.env.BENCH_BUNDLE) return;
  execFileSync(process.execPath, [path.join(apiRoot, 'scripts', 'start.mjs'), '--build'], { cwd: apiRoot, stdio: 'inherit' });
}

async function startServer(
  port: number,
  env: Record<string, string>,
  mode: StartMode = 'bundle',
): Promise<{ child: ChildProcess; ms: number }> {
  const started = performance.now();
  const args = mode === 'bundle' ? [BUNDLE] : ['--import', 'tsx', path.join(apiRoot, 'src', 'main.ts')];
  const child = spawn(process.execPath, args, {
    cwd: apiRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      ...PRODUCTION_OPERATOR_ENV,
      JWT_SECRET: 'benchmark-geheimnis-mit-mehr-als-32-zeichen',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '0',
      DEV_OUTBOX: 'true',
      API_PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(port, child);
  return { child, ms: performance.now() - started };
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function login(port: number, email: string): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const body = (await response.json()) as { data?: { token?: string } };
  if (!body.data?.token) throw new Error(`Anmeldung fehlgeschlagen: ${JSON.stringify(body)}`);
  return body.data.token;
}

async function contentQuery(port: number): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: CONTENT_QUERY }),
  });
  const body = (await response.json()) as { errors?: unknown };
  return body.errors ? '{ apiVersion }' : CONTENT_QUERY;
}

/**
 * Counts the statements the server ran in the bench database: PostgreSQL's committed transactions (each statement
 * outside a transaction is one). A backend reports its counts when idle for a while or when it exits, so the
 * reading waits until the server's pool has closed its idle connections (pg's idle timeout, 10 s).
 */
type StatementCounter = () => Promise<number>;

async function settledCount(counter: StatementCounter | undefined): Promise<number | undefined> {
  if (!counter) return undefined;
  await new Promise((resolve) => setTimeout(resolve, 11_500));
  return counter();
}

async function measureApi(label: string, port: number, connections: number, minimum: number, counter?: StatementCounter): Promise<void> {
  const token = await login(port, 'kunde@example.com');
  const beforeProfile = await settledCount(counter);
  const profile = await autocannon({
    url: `http://127.0.0.1:${port}/profile/customer`,
    connections,
    duration: DURATION,
    headers: { authorization: `Bearer ${token}` },
  });
  const query = await contentQuery(port);
  const afterProfile = await settledCount(counter);
  record(
    `${label}: GET /profile/customer`,
    connections,
    profile,
    minimum,
    afterProfile === undefined || beforeProfile === undefined ? undefined : afterProfile - beforeProfile,
  );
  const graphql = await autocannon({
    url: `http://127.0.0.1:${port}/graphql`,
    connections,
    duration: DURATION,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  const afterGraphql = await settledCount(counter);
  record(
    `${label}: GraphQL ${query === CONTENT_QUERY ? 'pageBanners(LOGIN)' : 'apiVersion'}`,
    connections,
    graphql,
    minimum,
    afterGraphql === undefined || afterProfile === undefined ? undefined : afterGraphql - afterProfile,
  );
}

async function measureLogin(label: string, port: number, count = 40): Promise<void> {
  const timings: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const started = performance.now();
    await login(port, 'anbieter@example.com');
    timings.push(performance.now() - started);
  }
  timings.sort((a, b) => a - b);
  const at = (quantile: number) => timings[Math.min(timings.length - 1, Math.floor(quantile * timings.length))] ?? 0;
  rows.push({
    scenario: `${label}: POST /login (nacheinander, ${count}×)`,
    connections: 1,
    reqPerSec: (1000 / (timings.reduce((sum, value) => sum + value, 0) / count)).toFixed(0),
    p50: `${at(0.5).toFixed(0)} ms`,
    p99: `${at(0.99).toFixed(0)} ms`,
    errors: 0,
    target: 'argon2id-gebunden',
  });
}

async function helloWorld(): Promise<void> {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  await app.listen({ port: 4178, host: '127.0.0.1' });
  for (const connections of [10, 50]) {
    record(
      'Obergrenze: Fastify hello-world (im Bench-Prozess)',
      connections,
      await autocannon({ url: 'http://127.0.0.1:4178/', connections, duration: DURATION }),
    );
  }
  await app.close();
}

async function pglite(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mp-bench-pglite-'));
  try {
    const first = await startServer(4176, { DATA_DIR: dataDir });
    rows.push({
      scenario: 'PGlite: erster Start (initdb, Migration, Demodaten)',
      connections: '–',
      reqPerSec: '–',
      p50: `${first.ms.toFixed(0)} ms`,
      p99: '–',
      errors: '–',
      target: '',
    });
    await stopServer(first.child);
    const viaTsx = await startServer(4176, { DATA_DIR: dataDir }, 'tsx');
    await stopServer(viaTsx.child);
    rows.push({
      scenario: 'PGlite: Start auf vorhandenem Ordner über tsx (start:tsx, zum Vergleich)',
      connections: '–',
      reqPerSec: '–',
      p50: `${viaTsx.ms.toFixed(0)} ms`,
      p99: '–',
      errors: '–',
      target: '',
    });
    const second = await startServer(4176, { DATA_DIR: dataDir });
    rows.push({
      scenario: 'PGlite: Start auf vorhandenem Ordner (Bundle wie `start`, bis /health antwortet)',
      connections: '–',
      reqPerSec: '–',
      p50: `${second.ms.toFixed(0)} ms`,
      p99: '–',
      errors: '–',
      target: second.ms <= 3000 ? '✓ ≤ 3 s' : '✗ ≤ 3 s',
    });
    if (START_ONLY) {
      await stopServer(second.child);
      return;
    }
    try {
      await measureApi('PGlite', 4176, 10, 500);
      await measureLogin('PGlite', 4176);
    } finally {
      await stopServer(second.child);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function postgres(url: string): Promise<void> {
  const name = `mp_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const databaseUrl = new URL(url);
  databaseUrl.pathname = `/${name}`;
  try {
    const server = await startServer(4177, { DATABASE_URL: databaseUrl.toString() });
    try {
      const counter = async () => {
        const result = await admin.query<{ commits: string }>('SELECT xact_commit AS commits FROM pg_stat_database WHERE datname = $1', [
          name,
        ]);
        return Number(result.rows[0]?.commits ?? 0);
      };
      await measureApi('PostgreSQL', 4177, 50, 1500, counter);
      await measureLogin('PostgreSQL', 4177);
    } finally {
      await stopServer(server.child);
    }
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

async function main(): Promise<void> {
  buildBundle();
  if (ONLY === 'postgres') {
    if (!process.env.DATABASE_URL) throw new Error('BENCH_ONLY=postgres braucht DATABASE_URL');
    await postgres(process.env.DATABASE_URL);
    console.log(`\nMarktplatz-API-Benchmark, nur PostgreSQL (${DURATION} s je Lauf, Rate-Limit aus)\n`);
    console.table(rows);
    return;
  }
  if (START_ONLY) {
    await pglite();
    console.table(rows);
    return;
  }
  await helloWorld();
  await pglite();
  if (process.env.DATABASE_URL) await postgres(process.env.DATABASE_URL);
  else
    rows.push({
      scenario: 'PostgreSQL: übersprungen (DATABASE_URL nicht gesetzt)',
      connections: '–',
      reqPerSec: '–',
      p50: '–',
      p99: '–',
      errors: '–',
      target: '',
    });
  console.log(`\nMarktplatz-API-Benchmark (${DURATION} s je Lauf, Rate-Limit aus)\n`);
  console.table(rows);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
