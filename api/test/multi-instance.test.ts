/**
 * Two API instances (separate processes) on one PostgreSQL database, one Redis, one local S3 server and one SMTP
 * sink; the client alternates between them. Runs in the PostgreSQL project when Redis is reachable
 * (REDIS_URL, default 127.0.0.1:6379; keys under a prefix of their own). No timing asserts: every wait is a poll
 * with a generous deadline, so a loaded machine only makes it slower.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/config';
import { openPostgres, type DatabaseHandle } from '../src/db/client';
import { createCustomer, createProduct, createProvider, createShippingMethod } from './fixtures/checkout';
import { DEMO } from './helpers';
import {
  type ApiProcess,
  freePort,
  freshPostgresDatabase,
  type LocalS3,
  sharedServicesAvailable,
  type SmtpSink,
  startApi,
  startS3,
  startSmtpSink,
  waitFor,
} from './services';

const JWT_SECRET = 'mehrere-instanzen-test-geheimnis-mit-genug-zeichen';
const RATE_LIMIT = 300;
const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(256)]);

let available = false;
let database: { url: string; drop: () => Promise<void> } | undefined;
let handle: DatabaseHandle | undefined;
let s3: LocalS3 | undefined;
let smtp: SmtpSink | undefined;
let env: Record<string, string> = {};
let a: ApiProcess | undefined;
let b: ApiProcess | undefined;
const extra: ApiProcess[] = [];

beforeAll(async () => {
  const services = await sharedServicesAvailable();
  available = services.ok;
  if (!available) return;
  database = await freshPostgresDatabase('mp_multi');
  s3 = await startS3('marktplatz-multi');
  smtp = await startSmtpSink();
  env = {
    DATABASE_URL: database.url,
    REDIS_URL: services.redisUrl,
    REDIS_PREFIX: `mp-multi-${process.pid}-${randomBytes(4).toString('hex')}:`,
    ...s3.env,
    SMTP_URL: smtp.url,
    JWT_SECRET,
    RATE_LIMIT_MAX: String(RATE_LIMIT),
    JOBS_POLL_MS: '200',
    JOBS_LEASE_SECONDS: '5',
    DEV_BUS_PROBE: 'true',
  };
  // Started together on an empty database: both migrate and seed at the same moment (the startup lock orders them).
  // A takes jobs; B serves requests only, so the test knows which instance holds a job.
  const [portA, portB] = [await freePort(), await freePort()];
  [a, b] = await Promise.all([startApi(env, { port: portA }), startApi({ ...env, JOBS_WORKER: 'false' }, { port: portB })]);
  handle = openPostgres(database.url, 2);
}, 240_000);

afterAll(async () => {
  await Promise.all([a, b, ...extra].map((api) => api?.kill()));
  await handle?.close();
  await smtp?.stop();
  await s3?.stop();
  await database?.drop();
}, 60_000);

/** Skips (passes empty) when PostgreSQL or Redis is not there: the suite needs both. */
const test = (name: string, fn: () => Promise<void>, timeout = 120_000) =>
  it(
    name,
    async () => {
      if (!available) return;
      await fn();
    },
    timeout,
  );

