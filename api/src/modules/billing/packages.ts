/** The packages on offer: as the screens show them and read by id. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { billingPackages } from '../../db/schema/billing';
import { NotFoundError } from '../../http/errors';
import { euros } from '../../lib/money';
import { PACKAGE_NOT_FOUND, type PackageRow, VAT_RATE, vatOf } from './terms';

export function presentPackage(row: PackageRow) {
  const grossCents = row.monthlyNetCents + vatOf(row.monthlyNetCents);
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    description: row.description,
    price: euros(grossCents),
    price_cents: grossCents,
    net_price: euros(row.monthlyNetCents),
    net_price_cents: row.monthlyNetCents,
    vat_rate: VAT_RATE,
    interval: 'month' as const,
    is_premium: row.isPremium,
    max_active_products: row.maxActiveProducts,
    max_lead_routes: row.maxLeadRoutes,
    max_store_locations: row.maxStoreLocations,
  };
}

export async function listPackages(db: Executor) {
  const rows = await db.select().from(billingPackages).where(eq(billingPackages.active, true)).orderBy(asc(billingPackages.position));
  return rows.map(presentPackage);
}

export async function packageById(db: Executor, id: number): Promise<PackageRow> {
  const [row] = await db
    .select()
    .from(billingPackages)
    .where(and(eq(billingPackages.id, id), eq(billingPackages.active, true)))
    .limit(1);
  if (!row) throw new NotFoundError(PACKAGE_NOT_FOUND);
  return row;
}

export async function packagesById(db: Executor, ids: number[]): Promise<Map<number, PackageRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(billingPackages).where(inArray(billingPackages.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}
