import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Which domain seeds have run, so a domain added later is seeded into an existing database once. */
export const seedHistory = pgTable('seed_history', {
  domain: text('domain').primaryKey(),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
});
