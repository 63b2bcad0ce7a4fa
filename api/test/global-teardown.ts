import { rmSync } from 'node:fs';
import pg from 'pg';
import { TEMPLATE_DB_ENV, TEMPLATE_FILE_ENV } from './template';

export default async function globalTeardown(): Promise<void> {
  const file = process.env[TEMPLATE_FILE_ENV];
  if (file) rmSync(file, { force: true });
  const url = process.env.DATABASE_URL;
  const name = process.env[TEMPLATE_DB_ENV];
  if (url && name) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
