/**
 * Faults under load: two API instances on PostgreSQL, a redis-server of the test's own (on a free port, so stopping
 * it disturbs nothing else) and a local S3 server. While a bounded, loopback-only load runs against both instances,
 * Redis is stopped and started again, and then instance B is killed with -9. Asserted: every write answered as
 * successful is in the database, no 5xx from the surviving instance, failures on B no more than the requests in
 * flight when it died, and A recovers by itself (ready again, events flow through the restarted Redis).
 * No timing asserts; the figures are printed.
 */
import { randomBytes } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { loadConfig } from '../src/config';
import { openPostgres, type DatabaseHandle } from '../src/db/client';
import { addresses } from '../src/db/schema';
import { createUserWithToken } from './helpers';
import {
  type ApiProcess,
  freePort,
  freshPostgresDatabase,
  type LocalS3,
  OwnRedis,
  redisServerAvailable,
  sleep,
  startApi,
  startS3,
  waitFor,
} from './services';

const JWT_SECRET = 'fehler-test-geheimnis-mit-mindestens-32-zeichen';
const CONCURRENCY = 6;
const USERS_PER_CLIENT = 40;

const enabled = process.env.MP_TEST_DRIVER === 'postgres' && Boolean(process.env.DATABASE_URL) && redisServerAvailable();

let database: { url: string; drop: () => Promise<void> } | undefined;
let handle: DatabaseHandle | undefined;
let s3: LocalS3 | undefined;
let redis: OwnRedis | undefined;
let a: ApiProcess | undefined;
let b: ApiProcess | undefined;

beforeAll(async () => {
  if (!enabled) return;
  database = await freshPostgresDatabase('mp_fault');
  s3 = await startS3('marktplatz-fault');
  redis = new OwnRedis(await freePort());
  await redis.start();
  const env = {
    DATABASE_URL: database.url,
    REDIS_URL: redis.url,
    ...s3.env,
    JWT_SECRET,
    RATE_LIMIT_MAX: '1000000',
    JOBS_POLL_MS: '250',
    DEV_BUS_PROBE: 'true',
  };
  a = await startApi(env);
  b = await startApi(env);
  handle = openPostgres(database.url, 2);
}, 240_000);

afterAll(async () => {
  await Promise.all([a?.kill(), b?.kill()]);
  await redis?.stop();
  await handle?.close();
  await s3?.stop();
  await database?.drop();
}, 60_000);

interface Outcome {
  instance: 'A' | 'B';
  phase: string;
  kind: 'read' | 'write';
  status: number;
  /** Connection refused or reset (the instance is gone). */
  failed: boolean;
  addressId?: number;
  /** When the answer (or the failure) came. */
  endedAt: number;
}

