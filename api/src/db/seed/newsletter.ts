import { randomBytes } from 'node:crypto';
import type { Database } from '../client';
import { newsletterSubscriptions } from '../schema';

/** Two confirmed subscribers and one open opt-in, so the operator's list is not empty. */
export async function seedNewsletter(db: Database): Promise<void> {
  const confirmedAt = new Date('2026-01-02T12:00:00Z');
  const salt = () => randomBytes(16).toString('hex');
  await db.insert(newsletterSubscriptions).values([
    { email: 'leserin@example.com', status: 'confirmed', confirmedAt, unsubscribeSalt: salt() },
    { email: 'stammkunde@example.com', status: 'confirmed', confirmedAt, unsubscribeSalt: salt() },
    { email: 'interessent@example.com', status: 'pending', unsubscribeSalt: salt() },
  ]);
}
