import { accountProviderProfiles } from '../account/public';
import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { foodDishes, foodSettings } from '../../db/schema/food';
import { NotFoundError } from '../../http/errors';
import { formatEuro } from '../../lib/money';
import type { AppConfig } from '../../config';
import { uploadUrl } from '../../http/uploads';
import { distanceKm, postalCodeCoordinates } from '../reference/public';
import { activeFoodProductsOf, productPictures } from '../shop/public';
import type { DayHours } from '../../lib/opening-hours';
import { type FoodFilter, type FoodSearchFacts, locationHours, publicLocations, publicProvider } from '../stores/public';
import { ADDITIVES, ALLERGENS, FOOD_PROVIDER_NOT_FOUND, WITHDRAWAL_NOTICE } from './constants';
import { type FoodSettingsRow, listCategories, presentGastro, settingsOf } from './settings';

// --- public provider page (menu) -------------------------------------------------------------------------------

export async function providerOpen(db: Executor, providerId: number, now: Date) {
  const locations = await publicLocations(db, providerId, now);
  const main = locations[0];
  return { locations, open: locations.some((location) => location.state_now.open_now), main };
}

/** Whether `postalCode` lies in the provider's delivery area (postal code list, else radius around its main store). */
export function deliversTo(
  settings: FoodSettingsRow,
  postalCode: string,
  origin: { latitude: number | null; longitude: number | null } | undefined,
): boolean {
  if (settings.deliveryPostalCodes.length > 0) return settings.deliveryPostalCodes.includes(postalCode);
  if (settings.deliveryRadiusKm === null || !origin || origin.latitude === null || origin.longitude === null) return false;
  const point = postalCodeCoordinates(postalCode);
  if (!point) return false;
  return distanceKm({ latitude: origin.latitude, longitude: origin.longitude }, point) <= settings.deliveryRadiusKm;
}

/**
 * Browser URL of a dish picture (as the shop serves its product pictures): absolute URLs stay, `/…` paths are API
 * routes (the seeded drawn illustrations), anything else is an upload key. Without the config the stored value.
 */
