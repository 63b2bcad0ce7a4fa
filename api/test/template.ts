import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig, type AppConfig } from '../src/config';

/** Config for tests: no rate limit, outbox on, silent logs, a private data folder (created on first upload). */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const dataDir = path.join(tmpdir(), `mp-api-test-${process.pid}-${randomBytes(6).toString('hex')}`);
  const base = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DEV_OUTBOX: 'true',
    RATE_LIMIT_MAX: '0',
    JWT_SECRET: 'test-geheimnis-mit-mindestens-zweiunddreissig-zeichen',
    PUBLIC_WEB_URL: 'http://127.0.0.1:3000',
    PUBLIC_API_URL: 'http://127.0.0.1:4000',
  });
  return { ...base, ...overrides };
}

export const TEMPLATE_FILE_ENV = 'MP_TEST_PGLITE_TEMPLATE';
export const TEMPLATE_DB_ENV = 'MP_TEST_PG_TEMPLATE';

/** The same server, another database name. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