async function call(api: ApiProcess, method: string, path: string, options: { token?: string; body?: unknown } = {}) {
  const response = await fetch(`${api.url}${path}`, {
    method,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  const text = await response.text();
  let json: { status?: boolean; data?: Record<string, unknown>; message?: string; code?: string } = {};
  try {
    json = JSON.parse(text) as typeof json;
  } catch {
    // not JSON
  }
  return { status: response.status, json, headers: response.headers, text };
}

async function loginOn(api: ApiProcess, email: string): Promise<string> {
  const response = await call(api, 'POST', '/login', { body: { email, password: DEMO.password } });
  expect(response.status).toBe(200);
  return response.json.data!.token as string;
}

describe('two API instances on one PostgreSQL, Redis and S3', () => {
  test('both instances started together migrated the empty database once and seeded it once', async () => {
    const migrations = await handle!.db.execute(sql`select count(*)::int as count from drizzle.__drizzle_migrations`);
    const { default: journal } = await import('../src/db/migrations/meta/_journal.json');
    expect((migrations as unknown as { rows: Array<{ count: number }> }).rows[0]!.count).toBe(journal.entries.length);
    const seeds = await handle!.db.execute(
      sql`select domain, count(*)::int as count from seed_history group by domain having count(*) > 1`,
    );
    expect((seeds as unknown as { rows: unknown[] }).rows).toEqual([]);
    for (const api of [a!, b!]) {
      const ready = await call(api, 'GET', '/ready');
      expect(ready.status).toBe(200);
      expect(ready.json.data).toMatchObject({ ready: true, checks: { database: 'up', redis: 'up', storage: 'up' } });
    }
  });

  test('a token from a login on A is accepted by B', async () => {
    const token = await loginOn(a!, DEMO.customer);
    const profile = await call(b!, 'GET', '/profile/customer', { token });
    expect(profile.status).toBe(200);
    expect(profile.json.data).toMatchObject({ email: DEMO.customer });
  });

  test('after logging out on A the token is refused on B', async () => {
    const token = await loginOn(a!, DEMO.customer);
    expect((await call(b!, 'GET', '/profile/customer', { token })).status).toBe(200);
    expect((await call(a!, 'POST', '/logout', { token })).status).toBe(200);
    const refused = await call(b!, 'GET', '/profile/customer', { token });
    expect(refused.status).toBe(401);
    expect(refused.json).toMatchObject({ status: false, code: 'TOKEN_INVALID' });
  });

  test('an image uploaded to A is read from B (the file is in S3, not in A’s folder)', async () => {
    const token = await loginOn(a!, DEMO.customer);
    const form = new FormData();
    form.append('file', new Blob([png], { type: 'image/png' }), 'ich.png');
    const upload = await fetch(`${a!.url}/me/avatar`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
    expect(upload.status).toBe(200);
    const avatar = ((await upload.json()) as { data: { avatar: string } }).data.avatar;
    const path = new URL(avatar).pathname;
    expect(path).toMatch(/^\/uploads\/avatars\/.+\.png$/);
    const file = await fetch(`${b!.url}${path}`);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(png)).toBe(true);
  });

  test('an event published on A reaches a subscriber on B', async () => {
    const channel = `probe-${randomBytes(4).toString('hex')}`;
    // B subscribes; its answer's headers go out once the subscription is in place.
    const waiting = await fetch(`${b!.url}/dev/bus/next?channel=${channel}&timeout_ms=30000`);
    expect(waiting.status).toBe(200);
    const published = await call(a!, 'POST', '/dev/bus/publish', { body: { channel, message: { text: 'Hallo von A', n: 1 } } });
    expect(published.status).toBe(200);
    const received = (await waiting.json()) as { data: { received: boolean; message: unknown } };
    expect(received.data).toEqual({ received: true, message: { text: 'Hallo von A', n: 1 } });
  });

  test('a queued e-mail is sent once although the instance that took it was killed with -9 mid-job', async () => {
    const email = `mehrfach-${randomBytes(3).toString('hex')}@example.com`;
    await handle!.db.execute(sql`insert into users (role, email, password_hash, first_name, last_name, email_confirmed_at)
      values ('User', ${email}, 'nicht-anmeldbar', 'Mia', 'Mehrfach', now())`);
    smtp!.hold((mail) => mail.to === email);
    // Asked on B (which runs no jobs); A's worker takes the delivery job and hangs in the SMTP conversation.
    expect((await call(b!, 'POST', '/password/remind', { body: { email } })).status).toBe(200);
    await waitFor('A hält die E-Mail', () => smtp!.held.some((mail) => mail.to === email), 90_000);
    await a!.kill();
    smtp!.release();
    expect(smtp!.accepted.filter((mail) => mail.to === email)).toEqual([]);
    // A comes back; once the dead worker's lease (5 s) is over, the job runs again.
    a = await startApi(env, { port: a!.port });
    await waitFor('E-Mail zugestellt', () => smtp!.accepted.some((mail) => mail.to === email), 90_000);
    await waitFor('Auftrag erledigt', async () => {
      const rows = await handle!.db.execute(sql`select j.status from jobs j join outbox_messages o on j.idempotency_key = 'outbox:' || o.id
        where o.recipient = ${email}`);
      return (rows as unknown as { rows: Array<{ status: string }> }).rows.every((row) => row.status === 'done');
    });
    const sent = smtp!.accepted.filter((mail) => mail.to === email);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.messageId).toMatch(/^<outbox-\d+@marktplatz\.example>$/);
    expect(smtp!.held.filter((mail) => mail.to === email).map((mail) => mail.messageId)).toEqual([sent[0]!.messageId]);
  }, 240_000);

  test('an order committed right before the instance dies still gets its confirmation e-mail after a restart', async () => {
    const config = { ...loadConfig({ NODE_ENV: 'test', JWT_SECRET }), jwtSecret: JWT_SECRET };
    const context = { db: handle!.db, config };
    const provider = await createProvider(context, 'Hofladen Absturz');
    const method = await createShippingMethod(handle!.db, provider.id, { name: 'Standardversand', priceCents: 490 });
    const product = await createProduct(handle!.db, {
      providerId: provider.id,
      name: 'Apfelsaft 1 l',
      priceCents: 350,
      qty: 50,
      methodIds: [method],
    });
    const customer = await createCustomer(context);
    // An instance that runs no jobs places the order, then is killed: the e-mail was never sent before the crash.
    const c = await startApi({ ...env, JOBS_WORKER: 'false' });
    extra.push(c);
    const cart = await call(c, 'POST', '/cart/add', { token: customer.token, body: { variant_id: product.variantId, qty: 2 } });
    expect(cart.status).toBe(201);
    const cartKey = cart.json.data!.cart_key as string;
    const shipping = await call(c, 'POST', '/updateCartItemShipping', {
      token: customer.token,
      body: { cart_key: cartKey, provider_id: provider.id, shipping_method_id: method },
    });
    expect(shipping.status).toBe(200);
    const placed = await call(c, 'POST', '/orderPlace', { token: customer.token, body: { cart_key: cartKey, accept_terms: 1 } });
    expect(placed.status).toBe(201);
    const orderNumber = placed.json.data!.order_number as string;
    await c.kill();
    const [user] = (
      (await handle!.db.execute(sql`select email from users where id = ${customer.id}`)) as unknown as { rows: Array<{ email: string }> }
    ).rows;
    // A (which runs jobs) delivers it.
    await waitFor('Bestellbestätigung zugestellt', () => smtp!.accepted.some((mail) => mail.to === user!.email), 90_000);
    const confirmations = smtp!.accepted.filter((mail) => mail.to === user!.email);
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]!.subject).toContain(orderNumber);
  }, 240_000);

  test('SIGTERM: the request in flight is answered, then the instance exits 0', async () => {
    const channel = `abschied-${randomBytes(3).toString('hex')}`;
    const d = await startApi({ ...env, JOBS_WORKER: 'false' });
    extra.push(d);
    // A long poll held open on D (answers after 3 s without an event) is in flight when SIGTERM arrives.
    const response = await fetch(`${d.url}/dev/bus/next?channel=${channel}&timeout_ms=3000`);
    const exit = d.terminate();
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data: { received: boolean } }).data.received).toBe(false);
    expect(await exit).toBe(0);
    // The others serve on.
    expect((await call(a!, 'GET', '/ready')).status).toBe(200);
  }, 240_000);

  test('the rate limit counts the requests to both instances together', async () => {
    const first = await call(a!, 'GET', '/modulesList');
    const remaining = Number(first.headers.get('x-ratelimit-remaining'));
    expect(Number(first.headers.get('x-ratelimit-limit'))).toBe(RATE_LIMIT);
    const second = await call(b!, 'GET', '/modulesList');
    expect(Number(second.headers.get('x-ratelimit-remaining'))).toBeLessThan(remaining);
    let accepted = 0;
    const refusedBy = new Set<number>();
    for (let i = 0; i < RATE_LIMIT * 2 && refusedBy.size < 2; i += 1) {
      const api = i % 2 === 0 ? a! : b!;
      const response = await call(api, 'GET', '/modulesList');
      if (response.status === 429) {
        refusedBy.add(api.port);
        expect(response.json.message).toBe('Zu viele Anfragen. Bitte versuchen Sie es später erneut.');
      } else {
        expect(response.status).toBe(200);
        if (refusedBy.size === 0) accepted += 1;
      }
    }
    expect(refusedBy.size).toBe(2);
    // Counted per instance, each would have let RATE_LIMIT requests through; together they allow the limit once.
    expect(accepted).toBeLessThanOrEqual(remaining);
  }, 240_000);
});
