/** Bundles and requests as the API answers them, and the read lists (requests, sellable bundles, partners, products). */
import { and, asc, count, desc, eq, ilike, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Executor } from '../../db/client';
import { type BundleRequestStatus, shopBundleItems, shopBundleProviderRequests, shopBundles } from '../../db/schema/bundle';
import { NotFoundError } from '../../http/errors';
import { countedPage, pageOffset, type PageRequest } from '../../http/pagination';
import { uploadUrl } from '../../http/uploads';
import { accountProviderProfiles, accountUsers, providerDisplayName, providerDisplayNames, providerNameFields } from '../account/public';
import { euros } from '../../lib/money';
import { containsPattern } from '../../lib/like-pattern';
import { activeVariantsOf, hasListedProductsSql, listedProductCountSql, listedProductsOf, variantLabels } from '../shop/public';
import { sellableBundleIds } from './cart';
import type {
  BundlePartner,
  BundleProductChoice,
  BundleRequestCount,
  BundleWithRequests,
  PresentedBundle,
  PresentedRequest,
} from './schemas';

export type { PresentedBundle, PresentedRequest } from './schemas';

export const BUNDLE_NOT_FOUND = 'Die Produktset-Anfrage wurde nicht gefunden.';

// --- Presenting -------------------------------------------------------------------------------------------

/** Bundles with items, providers and shares, in the order of `ids`. */
export async function presentBundles(db: Executor, config: AppConfig, ids: number[]): Promise<PresentedBundle[]> {
  if (ids.length === 0) return [];
  const [bundles, itemRows, sellable] = await Promise.all([
    db.select().from(shopBundles).where(inArray(shopBundles.id, ids)),
    db
      .select()
      .from(shopBundleItems)
      .where(inArray(shopBundleItems.bundleId, ids))
      .orderBy(asc(shopBundleItems.position), asc(shopBundleItems.id)),
    sellableBundleIds(db, ids),
  ]);
  // Product and variant names, slug and photo come from the shop (an item's variant always exists: the foreign key
  // deletes the item with it).
  const labels = await variantLabels(
    db,
    itemRows.map((item) => item.variantId),
  );
  const items = itemRows.flatMap((item) => {
    const label = labels.get(item.variantId);
    return label ? [{ item, ...label }] : [];
  });
  const names = await providerDisplayNames(db, [...bundles.map((bundle) => bundle.providerId), ...items.map((row) => row.item.providerId)]);
  return ids.flatMap((id) => {
    const bundle = bundles.find((candidate) => candidate.id === id);
    if (!bundle) return [];
    const own = items.filter((row) => row.item.bundleId === id);
    const shares = new Map<number, number>();
    for (const { item } of own) shares.set(item.providerId, (shares.get(item.providerId) ?? 0) + item.unitPriceCents * item.qty);
    const image = own.find((row) => row.photo)?.photo ?? null;
    return [
      {
        id: bundle.id,
        name: bundle.name,
        slug: bundle.slug,
        description: bundle.description,
        price: euros(bundle.priceCents),
        price_cents: bundle.priceCents,
        regular_price: euros(bundle.regularPriceCents),
        regular_price_cents: bundle.regularPriceCents,
        saving: euros(Math.max(0, bundle.regularPriceCents - bundle.priceCents)),
        image: uploadUrl(config, image),
        is_active: sellable.has(bundle.id) && bundle.deletedAt === null ? (1 as const) : (0 as const),
        provider: { id: bundle.providerId, company_name: names.get(bundle.providerId) ?? '' },
        items: own.map(({ item, productName, slug, photo, variantName }) => ({
          id: item.id,
          product_id: item.productId,
          variant_id: item.variantId,
          product_name: productName,
          variant_name: variantName,
          slug,
          photo: uploadUrl(config, photo),
          qty: item.qty,
          regular_price: euros(item.regularUnitPriceCents),
          unit_price: euros(item.unitPriceCents),
          unit_price_cents: item.unitPriceCents,
          provider_id: item.providerId,
          company_name: names.get(item.providerId) ?? '',
        })),
        shares: [...shares.entries()].map(([providerId, cents]) => ({
          provider_id: providerId,
          company_name: names.get(providerId) ?? '',
          amount: euros(cents),
          amount_cents: cents,
        })),
        created_at: bundle.createdAt.toISOString(),
        updated_at: bundle.updatedAt.toISOString(),
      },
    ];
  });
}

export type RequestRow = typeof shopBundleProviderRequests.$inferSelect;

