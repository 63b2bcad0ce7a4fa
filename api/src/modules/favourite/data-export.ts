import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { favourites } from '../../db/schema/favourite';
import { exportRows } from '../../lib/export-rows';
import type { ErasedUser } from '../types';

/** The favourites' part of the data export (DSGVO Art. 15/20): remembered products and providers. */
export async function exportUserFavourites(db: Executor, user: ErasedUser): Promise<Record<string, unknown>> {
  const rows = await db.select().from(favourites).where(eq(favourites.userId, user.id)).orderBy(asc(favourites.id));
  return { favourites: exportRows(rows, ['userId']) };
}
