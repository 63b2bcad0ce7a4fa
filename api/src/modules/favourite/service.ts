import { and, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Executor } from '../../db/client';
import { favourites, type FavouriteType } from '../../db/schema/favourite';
import { accountProviderProfiles, accountUsers, providerNameFields } from '../account/public';
import { NotFoundError, ValidationError } from '../../http/errors';
import { countedPage, type PageRequest } from '../../http/pagination';
import { uploadUrl } from '../../http/uploads';
import { providerRatingSummaries } from '../review/public';
import { cardsByIds, isProductListed, type ProductCard, productListedSql, providerRef } from '../shop/public';

/** Favourites one customer may keep per type. */
export const FAVOURITE_LIMIT = 500;

/** Key of the per-user advisory lock that serialises the limit check. */
const FAVOURITE_LOCK_KEY = 74_262_301;

export const PRODUCT_NOT_FOUND = 'Das Produkt wurde nicht gefunden.';
export const PROVIDER_NOT_FOUND = 'Der Anbieter wurde nicht gefunden.';
export const LIMIT_MESSAGE = `Sie können höchstens ${FAVOURITE_LIMIT} Favoriten je Art speichern. Bitte entfernen Sie zuerst einen anderen.`;

export const MESSAGES: Record<FavouriteType, { added: string; removed: string }> = {
  product: {
    added: 'Das Produkt wurde zu Ihren Favoriten hinzugefügt.',
    removed: 'Das Produkt wurde aus Ihren Favoriten entfernt.',
  },
  provider: {
    added: 'Der Anbieter wurde zu Ihren Favoriten hinzugefügt.',
    removed: 'Der Anbieter wurde aus Ihren Favoriten entfernt.',
  },
};

/** The target column of a type. */
function targetColumn(type: FavouriteType) {
  return type === 'product' ? favourites.productId : favourites.providerId;
}

