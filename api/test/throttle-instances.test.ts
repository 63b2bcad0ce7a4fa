/**
 * The login throttle across two API instances (separate processes) on one PostgreSQL database: the counters live in
 * the database and each attempt is reserved there in one statement, so a burst split over both instances gets no
 * more checks than one instance would. Runs in the PostgreSQL project (skips, passing empty, on PGlite). Every
 * request comes from 127.0.0.1, so the address counter is shared by the whole file.
 */
import { DEMO } from './helpers';
import { type ApiProcess, freePort, freshPostgresDatabase, startApi } from './services';

let available = false;
let database: { url: string; drop: () => Promise<void> } | undefined;
let a: ApiProcess | undefined;
let b: ApiProcess | undefined;
/** Wrong passwords the instances have checked (422) from 127.0.0.1 so far: the address allows 30. */
let checkedFromAddress = 0;

beforeAll(async () => {
  available = process.env.MP_TEST_DRIVER === 'postgres' && Boolean(process.env.DATABASE_URL);
  if (!available) return;
  database = await freshPostgresDatabase('mp_throttle');
  const env = { DATABASE_URL: database.url, RATE_LIMIT_MAX: '0', JOBS_WORKER: 'false' };
  const [portA, portB] = [await freePort(), await freePort()];
  // One after the other: the first migrates and seeds, the second finds it done.
  a = await startApi(env, { port: portA });
  b = await startApi(env, { port: portB });
}, 240_000);

afterAll(async () => {
  await Promise.all([a, b].map((api) => api?.kill()));
  await database?.drop();
}, 60_000);

const test = (name: string, fn: () => Promise<void>) =>
  it(
    name,
    async () => {
      if (!available) return;
      await fn();
    },
    120_000,
  );

async function login(api: ApiProcess, email: string, password: string): Promise<{ status: number; message: string; retryAfter: number }> {
  const response = await fetch(`${api.url}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json()) as { message?: string };
  return { status: response.status, message: body.message ?? '', retryAfter: Number(response.headers.get('retry-after') ?? 0) };
}

function count(results: Array<{ status: number }>, status: number): number {
  return results.filter((result) => result.status === status).length;
}

describe('the login throttle across two API instances on one PostgreSQL', () => {
  test('twelve parallel wrong passwords for one account, split over both instances: at most five are checked, the rest 429', async () => {
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, index) => login(index % 2 === 0 ? a! : b!, DEMO.customer, `falsch-${index}`)),
    );
    checkedFromAddress += count(results, 422);
    expect(count(results, 422)).toBeLessThanOrEqual(5);
    expect(count(results, 429)).toBeGreaterThanOrEqual(7);
    expect(count(results, 422) + count(results, 429)).toBe(12);
    const refused = results.find((result) => result.status === 429)!;
    expect(refused.message).toMatch(/^Zu viele fehlgeschlagene Anmeldeversuche\./);
    expect(refused.retryAfter).toBeGreaterThan(0);
    // Locked on both instances, for the right password too.
    expect((await login(a!, DEMO.customer, DEMO.password)).status).toBe(429);
    expect((await login(b!, DEMO.customer, DEMO.password)).status).toBe(429);
  });

  test('24 wrong passwords and the right one at once over both instances: at most five are evaluated, and no login once the limit is reached', async () => {
    const passwords = [...Array.from({ length: 24 }, (_, index) => `falsch-${index}`), DEMO.password];
    const results = await Promise.all(passwords.map((password, index) => login(index % 2 === 0 ? a! : b!, DEMO.provider, password)));
    checkedFromAddress += count(results, 422);
    const evaluated = results.filter((result) => result.status !== 429);
    expect(evaluated.length).toBeLessThanOrEqual(5);
    // The right password can only have logged in as one of the first five attempts counted.
    if (results[24]!.status === 200) expect(count(results, 422)).toBeLessThanOrEqual(4);
    expect((await login(a!, DEMO.provider, DEMO.password)).status).toBe(429);
    expect((await login(b!, DEMO.provider, DEMO.password)).status).toBe(429);
  });

  test('forty parallel wrong passwords for different accounts from one address over both instances: the address allows thirty checks in all', async () => {
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, index) => login(index % 2 === 0 ? a! : b!, `niemand-${index}@example.com`, 'falsch-falsch')),
    );
    checkedFromAddress += count(results, 422);
    expect(checkedFromAddress).toBeLessThanOrEqual(30);
    expect(count(results, 429)).toBeGreaterThanOrEqual(10);
    expect((await login(b!, 'noch-jemand@example.com', 'falsch-falsch')).status).toBe(429);
  });
});
