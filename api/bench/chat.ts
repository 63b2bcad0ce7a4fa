/**
 * Chat benchmark (not a test): 1,000 connected WebSocket clients in 500 conversations on PostgreSQL; messages are
 * sent through `POST /sendMessage` at a fixed rate (open loop: every message has its planned send time, so a slow
 * server cannot slow the sender down and hide its own latency) and each one is timed from its planned send time to
 * its arrival on the partner's socket.
 *
 * Scenarios (each on fresh API processes, NODE_ENV=production, rate limit off):
 * - in-process: one API instance without Redis (in-process bus and presence map); target p99 < 150 ms;
 * - Redis: two API instances on one Redis; the two people of every conversation sit on different instances and each
 *   sends through its own, so every message crosses Redis pub/sub; target p99 < 250 ms.
 * Per scenario: 200 messages a second for BENCH_DURATION seconds (every message must arrive), then the rate is
 * stepped up (BENCH_STEPS) until a message is missing or the deliveries fall behind (under 95 % of the send rate, or
 * a median over 1 s: a backlog). The summary names the highest rate whose p99 met the target and the highest rate
 * delivered without a backlog (the sustained deliveries per second). Prints one table and the load average.
 *
 *   npx -y pnpm@10.34.8 --filter @marktplatz/api bench:chat
 *   BENCH_DURATION=10            seconds per step (default 10)
 *   BENCH_STEPS=300,400,600,…    the ramp after the 200/s run (default 300,400,500,600,800,1000,1200,1600)
 *   BENCH_SCENARIOS=memory,redis which scenarios (default both; redis is skipped when no Redis answers)
 *   BENCH_PROFILE=<dir>          writes a V8 CPU profile of every API process to <dir> (open in Chrome DevTools)
 * Needs PostgreSQL (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test) and for the Redis scenario a
 * Redis (REDIS_URL, default redis://127.0.0.1:6379).
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { loadavg } from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { loadConfig } from '../src/config';
import { signAccessToken } from '../src/http/auth';
import { spawn } from 'node:child_process';
import { findApiRoot } from '../src/config';
import { type ApiProcess, freePort, freshPostgresDatabase, ping, startApi, waitFor } from '../test/services';
import { adminUrl, withClient } from './server';
import { PRODUCTION_OPERATOR_ENV } from '../test/fixtures/operator';

process.env.DATABASE_URL ??= adminUrl;

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const BASE_RATE = 200;
const STEPS = (process.env.BENCH_STEPS ?? '300,400,500,600,800,1000,1200,1600')
  .split(',')
  .map(Number)
  .filter((rate) => rate > 0);
const SCENARIOS = (process.env.BENCH_SCENARIOS ?? 'memory,redis').split(',');
const PROFILE_DIR = process.env.BENCH_PROFILE ? path.resolve(process.env.BENCH_PROFILE) : null;
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const CONVERSATIONS = 500;
const JWT_SECRET = 'chat-bench-geheimnis-mit-mindestens-zweiunddreissig-zeichen';
/** Messages still missing this long after the last send count as lost (or lagging). */
const DRAIN_MS = 3_000;
/** The chat's own limit: 30 messages a minute per sender (fixed windows of a calendar minute). */
const SEND_LIMIT = 30;
const HEARTBEAT_MS = 20_000;
/** A median above this means a backlog is building up: the step did not keep up. */
const LAG_MS = 1_000;

interface Person {
  id: number;
  token: string;
  /** Index of the API instance this person's socket and sends go to. */
  instance: number;
}

interface Pair {
  conversationId: number;
  people: [Person, Person];
}

