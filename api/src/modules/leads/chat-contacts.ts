import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { inquiries, leads, offers } from '../../db/schema/leads';

/**
 * Of `candidates`, the customers the provider has a lead or an offer with (at most 500 of each): the chat's contact
 * source.
 */
export async function leadCustomersOf(db: Executor, providerId: number, candidates: readonly number[]): Promise<number[]> {
  const ids = [...candidates];
  const [leaded, offered] = await Promise.all([
    db
      .selectDistinct({ id: inquiries.customerId })
      .from(leads)
      .innerJoin(inquiries, eq(inquiries.id, leads.inquiryId))
      .where(and(eq(leads.providerId, providerId), inArray(inquiries.customerId, ids)))
      .limit(500),
    db
      .selectDistinct({ id: offers.customerId })
      .from(offers)
      .where(and(eq(offers.providerId, providerId), inArray(offers.customerId, ids)))
      .limit(500),
  ]);
  return [...leaded, ...offered].map((row) => row.id).filter((id): id is number => typeof id === 'number');
}
