import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { jobs } from '../../db/schema';

/** A work queue for the back office's dashboard: open items, the oldest's time, how many are overdue. */
export interface DeadJobsQueue {
  count: number;
  oldestAt: Date | null;
  overdue: number;
}

/**
 * The jobs that failed for good (status `dead`, e.g. an e-mail the transport refused eight times): how many, since when
 * the oldest is dead. Each one waits for a person, so every dead job counts as overdue.
 */
export async function deadJobsQueue(db: Executor): Promise<DeadJobsQueue> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, oldest: sql<Date | string | null>`min(coalesce(${jobs.finishedAt}, ${jobs.createdAt}))` })
    .from(jobs)
    .where(sql`${jobs.status} = 'dead'`);
  const count = Number(row?.count ?? 0);
  const oldest = row?.oldest ? new Date(row.oldest) : null;
  return { count, oldestAt: oldest, overdue: count };
}
