/**
 * A service that is down answers 503 `SERVICE_UNAVAILABLE` with `Retry-After` and a German message — never 500 —
 * and is logged once per kind of failure, without SQL or parameters. In process on both drivers with the errors the
 * drivers throw; on PostgreSQL also for real: the app's pool goes through a TCP proxy that the test cuts (the
 * machine's PostgreSQL itself is never touched), and the app recovers without a restart.
 */
import { randomBytes } from 'node:crypto';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app';
import { openPostgres, type DatabaseHandle } from '../src/db/client';
import { SERVICE_UNAVAILABLE_MESSAGE } from '../src/http/errors';
import { classifyOutage, OutageReporter } from '../src/infra/outage';
import { loggerOptions } from '../src/logger';
import type { DomainModule } from '../src/modules/types';
import { DEMO } from './helpers';
import { testSuite } from './fixtures/suite';
import { TcpProxy } from './services';
import { TEMPLATE_DB_ENV, testConfig, withDatabase } from './template';

const errno = (code: string, message: string) => Object.assign(new Error(message), { code });
const pgError = (code: string, message: string) => Object.assign(new Error(message), { code, severity: 'FATAL' });
const wrapped = (cause: Error) =>
  new DrizzleQueryError('select id, email from users where email = $1', [DEMO.customer, 'DE89370400440532013000'], cause);

/** What the drivers throw while a service is down, keyed by the reason the log should name. */
const OUTAGES: Record<string, () => Error> = {
  ECONNREFUSED: () => wrapped(errno('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')),
  ECONNRESET: () => errno('ECONNRESET', 'read ECONNRESET'),
  '57P01': () => wrapped(pgError('57P01', 'terminating connection due to administrator command')),
  '57P03': () => pgError('57P03', 'the database system is starting up'),
  '08006': () => wrapped(pgError('08006', 'connection failure')),
  'connection-terminated': () => wrapped(new Error('Connection terminated unexpectedly')),
  'pool-timeout': () => new Error('timeout exceeded when trying to connect'),
  'not-connected': () => new Error("Stream isn't writeable and enableOfflineQueue options is false"),
};

const faults: FastifyPluginAsync = async (app) => {
  app.get('/test/fault/:kind', { config: { access: 'public' } }, async (request) => {
    const kind = (request.params as { kind: string }).kind;
    throw (OUTAGES[kind] ?? (() => new Error('Programmierfehler')))();
  });
};
const faultModule: DomainModule = { name: 'fault-test', routes: faults as DomainModule['routes'] };

interface Captured {
  lines: string[];
  stream: { write(line: string): void };
  entries(): Array<Record<string, unknown>>;
}

