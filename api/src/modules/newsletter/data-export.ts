import { eq, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { newsletterSubscriptions } from '../../db/schema/newsletter';
import type { ErasedUser } from '../types';

/** The newsletter's part of the data export (DSGVO Art. 15/20): the subscription of the account's address (double opt-in dates). */
export async function exportUserNewsletter(db: Executor, user: ErasedUser): Promise<Record<string, unknown>> {
  const rows = await db
    .select()
    .from(newsletterSubscriptions)
    .where(or(eq(newsletterSubscriptions.userId, user.id), sql`lower(${newsletterSubscriptions.email}) = ${user.email.toLowerCase()}`));
  return {
    subscriptions: rows.map((row) => ({
      email: row.email,
      status: row.status,
      confirmed_at: row.confirmedAt?.toISOString() ?? null,
      unsubscribed_at: row.unsubscribedAt?.toISOString() ?? null,
      created_at: row.createdAt.toISOString(),
    })),
  };
}
