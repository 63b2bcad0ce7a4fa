import { asc, count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { addresses } from '../../db/schema/address';
import { exportRows } from '../../lib/export-rows';
import type { ErasedUser } from '../types';

/** The address book's part of the data export (DSGVO Art. 15/20): every billing and shipping address. */
export async function exportUserAddresses(db: Executor, user: ErasedUser): Promise<Record<string, unknown>> {
  const rows = await db.select().from(addresses).where(eq(addresses.userId, user.id)).orderBy(asc(addresses.id));
  return { addresses: exportRows(rows, ['userId']) };
}

/** How many addresses a user keeps (the back office's customer detail). */
export async function countUserAddresses(db: Executor, userId: number): Promise<number> {
  const [row] = await db.select({ value: count() }).from(addresses).where(eq(addresses.userId, userId));
  return row?.value ?? 0;
}
