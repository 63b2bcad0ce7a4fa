/**
 * Outages under bounded load, on an API process whose PostgreSQL and Redis are the test's own to stop: PostgreSQL is
 * reached through a TCP proxy that the test cuts for 10 s (every connection dropped, new ones refused — the
 * machine's server itself is never touched), and a redis-server of the test's own on a free port is frozen
 * (SIGSTOP: a hung Redis) for 8 s and then killed for 12 s before it starts again. Meanwhile 4 clients call a
 * mix of routes (reads and writes on the database, a login of a demo user, a realtime ticket that needs Redis, a
 * chat message whose live event is best effort, the catalog).
 *
 * Asserted: every answer is 2xx or 503 with `Retry-After` (no 500, no dropped connection); chat messages are sent
 * while Redis is down; after each outage the instance serves everything again without a restart; the log (at
 * `info`, every request line) holds no e-mail address and names each kind of outage at most once per 30 s.
 * Timing is printed, not asserted: counts by status and p50/p99 latencies per phase. PostgreSQL project only.
 */
import { randomBytes } from 'node:crypto';
import { loadConfig } from '../src/config';
import { openPostgres, type DatabaseHandle } from '../src/db/client';
import { createUserWithToken, DEMO } from './helpers';
import {
  type ApiProcess,
  freePort,
  freshPostgresDatabase,
  OwnRedis,
  redisServerAvailable,
  sleep,
  startApi,
  TcpProxy,
  waitFor,
} from './services';

const JWT_SECRET = 'ausfall-test-geheimnis-mit-mindestens-32-zeichen';
const CONCURRENCY = 4;
const CUSTOMERS = 12;

const enabled = process.env.MP_TEST_DRIVER === 'postgres' && Boolean(process.env.DATABASE_URL) && redisServerAvailable();

let database: { url: string; drop: () => Promise<void> } | undefined;
let handle: DatabaseHandle | undefined;
let proxy: TcpProxy | undefined;
let redis: OwnRedis | undefined;
let api: ApiProcess | undefined;

beforeAll(async () => {
  if (!enabled) return;
  database = await freshPostgresDatabase('mp_outage');
  const target = new URL(database.url);
  proxy = new TcpProxy(target.hostname, Number(target.port || 5432));
  await proxy.start();
  redis = new OwnRedis(await freePort());
  await redis.start();
  api = await startApi(
    {
      DATABASE_URL: proxy.through(database.url),
      REDIS_URL: redis.url,
      JWT_SECRET,
      RATE_LIMIT_MAX: '1000000',
      JOBS_POLL_MS: '250',
      LOG_LEVEL: 'info',
    },
    { keepOutput: true },
  );
  handle = openPostgres(database.url, 2);
}, 240_000);

afterAll(async () => {
  await api?.kill();
  redis?.resume();
  await redis?.stop();
  await proxy?.restore();
  await handle?.close();
  await proxy?.cut();
  await database?.drop();
}, 60_000);

type Operation = 'read' | 'write' | 'login' | 'ticket' | 'message' | 'catalog';
const MIX: Operation[] = ['read', 'ticket', 'message', 'catalog', 'write', 'read', 'ticket', 'message', 'login', 'catalog'];

interface Outcome {
  phase: string;
  /** The phase when the answer came: a request still in flight when the next outage began felt that outage too. */
  endPhase: string;
  operation: Operation;
  status: number;
  retryAfter: string | null;
  /** The connection failed (the instance did not answer at all). */
  failed: boolean;
  ms: number;
}

const address = (n: number) => ({
  gender: 'female',
  first_name: 'Lena',
  last_name: `Ausfall${n}`,
  email: '',
  alternate_email: false,
  phone: '+49 30 123456',
  company: '',
  street: 'Kastanienallee',
  street_number: String((n % 200) + 1),
  zip: '10435',
  city: 'Berlin',
  country: 'DE',
});

function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!);
}

