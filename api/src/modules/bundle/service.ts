import { and, asc, count, desc, eq, ilike, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Executor } from '../../db/client';
import {
  type BundleRequestStatus,
  providerProfiles,
  shopBundleItems,
  shopBundleProviderRequests,
  shopBundles,
  shopProducts,
  shopProductVariants,
  users,
} from '../../db/schema';
import { NotFoundError, ValidationError } from '../../http/errors';
import { pageOffset, type PageRequest } from '../../http/pagination';
import { uploadUrl } from '../../http/uploads';
import { providerDisplayName, providerDisplayNames } from '../account/public';
import { Outbox } from '../outbox/public';
import { germanSlug } from '../../lib/slug';
import { euros } from '../../lib/money';

export const BUNDLE_NOT_FOUND = 'Die Bundle-Anfrage wurde nicht gefunden.';
export const TRANSITION_REFUSED = 'Diese Statusänderung ist nicht möglich.';

// --- Resolving for the cart ------------------------------------------------------------------------------

export interface CartBundle {
  bundleId: number;
  name: string;
  items: { productId: number; variantId: number; providerId: number; qty: number; unitPriceCents: number }[];
}

/** Whether every request of each bundle is confirmed (and it has at least one). */
async function sellableBundleIds(db: Executor, bundleIds: number[]): Promise<Set<number>> {
  if (bundleIds.length === 0) return new Set();
  const rows = await db
    .select({
      bundleId: shopBundleProviderRequests.bundleId,
      total: count(),
      confirmed: sql<number>`count(*) filter (where ${shopBundleProviderRequests.status} = 'confirmed')`.mapWith(Number),
    })
    .from(shopBundleProviderRequests)
    .where(inArray(shopBundleProviderRequests.bundleId, bundleIds))
    .groupBy(shopBundleProviderRequests.bundleId);
  const unavailable = await db
    .select({ bundleId: shopBundleItems.bundleId })
    .from(shopBundleItems)
    .innerJoin(shopProducts, eq(shopProducts.id, shopBundleItems.productId))
    .innerJoin(shopProductVariants, eq(shopProductVariants.id, shopBundleItems.variantId))
    .where(
      and(
        inArray(shopBundleItems.bundleId, bundleIds),
        or(sql`${shopProducts.deletedAt} is not null`, ne(shopProducts.status, 'active'), eq(shopProductVariants.isActive, false)),
      ),
    );
  const blocked = new Set(unavailable.map((row) => row.bundleId));
  return new Set(
    rows.filter((row) => row.total > 0 && row.confirmed === row.total && !blocked.has(row.bundleId)).map((row) => row.bundleId),
  );
}

/**
 * A sellable bundle for the cart: each item with its provider and its unit price inside the bundle, so checkout
 * makes each provider's share part of that provider's vendor order. Null unless the bundle exists, is not
 * deleted, every request is confirmed and every product and variant is active.
 */
export async function resolveBundleForCart(db: Executor, bundleId: number): Promise<CartBundle | null> {
  const [bundle] = await db
    .select({ id: shopBundles.id, name: shopBundles.name })
    .from(shopBundles)
    .where(and(eq(shopBundles.id, bundleId), isNull(shopBundles.deletedAt)))
    .limit(1);
  if (!bundle) return null;
  if (!(await sellableBundleIds(db, [bundle.id])).has(bundle.id)) return null;
  const items = await db
    .select()
    .from(shopBundleItems)
    .where(eq(shopBundleItems.bundleId, bundle.id))
    .orderBy(asc(shopBundleItems.position), asc(shopBundleItems.id));
  return {
    bundleId: bundle.id,
    name: bundle.name,
    items: items.map((item) => ({
      productId: item.productId,
      variantId: item.variantId,
      providerId: item.providerId,
      qty: item.qty,
      unitPriceCents: item.unitPriceCents,
    })),
  };
}

// --- Price split --------------------------------------------------------------------------------------------

/**
 * Splits a bundle price over the items in proportion to their regular value. Unit prices are whole cents;
 * the remainder goes to the lines with the largest fractions (a line with qty 1 takes what is left), so
 * Σ unit × qty equals the price whenever the quantities allow it. Answers the unit prices and that sum.
 */
