import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance, FastifyServerOptions, LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app';
import type { AppConfig } from '../src/config';
import { openPostgres, PGLITE_EXTENSIONS, wrapPglite, type Database, type DatabaseHandle } from '../src/db/client';
import { DEMO_CUSTOMER_EMAIL, DEMO_PASSWORD, DEMO_PROVIDER_EMAIL } from '../src/db/seed/account';
import { providerOnboarding, type Role, users } from '../src/db/schema';
import { signAccessToken } from '../src/http/auth';
import type { DomainModule } from '../src/modules/types';
import { TEMPLATE_DB_ENV, TEMPLATE_FILE_ENV, testConfig, withDatabase } from './template';

export const DEMO = { customer: DEMO_CUSTOMER_EMAIL, provider: DEMO_PROVIDER_EMAIL, password: DEMO_PASSWORD };

export interface TestContext {
  app: FastifyInstance;
  db: Database;
  config: AppConfig;
  driver: 'pglite' | 'postgres';
  close(): Promise<void>;
}

async function openTestDatabase(): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  if (process.env.MP_TEST_DRIVER === 'postgres') {
    const url = process.env.DATABASE_URL;
    const template = process.env[TEMPLATE_DB_ENV];
    if (!url || !template) throw new Error('DATABASE_URL und die Vorlagendatenbank werden für PostgreSQL-Tests gebraucht.');
    const name = `mp_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    await admin.end();
    return {
      handle: openPostgres(withDatabase(url, name), 10),
      drop: async () => {
        const cleanup = new pg.Client({ connectionString: url });
        await cleanup.connect();
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await cleanup.end();
      },
    };
  }
  const file = process.env[TEMPLATE_FILE_ENV];
  if (!file) throw new Error('Die PGlite-Vorlage fehlt (jest globalSetup).');
  const client = await PGlite.create({ loadDataDir: new Blob([readFileSync(file)]), extensions: PGLITE_EXTENSIONS });
  return { handle: wrapPglite(client), drop: async () => undefined };
}

/** The app on a fresh, migrated and seeded database of the current driver. */
export async function createTestApp(
  options: { config?: Partial<AppConfig>; modules?: DomainModule[]; logger?: FastifyServerOptions['logger'] } = {},
): Promise<TestContext> {
  const config = testConfig(options.config);
  const { handle, drop } = await openTestDatabase();
  const app = await buildApp({
    config,
    db: handle.db,
    logger: options.logger ?? false,
    ...(options.modules ? { modules: options.modules } : {}),
  });
  await app.ready();
  return {
    app,
    db: handle.db,
    config,
    driver: handle.driver,
    async close() {
      await app.close();
      await handle.close();
      await drop();
      rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

/** Logs in over HTTP and answers the bearer token. */
export async function login(app: FastifyInstance, email: string, password = DEMO.password): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/login', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`Anmeldung fehlgeschlagen: ${response.statusCode} ${response.body}`);
  return (response.json() as { data: { token: string } }).data.token;
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

let userCounter = 0;

/**
 * A confirmed user inserted directly (no password login possible) and a token for it; fast, for matrices. A
 * provider comes with verified trader data (Art. 30 DSA) so it may publish, unless `verified: false`.
 */
export async function createUserWithToken(
  context: Pick<TestContext, 'db' | 'config'>,
  role: Role,
  options: { verified?: boolean } = {},
): Promise<{ id: number; token: string }> {
  userCounter += 1;
  const [user] = await context.db
    .insert(users)
    .values({
      role,
      email: `testnutzer-${process.pid}-${userCounter}-${randomBytes(3).toString('hex')}@example.com`,
      passwordHash: 'nicht-anmeldbar',
      firstName: 'Test',
      lastName: role === 'User' ? 'Kunde' : 'Anbieter',
      emailConfirmedAt: new Date(),
    })
    .returning();
  if (!user) throw new Error('Testnutzer wurde nicht angelegt.');
  if (role === 'Company' && options.verified !== false) await verifyTestProvider(context.db, user.id, user.email);
  const { token } = await signAccessToken(context.config, user);
  return { id: user.id, token };
}

/** Verified trader data (Art. 30 DSA) for a provider a test created, so it may publish. */
export async function verifyTestProvider(db: Database, providerId: number, email: string): Promise<void> {
  const now = new Date();
  await db
    .insert(providerOnboarding)
    .values({
      providerId,
      status: 'verified',
      companyName: 'Test Anbieter GmbH',
      legalRepresentative: 'Test Anbieter',
      street: 'Teststraße',
      houseNumber: '1',
      zipCode: '10115',
      city: 'Berlin',
      phone: '+49 30 1234567',
      email,
      registerCourt: 'Amtsgericht Charlottenburg',
      registerNumber: `HRB ${providerId}`,
      vatId: 'DE123456789',
      vatStatus: 'regular',
      selfCertifiedAt: now,
      submittedAt: now,
      verifiedAt: now,
      verifiedBy: 'Test',
    })
    .onConflictDoNothing();
}

export async function userByEmail(db: Database, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export function json<T = Record<string, unknown>>(response: LightMyRequestResponse): T {
  return response.json() as T;
}

/** Links the outbox holds for a recipient, newest first. */
export async function outboxLinks(app: FastifyInstance, recipient: string): Promise<string[]> {
  const response = await app.inject({ method: 'GET', url: `/dev/outbox?recipient=${encodeURIComponent(recipient)}` });
  const entries = (response.json() as { data: Array<{ links: string[] }> }).data;
  return entries.flatMap((entry) => entry.links);
}
