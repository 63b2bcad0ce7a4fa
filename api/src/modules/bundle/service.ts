/** Creating and changing bundles: items, price split and the requests to the partner providers. */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Executor } from '../../db/client';
import { shopBundleItems, shopBundleProviderRequests, shopBundles } from '../../db/schema/bundle';
import { NotFoundError, ValidationError } from '../../http/errors';
import { germanSlug } from '../../lib/slug';
import { listedProductsWithVariants } from '../shop/public';
import { allocateBundlePrice } from './cart';
import { mailRequest } from './mail';
import { bundleWithRequests } from './present';
import type { BundleWithRequests } from './schemas';

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
  const { products, variants } = await listedProductsWithVariants(db, productIds);
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
      errors[`items.${index}.variant_id`] = ['Dieser Artikel ist schon im Produktset; bitte erhöhen Sie stattdessen die Menge.'];
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
    throw ValidationError.field('items', 'Ein Produktset braucht mindestens ein Produkt eines anderen Anbieters.');
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
      `Der Produktset-Preis darf nicht über der Summe der Einzelpreise (${(regularCents / 100).toLocaleString('de-DE', { minimumFractionDigits: 2 })} €) liegen.`,
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

async function freeBundleSlug(tx: Executor, name: string, bundleId: number): Promise<string> {
  const base = (germanSlug(name) || 'bundle').slice(0, 150);
  return `${base}-${bundleId}`;
}

export async function createBundle(db: Executor, config: AppConfig, providerId: number, input: BundleInput): Promise<BundleWithRequests> {
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
    if (!bundle) throw new Error('Produktset wurde nicht angelegt.');
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

/** The sender changes its bundle; every request that is not deleted goes back to `requested`. */
export async function updateBundle(db: Executor, config: AppConfig, providerId: number, bundleId: number, input: BundleInput) {
  await db.transaction(async (tx) => {
    const [bundle] = await tx
      .select()
      .from(shopBundles)
      .where(and(eq(shopBundles.id, bundleId), eq(shopBundles.providerId, providerId), isNull(shopBundles.deletedAt)))
      .for('update')
      .limit(1);
    if (!bundle) throw new NotFoundError('Das Produktset wurde nicht gefunden.');
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
        .set({ status: 'deleted', reason: 'Nicht mehr Teil des Produktsets.', changedBy: providerId, updatedAt: new Date() })
        .where(inArray(shopBundleProviderRequests.id, gone));
    }
    for (const receiverId of partners) {
      const request = existing.find((candidate) => candidate.receiverId === receiverId);
      if (request?.status === 'deleted') {
        throw ValidationError.field(
          'items',
          'Ein Anbieter hat die Anfrage zu diesem Produktset gelöscht; bitte legen Sie ein neues Produktset an.',
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