export function allocateBundlePrice(priceCents: number, lines: readonly { regularUnitCents: number; qty: number }[]) {
  const regularTotal = lines.reduce((sum, line) => sum + line.regularUnitCents * line.qty, 0);
  if (regularTotal <= 0) return { unitPrices: lines.map(() => 0), totalCents: 0 };
  const exact = lines.map((line) => (priceCents * line.regularUnitCents) / regularTotal);
  const unitPrices = exact.map((value) => Math.floor(value));
  let rest = priceCents - unitPrices.reduce((sum, unit, index) => sum + unit * (lines[index]?.qty ?? 0), 0);
  const order = exact
    .map((value, index) => ({ index, fraction: value - Math.floor(value) }))
    .sort((a, b) => b.fraction - a.fraction || a.index - b.index);
  for (const { index } of order) {
    const qty = lines[index]?.qty ?? 0;
    if (qty > 0 && qty <= rest) {
      unitPrices[index] = (unitPrices[index] ?? 0) + 1;
      rest -= qty;
    }
  }
  const single = lines.findIndex((line) => line.qty === 1);
  if (rest > 0 && single >= 0) {
    unitPrices[single] = (unitPrices[single] ?? 0) + rest;
    rest = 0;
  }
  return { unitPrices, totalCents: priceCents - rest };
}

// --- Presenting -------------------------------------------------------------------------------------------

export type PresentedBundle = Awaited<ReturnType<typeof presentBundles>>[number];