/** A provider with a live account and a visible public page. */
async function visibleProvider(db: Executor, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: accountUsers.id })
    .from(accountUsers)
    .innerJoin(accountProviderProfiles, eq(accountProviderProfiles.userId, accountUsers.id))
    .where(
      and(
        eq(accountUsers.id, id),
        eq(accountUsers.role, 'Company'),
        isNull(accountUsers.deletedAt),
        eq(accountProviderProfiles.showProfile, true),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Remembers a product or provider; a repeated call changes nothing and answers `created: false`. */
export async function addFavourite(db: Executor, userId: number, type: FavouriteType, id: number): Promise<{ created: boolean }> {
  const exists = type === 'product' ? await isProductListed(db, id) : await visibleProvider(db, id);
  if (!exists) throw new NotFoundError(type === 'product' ? PRODUCT_NOT_FOUND : PROVIDER_NOT_FOUND);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${FAVOURITE_LOCK_KEY}, ${userId})`);
    const [present] = await tx
      .select({ id: favourites.id })
      .from(favourites)
      .where(and(eq(favourites.userId, userId), eq(targetColumn(type), id)))
      .limit(1);
    if (present) return { created: false };
    const [stored] = await tx
      .select({ total: count() })
      .from(favourites)
      .where(and(eq(favourites.userId, userId), eq(favourites.type, type)));
    if ((stored?.total ?? 0) >= FAVOURITE_LIMIT) throw ValidationError.field('id', LIMIT_MESSAGE);
    const inserted = await tx
      .insert(favourites)
      .values({ userId, type, productId: type === 'product' ? id : null, providerId: type === 'provider' ? id : null })
      .onConflictDoNothing()
      .returning({ id: favourites.id });
    return { created: inserted.length > 0 };
  });
}

/** Forgets a product or provider; forgetting one that is no favourite answers `removed: false`. */
export async function removeFavourite(db: Executor, userId: number, type: FavouriteType, id: number): Promise<{ removed: boolean }> {
  const deleted = await db
    .delete(favourites)
    .where(and(eq(favourites.userId, userId), eq(favourites.type, type), eq(targetColumn(type), id)))
    .returning({ id: favourites.id });
  return { removed: deleted.length > 0 };
}

/** Every remembered id of a type (for the heart toggles on cards). */
export async function favouriteIds(db: Executor, userId: number, type: FavouriteType): Promise<number[]> {
  const column = targetColumn(type);
  const rows = await db
    .select({ target: column })
    .from(favourites)
    .where(and(eq(favourites.userId, userId), eq(favourites.type, type)))
    .orderBy(desc(favourites.createdAt), desc(favourites.id));
  return rows.flatMap((row) => (row.target === null ? [] : [row.target]));
}

export type FavouriteProductCard = ProductCard & { type: 'product'; added_at: string };

export interface ProviderCard {
  id: number;
  type: 'provider';
  company_name: string;
  slug: string;
  city: string;
  logo: string | null;
  avg_rating: number;
  total_review: number;
  available: boolean;
  added_at: string;
}

/**
 * Product favourites that are on sale, newest favourite first, as the shop's product cards. A product taken off
 * sale keeps its favourite row and reappears when it is listed again; a deleted one is left out.
 */
export async function pageProductFavourites(
  db: Executor,
  config: AppConfig,
  userId: number,
  page: PageRequest,
): Promise<{ rows: FavouriteProductCard[]; total: number }> {
  const where = and(eq(favourites.userId, userId), eq(favourites.type, 'product'), productListedSql(favourites.productId));
  const { total, rows: remembered } = await countedPage(
    page,
    () => db.select({ total: count() }).from(favourites).where(where),
    db
      .select({ productId: favourites.productId, addedAt: favourites.createdAt })
      .from(favourites)
      .where(where)
      .orderBy(desc(favourites.createdAt), desc(favourites.id))
      .$dynamic(),
  );
  // A listed product's favourite always has its product id (the condition above); the filter tells the compiler.
  const productIds = remembered.flatMap((row) => (row.productId === null ? [] : [row.productId]));
  const addedAt = new Map(remembered.map((row) => [row.productId, row.addedAt.toISOString()]));
  const cards = await cardsByIds(db, config, productIds);
  return {
    total,
    rows: cards.map((card) => ({ ...card, type: 'product' as const, added_at: addedAt.get(card.id) ?? '' })),
  };
}

/** Provider favourites, newest first; deleted accounts are left out, hidden public pages have `available: false`. */
export async function pageProviderFavourites(
  db: Executor,
  config: AppConfig,
  userId: number,
  page: PageRequest,
): Promise<{ rows: ProviderCard[]; total: number }> {
  const where = and(eq(favourites.userId, userId), eq(favourites.type, 'provider'), isNull(accountUsers.deletedAt));
  const { total, rows } = await countedPage(
    page,
    () => db.select({ total: count() }).from(favourites).innerJoin(accountUsers, eq(accountUsers.id, favourites.providerId)).where(where),
    db
      .select({
        addedAt: favourites.createdAt,
        id: accountUsers.id,
        ...providerNameFields,
        avatar: accountUsers.avatar,
        city: accountProviderProfiles.city,
        showProfile: accountProviderProfiles.showProfile,
      })
      .from(favourites)
      .innerJoin(accountUsers, eq(accountUsers.id, favourites.providerId))
      .leftJoin(accountProviderProfiles, eq(accountProviderProfiles.userId, accountUsers.id))
      .where(where)
      .orderBy(desc(favourites.createdAt), desc(favourites.id))
      .$dynamic(),
  );
  const ratings = await providerRatingSummaries(
    db,
    rows.map((row) => row.id),
  );
  return {
    total,
    rows: rows.map((row) => {
      const ref = providerRef(row.id, row.companyName, row.firstName, row.lastName);
      const rating = ratings.get(row.id);
      return {
        id: row.id,
        type: 'provider',
        company_name: ref.name,
        slug: ref.slug,
        city: row.city ?? '',
        logo: uploadUrl(config, row.avatar),
        avg_rating: rating?.avg_rating ?? 0,
        total_review: rating?.total_review ?? 0,
        available: row.showProfile === true,
        added_at: row.addedAt.toISOString(),
      };
    }),
  };
}

/** Account deletion: the customer's favourites go with the account. */
export async function deleteUserFavourites(db: Executor, userId: number): Promise<void> {
  await db.delete(favourites).where(eq(favourites.userId, userId));
}

/** A SQL condition (for another module's statement): the user keeps the provider (by id or column) as a favourite. */
export function favouredProviderSql(userId: number, providerId: SQL): SQL {
  return sql`exists (select 1 from ${favourites} f where f.user_id = ${userId} and f.provider_id = ${providerId})`;
}
