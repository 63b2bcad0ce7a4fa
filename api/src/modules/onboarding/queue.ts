import { and, count, eq, isNull, min, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { providerOnboarding } from '../../db/schema/onboarding';

/** A queue of the dashboard: how many wait, since when the oldest, how many are overdue. */
export interface Queue {
  count: number;
  oldestAt: Date | null;
  overdue: number;
}

/** Submissions older than this many days count as overdue on the dashboard. */
export const VERIFICATION_DUE_DAYS = 2;

/** Submitted trader data waiting for a decision (accounts still open). */
export async function verificationQueue(db: Executor, now: Date = new Date()): Promise<Queue> {
  const due = new Date(now.getTime() - VERIFICATION_DUE_DAYS * 86_400_000);
  const [row] = await db
    .select({
      count: count(),
      oldestAt: min(providerOnboarding.submittedAt),
      overdue: sql<number>`count(*) filter (where ${providerOnboarding.submittedAt} < ${due.toISOString()}::timestamptz)`.mapWith(Number),
    })
    .from(providerOnboarding)
    .where(and(eq(providerOnboarding.status, 'submitted'), isNull(providerOnboarding.accountEndedAt)));
  return { count: row?.count ?? 0, oldestAt: row?.oldestAt ? new Date(row.oldestAt) : null, overdue: row?.overdue ?? 0 };
}