interface StepResult {
  scenario: string;
  rate: number;
  sent: number;
  delivered: number;
  missing: number;
  errors: number;
  deliveriesPerSecond: number;
  p50: number;
  p99: number;
  max: number;
  target: number;
  /** Every message arrived, the deliveries kept pace with the sends and no backlog built up. */
  keptUp: boolean;
  /** Kept up and p99 under the target. */
  held: boolean;
  load: string;
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** 1,000 people (half customers, half providers) and 500 conversations, written directly (set-based). */
type Role = 'User' | 'Company';
type SeededPair = { conversationId: number; low: { id: number; role: Role }; high: { id: number; role: Role } };

async function seed(databaseUrl: string): Promise<SeededPair[]> {
  return withClient(databaseUrl, async (client) => {
    const tag = randomBytes(3).toString('hex');
    const inserted = await client.query<{ id: number; role: Role; n: number }>(
      `insert into users (role, email, password_hash, first_name, last_name, email_confirmed_at)
       select case when n % 2 = 0 then 'User' else 'Company' end, 'chat-bench-' || $1 || '-' || n || '@example.com', 'nicht-anmeldbar',
         'Bench', 'Person ' || n, now()
       from generate_series(0, ${CONVERSATIONS * 2 - 1}) n
       returning id, role, (regexp_match(email, '-(\\d+)@'))[1]::int as n`,
      [tag],
    );
    const byN = new Map(inserted.rows.map((row) => [Number(row.n), row]));
    const lows: number[] = [];
    const highs: number[] = [];
    for (let i = 0; i < CONVERSATIONS; i += 1) {
      const a = byN.get(2 * i)!.id;
      const b = byN.get(2 * i + 1)!.id;
      lows.push(Math.min(a, b));
      highs.push(Math.max(a, b));
    }
    const conversations = await client.query<{ id: number; user_low: number; user_high: number }>(
      `insert into chat_conversations (user_low, user_high) select * from unnest($1::int[], $2::int[]) returning id, user_low, user_high`,
      [lows, highs],
    );
    await client.query(
      `insert into chat_participants (conversation_id, user_id)
       select id, user_low from chat_conversations where id = any($1::int[])
       union all select id, user_high from chat_conversations where id = any($1::int[])`,
      [conversations.rows.map((row) => row.id)],
    );
    await client.query('analyze');
    const role = new Map(inserted.rows.map((row) => [row.id, row.role]));
    return conversations.rows.map((row) => ({
      conversationId: row.id,
      low: { id: row.user_low, role: role.get(row.user_low)! },
      high: { id: row.user_high, role: role.get(row.user_high)! },
    }));
  });
}

/** A keep-alive HTTP client per instance; sends queue in the agent when all its sockets are busy. */
function poster(base: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const url = new URL(base);
  return (path: string, token: string, body: unknown): Promise<{ status: number; text: string }> =>
    new Promise((resolve, reject) => {
      const payload = JSON.stringify(body);
      const request = http.request(
        {
          agent,
          host: url.hostname,
          port: url.port,
          path,
          method: body === undefined ? 'GET' : 'POST',
          headers: {
            authorization: `Bearer ${token}`,
            ...(body === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      if (body !== undefined) request.write(payload);
      request.end();
    });
}

class Run {
  /** client_message_id → planned send time */
  readonly pending = new Map<string, number>();
  readonly latencies: number[] = [];
  delivered = 0;
  lastDelivery = 0;

  receive(clientId: string): void {
    const planned = this.pending.get(clientId);
    if (planned === undefined) return;
    this.pending.delete(clientId);
    const now = performance.now();
    this.latencies.push(now - planned);
    this.delivered += 1;
    this.lastDelivery = now;
  }
}

interface Bench {
  label: string;
  target: number;
  apis: ApiProcess[];
  pairs: Pair[];
  posts: Array<ReturnType<typeof poster>>;
  sockets: WebSocket[];
  run: Run | null;
  /** Sends per person in the current calendar minute (the chat's rate-limit window). */
  used: Map<number, number>;
  usedMinute: number;
  timers: NodeJS.Timeout[];
}

async function connect(bench: Bench): Promise<void> {
  const people = bench.pairs.flatMap((pair) => pair.people);
  let next = 0;
  const open = async (person: Person) => {
    const api = bench.apis[person.instance]!;
    const address = await bench.posts[person.instance]!('/getChatAddress', person.token, undefined);
    if (address.status !== 200) throw new Error(`/getChatAddress: ${address.status} ${address.text}`);
    const ticket = (JSON.parse(address.text) as { data: { ticket: string } }).data.ticket;
    const socket = new WebSocket(`${api.url.replace(/^http/, 'ws')}/chat/ws?ticket=${encodeURIComponent(ticket)}`);
    await new Promise<void>((resolve, reject) => {
      socket.once('error', reject);
      socket.on('message', (data) => {
        const text = data.toString();
        if (text.startsWith('{"type":"ready"')) {
          resolve();
          return;
        }
        if (!text.startsWith('{"type":"message"')) return;
        const event = JSON.parse(text) as { message: { sender_id: number; client_message_id: string | null } };
        if (event.message.sender_id !== person.id && event.message.client_message_id) bench.run?.receive(event.message.client_message_id);
      });
    });
    socket.on('error', () => undefined);
    bench.sockets.push(socket);
    // Heartbeats keep the presence alive (clients beat every 20 s), spread over the interval.
    const start = setTimeout(() => {
      socket.send('{"type":"ping"}');
      bench.timers.push(setInterval(() => socket.send('{"type":"ping"}'), HEARTBEAT_MS));
    }, Math.random() * HEARTBEAT_MS);
    bench.timers.push(start);
  };
  await Promise.all(
    Array.from({ length: 25 }, async () => {
      while (next < people.length) await open(people[next++]!);
    }),
  );
}

/** Waits for the next calendar minute when the step could push someone over the chat's 30 messages a minute. */
async function respectSendLimit(bench: Bench, perPerson: number): Promise<void> {
  const minute = Math.floor(Date.now() / 60_000);
  if (minute !== bench.usedMinute) {
    bench.used.clear();
    bench.usedMinute = minute;
  }
  const most = Math.max(0, ...bench.used.values());
  if (most + perPerson <= SEND_LIMIT) return;
  const wait = (minute + 1) * 60_000 - Date.now() + 300;
  console.log(`  (wartet ${Math.ceil(wait / 1000)} s auf die nächste Minute: höchstens ${SEND_LIMIT} Nachrichten je Person und Minute)`);
  await sleep(wait);
  bench.used.clear();
  bench.usedMinute = Math.floor(Date.now() / 60_000);
}

/** Sends `rate` messages a second for `seconds`, open loop; answers the step's figures. */
async function step(bench: Bench, rate: number, seconds: number): Promise<StepResult> {
  const total = Math.round(rate * seconds);
  const perPerson = Math.ceil(total / (CONVERSATIONS * 2));
  await respectSendLimit(bench, perPerson);
  const run = new Run();
  bench.run = run;
  let errors = 0;
  let firstError = '';
  let sent = 0;
  const loadBefore = load();
  const started = performance.now();
  const inFlight: Array<Promise<void>> = [];
  const tag = randomBytes(3).toString('hex');
  await new Promise<void>((resolve) => {
    const tick = () => {
      const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * rate) + 1);
      while (sent < due) {
        const i = sent;
        sent += 1;
        const pair = bench.pairs[i % CONVERSATIONS]!;
        const from = pair.people[Math.floor(i / CONVERSATIONS) % 2]!;
        bench.used.set(from.id, (bench.used.get(from.id) ?? 0) + 1);
        const clientId = `b${tag}-${i}`;
        run.pending.set(clientId, started + (i / rate) * 1000);
        inFlight.push(
          bench.posts[from.instance]!('/sendMessage', from.token, {
            conversation_id: pair.conversationId,
            message: `Benchmark-Nachricht ${i}: Guten Tag, ist das Angebot noch aktuell?`,
            client_message_id: clientId,
          })
            .then((answer) => {
              if (answer.status !== 201) {
                errors += 1;
                firstError ||= `${answer.status} ${answer.text.slice(0, 200)}`;
                run.pending.delete(clientId);
              }
            })
            .catch((error: unknown) => {
              errors += 1;
              firstError ||= String(error);
              run.pending.delete(clientId);
            }),
        );
      }
      if (sent >= total) resolve();
      else setTimeout(tick, 2);
    };
    tick();
  });
  await Promise.all(inFlight);
  const sendEnd = started + seconds * 1000;
  const deadline = Math.max(performance.now(), sendEnd) + DRAIN_MS;
  while (run.pending.size > 0 && performance.now() < deadline) await sleep(20);
  bench.run = null;
  if (firstError) console.log(`  Fehler beim Senden (${errors}×), zuerst: ${firstError}`);
  const sorted = [...run.latencies].sort((a, b) => a - b);
  const elapsed = (Math.max(run.lastDelivery, sendEnd) - started) / 1000;
  const p99 = percentile(sorted, 99);
  const deliveriesPerSecond = run.delivered / elapsed;
  const missing = sent - errors - run.delivered;
  const result: StepResult = {
    scenario: bench.label,
    rate,
    sent,
    delivered: run.delivered,
    missing,
    errors,
    deliveriesPerSecond,
    p50: percentile(sorted, 50),
    p99,
    max: sorted.at(-1) ?? 0,
    target: bench.target,
    keptUp: false,
    held: false,
    load: `${loadBefore} → ${load()}`,
  };
  result.keptUp = errors === 0 && missing === 0 && deliveriesPerSecond >= rate * 0.95 && result.p50 < LAG_MS;
  result.held = result.keptUp && p99 < bench.target;
  console.log(
    `  ${bench.label} ${rate}/s: ${run.delivered}/${sent} zugestellt, p50 ${result.p50.toFixed(0)} ms, p99 ${p99.toFixed(0)} ms, ` +
      `${deliveriesPerSecond.toFixed(0)}/s${result.held ? '' : result.keptUp ? ' – p99 über dem Ziel' : ' – kommt nicht mehr nach'} (Last ${result.load})`,
  );
  return result;
}

async function scenario(
  label: string,
  target: number,
  env: Record<string, string>,
  instances: number,
  pairs: SeededPair[],
  results: StepResult[],
): Promise<void> {
  const config = { ...loadConfig({ NODE_ENV: 'test', JWT_SECRET }), jwtSecret: JWT_SECRET };
  const apis: ApiProcess[] = [];
  const bench: Bench = { label, target, apis, pairs: [], posts: [], sockets: [], run: null, used: new Map(), usedMinute: 0, timers: [] };
  try {
    for (let i = 0; i < instances; i += 1)
      apis.push(PROFILE_DIR ? await startProfiled(env, PROFILE_DIR) : await startApi(env, { timeoutMs: 180_000 }));
    bench.posts = apis.map((api) => poster(api.url));
    const person = async (user: { id: number; role: Role }, instance: number): Promise<Person> => ({
      id: user.id,
      instance,
      token: (await signAccessToken(config, { id: user.id, role: user.role, tokenVersion: 0 })).token,
    });
    for (const row of pairs) {
      // With two instances the two people of a conversation sit on different ones: every message crosses Redis.
      bench.pairs.push({ conversationId: row.conversationId, people: [await person(row.low, 0), await person(row.high, instances - 1)] });
    }
    const connecting = performance.now();
    await connect(bench);
    console.log(`${label}: ${bench.sockets.length} Sockets verbunden in ${((performance.now() - connecting) / 1000).toFixed(1)} s`);
    // Warm-up (JIT, connection pools), not counted.
    await step(bench, 100, 5);
    const base = await step(bench, BASE_RATE, DURATION);
    results.push(base);
    for (const rate of STEPS) {
      const result = await step(bench, rate, DURATION);
      results.push(result);
      if (!result.keptUp) break;
    }
  } finally {
    for (const timer of bench.timers) clearTimeout(timer);
    for (const socket of bench.sockets) socket.terminate();
    // SIGTERM lets a profiled process write its profile; SIGKILL after 15 s.
    await Promise.all(apis.map((api) => Promise.race([api.terminate(), sleep(15_000).then(() => api.kill())])));
  }
}

/** The API with `--cpu-prof` (not allowed in NODE_OPTIONS, so started here); the profile is written on SIGTERM. */
async function startProfiled(env: Record<string, string>, directory: string): Promise<ApiProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--cpu-prof', `--cpu-prof-dir=${directory}`, '--import', 'tsx', path.join('src', 'main.ts')], {
    cwd: findApiRoot(),
    env: { ...process.env, API_PORT: String(port), PUBLIC_API_URL: url, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await waitFor(`API auf ${port}`, async () => (await fetch(`${url}/health`)).ok, 180_000, 250);
  return {
    port,
    url,
    child,
    output: () => '',
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
    async terminate() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

async function main(): Promise<void> {
  const database = await freshPostgresDatabase('mp_bench_chat');
  const results: StepResult[] = [];
  const env = {
    NODE_ENV: 'production',
    ...PRODUCTION_OPERATOR_ENV,
    DATABASE_URL: database.url,
    JWT_SECRET,
    RATE_LIMIT_MAX: '0',
    LOG_LEVEL: 'error',
    DEV_OUTBOX: 'false',
  };
  try {
    // The first start migrates the fresh database; the people are written after it.
    const first = await startApi(env, { timeoutMs: 180_000 });
    await first.kill();
    const pairs = await seed(database.url);
    if (SCENARIOS.includes('memory')) await scenario('in-process (1 Instanz)', 150, env, 1, pairs, results);
    if (SCENARIOS.includes('redis')) {
      const redis = new URL(REDIS_URL);
      if (await ping(Number(redis.port || 6379), redis.hostname)) {
        const prefix = `mp-bench-chat-${randomBytes(4).toString('hex')}:`;
        await scenario('Redis (2 Instanzen)', 250, { ...env, REDIS_URL, REDIS_PREFIX: prefix }, 2, pairs, results);
      } else {
        console.log(`Redis antwortet nicht unter ${REDIS_URL}: das Szenario mit zwei Instanzen entfällt.`);
      }
    }
  } finally {
    await database.drop();
  }
  console.log(
    `\nChat-Benchmark ${new Date().toISOString()} · ${CONVERSATIONS * 2} Sockets in ${CONVERSATIONS} Unterhaltungen · ${DURATION} s je Stufe · Last vorher → nachher`,
  );
  console.table(
    results.map((row) => ({
      Szenario: row.scenario,
      'Rate (Nachr./s)': row.rate,
      gesendet: row.sent,
      zugestellt: row.delivered,
      fehlend: row.missing,
      Fehler: row.errors,
      'zugestellt/s': Math.round(row.deliveriesPerSecond),
      'p50 ms': Math.round(row.p50),
      'p99 ms': Math.round(row.p99),
      'max ms': Math.round(row.max),
      Ziel: `p99 < ${row.target} ms`,
      'kommt nach': row.keptUp ? 'ja' : 'nein',
      'p99-Ziel': row.held ? 'ja' : 'nein',
      Last: row.load,
    })),
  );
  const describe = (row: StepResult | undefined) =>
    row
      ? `${row.rate} Nachrichten/s (${Math.round(row.deliveriesPerSecond)} Zustellungen/s beim Gegenüber, p99 ${Math.round(row.p99)} ms)`
      : '— keine Stufe';
  for (const label of [...new Set(results.map((row) => row.scenario))]) {
    const rows = results.filter((row) => row.scenario === label);
    console.log(`${label}: höchste Rate mit p99 im Ziel ${describe(rows.filter((row) => row.held).at(-1))}`);
    console.log(`${label}: höchste Rate ohne Rückstau ${describe(rows.filter((row) => row.keptUp).at(-1))}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