describe('outages under load (own PostgreSQL proxy, own Redis)', () => {
  it('answers 2xx or 503 with Retry-After throughout, keeps chat messages going without Redis, recovers by itself, and logs no e-mail address', async () => {
    if (!enabled) return;
    const config = { ...loadConfig({ NODE_ENV: 'test', JWT_SECRET }), jwtSecret: JWT_SECRET };
    const context = { db: handle!.db, config };
    const customers: Array<{ id: number; token: string }> = [];
    for (let i = 0; i < CUSTOMERS; i += 1) customers.push(await createUserWithToken(context, 'User'));
    const provider = await createUserWithToken(context, 'Company');

    // A fresh registration, confirmed through the dev outbox (its address in a query string), before the load.
    const fresh = `ausfall-${randomBytes(4).toString('hex')}@example.com`;
    const registered = await fetch(`${api!.url}/register/customer`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ gender: 'female', first_name: 'Lena', last_name: 'Fischer', email: fresh, password: 'Sichere-Pass-2026' }),
    });
    expect(registered.status).toBe(201);
    const outbox = (await (await fetch(`${api!.url}/dev/outbox?recipient=${encodeURIComponent(fresh)}`)).json()) as {
      data: Array<{ links: string[] }>;
    };
    const token = new URL(outbox.data[0]!.links[0]!).searchParams.get('token');
    const confirmed = await fetch(`${api!.url}/register/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    expect(confirmed.status).toBe(200);

    const outcomes: Outcome[] = [];
    let phase = 'normal';
    let running = true;
    let counter = 0;
    let writes = 0;

    const request = async (operation: Operation, n: number): Promise<Response> => {
      const customer = customers[n % CUSTOMERS]!;
      const auth = { authorization: `Bearer ${customer.token}` };
      const json = { 'content-type': 'application/json' };
      const signal = AbortSignal.timeout(30_000);
      switch (operation) {
        case 'read':
          return fetch(`${api!.url}/shipping-address`, { headers: auth, signal });
        case 'write': {
          writes += 1;
          const writer = customers[writes % CUSTOMERS]!;
          return fetch(`${api!.url}/shipping-address/store`, {
            method: 'POST',
            headers: { authorization: `Bearer ${writer.token}`, ...json },
            body: JSON.stringify(address(n)),
            signal,
          });
        }
        case 'login':
          return fetch(`${api!.url}/login`, {
            method: 'POST',
            headers: json,
            body: JSON.stringify(
              n % 2 === 0 ? { email: DEMO.customer, password: DEMO.password } : { email: fresh, password: 'Sichere-Pass-2026' },
            ),
            signal,
          });
        case 'ticket':
          return fetch(`${api!.url}/getChatAddress`, { headers: auth, signal });
        case 'message':
          return fetch(`${api!.url}/sendMessage`, {
            method: 'POST',
            headers: { ...auth, ...json },
            body: JSON.stringify({ receiver_id: provider.id, message: `Nachricht ${n}` }),
            signal,
          });
        case 'catalog':
          return fetch(`${api!.url}/latestProductList?per_page=5`, { signal });
      }
    };

    const client = async () => {
      while (running) {
        counter += 1;
        const n = counter;
        let operation = MIX[n % MIX.length]!;
        if (operation === 'write' && writes >= CUSTOMERS * 45) operation = 'read';
        const outcome: Outcome = { phase, endPhase: phase, operation, status: 0, retryAfter: null, failed: false, ms: 0 };
        const started = performance.now();
        try {
          const response = await request(operation, n);
          outcome.status = response.status;
          outcome.retryAfter = response.headers.get('retry-after');
          await response.arrayBuffer();
        } catch {
          outcome.failed = true;
        }
        outcome.ms = performance.now() - started;
        outcome.endPhase = phase;
        outcomes.push(outcome);
        await sleep(20);
      }
    };
    const load = Promise.all(Array.from({ length: CONCURRENCY }, () => client()));

    const started = Date.now();
    await sleep(3000);
    phase = 'pg-down';
    await proxy!.cut();
    await sleep(10_000);
    phase = 'pg-restored';
    await proxy!.restore();
    await sleep(1500);
    phase = 'pg-recovered';
    await sleep(3000);
    phase = 'redis-hung';
    redis!.pause();
    await sleep(8000);
    phase = 'redis-down';
    await redis!.stop();
    await sleep(12_000);
    phase = 'redis-restored';
    await redis!.start();
    await sleep(3000);
    phase = 'redis-recovered';
    await sleep(3000);
    running = false;
    await load;
    const seconds = Math.round((Date.now() - started) / 1000);

    // Recovery without a restart: ready again, and a ticket is issued.
    try {
      await waitFor('bereit', async () => (await fetch(`${api!.url}/ready`)).status === 200, 30_000, 250);
    } catch (error) {
      // The instance's own last words (it is the test's own process; its log holds no personal data, see below).
      throw new Error(`${String(error)}\n${api!.output().slice(-6000)}`, { cause: error });
    }

    const phases = ['normal', 'pg-down', 'pg-restored', 'pg-recovered', 'redis-hung', 'redis-down', 'redis-restored', 'redis-recovered'];
    const table = phases.map((name) => {
      const rows = outcomes.filter((outcome) => outcome.phase === name);
      const byStatus: Record<string, number> = {};
      for (const row of rows) {
        const key = row.failed ? 'connection-error' : String(row.status);
        byStatus[key] = (byStatus[key] ?? 0) + 1;
      }
      const ms = rows.map((row) => row.ms);
      return { phase: name, requests: rows.length, byStatus, p50ms: percentile(ms, 50), p99ms: percentile(ms, 99) };
    });
    const perOperation = (name: string) =>
      Object.fromEntries(
        (['read', 'write', 'login', 'ticket', 'message', 'catalog'] as const).map((operation) => {
          const rows = outcomes.filter((outcome) => outcome.phase === name && outcome.operation === operation);
          const ms = rows.map((row) => row.ms);
          return [
            operation,
            `${rows.length} · ${rows.filter((row) => row.status === 503).length}×503 · p50 ${percentile(ms, 50)} ms · p99 ${percentile(ms, 99)} ms`,
          ];
        }),
      );
    console.log(
      `Ausfalltest (${CONCURRENCY} Clients, ${seconds} s, ${outcomes.length} Anfragen):\n${table
        .map(
          (row) =>
            `${row.phase.padEnd(16)} ${String(row.requests).padStart(5)}  p50 ${row.p50ms} ms  p99 ${row.p99ms} ms  ${JSON.stringify(row.byStatus)}`,
        )
        .join('\n')}\n` +
        `pg-down je Aufruf: ${JSON.stringify(perOperation('pg-down'), null, 1)}\n` +
        `redis-hung je Aufruf: ${JSON.stringify(perOperation('redis-hung'), null, 1)}\n` +
        `redis-down je Aufruf: ${JSON.stringify(perOperation('redis-down'), null, 1)}`,
    );

    // Every answer: 2xx, or 503 with Retry-After. No 500, no dropped connection.
    const wrong = outcomes.filter(
      (outcome) =>
        outcome.failed || !((outcome.status >= 200 && outcome.status < 300) || (outcome.status === 503 && Number(outcome.retryAfter) > 0)),
    );
    expect(wrong).toEqual([]);
    // The outages were felt: the database's calls answered 503 while it was cut, tickets while Redis was down.
    expect(outcomes.some((outcome) => outcome.phase === 'pg-down' && outcome.status === 503)).toBe(true);
    expect(outcomes.some((outcome) => outcome.phase === 'redis-down' && outcome.operation === 'ticket' && outcome.status === 503)).toBe(
      true,
    );
    // Without Redis, what does not need it goes on: chat messages, reads, writes, logins, the catalog.
    for (const name of ['redis-hung', 'redis-down']) {
      const rows = outcomes.filter((outcome) => outcome.phase === name && outcome.operation !== 'ticket');
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.filter((row) => row.status < 200 || row.status >= 300)).toEqual([]);
    }
    // Recovered without a restart: after each outage everything answers 2xx again (requests that were still waiting
    // when Redis was paused at the end of „pg-recovered“ belong to that outage, not to the recovery).
    for (const name of ['pg-recovered', 'redis-recovered']) {
      const rows = outcomes.filter((outcome) => outcome.phase === name && outcome.endPhase === name);
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.filter((row) => row.status < 200 || row.status >= 300)).toEqual([]);
    }

    // The log: no e-mail address (the demo users', the fresh one's, or any other), outages named once per kind.
    const log = api!.output();
    expect(log).toContain('"url":"/login"');
    for (const email of [DEMO.customer, DEMO.provider, fresh]) expect(log).not.toContain(email);
    expect(log).not.toMatch(/[A-Za-z0-9._%+-]+@[A-Za-z][A-Za-z0-9-]*\.[A-Za-z]{2,}/);
    expect(log).not.toContain('unhandled error');
    const outageLines = log
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { msg?: string; outage?: string; reason?: string })
      .filter((entry) => entry.msg?.startsWith('Dienst nicht erreichbar'));
    expect(outageLines.length).toBeGreaterThan(0);
    const perKind = new Map<string, number>();
    for (const entry of outageLines)
      perKind.set(`${entry.outage}:${entry.reason}`, (perKind.get(`${entry.outage}:${entry.reason}`) ?? 0) + 1);
    console.log(`Ausfall-Logzeilen je Art: ${JSON.stringify(Object.fromEntries(perKind))}`);
    // Request handling and the job worker each keep their own window: at most 2 lines per kind and window.
    for (const count of perKind.values()) expect(count).toBeLessThanOrEqual(2 * Math.ceil(seconds / 30));
  }, 300_000);
});
