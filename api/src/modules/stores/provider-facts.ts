import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { providerAppointments, providerPages, storeLocations } from '../../db/schema/stores';

/** Whether the provider has a store. */
export async function hasStoreLocation(db: Executor, providerId: number): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(storeLocations)
    .where(eq(storeLocations.providerId, providerId))
    .limit(1);
  return rows.length > 0;
}

/** How many appointment requests wait for the provider's answer. */
export async function requestedAppointmentCount(db: Executor, providerId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(providerAppointments)
    .where(and(eq(providerAppointments.providerId, providerId), eq(providerAppointments.status, 'requested')));
  return Number(row?.total ?? 0);
}

/**
 * A SQL expression (for another module's statement): whether the provider's page offers the chat to customers
 * (`show_chat`); true for a provider without a page. The chat reads it through `registerChatVisibility`.
 */
export function providerChatShownSql(providerId: SQL): SQL<boolean> {
  return sql<boolean>`coalesce((select pg.show_chat from ${providerPages} pg where pg.provider_id = ${providerId}), true)`;
}