function capture(): Captured {
  const lines: string[] = [];
  return {
    lines,
    stream: { write: (line: string) => void lines.push(line) },
    entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

describe('classifyOutage', () => {
  test.each(Object.keys(OUTAGES))('%s is an outage', (reason) => {
    expect(classifyOutage(OUTAGES[reason]!())?.reason).toBe(reason);
  });

  test('names the database behind drizzle, and leaves query errors and bugs alone', () => {
    expect(classifyOutage(OUTAGES.ECONNREFUSED!())).toEqual({ service: 'database', reason: 'ECONNREFUSED' });
    expect(classifyOutage(wrapped(Object.assign(new Error('duplicate key'), { code: '23505' })))).toBeNull();
    expect(classifyOutage(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBeNull();
  });

  test('the reporter writes one line per kind and window, then counts what it left out', () => {
    let now = 0;
    const reporter = new OutageReporter(30_000, () => now);
    const written: Array<Record<string, unknown>> = [];
    const log = { warn: (object: Record<string, unknown>) => void written.push(object) };
    for (let i = 0; i < 5; i += 1) reporter.report({ service: 'database', reason: 'ECONNREFUSED' }, log);
    reporter.report({ service: 'redis', reason: 'circuit-open' }, log);
    now = 31_000;
    reporter.report({ service: 'database', reason: 'ECONNREFUSED' }, log);
    expect(written).toEqual([
      { outage: 'database', reason: 'ECONNREFUSED' },
      { outage: 'redis', reason: 'circuit-open' },
      { outage: 'database', reason: 'ECONNREFUSED', suppressed: 4 },
    ]);
  });
});

describe('answers while a service is down', () => {
  const log = capture();
  const suite = testSuite({ modules: [faultModule], logger: loggerOptions({ logLevel: 'info' }, log.stream) });

  test('each outage answers 503 with Retry-After and the German message, logged once per kind without SQL or parameters', async () => {
    for (const reason of Object.keys(OUTAGES)) {
      for (let i = 0; i < 3; i += 1) {
        const response = await suite.context.app.inject({ method: 'GET', url: `/test/fault/${reason}` });
        expect({ reason, status: response.statusCode }).toEqual({ reason, status: 503 });
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
        expect(response.json()).toEqual({ status: false, code: 'SERVICE_UNAVAILABLE', message: SERVICE_UNAVAILABLE_MESSAGE });
      }
    }
    expect(SERVICE_UNAVAILABLE_MESSAGE).toBe('Der Dienst ist vorübergehend nicht erreichbar. Bitte versuchen Sie es in Kürze erneut.');
    const outageLines = log.entries().filter((entry) => String(entry.msg).startsWith('Dienst nicht erreichbar'));
    expect(outageLines.map((entry) => entry.reason).sort()).toEqual(Object.keys(OUTAGES).sort());
    const text = log.lines.join('');
    expect(text).not.toContain(DEMO.customer);
    expect(text).not.toContain('DE89370400440532013000');
    expect(text).not.toContain('select id, email');
    expect(text).not.toContain('unhandled error');
  });

  test('a programming error still answers 500 INTERNAL_ERROR', async () => {
    const response = await suite.context.app.inject({ method: 'GET', url: '/test/fault/bug' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ code: 'INTERNAL_ERROR' });
  });
});

const onPostgres = process.env.MP_TEST_DRIVER === 'postgres' && Boolean(process.env.DATABASE_URL);

(onPostgres ? describe : describe.skip)('PostgreSQL cut off (through a proxy)', () => {
  const log = capture();
  let proxy: TcpProxy;
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let dropDatabase: () => Promise<void>;

  beforeAll(async () => {
    const base = process.env.DATABASE_URL as string;
    const name = `mp_outage_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${process.env[TEMPLATE_DB_ENV] as string}`);
    await admin.end();
    dropDatabase = async () => {
      const cleanup = new pg.Client({ connectionString: base });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    };
    const target = new URL(base);
    proxy = new TcpProxy(target.hostname, Number(target.port || 5432));
    await proxy.start();
    handle = openPostgres(proxy.through(withDatabase(base, name)), 5);
    const config = { ...testConfig(), jobs: { ...testConfig().jobs, worker: false } };
    app = await buildApp({ config, db: handle.db, logger: loggerOptions({ logLevel: 'info' }, log.stream) });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await proxy?.restore();
    await handle?.close();
    await proxy?.cut();
    await dropDatabase?.();
  });

  const loginAs = (email: string) => app.inject({ method: 'POST', url: '/login', payload: { email, password: DEMO.password } });

  test('logins, reads, GraphQL and /ready answer 503 with Retry-After while the database is gone, and 200 again after it is back', async () => {
    const before = await loginAs(DEMO.customer);
    expect(before.statusCode).toBe(200);
    const token = (before.json() as { data: { token: string } }).data.token;

    await proxy.cut();
    const answers = [
      await loginAs(DEMO.customer),
      await loginAs(DEMO.provider),
      await app.inject({ method: 'GET', url: '/profile/customer', headers: { authorization: `Bearer ${token}` } }),
      await app.inject({
        method: 'POST',
        url: '/register/customer',
        payload: {
          gender: 'female',
          first_name: 'Lena',
          last_name: 'Fischer',
          email: 'neu-im-ausfall@example.com',
          password: 'Sichere-Pass-2026',
        },
      }),
      await app.inject({ method: 'GET', url: '/latestProductList?per_page=5' }),
    ];
    for (const response of answers) {
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: SERVICE_UNAVAILABLE_MESSAGE });
    }
    const graphql = await app.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query: '{ latestProviders(first: 3) { id company_name } }' },
    });
    expect(graphql.statusCode).toBe(503);
    expect(graphql.headers['retry-after']).toBe('5');
    expect(graphql.json()).toMatchObject({
      errors: [{ message: SERVICE_UNAVAILABLE_MESSAGE, extensions: { code: 'SERVICE_UNAVAILABLE' } }],
    });
    const ready = await app.inject({ method: 'GET', url: '/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      status: false,
      message: 'Ein Dienst ist nicht erreichbar.',
      data: { ready: false, draining: false, checks: { database: 'down', storage: 'up' } },
    });

    await proxy.restore();
    let after = await loginAs(DEMO.customer);
    for (let i = 0; i < 20 && after.statusCode !== 200; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      after = await loginAs(DEMO.customer);
    }
    expect(after.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/ready' })).statusCode).toBe(200);

    const text = log.lines.join('');
    for (const address of [DEMO.customer, DEMO.provider, 'neu-im-ausfall@example.com']) expect(text).not.toContain(address);
    // /ready's log line names the failed check (detail for the operator), without the query's parameters.
    expect(text).not.toMatch(/params: (?!\[entfernt\])/);
    expect(text).not.toContain('unhandled error');
    const outageLines = log.entries().filter((entry) => String(entry.msg).startsWith('Dienst nicht erreichbar'));
    expect(outageLines.length).toBeGreaterThan(0);
    // Once per kind: never two lines for the same reason within the test's few seconds.
    const reasons = outageLines.map((entry) => `${String(entry.outage)}:${String(entry.reason)}`);
    expect(new Set(reasons).size).toBe(reasons.length);
  });
});