const address = (n: number) => ({
  gender: 'female',
  first_name: 'Lena',
  last_name: `Last${n}`,
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

describe('faults under load (own Redis, one instance killed)', () => {
  it('loses no acknowledged write, answers no 5xx from the surviving instance, and recovers by itself', async () => {
    if (!enabled) return;
    const config = { ...loadConfig({ NODE_ENV: 'test', JWT_SECRET }), jwtSecret: JWT_SECRET };
    // Address books hold at most 50 entries: each client writes for a series of customers.
    const customers: Array<{ id: number; token: string }> = [];
    for (let i = 0; i < CONCURRENCY * USERS_PER_CLIENT; i += 1)
      customers.push(await createUserWithToken({ db: handle!.db, config }, 'User'));
    const outcomes: Outcome[] = [];
    let phase = 'normal';
    let bDown = false;
    let running = true;
    let counter = 0;

    // A load balancer in miniature: alternate, and stop sending to B once a connection to it failed.
    const client = async (index: number) => {
      let writes = 0;
      while (running) {
        const token = customers[index * USERS_PER_CLIENT + Math.min(USERS_PER_CLIENT - 1, Math.floor(writes / 45))]!.token;
        counter += 1;
        const n = counter;
        const useB = !bDown && n % 2 === 0;
        const api = useB ? b! : a!;
        const write = n % 3 === 0;
        if (write) writes += 1;
        const outcome: Outcome = {
          instance: useB ? 'B' : 'A',
          phase,
          kind: write ? 'write' : 'read',
          status: 0,
          failed: false,
          endedAt: 0,
        };
        try {
          const response = await fetch(`${api.url}${write ? '/shipping-address/store' : '/shipping-address'}`, {
            method: write ? 'POST' : 'GET',
            headers: { authorization: `Bearer ${token}`, ...(write ? { 'content-type': 'application/json' } : {}) },
            ...(write ? { body: JSON.stringify(address(n)) } : {}),
            signal: AbortSignal.timeout(30_000),
          });
          outcome.status = response.status;
          const body = (await response.json().catch(() => ({}))) as { data?: { id?: number } };
          if (write && response.status === 201) outcome.addressId = body.data?.id;
        } catch {
          outcome.failed = true;
          if (useB) bDown = true;
        }
        outcome.endedAt = Date.now();
        outcomes.push(outcome);
        await sleep(20);
      }
    };
    const load = Promise.all(Array.from({ length: CONCURRENCY }, (_, index) => client(index)));

    await sleep(3000);
    phase = 'redis-down';
    await redis!.stop();
    await sleep(4000);
    phase = 'redis-restarted';
    await redis!.start();
    await sleep(4000);
    phase = 'b-killed';
    const killedAt = Date.now();
    await b!.kill();
    await sleep(4000);
    phase = 'after';
    await sleep(2000);
    running = false;
    await load;

    // Recovery without help: A is ready again (Redis reconnected) and its bus works through the restarted Redis.
    await waitFor('A wieder bereit', async () => (await fetch(`${a!.url}/ready`)).status === 200, 60_000, 500);
    const channel = `nach-ausfall-${randomBytes(3).toString('hex')}`;
    const waiting = await fetch(`${a!.url}/dev/bus/next?channel=${channel}&timeout_ms=20000`);
    await fetch(`${a!.url}/dev/bus/publish`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ channel, message: 'wieder da' }),
    });
    expect(((await waiting.json()) as { data: { message: unknown } }).data.message).toBe('wieder da');

    const phases = ['normal', 'redis-down', 'redis-restarted', 'b-killed', 'after'];
    const table = phases.map((name) => {
      const rows = outcomes.filter((outcome) => outcome.phase === name);
      return {
        phase: name,
        requests: rows.length,
        ok: rows.filter((row) => row.status >= 200 && row.status < 300).length,
        http5xx: rows.filter((row) => row.status >= 500).length,
        connectionErrors: rows.filter((row) => row.failed).length,
        otherStatus: rows.filter((row) => !row.failed && (row.status < 200 || (row.status >= 300 && row.status < 500))).length,
      };
    });
    console.log(`Fehlertest (Nebenläufigkeit ${CONCURRENCY}):\n${JSON.stringify(table, null, 1)}`);

    // Every acknowledged write is in the database.
    const acknowledged = outcomes.filter((outcome) => outcome.addressId !== undefined).map((outcome) => outcome.addressId!);
    expect(acknowledged.length).toBeGreaterThan(0);
    const stored = await handle!.db.select({ id: addresses.id }).from(addresses).where(inArray(addresses.id, acknowledged));
    expect(stored.length).toBe(acknowledged.length);
    // The surviving instance never answered 5xx; nothing else than 2xx at all.
    expect(
      outcomes.filter(
        (outcome) => outcome.instance === 'A' && (outcome.failed || outcome.status !== (outcome.kind === 'write' ? 201 : 200)),
      ),
    ).toEqual([]);
    // B: failures only for the requests in flight when it died (each client notices B is gone with its first failure).
    const bFailures = outcomes.filter((outcome) => outcome.instance === 'B' && (outcome.failed || outcome.status >= 500));
    expect(bFailures.length).toBeLessThanOrEqual(CONCURRENCY);
    expect(bFailures.every((outcome) => outcome.endedAt >= killedAt)).toBe(true);
    expect(
      outcomes.filter(
        (outcome) => outcome.instance === 'B' && !outcome.failed && outcome.status !== (outcome.kind === 'write' ? 201 : 200),
      ),
    ).toEqual([]);
    // Requests went on in every phase.
    for (const row of table) expect(row.ok).toBeGreaterThan(0);
  }, 300_000);
});