function pictureUrl(config: AppConfig | undefined, value: string): string | null {
  if (/^https?:\/\//.test(value) || !config) return value;
  if (value.startsWith('/')) return `${config.publicApiUrl}${value}`;
  return uploadUrl(config, value);
}

export async function foodProviderBySlug(db: Executor, slug: string, withMenu: boolean, now = new Date(), config?: AppConfig) {
  let resolved;
  try {
    resolved = await publicProvider(db, slug);
  } catch {
    throw new NotFoundError(FOOD_PROVIDER_NOT_FOUND);
  }
  const settings = await settingsOf(db, resolved.userId);
  if (!settings.isActive) throw new NotFoundError(FOOD_PROVIDER_NOT_FOUND);
  const [profile] = await db
    .select({ companyName: accountProviderProfiles.companyName, slug: accountProviderProfiles.slug, city: accountProviderProfiles.city })
    .from(accountProviderProfiles)
    .where(eq(accountProviderProfiles.userId, resolved.userId))
    .limit(1);
  const { locations, open, main } = await providerOpen(db, resolved.userId, now);
  const deliveryHours: DayHours[] = main ? await locationHours(db, main.id, 'delivery') : [];
  const detail = {
    id: resolved.userId,
    name: profile?.companyName ?? '',
    slug: profile?.slug ?? slug,
    city: profile?.city ?? '',
    open_now: open,
    open_text: main?.state_now.text ?? 'Keine Öffnungszeiten hinterlegt',
    ordering_open: !settings.orderingPaused,
    opening_hours: main?.times ?? [],
    delivery_hours: deliveryHours,
    address: main ? `${main.street} ${main.street_number}, ${main.zipcode} ${main.city}`.trim() : '',
    locations_count: locations.length,
    preparation_time: settings.preparationMinutes,
    withdrawal_notice: WITHDRAWAL_NOTICE,
    ...presentGastro(settings),
  };
  if (!withMenu) return { ...detail, categories: [] };
  return { ...detail, categories: await menuOf(db, resolved.userId, config) };
}

async function menuOf(db: Executor, providerId: number, config: AppConfig | undefined) {
  // The shop's food products (through its public reads) with the food module's own dish data (category, allergens).
  const products = await activeFoodProductsOf(db, providerId);
  const productIds = products.map((product) => product.id);
  const dishData =
    productIds.length === 0
      ? []
      : await db
          .select({
            productId: foodDishes.productId,
            categoryId: foodDishes.categoryId,
            allergens: foodDishes.allergens,
            additives: foodDishes.additives,
          })
          .from(foodDishes)
          .where(inArray(foodDishes.productId, productIds));
  const dishes = products.map((product) => {
    const data = dishData.find((row) => row.productId === product.id);
    return { ...product, categoryId: data?.categoryId ?? null, allergens: data?.allergens ?? null, additives: data?.additives ?? null };
  });
  const categories = await listCategories(db, providerId);
  // The first picture of each dish's gallery (product pictures before variant pictures, by position), else its photo.
  const pictures = await productPictures(db, productIds);
  const pictureOf = (dish: (typeof dishes)[number]) => {
    const first = pictures.find((picture) => picture.productId === dish.id);
    const url = first ? pictureUrl(config, first.image) : dish.photo ? pictureUrl(config, dish.photo) : null;
    return url ? { url, alt: first?.alt || dish.name } : null;
  };
  const present = (dish: (typeof dishes)[number]) => ({
    id: dish.id,
    variant_id: dish.variantId,
    name: dish.name,
    slug: dish.slug,
    description: dish.description,
    price_cents: dish.priceCents,
    price: formatEuro(dish.priceCents),
    image: pictureOf(dish),
    available: dish.stock > 0,
    allergens: (dish.allergens ?? []).map((code) => ({ code, label: ALLERGENS[code] ?? code })),
    additives: (dish.additives ?? []).map((code) => ({ code, label: ADDITIVES[code] ?? code })),
  });
  const grouped = categories
    .map((category) => ({
      id: category.id,
      name: category.name,
      dishes: dishes.filter((dish) => dish.categoryId === category.id).map(present),
    }))
    .filter((category) => category.dishes.length > 0);
  const rest = dishes.filter((dish) => dish.categoryId === null || !categories.some((category) => category.id === dish.categoryId));
  if (rest.length > 0) grouped.push({ id: 0, name: 'Weitere Gerichte', dishes: rest.map(present) });
  return grouped;
}

// --- food provider search ---------------------------------------------------------------------------------------

/** The food filters of `/provider_search` (x-extension parameters). */
/**
 * Every active food provider matching the food filters, with its card facts — all of them, before any paging, so
 * the caller pages over the matches (open now is decided for each provider, not only for one page).
 */
export async function foodSearchMatches(db: Executor, filter: FoodFilter, now = new Date()): Promise<Map<number, FoodSearchFacts>> {
  const rows = await db.select().from(foodSettings).where(eq(foodSettings.isActive, true));
  const result = new Map<number, FoodSearchFacts>();
  for (const settings of rows) {
    if (filter.cuisine && !settings.cuisineTags.includes(filter.cuisine)) continue;
    if (filter.pickup && !settings.pickup) continue;
    if (filter.max_minimum_order_cents !== undefined && settings.minimumOrderCents > filter.max_minimum_order_cents) continue;
    const { open, main } = await providerOpen(db, settings.providerId, now);
    if (filter.open_now && !open) continue;
    const delivers = filter.delivers_to ? settings.delivery && deliversTo(settings, filter.delivers_to, main) : null;
    if (filter.delivers_to && !delivers && !(filter.pickup && settings.pickup)) continue;
    result.set(settings.providerId, {
      cuisine_tags: settings.cuisineTags,
      minimum_order_cents: settings.minimumOrderCents,
      delivery_fee_cents: settings.deliveryFeeCents,
      free_delivery_from_cents: settings.freeDeliveryFromCents,
      delivery: settings.delivery,
      pickup: settings.pickup,
      ordering_open: !settings.orderingPaused,
      open_now: open,
      open_text: main?.state_now.text ?? 'Keine Öffnungszeiten hinterlegt',
      delivers_to_postal_code: delivers,
    });
  }
  return result;
}
