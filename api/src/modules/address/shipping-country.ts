import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { addresses } from '../../db/schema/address';

/**
 * The country goods go to, as stored on the address: the address `addressId` when it exists, else the user's
 * default shipping address, else a default billing address that is also the shipping address; null when none.
 */
export async function shippingCountry(db: Executor, addressId: number | null, userId: number | null): Promise<string | null> {
  if (addressId !== null) {
    const [chosen] = await db.select({ country: addresses.country }).from(addresses).where(eq(addresses.id, addressId)).limit(1);
    if (chosen) return chosen.country;
  }
  if (userId === null) return null;
  const [fallback] = await db
    .select({ country: addresses.country })
    .from(addresses)
    .where(
      and(
        eq(addresses.userId, userId),
        eq(addresses.isDefault, true),
        or(eq(addresses.type, 'shipping'), and(eq(addresses.type, 'billing'), eq(addresses.isShipping, true))),
      ),
    )
    .orderBy(desc(sql`${addresses.type} = 'shipping'`))
    .limit(1);
  return fallback?.country ?? null;
}