export async function presentRequests(db: Executor, config: AppConfig, viewerId: number, rows: RequestRow[]): Promise<PresentedRequest[]> {
  const bundles = await presentBundles(db, config, [...new Set(rows.map((row) => row.bundleId))]);
  const names = await providerDisplayNames(
    db,
    rows.flatMap((row) => [row.senderId, row.receiverId]),
  );
  return rows.flatMap((row) => {
    // A request's bundle is always there (the foreign key deletes requests with their bundle).
    const bundle = bundles.find((candidate) => candidate.id === row.bundleId);
    if (!bundle) return [];
    const shareCents = bundle.shares.find((share) => share.provider_id === row.receiverId)?.amount_cents ?? 0;
    return {
      id: row.id,
      bundle_provider_request_id: row.id,
      status: row.status,
      direction: row.receiverId === viewerId ? ('incoming' as const) : ('outgoing' as const),
      message: row.message,
      reason: row.reason,
      sender: { id: row.senderId, company_name: names.get(row.senderId) ?? '' },
      receiver: { id: row.receiverId, company_name: names.get(row.receiverId) ?? '' },
      share: euros(shareCents),
      share_cents: shareCents,
      created_at: row.createdAt.toISOString(),
      responded_at: row.respondedAt?.toISOString() ?? null,
      updated_at: row.updatedAt.toISOString(),
      bundle,
    };
  });
}

// --- Request lists ----------------------------------------------------------------------------------------

export type RequestScope = 'incoming' | 'outgoing' | 'both';

export async function listRequests(
  db: Executor,
  config: AppConfig,
  providerId: number,
  filter: { scope: RequestScope; statuses?: BundleRequestStatus[]; excludeDeleted?: boolean },
  page: PageRequest,
): Promise<{ rows: PresentedRequest[]; total: number }> {
  const conditions: SQL[] = [];
  const incoming = eq(shopBundleProviderRequests.receiverId, providerId);
  const outgoing = eq(shopBundleProviderRequests.senderId, providerId);
  conditions.push(filter.scope === 'incoming' ? incoming : filter.scope === 'outgoing' ? outgoing : (or(incoming, outgoing) as SQL));
  if (filter.statuses) conditions.push(inArray(shopBundleProviderRequests.status, filter.statuses));
  if (filter.excludeDeleted) conditions.push(ne(shopBundleProviderRequests.status, 'deleted'));
  const where = and(...conditions);
  const { rows, total } = await countedPage(
    page,
    () => db.select({ total: count() }).from(shopBundleProviderRequests).where(where),
    db
      .select()
      .from(shopBundleProviderRequests)
      .where(where)
      .orderBy(desc(shopBundleProviderRequests.updatedAt), desc(shopBundleProviderRequests.id))
      .$dynamic(),
  );
  return { rows: await presentRequests(db, config, providerId, rows), total };
}

export async function requestCount(db: Executor, providerId: number): Promise<BundleRequestCount> {
  const [row] = await db
    .select({
      incoming: sql<number>`count(*) filter (where ${shopBundleProviderRequests.receiverId} = ${providerId})`.mapWith(Number),
      outgoing: sql<number>`count(*) filter (where ${shopBundleProviderRequests.senderId} = ${providerId})`.mapWith(Number),
    })
    .from(shopBundleProviderRequests)
    .where(
      and(
        eq(shopBundleProviderRequests.status, 'requested'),
        or(eq(shopBundleProviderRequests.receiverId, providerId), eq(shopBundleProviderRequests.senderId, providerId)),
      ),
    );
  const incoming = row?.incoming ?? 0;
  const outgoing = row?.outgoing ?? 0;
  return { incoming, outgoing, total: incoming + outgoing };
}

export async function requestOf(db: Executor, providerId: number, requestId: number): Promise<RequestRow> {
  const [row] = await db
    .select()
    .from(shopBundleProviderRequests)
    .where(
      and(
        eq(shopBundleProviderRequests.id, requestId),
        or(eq(shopBundleProviderRequests.receiverId, providerId), eq(shopBundleProviderRequests.senderId, providerId)),
      ),
    )
    .limit(1);
  if (!row) throw new NotFoundError(BUNDLE_NOT_FOUND);
  return row;
}

export async function requestDetail(db: Executor, config: AppConfig, providerId: number, requestId: number): Promise<PresentedRequest> {
  const row = await requestOf(db, providerId, requestId);
  const [presented] = await presentRequests(db, config, providerId, [row]);
  if (!presented) throw new NotFoundError(BUNDLE_NOT_FOUND);
  return presented;
}

/** Bundles the provider takes part in (as sender or receiver) that are sellable now. */
export async function activeBundlesOf(
  db: Executor,
  config: AppConfig,
  providerId: number,
  page: PageRequest,
): Promise<{ rows: PresentedBundle[]; total: number }> {
  const candidates = await db
    .selectDistinct({ id: shopBundles.id, updatedAt: shopBundles.updatedAt })
    .from(shopBundles)
    .leftJoin(shopBundleProviderRequests, eq(shopBundleProviderRequests.bundleId, shopBundles.id))
    .where(
      and(isNull(shopBundles.deletedAt), or(eq(shopBundles.providerId, providerId), eq(shopBundleProviderRequests.receiverId, providerId))),
    )
    .orderBy(desc(shopBundles.updatedAt));
  const sellable = await sellableBundleIds(
    db,
    candidates.map((row) => row.id),
  );
  const ids = candidates.filter((row) => sellable.has(row.id)).map((row) => row.id);
  const { limit, offset } = pageOffset(page);
  return { rows: await presentBundles(db, config, ids.slice(offset, offset + limit)), total: ids.length };
}

