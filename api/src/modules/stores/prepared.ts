import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { PgDialect, PgSession } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';

const names = new Map<string, string>();

/** A stable statement name per SQL text, so PostgreSQL keeps one plan per shape of the statement. */
function statementName(prefix: string, text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `${prefix}_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
    if (names.size > 500) names.clear();
    names.set(text, name);
  }
  return name;
}

/**
 * Runs a raw statement as a named prepared statement: on PostgreSQL (node-postgres) each pooled connection parses
 * and plans it once and reuses the plan, which saves the planning of a long statement on every request. The
 * statement text must not carry values (they are parameters), so the number of shapes stays small. PGlite runs it
 * as it would any statement.
 */
export async function preparedRows<T>(db: Executor, prefix: string, query: SQL): Promise<T[]> {
  const internals = db as unknown as { dialect: PgDialect; session: PgSession };
  const compiled = internals.dialect.sqlToQuery(query);
  const prepared = internals.session.prepareQuery(compiled, undefined, statementName(prefix, compiled.sql), false);
  const result = (await prepared.execute()) as { rows: T[] };
  return result.rows;
}

interface Statement {
  execute(values: Record<string, unknown>): Promise<unknown>;
}

/** Built statements per database session (the pool, or one transaction), each by its shape key; bounded. */
const statements = new WeakMap<object, Map<string, Statement>>();
const MAX_SHAPES = 200;

/**
 * Like {@link preparedRows}, for a statement that is built once per shape: `build` makes the statement of the
 * shape `key` with `sql.placeholder(name)` for every value that changes between requests, and `values` fills them.
 * The built and compiled statement is kept per database session and key, so a request only binds its values —
 * no SQL templates built, no statement text compiled or hashed. `build` must depend on nothing but what `key`
 * names.
 */
export async function shapedRows<T>(
  db: Executor,
  prefix: string,
  key: string,
  build: () => SQL,
  values: Record<string, unknown>,
): Promise<T[]> {
  const internals = db as unknown as { dialect: PgDialect; session: PgSession };
  let byKey = statements.get(internals.session);
  if (!byKey) {
    byKey = new Map();
    statements.set(internals.session, byKey);
  }
  let statement = byKey.get(key);
  if (!statement) {
    const compiled = internals.dialect.sqlToQuery(build());
    statement = internals.session.prepareQuery(compiled, undefined, statementName(prefix, compiled.sql), false) as Statement;
    if (byKey.size >= MAX_SHAPES) byKey.delete(byKey.keys().next().value!);
    byKey.set(key, statement);
  }
  const result = (await statement.execute(values)) as { rows: T[] };
  return result.rows;
}
