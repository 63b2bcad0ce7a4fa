import { PgDialect, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { freeSlugFor } from './free-slug';

const things = pgTable('things', { id: serial('id').primaryKey(), slug: text('slug').notNull() });

/** A stand-in executor that answers the slug query with `taken` and keeps the condition it was asked with. */
function fakeDb(taken: string[]) {
  const asked: SQL[] = [];
  const db = {
    select: () => ({
      from: () => ({
        where: async (condition: SQL) => {
          asked.push(condition);
          return taken.map((slug) => ({ slug }));
        },
      }),
    }),
  } as unknown as Executor;
  return { db, asked };
}

describe('freeSlugFor', () => {
  it('takes the German slug of the name when the table does not hold it', async () => {
    const { db } = fakeDb([]);
    await expect(freeSlugFor(db, things, things.slug, 'Bäckerei & Konditorei', 'ding')).resolves.toBe('baeckerei-und-konditorei');
  });

  it('numbers the slug past the ones the table holds, reading only the slug and its numbered forms', async () => {
    const { db, asked } = fakeDb(['baeckerei', 'baeckerei-2']);
    await expect(freeSlugFor(db, things, things.slug, 'Bäckerei', 'ding')).resolves.toBe('baeckerei-3');
    const query = new PgDialect().sqlToQuery(asked[0] as SQL);
    expect(query.params).toEqual(['baeckerei', 'baeckerei-%']);
  });

  it('falls back to the given word when the name gives no slug', async () => {
    const { db } = fakeDb(['ding']);
    await expect(freeSlugFor(db, things, things.slug, '!!!', 'ding')).resolves.toBe('ding-2');
  });
});
