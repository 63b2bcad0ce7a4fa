/**
 * Redis down — hung (SIGSTOP: connections open, no answers) and gone (killed) — on an instance that uses a
 * redis-server of the test's own (never the machine's): what needs Redis (a realtime ticket) answers 503 with
 * `Retry-After` at once instead of 500 or a wait on the command timeout; what does not (sending a chat message,
 * whose live event is best effort) keeps answering quickly; `/ready` says only up/down; all recover without a
 * restart. The breaker's own rules are tested with a clock of the test's. Runs once (the PGlite project): nothing
 * here depends on the database driver.
 */
import { SERVICE_UNAVAILABLE_MESSAGE } from '../src/http/errors';
import { CircuitBreaker } from '../src/infra/redis';
import { loggerOptions } from '../src/logger';
import { bearer, createTestApp, createUserWithToken, type TestContext } from './helpers';
import { freePort, OwnRedis, redisServerAvailable, sleep, waitFor } from './services';

describe('CircuitBreaker', () => {
  test('fails every call from the first failure on, probes by itself, and closes when a probe succeeds', async () => {
    let healthy = false;
    let probes = 0;
    const breaker = new CircuitBreaker(30, async () => {
      probes += 1;
      if (!healthy) throw new Error('keine Antwort');
    });
    expect(breaker.allow()).toBe(true);
    breaker.failure();
    breaker.failure();
    expect(breaker.allow()).toBe(false);
    await waitFor('zwei Proben', () => probes >= 2, 5000, 5);
    // Still open after failed probes: no caller's request was let through as a trial.
    expect(breaker.allow()).toBe(false);
    healthy = true;
    await waitFor('Schalter geschlossen', () => breaker.allow(), 2000, 10);
    const after = probes;
    await sleep(100);
    expect(probes).toBe(after);
    breaker.stop();
  });

  test('a successful call closes it at once', () => {
    const breaker = new CircuitBreaker(60_000, async () => undefined);
    breaker.failure();
    expect(breaker.isOpen).toBe(true);
    breaker.success();
    expect(breaker.isOpen).toBe(false);
    breaker.stop();
  });
});

const enabled = process.env.MP_TEST_DRIVER === 'pglite' && redisServerAvailable();

(enabled ? describe : describe.skip)('Redis outage (own redis-server)', () => {
  const lines: string[] = [];
  let redis: OwnRedis;
  let context: TestContext;
  let customer: { id: number; token: string };
  let provider: { id: number; token: string };

  beforeAll(async () => {
    redis = new OwnRedis(await freePort());
    await redis.start();
    context = await createTestApp({
      config: { redis: { url: redis.url, keyPrefix: `mp-test-${process.pid}:` } },
      logger: loggerOptions({ logLevel: 'info' }, { write: (line: string) => void lines.push(line) }),
    });
    customer = await createUserWithToken(context, 'User');
    provider = await createUserWithToken(context, 'Company');
    // Under load the first connection may still be opening: the outage starts from a connected instance.
    await waitFor(
      'Redis verbunden',
      async () => (await context.app.inject({ method: 'GET', url: '/ready' })).statusCode === 200,
      20_000,
      100,
    );
  });
  afterAll(async () => {
    redis?.resume();
    await context?.close();
    await redis?.stop();
  });

  const timed = async <T>(run: () => Promise<T>): Promise<{ value: T; ms: number }> => {
    const started = performance.now();
    const value = await run();
    return { value, ms: performance.now() - started };
  };
  const chatAddress = () => timed(() => context.app.inject({ method: 'GET', url: '/getChatAddress', headers: bearer(customer.token) }));
  const sendMessage = (text: string) =>
    timed(() =>
      context.app.inject({
        method: 'POST',
        url: '/sendMessage',
        headers: bearer(customer.token),
        payload: { receiver_id: provider.id, message: text },
      }),
    );
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

  test('hung Redis: tickets answer 503 with Retry-After at once after the first failure, chat messages are still sent', async () => {
    expect((await chatAddress()).value.statusCode).toBe(200);
    expect((await sendMessage('Vor dem Ausfall')).value.statusCode).toBe(201);

    redis.pause();
    // The first call waits for the command timeout (at most ~2 s), then the breaker is open.
    const first = await chatAddress();
    expect(first.value.statusCode).toBe(503);
    const tickets = [];
    for (let i = 0; i < 10; i += 1) tickets.push(await chatAddress());
    for (const { value } of tickets) {
      expect(value.statusCode).toBe(503);
      expect(value.headers['retry-after']).toBe('5');
      expect(value.json()).toEqual({ status: false, code: 'SERVICE_UNAVAILABLE', message: SERVICE_UNAVAILABLE_MESSAGE });
    }
    // Failing fast: no answer waits for Redis once the breaker is open (its probe is a PING of its own).
    expect(median(tickets.map((ticket) => ticket.ms))).toBeLessThan(500);

    const sent = [];
    for (let i = 0; i < 5; i += 1) sent.push(await sendMessage(`Während des Ausfalls ${i}`));
    for (const { value } of sent) expect(value.statusCode).toBe(201);
    expect(median(sent.map((message) => message.ms))).toBeLessThan(1000);

    const ready = await context.app.inject({ method: 'GET', url: '/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      status: false,
      message: 'Ein Dienst ist nicht erreichbar.',
      data: { ready: false, draining: false, checks: { database: 'up', storage: 'up', redis: 'down' } },
    });

    redis.resume();
    await waitFor('Tickets wieder ausgestellt', async () => (await chatAddress()).value.statusCode === 200, 20_000, 250);
    expect((await context.app.inject({ method: 'GET', url: '/ready' })).statusCode).toBe(200);
  }, 60_000);

  test('Redis gone: tickets answer 503 at once, /ready shows no error text, and everything recovers when Redis is back', async () => {
    await redis.stop();
    const tickets = [];
    for (let i = 0; i < 10; i += 1) tickets.push(await chatAddress());
    for (const { value } of tickets) {
      expect(value.statusCode).toBe(503);
      expect(value.headers['retry-after']).toBe('5');
    }
    expect(Math.max(...tickets.map((ticket) => ticket.ms))).toBeLessThan(1000);
    const sent = await sendMessage('Redis ist weg');
    expect(sent.value.statusCode).toBe(201);

    const ready = await context.app.inject({ method: 'GET', url: '/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.body).not.toMatch(/ECONNREFUSED|Stream|writeable|Connection|127\.0\.0\.1/);
    expect((ready.json() as { data: { checks: Record<string, string> } }).data.checks.redis).toBe('down');

    await redis.start();
    await waitFor('Tickets wieder ausgestellt', async () => (await chatAddress()).value.statusCode === 200, 30_000, 250);
    expect((await context.app.inject({ method: 'GET', url: '/ready' })).statusCode).toBe(200);

    // The log: the outage once per kind, the detail of /ready's failed check, never a 500.
    const entries = lines.map((line) => JSON.parse(line) as { msg?: string; reason?: string; outage?: string });
    const outages = entries.filter((entry) => entry.msg?.startsWith('Dienst nicht erreichbar'));
    expect(outages.length).toBeGreaterThan(0);
    expect(outages.every((entry) => entry.outage === 'redis')).toBe(true);
    const reasons = outages.map((entry) => entry.reason);
    expect(new Set(reasons).size).toBe(reasons.length);
    expect(entries.some((entry) => entry.msg === '/ready: redis nicht erreichbar')).toBe(true);
    expect(entries.some((entry) => entry.msg === 'unhandled error')).toBe(false);
  }, 60_000);
});
