import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import { findApiRoot } from '../config';
import { markService } from '../infra/outage';

export type Schema = typeof schema;
/** The Drizzle database, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle: the same query API as {@link Database}. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Either the database or an open transaction (services accept both, so callers can compose them). */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** Applies pending migrations (under an advisory lock on PostgreSQL). */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export function migrationsFolder(): string {
  return path.join(findApiRoot(), 'src', 'db', 'migrations');
}

/** Key of the advisory lock that serialises migrations across API instances. */
const MIGRATION_LOCK_KEY = 74_262_026;

export function openPostgres(connectionString: string, poolSize = 20): DatabaseHandle {
  // A connection that cannot be had within 10 s (server unreachable, pool exhausted) fails — the request answers
  // 503 instead of hanging.
  const pool = new pg.Pool({ connectionString, max: poolSize, connectionTimeoutMillis: 10_000 });
  // An idle connection the server ends (restart, failover) must not take the process down; the pool reconnects.
  pool.on('error', (error) => console.error('PostgreSQL-Verbindung unterbrochen:', error.message));
  // The pool listens only to idle connections: one checked out (a transaction between two statements) whose server
  // goes away emits 'error' with no listener, and Node ends the process. Every connection keeps a listener of its
  // own; the statement that was waiting fails as an outage (503) and the pool replaces the connection.
  pool.on('connect', (client) => {
    client.on('error', (error) => console.error('PostgreSQL-Verbindung unterbrochen:', error.message));
  });
  // A failed connect (a transaction's, which drizzle does not wrap) is tagged as the database's, so an outage is
  // reported as one (src/infra/outage.ts).
  const connect = pool.connect.bind(pool);
  pool.connect = ((callback?: Parameters<typeof pool.connect>[0]) =>
    callback
      ? connect((error, client, done) => callback(error ? markService(error, 'database') : error, client, done))
      : connect().catch((error: unknown) => {
          throw markService(error, 'database');
        })) as typeof pool.connect;
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  return {
    db,
    driver: 'postgres',
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        try {
          await migratePg(drizzlePg({ client: pool, schema }), { migrationsFolder: migrationsFolder() });
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
        }
      } finally {
        client.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}

/**
 * The PostgreSQL extensions PGlite must load (pass to every `PGlite.create`): `pg_trgm` for the shop search's typo
 * tolerance (migration `0032_search_trigram` runs `CREATE EXTENSION pg_trgm`; PostgreSQL ships it in contrib).
 */
export const PGLITE_EXTENSIONS = { pg_trgm };

/** Wraps an open PGlite instance (tests pass one restored from a template). */
export function wrapPglite(client: PGlite, onClose?: () => void): DatabaseHandle {
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    driver: 'pglite',
    async migrate() {
      await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder: migrationsFolder() });
    },
    async close() {
      if (!client.closed) await client.close();
      onClose?.();
    },
  };
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the lock file of a PGlite folder. Two processes on one folder corrupt it, so a second process
 * is refused while the holder lives; a lock left by a dead process is taken over.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'pglite.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
      if (Number.isFinite(holder) && holder !== process.pid && processIsAlive(holder)) {
        throw new Error(
          `Der Datenordner ${dataDir} wird bereits von Prozess ${holder} verwendet. Beenden Sie ihn oder setzen Sie DATA_DIR.`,
        );
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Die Sperrdatei ${lockPath} konnte nicht angelegt werden.`);
}

export async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const release = acquireDataDirLock(dataDir);
  try {
    const folder = path.join(dataDir, 'pglite');
    const fresh = !existsSync(folder);
    mkdirSync(folder, { recursive: true });
    const client = await PGlite.create({ dataDir: folder, extensions: PGLITE_EXTENSIONS });
    if (fresh) await client.query('SELECT 1');
    return wrapPglite(client, release);
  } catch (error) {
    release();
    throw error;
  }
}
