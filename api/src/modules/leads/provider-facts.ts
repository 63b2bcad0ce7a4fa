import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { leadRoutes } from '../../db/schema/leads';

/** Whether the provider has set up a request route. */
export async function hasLeadRoute(db: Executor, providerId: number): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(leadRoutes)
    .where(eq(leadRoutes.providerId, providerId))
    .limit(1);
  return rows.length > 0;
}
