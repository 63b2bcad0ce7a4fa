import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openPostgres, PGLITE_EXTENSIONS, wrapPglite } from '../src/db/client';
import { seedDatabase } from '../src/db/seed';
import { modules } from '../src/modules';
import { TEMPLATE_DB_ENV, TEMPLATE_FILE_ENV, testConfig, withDatabase } from './template';

/** Migrates and seeds one template database per run; every test restores a copy of it. */
export default async function globalSetup(): Promise<void> {
  const config = testConfig();
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const handle = wrapPglite(client);
  await handle.migrate();
  await seedDatabase(handle.db, modules, { config });
  const dump = await client.dumpDataDir('none');
  const file = path.join(tmpdir(), `mp-api-template-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  process.env[TEMPLATE_FILE_ENV] = file;

  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `mp_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const template = openPostgres(withDatabase(url, name), 2);
    await template.migrate();
    await seedDatabase(template.db, modules, { config });
    await template.close();
    process.env[TEMPLATE_DB_ENV] = name;
  }
}
