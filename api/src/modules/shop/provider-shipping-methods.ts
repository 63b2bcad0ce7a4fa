import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { shopShippingMethods } from '../../db/schema/shop';
import type { ShippingOption } from './price-lines';

/** The active shipping methods of the given providers, by provider, in their order (`position`, then id). */
export async function activeShippingMethodsOf(db: Executor, providerIds: number[]): Promise<Map<number, ShippingOption[]>> {
  if (providerIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(shopShippingMethods)
    .where(and(inArray(shopShippingMethods.providerId, providerIds), eq(shopShippingMethods.isActive, true)))
    .orderBy(asc(shopShippingMethods.position), asc(shopShippingMethods.id));
  const byProvider = new Map<number, ShippingOption[]>();
  for (const row of rows) {
    const list = byProvider.get(row.providerId) ?? [];
    list.push({
      id: row.id,
      name: row.name,
      priceCents: row.priceCents,
      freeFromCents: row.freeFromCents,
      deliveryTime: row.deliveryTime,
      isPickup: row.isPickup,
      countries: row.countries,
    });
    byProvider.set(row.providerId, list);
  }
  return byProvider;
}