/** Sellable bundles for the marketplace section (public), newest first. */
export async function publicBundles(
  db: Executor,
  config: AppConfig,
  page: PageRequest,
): Promise<{ rows: PresentedBundle[]; total: number }> {
  const candidates = await db
    .select({ id: shopBundles.id })
    .from(shopBundles)
    .where(
      and(
        isNull(shopBundles.deletedAt),
        sql`not exists (select 1 from ${shopBundleProviderRequests} r where r.bundle_id = ${shopBundles.id} and r.status <> 'confirmed')`,
      ),
    )
    .orderBy(desc(shopBundles.updatedAt), desc(shopBundles.id));
  const sellable = await sellableBundleIds(
    db,
    candidates.map((row) => row.id),
  );
  const ids = candidates.filter((row) => sellable.has(row.id)).map((row) => row.id);
  const { limit, offset } = pageOffset(page);
  return { rows: await presentBundles(db, config, ids.slice(offset, offset + limit)), total: ids.length };
}

export async function bundleWithRequests(
  db: Executor,
  config: AppConfig,
  providerId: number,
  bundleId: number,
): Promise<BundleWithRequests> {
  const [bundle] = await presentBundles(db, config, [bundleId]);
  if (!bundle) throw new NotFoundError('Das Produktset wurde nicht gefunden.');
  const rows = await db
    .select()
    .from(shopBundleProviderRequests)
    .where(eq(shopBundleProviderRequests.bundleId, bundleId))
    .orderBy(asc(shopBundleProviderRequests.id));
  const requests = (await presentRequests(db, config, providerId, rows)).map((request) => ({ ...request, bundle: null }));
  return { ...bundle, requests };
}

// --- Choosing products and partners -----------------------------------------------------------------------

function keywordPattern(keyword: string | undefined): string | null {
  const trimmed = keyword?.trim();
  if (!trimmed) return null;
  return containsPattern(trimmed);
}

/** Other providers with at least one active product (partners for a bundle). */
export async function providerList(
  db: Executor,
  providerId: number,
  keyword: string | undefined,
  page: PageRequest,
): Promise<{ rows: BundlePartner[]; total: number }> {
  const pattern = keywordPattern(keyword);
  const conditions: SQL[] = [
    eq(accountUsers.role, 'Company'),
    isNull(accountUsers.deletedAt),
    ne(accountUsers.id, providerId),
    hasListedProductsSql(accountUsers.id),
  ];
  if (pattern) {
    conditions.push(
      or(
        ilike(accountProviderProfiles.companyName, pattern),
        ilike(sql`${accountUsers.firstName} || ' ' || ${accountUsers.lastName}`, pattern),
      ) as SQL,
    );
  }
  const where = and(...conditions);
  const { rows, total } = await countedPage(
    page,
    () =>
      db
        .select({ total: count() })
        .from(accountUsers)
        .leftJoin(accountProviderProfiles, eq(accountProviderProfiles.userId, accountUsers.id))
        .where(where),
    db
      .select({
        id: accountUsers.id,
        ...providerNameFields,
        city: accountProviderProfiles.city,
        productsCount: listedProductCountSql(accountUsers.id).mapWith(Number),
      })
      .from(accountUsers)
      .leftJoin(accountProviderProfiles, eq(accountProviderProfiles.userId, accountUsers.id))
      .where(where)
      .orderBy(asc(accountProviderProfiles.companyName), asc(accountUsers.id))
      .$dynamic(),
  );
  return {
    rows: rows.map((row) => ({
      id: row.id,
      company_name: providerDisplayName(row.companyName, row.firstName, row.lastName),
      city: row.city ?? '',
      products_count: row.productsCount,
    })),
    total,
  };
}

/** Active products of one provider with their active variants, for choosing bundle items. */
export async function productsOf(
  db: Executor,
  config: AppConfig,
  ownerId: number,
  keyword: string | undefined,
  page: PageRequest,
): Promise<{ rows: BundleProductChoice[]; total: number }> {
  const { rows, total } = await listedProductsOf(db, ownerId, keywordPattern(keyword), page);
  const variants = await activeVariantsOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    rows: rows.map((row) => ({
      id: row.id,
      name: row.name,
      slug: row.slug,
      photo: uploadUrl(config, row.photo),
      price: euros(row.priceCents),
      price_cents: row.priceCents,
      provider_id: ownerId,
      variants: variants
        .filter((variant) => variant.productId === row.id)
        .map((variant) => ({
          id: variant.id,
          name: variant.name,
          price: euros(variant.priceCents),
          price_cents: variant.priceCents,
          qty: variant.qty,
        })),
    })),
    total,
  };
}

export async function isOtherProvider(db: Executor, providerId: number, otherId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: accountUsers.id })
    .from(accountUsers)
    .where(
      and(eq(accountUsers.id, otherId), eq(accountUsers.role, 'Company'), isNull(accountUsers.deletedAt), ne(accountUsers.id, providerId)),
    )
    .limit(1);
  return row !== undefined;
}
