/**
 * The benchmarks' shared start-up (not a test): the API as a child process on a given PostgreSQL database (production
 * mode, rate limit off, warnings only), a short-lived `pg` client, and a database bench's settings and frame (a
 * bench database filled once, the API on it while measuring). Used by `shop.ts`, `stores.ts`, `leads.ts` and `orders.ts`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { findApiRoot } from '../src/config';
import { PRODUCTION_OPERATOR_ENV } from '../test/fixtures/operator';

/** The admin connection (creates and drops the bench databases): DATABASE_URL or the local `test` database. */
export const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** The admin URL with another database name. */
export function databaseUrl(name: string): string {
  return Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
}

export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Whether a bench database of that name exists (`BENCH_KEEP=1` runs reuse it). */
export async function benchDatabaseExists(name: string): Promise<boolean> {
  return withClient(
    adminUrl,
    async (client) => (await client.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1,
  );
}

/** Drops the bench database of that name, if any, and creates it empty. */
export async function recreateBenchDatabase(name: string): Promise<void> {
  await withClient(adminUrl, async (client) => {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  });
}

/** Drops the bench database of that name, if any. */
export async function dropBenchDatabase(name: string): Promise<void> {
  await withClient(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
}

async function answers(port: number): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/health`, { signal: AbortSignal.timeout(1_000) })).ok;
  } catch {
    return false;
  }
}

export interface BenchServer {
  child: ChildProcess;
  /** `http://127.0.0.1:<port>` */
  url: string;
  stop(): Promise<void>;
}

/**
 * `BENCH_CPU_PROF=1` (into BENCH_CPU_PROF_DIR, default `<tmp>/marktplatz-bench-profiles`) or `BENCH_CPU_PROF=<dir>`: node's arguments
 * that make the API write a V8 CPU profile when it stops (open it in Chrome DevTools or speedscope); else none.
 */
export function cpuProfileArgs(): string[] {
  const setting = process.env.BENCH_CPU_PROF;
  if (!setting) return [];
  const dir = setting === '1' ? (process.env.BENCH_CPU_PROF_DIR ?? path.join(tmpdir(), 'marktplatz-bench-profiles')) : setting;
  return ['--cpu-prof', `--cpu-prof-dir=${dir}`];
}

/**
 * Starts the API (`src/main.ts` through tsx) on `port` against `database` and waits until `/health` answers (the first
 * start migrates and seeds). Refuses a port another server already answers on, which would be measured instead.
 */
export async function startBenchServer(options: {
  port: number;
  database: string;
  env?: Record<string, string>;
  /** Extra node flags for the API, e.g. `--cpu-prof` (not allowed in NODE_OPTIONS). */
  nodeArgs?: string[];
}): Promise<BenchServer> {
  const { port } = options;
  if (await answers(port)) throw new Error(`Port ${port} ist schon belegt; bitte mit BENCH_PORT=<freier Port> starten.`);
  const apiRoot = findApiRoot();
  const child = spawn(
    process.execPath,
    [...(options.nodeArgs ?? cpuProfileArgs()), '--import', 'tsx', path.join(apiRoot, 'src', 'main.ts')],
    {
      cwd: apiRoot,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        ...PRODUCTION_OPERATOR_ENV,
        DATABASE_URL: databaseUrl(options.database),
        JWT_SECRET: 'benchmark-geheimnis-mit-mehr-als-32-zeichen',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_MAX: '0',
        DEV_OUTBOX: 'false',
        API_PORT: String(port),
        ...options.env,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null) return;
    // autocannon returns with requests still in flight; let them finish before the server closes its pool.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  const started = Date.now();
  while (Date.now() - started < 180_000) {
    if (child.exitCode !== null) throw new Error(`Server beendet mit Code ${child.exitCode}`);
    if (await answers(port)) return { child, url, stop };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error('Server nicht rechtzeitig bereit');
}

const CLOCK_TICKS = 100;

/** User + system CPU seconds of a process (Linux `/proc`), 0 when it is gone. */
function cpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return 0;
  }
}

/**
 * CPU seconds used so far by the API process and by the PostgreSQL backends serving the bench database `database`
 * (PostgreSQL runs on the same machine; both are on the same cores as the load). Take it before and after a run and
 * divide the difference by the requests: CPU time per request depends far less on the machine's load than req/s.
 */
export async function serverCpu(server: BenchServer, database: string): Promise<{ api: number; postgres: number }> {
  const backends = await withClient(adminUrl, async (client) =>
    (
      await client.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [database])
    ).rows.map((row) => row.pid),
  );
  return {
    api: server.child.pid ? cpuSeconds(server.child.pid) : 0,
    postgres: backends.reduce((total, pid) => total + cpuSeconds(pid), 0),
  };
}

/** What a database bench reads from the environment (BENCH_DURATION, BENCH_PORT, BENCH_DATABASE, BENCH_KEEP). */
export interface BenchSettings {
  /** Seconds per measurement. */
  duration: number;
  port: number;
  /** `BENCH_DATABASE=<name>` measures on an own database (e.g. next to someone else's run). */
  database: string;
  /** `BENCH_KEEP=1` keeps the database after the run and reuses it on the next (for looking at query plans). */
  keep: boolean;
}

export function benchSettings(defaults: { port: number; database: string }): BenchSettings {
  const database = process.env.BENCH_DATABASE ?? defaults.database;
  if (!/^[a-z_][a-z0-9_]*$/.test(database)) throw new Error('BENCH_DATABASE: nur Kleinbuchstaben, Ziffern und _');
  return {
    duration: Number(process.env.BENCH_DURATION ?? 10),
    port: Number(process.env.BENCH_PORT ?? defaults.port),
    database,
    keep: process.env.BENCH_KEEP === '1',
  };
}

/**
 * A database bench's frame: unless `keep` finds the database from an earlier run, drops and creates it, starts the API
 * once (migrations, demo data), stops it and `fill`s it; then starts the API on it for `measure` and afterwards stops it
 * and drops the database (unless `keep`). `nodeArgs` go to the measured API's start (default: cpuProfileArgs), `fillNodeArgs`
 * to the first one.
 */
export async function withBenchDatabase<T>(
  settings: BenchSettings,
  steps: { fill: (client: pg.Client) => Promise<void>; fillNodeArgs?: string[]; nodeArgs?: string[] },
  measure: (server: BenchServer) => Promise<T>,
): Promise<T> {
  const { port, database, keep } = settings;
  if (!(keep && (await benchDatabaseExists(database)))) {
    await recreateBenchDatabase(database);
    await (await startBenchServer({ port, database, nodeArgs: steps.fillNodeArgs })).stop();
    await withClient(databaseUrl(database), steps.fill);
  }
  const server = await startBenchServer({ port, database, nodeArgs: steps.nodeArgs });
  try {
    return await measure(server);
  } finally {
    await server.stop();
    // `BENCH_KEEP=1` keeps the database for EXPLAIN after the run.
    if (!keep) await dropBenchDatabase(database);
  }
}