/** Bundles with items, providers and shares, in the order of `ids`. */
export async function presentBundles(db: Executor, config: AppConfig, ids: number[]) {
  if (ids.length === 0) return [];
  const [bundles, items, sellable] = await Promise.all([
    db.select().from(shopBundles).where(inArray(shopBundles.id, ids)),
    db
      .select({
        item: shopBundleItems,
        productName: shopProducts.name,
        slug: shopProducts.slug,
        photo: shopProducts.photo,
        variantName: shopProductVariants.name,
      })
      .from(shopBundleItems)
      .innerJoin(shopProducts, eq(shopProducts.id, shopBundleItems.productId))
      .innerJoin(shopProductVariants, eq(shopProductVariants.id, shopBundleItems.variantId))
      .where(inArray(shopBundleItems.bundleId, ids))
      .orderBy(asc(shopBundleItems.position), asc(shopBundleItems.id)),
    sellableBundleIds(db, ids),
  ]);
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
        is_active: sellable.has(bundle.id) && bundle.deletedAt === null ? 1 : 0,
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

type RequestRow = typeof shopBundleProviderRequests.$inferSelect;

async function presentRequests(db: Executor, config: AppConfig, viewerId: number, rows: RequestRow[]) {
  const bundles = await presentBundles(db, config, [...new Set(rows.map((row) => row.bundleId))]);
  const names = await providerDisplayNames(
    db,
    rows.flatMap((row) => [row.senderId, row.receiverId]),
  );
  return rows.map((row) => {
    const bundle = bundles.find((candidate) => candidate.id === row.bundleId) ?? null;
    const shareCents = bundle?.shares.find((share) => share.provider_id === row.receiverId)?.amount_cents ?? 0;
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
export type PresentedRequest = Awaited<ReturnType<typeof presentRequests>>[number];

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
  const { limit, offset } = pageOffset(page);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select()
      .from(shopBundleProviderRequests)
      .where(where)
      .orderBy(desc(shopBundleProviderRequests.updatedAt), desc(shopBundleProviderRequests.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(shopBundleProviderRequests).where(where),
  ]);
  return { rows: await presentRequests(db, config, providerId, rows), total };
}

export async function requestCount(db: Executor, providerId: number) {
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

async function requestOf(db: Executor, providerId: number, requestId: number): Promise<RequestRow> {
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
export async function activeBundlesOf(db: Executor, config: AppConfig, providerId: number, page: PageRequest) {
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
export async function publicBundles(db: Executor, config: AppConfig, page: PageRequest) {
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

// --- Status changes ---------------------------------------------------------------------------------------

type Target = 'confirmed' | 'rejected' | 'inactivated' | 'deleted';

/** Whether `actor` (sender or receiver) may move a request from `from` to `to` (README "Statuses"). */
export function transitionAllowed(from: BundleRequestStatus, to: Target, actor: 'sender' | 'receiver'): boolean {
  if (from === 'deleted') return false;
  switch (to) {
    case 'deleted':
      return true;
    case 'confirmed':
      return actor === 'receiver' && (from === 'requested' || from === 'inactivated');
    case 'rejected':
      return actor === 'receiver' && from === 'requested';
    case 'inactivated':
      return from === 'confirmed';
  }
}

const STATUS_MAIL: Record<Target, { subject: string; verb: string }> = {
  confirmed: { subject: 'Bundle-Anfrage bestätigt', verb: 'bestätigt' },
  rejected: { subject: 'Bundle-Anfrage abgelehnt', verb: 'abgelehnt' },
  inactivated: { subject: 'Bundle deaktiviert', verb: 'deaktiviert' },
  deleted: { subject: 'Bundle-Anfrage gelöscht', verb: 'gelöscht' },
};

export async function changeRequestStatus(
  db: Executor,
  config: AppConfig,
  providerId: number,
  requestId: number,
  to: Target,
  options: { reason?: string | null; mail: boolean },
): Promise<PresentedRequest> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(shopBundleProviderRequests)
      .where(
        and(
          eq(shopBundleProviderRequests.id, requestId),
          or(eq(shopBundleProviderRequests.receiverId, providerId), eq(shopBundleProviderRequests.senderId, providerId)),
        ),
      )
      .for('update')
      .limit(1);
    if (!row) throw new NotFoundError(BUNDLE_NOT_FOUND);
    const actor = row.receiverId === providerId ? 'receiver' : 'sender';
    if (!transitionAllowed(row.status, to, actor)) throw ValidationError.field('status', TRANSITION_REFUSED);
    await tx
      .update(shopBundleProviderRequests)
      .set({
        status: to,
        reason: options.reason ?? '',
        changedBy: providerId,
        updatedAt: new Date(),
        ...(actor === 'receiver' && (to === 'confirmed' || to === 'rejected') ? { respondedAt: new Date() } : {}),
      })
      .where(eq(shopBundleProviderRequests.id, requestId));
    if (options.mail) await mailOtherSide(tx, config, row, providerId, to, options.reason ?? '');
  });
  return requestDetail(db, config, providerId, requestId);
}

async function mailOtherSide(tx: Executor, config: AppConfig, row: RequestRow, actorId: number, to: Target, reason: string) {
  const otherId = row.senderId === actorId ? row.receiverId : row.senderId;
  // One after the other: a transaction is one connection, and pg deprecates overlapping queries on it (refused from pg@9).
  const [other] = await tx.select({ email: users.email, deletedAt: users.deletedAt }).from(users).where(eq(users.id, otherId));
  const [bundle] = await tx.select({ name: shopBundles.name }).from(shopBundles).where(eq(shopBundles.id, row.bundleId));
  const names = await providerDisplayNames(tx, [actorId]);
  if (!other || other.deletedAt !== null || !other.email) return;
  const link = `${config.publicWebUrl}/shop/provider/bundles/requests/${row.id}`;
  const mail = STATUS_MAIL[to];
  const lines = [
    'Guten Tag,',
    '',
    `${names.get(actorId) ?? 'Ein Anbieter'} hat die Bundle-Anfrage „${bundle?.name ?? ''}“ ${mail.verb}.`,
    ...(reason ? ['', `Begründung: ${reason}`] : []),
    '',
    `Zur Anfrage: ${link}`,
    '',
    'Ihr Marktplatz-Team',
  ];
  await new Outbox(tx, config).sendEmail({
    to: other.email,
    subject: `${mail.subject}: ${bundle?.name ?? ''}`,
    text: lines.join('\n'),
    links: [link],
    userId: otherId,
  });
}

// --- Choosing products and partners -----------------------------------------------------------------------

function keywordPattern(keyword: string | undefined): string | null {
  const trimmed = keyword?.trim();
  if (!trimmed) return null;
  return `%${trimmed.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Other providers with at least one active product (partners for a bundle). */
export async function providerList(db: Executor, providerId: number, keyword: string | undefined, page: PageRequest) {
  const pattern = keywordPattern(keyword);
  const conditions: SQL[] = [
    eq(users.role, 'Company'),
    isNull(users.deletedAt),
    ne(users.id, providerId),
    sql`exists (select 1 from shop_products p where p.provider_id = ${users.id} and p.status = 'active' and p.deleted_at is null)`,
  ];
  if (pattern) {
    conditions.push(
      or(ilike(providerProfiles.companyName, pattern), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern)) as SQL,
    );
  }
  const where = and(...conditions);
  const { limit, offset } = pageOffset(page);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select({
        id: users.id,
        companyName: providerProfiles.companyName,
        firstName: users.firstName,
        lastName: users.lastName,
        city: providerProfiles.city,
        productsCount:
          sql<number>`(select count(*) from shop_products p where p.provider_id = ${users.id} and p.status = 'active' and p.deleted_at is null)`.mapWith(
            Number,
          ),
      })
      .from(users)
      .leftJoin(providerProfiles, eq(providerProfiles.userId, users.id))
      .where(where)
      .orderBy(asc(providerProfiles.companyName), asc(users.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(users).leftJoin(providerProfiles, eq(providerProfiles.userId, users.id)).where(where),
  ]);
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
export async function productsOf(db: Executor, config: AppConfig, ownerId: number, keyword: string | undefined, page: PageRequest) {
  const pattern = keywordPattern(keyword);
  const where = and(
    eq(shopProducts.providerId, ownerId),
    eq(shopProducts.status, 'active'),
    isNull(shopProducts.deletedAt),
    pattern ? or(ilike(shopProducts.name, pattern), ilike(shopProducts.sku, pattern)) : undefined,
  );
  const { limit, offset } = pageOffset(page);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select({
        id: shopProducts.id,
        name: shopProducts.name,
        slug: shopProducts.slug,
        photo: shopProducts.photo,
        priceCents: shopProducts.priceCents,
      })
      .from(shopProducts)
      .where(where)
      .orderBy(asc(shopProducts.name), asc(shopProducts.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(shopProducts).where(where),
  ]);
  const variants =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(shopProductVariants)
          .where(
            and(
              inArray(
                shopProductVariants.productId,
                rows.map((row) => row.id),
              ),
              eq(shopProductVariants.isActive, true),
            ),
          )
          .orderBy(asc(shopProductVariants.position), asc(shopProductVariants.id));
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
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, otherId), eq(users.role, 'Company'), isNull(users.deletedAt), ne(users.id, providerId)))
    .limit(1);
  return row !== undefined;
}

// --- Creating and changing bundles ------------------------------------------------------------------------

export interface BundleInput {
  name: string;
  description?: string | null | undefined;
  price: number;
  message?: string | null | undefined;
  items: { product_id: number; variant_id?: number | null | undefined; qty: number }[];
}

interface ResolvedItem {
  productId: number;
  variantId: number;
  providerId: number;
  qty: number;
  regularUnitCents: number;
}

async function resolveItems(db: Executor, providerId: number, items: BundleInput['items']): Promise<ResolvedItem[]> {
  const productIds = [...new Set(items.map((item) => item.product_id))];
  const products = await db
    .select({ id: shopProducts.id, providerId: shopProducts.providerId, isVariants: shopProducts.isVariants })
    .from(shopProducts)
    .where(and(inArray(shopProducts.id, productIds), eq(shopProducts.status, 'active'), isNull(shopProducts.deletedAt)));
  const variants = await db
    .select()
    .from(shopProductVariants)
    .where(and(inArray(shopProductVariants.productId, productIds), eq(shopProductVariants.isActive, true)));
  const errors: Record<string, string[]> = {};
  const resolved: ResolvedItem[] = [];
  for (const [index, item] of items.entries()) {
    const product = products.find((candidate) => candidate.id === item.product_id);
    if (!product) {
      errors[`items.${index}.product_id`] = ['Dieses Produkt ist nicht (mehr) erhältlich.'];
      continue;
    }
    const own = variants.filter((variant) => variant.productId === product.id);
    const variant =
      item.variant_id != null ? own.find((candidate) => candidate.id === item.variant_id) : own.length === 1 ? own[0] : undefined;
    if (!variant) {
      errors[`items.${index}.variant_id`] = [
        item.variant_id != null ? 'Diese Variante gehört nicht zum Produkt.' : 'Bitte wählen Sie eine Variante des Produkts.',
      ];
      continue;
    }
    if (resolved.some((entry) => entry.variantId === variant.id)) {
      errors[`items.${index}.variant_id`] = ['Dieser Artikel ist schon im Bundle; bitte erhöhen Sie stattdessen die Menge.'];
      continue;
    }
    resolved.push({
      productId: product.id,
      variantId: variant.id,
      providerId: product.providerId,
      qty: item.qty,
      regularUnitCents: variant.priceCents,
    });
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  if (!resolved.some((item) => item.providerId !== providerId)) {
    throw ValidationError.field('items', 'Ein Bundle braucht mindestens ein Produkt eines anderen Anbieters.');
  }
  return resolved;
}

async function writeItems(
  tx: Executor,
  bundleId: number,
  items: ResolvedItem[],
  priceCents: number,
): Promise<{ priceCents: number; regularCents: number }> {
  const regularCents = items.reduce((sum, item) => sum + item.regularUnitCents * item.qty, 0);
  if (priceCents > regularCents) {
    throw ValidationError.field(
      'price',
      `Der Bundle-Preis darf nicht über der Summe der Einzelpreise (${(regularCents / 100).toLocaleString('de-DE', { minimumFractionDigits: 2 })} €) liegen.`,
    );
  }
  const { unitPrices, totalCents } = allocateBundlePrice(
    priceCents,
    items.map((item) => ({ regularUnitCents: item.regularUnitCents, qty: item.qty })),
  );
  await tx.delete(shopBundleItems).where(eq(shopBundleItems.bundleId, bundleId));
  await tx.insert(shopBundleItems).values(
    items.map((item, position) => ({
      bundleId,
      productId: item.productId,
      variantId: item.variantId,
      providerId: item.providerId,
      qty: item.qty,
      regularUnitPriceCents: item.regularUnitCents,
      unitPriceCents: unitPrices[position] ?? 0,
      position,
    })),
  );
  return { priceCents: totalCents, regularCents };
}

async function mailRequest(
  tx: Executor,
  config: AppConfig,
  senderId: number,
  receiverId: number,
  requestId: number,
  bundleName: string,
  changed: boolean,
) {
  const [receiver] = await tx.select({ email: users.email }).from(users).where(eq(users.id, receiverId));
  const names = await providerDisplayNames(tx, [senderId]);
  if (!receiver?.email) return;
  const link = `${config.publicWebUrl}/shop/provider/bundles/requests/${requestId}`;
  const sender = names.get(senderId) ?? 'Ein Anbieter';
  await new Outbox(tx, config).sendEmail({
    to: receiver.email,
    subject: changed ? `Bundle geändert: ${bundleName}` : `Neue Bundle-Anfrage: ${bundleName}`,
    text: [
      'Guten Tag,',
      '',
      changed
        ? `${sender} hat das Bundle „${bundleName}“ geändert. Bitte bestätigen Sie Ihre Teilnahme erneut.`
        : `${sender} möchte Ihre Produkte in das Bundle „${bundleName}“ aufnehmen.`,
      '',
      `Anfrage ansehen und bestätigen: ${link}`,
      '',
      'Ihr Marktplatz-Team',
    ].join('\n'),
    links: [link],
    userId: receiverId,
  });
}

async function freeBundleSlug(tx: Executor, name: string, bundleId: number): Promise<string> {
  const base = (germanSlug(name) || 'bundle').slice(0, 150);
  return `${base}-${bundleId}`;
}

export async function createBundle(
  db: Executor,
  config: AppConfig,
  providerId: number,
  input: BundleInput,
): Promise<PresentedBundle & { requests: PresentedRequest[] }> {
  const bundleId = await db.transaction(async (tx) => {
    const items = await resolveItems(tx, providerId, input.items);
    const [bundle] = await tx
      .insert(shopBundles)
      .values({
        providerId,
        name: input.name,
        slug: `tmp-${Date.now()}-${Math.random().toString(36).slice(2)}`,
        description: input.description ?? '',
        priceCents: input.price,
        regularPriceCents: 0,
      })
      .returning({ id: shopBundles.id });
    if (!bundle) throw new Error('Bundle wurde nicht angelegt.');
    const { priceCents, regularCents } = await writeItems(tx, bundle.id, items, input.price);
    await tx
      .update(shopBundles)
      .set({ slug: await freeBundleSlug(tx, input.name, bundle.id), priceCents, regularPriceCents: regularCents })
      .where(eq(shopBundles.id, bundle.id));
    const partners = [...new Set(items.map((item) => item.providerId).filter((id) => id !== providerId))];
    const requests = await tx
      .insert(shopBundleProviderRequests)
      .values(partners.map((receiverId) => ({ bundleId: bundle.id, senderId: providerId, receiverId, message: input.message ?? '' })))
      .returning();
    for (const request of requests) await mailRequest(tx, config, providerId, request.receiverId, request.id, input.name, false);
    return bundle.id;
  });
  return bundleWithRequests(db, config, providerId, bundleId);
}

export async function bundleWithRequests(db: Executor, config: AppConfig, providerId: number, bundleId: number) {
  const [bundle] = await presentBundles(db, config, [bundleId]);
  if (!bundle) throw new NotFoundError('Das Bundle wurde nicht gefunden.');
  const rows = await db
    .select()
    .from(shopBundleProviderRequests)
    .where(eq(shopBundleProviderRequests.bundleId, bundleId))
    .orderBy(asc(shopBundleProviderRequests.id));
  const requests = (await presentRequests(db, config, providerId, rows)).map((request) => ({ ...request, bundle: null }));
  return { ...bundle, requests };
}

/** The sender changes its bundle; every request that is not deleted goes back to `requested`. */
export async function updateBundle(db: Executor, config: AppConfig, providerId: number, bundleId: number, input: BundleInput) {
  await db.transaction(async (tx) => {
    const [bundle] = await tx
      .select()
      .from(shopBundles)
      .where(and(eq(shopBundles.id, bundleId), eq(shopBundles.providerId, providerId), isNull(shopBundles.deletedAt)))
      .for('update')
      .limit(1);
    if (!bundle) throw new NotFoundError('Das Bundle wurde nicht gefunden.');
    const items = await resolveItems(tx, providerId, input.items);
    const { priceCents, regularCents } = await writeItems(tx, bundle.id, items, input.price);
    await tx
      .update(shopBundles)
      .set({ name: input.name, description: input.description ?? '', priceCents, regularPriceCents: regularCents, updatedAt: new Date() })
      .where(eq(shopBundles.id, bundle.id));
    const partners = [...new Set(items.map((item) => item.providerId).filter((id) => id !== providerId))];
    const existing = await tx.select().from(shopBundleProviderRequests).where(eq(shopBundleProviderRequests.bundleId, bundle.id));
    // Partners no longer in the bundle: their requests end.
    const gone = existing
      .filter((request) => !partners.includes(request.receiverId) && request.status !== 'deleted')
      .map((request) => request.id);
    if (gone.length > 0) {
      await tx
        .update(shopBundleProviderRequests)
        .set({ status: 'deleted', reason: 'Nicht mehr Teil des Bundles.', changedBy: providerId, updatedAt: new Date() })
        .where(inArray(shopBundleProviderRequests.id, gone));
    }
    for (const receiverId of partners) {
      const request = existing.find((candidate) => candidate.receiverId === receiverId);
      if (request?.status === 'deleted') {
        throw ValidationError.field(
          'items',
          'Ein Anbieter hat die Anfrage zu diesem Bundle gelöscht; bitte legen Sie ein neues Bundle an.',
        );
      }
      if (request) {
        await tx
          .update(shopBundleProviderRequests)
          .set({
            status: 'requested',
            reason: '',
            message: input.message ?? request.message,
            changedBy: providerId,
            respondedAt: null,
            updatedAt: new Date(),
          })
          .where(eq(shopBundleProviderRequests.id, request.id));
        await mailRequest(tx, config, providerId, receiverId, request.id, input.name, true);
      } else {
        const [created] = await tx
          .insert(shopBundleProviderRequests)
          .values({ bundleId: bundle.id, senderId: providerId, receiverId, message: input.message ?? '' })
          .returning();
        if (created) await mailRequest(tx, config, providerId, receiverId, created.id, input.name, false);
      }
    }
  });
  return bundleWithRequests(db, config, providerId, bundleId);
}
