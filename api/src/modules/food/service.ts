import { and, type AnyColumn, asc, count, eq, getTableName, gt, inArray, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import {
  FOOD_ORDER_STATUSES,
  type FoodItemStatus,
  type FoodOrderStatus,
  foodCategories,
  foodDeliveryTimes,
  foodDishes,
  foodBoardTab,
  foodBoards,
  foodEvents,
  foodOrderItemStates,
  foodOrders,
  foodSettings,
  foodSlotChoices,
  providerProfiles,
  shopOrderItems,
  shopOrders,
  shopProductImages,
  shopProductVariants,
  shopProducts,
  shopVendorOrders,
  users,
} from '../../db/schema';
import { ConflictError, NotFoundError, ValidationError } from '../../http/errors';
import { pageOffset } from '../../http/pagination';
import { formatEuro } from '../../lib/money';
import type { AppConfig } from '../../config';
import { uploadUrl } from '../../http/uploads';
import { saveSetting, setting } from '../notification/public';
import { changeFoodOrderStatus, FOOD_ORDER_TRANSITIONS, FOOD_STATUS_LABELS } from '../orders/public';
import { distanceKm, postalCodeCoordinates } from '../reference/public';
import {
  berlinClock,
  listHolidays,
  locationHours,
  publicLocations,
  publicProvider,
  type DayHours,
  type OpeningSetup,
} from '../stores/public';
import { assertCanPublish } from '../onboarding/public';
import { providerDisplayName, providerNameColumns } from '../account/public';
import type { z } from 'zod';
import type { foodSearchFactsSchema } from './wire';
import { DEFAULT_DELIVERY_MINUTES, type FoodMode, slotLabel, slotOptions, slotProblem, type SlotRules } from './slots';

export const FOOD_ORDER_NOT_FOUND = 'Die Essensbestellung wurde nicht gefunden.';
export const FOOD_PROVIDER_NOT_FOUND = 'Der Gastronomiebetrieb wurde nicht gefunden.';
export const DISH_NOT_FOUND = 'Das Gericht wurde nicht gefunden.';
export const CATEGORY_NOT_FOUND = 'Die Speisekategorie wurde nicht gefunden.';
export const CATEGORY_NOT_EMPTY = 'Die Kategorie enthält noch Gerichte. Bitte ordnen Sie diese zuerst einer anderen Kategorie zu.';
export const WITHDRAWAL_NOTICE = 'Für frisch zubereitete Speisen besteht kein Widerrufsrecht (§ 312g Abs. 2 Nr. 2 BGB).';

/** Cuisine tags offered in the gastro settings and the food search (`/getGastroTags`). */
export const GASTRO_TAGS = [
  'Pizza',
  'Pasta',
  'Italienisch',
  'Deutsch',
  'Burger',
  'Asiatisch',
  'Sushi',
  'Indisch',
  'Türkisch',
  'Griechisch',
  'Vegetarisch',
  'Vegan',
  'Café',
  'Kuchen',
  'Frühstück',
  'Salate',
] as const;

/** LMIV Annex II allergens by their customary letters. */
export const ALLERGENS: Record<string, string> = {
  A: 'Glutenhaltiges Getreide',
  B: 'Krebstiere',
  C: 'Eier',
  D: 'Fische',
  E: 'Erdnüsse',
  F: 'Soja',
  G: 'Milch (Laktose)',
  H: 'Schalenfrüchte',
  L: 'Sellerie',
  M: 'Senf',
  N: 'Sesam',
  O: 'Schwefeldioxid und Sulfite',
  P: 'Lupinen',
  R: 'Weichtiere',
};

/** Additives that must be named on menus (ZZulV § 9), by number. */
export const ADDITIVES: Record<string, string> = {
  '1': 'mit Farbstoff',
  '2': 'mit Konservierungsstoff',
  '3': 'mit Antioxidationsmittel',
  '4': 'mit Geschmacksverstärker',
  '5': 'geschwefelt',
  '6': 'geschwärzt',
  '7': 'gewachst',
  '8': 'mit Phosphat',
  '9': 'mit Süßungsmittel',
  '10': 'enthält eine Phenylalaninquelle',
  '11': 'koffeinhaltig',
  '12': 'chininhaltig',
};

// --- board tabs and customer filters --------------------------------------------------------------------------

/** Board tabs (spec 02 §4) and the food statuses each shows. */
export const BOARD_TABS = {
  pending: ['pending'],
  processing: ['confirmed', 'processing'],
  delivery: ['on_delivery', 'ready_for_pickup'],
  completed: ['completed', 'rejected', 'cancelled'],
} as const satisfies Record<string, readonly FoodOrderStatus[]>;
export type BoardTab = keyof typeof BOARD_TABS;

/** The customer filter `delivery_status` (spec 01 §4): any other value means all. */
export const DELIVERY_STATUS_FILTER: Record<string, readonly FoodOrderStatus[]> = {
  processing: ['processing'],
  confirmed: ['confirmed'],
  'on delivery': ['on_delivery', 'ready_for_pickup'],
  completed: ['completed'],
};

export function tabOf(status: FoodOrderStatus): BoardTab {
  for (const [tab, statuses] of Object.entries(BOARD_TABS)) {
    if ((statuses as readonly string[]).includes(status)) return tab as BoardTab;
  }
  return 'completed';
}

/** The spec's `delivery_status` value of a food status (null for rejected / cancelled / pending). */
export function deliveryStatusOf(status: FoodOrderStatus): string | null {
  if (status === 'on_delivery' || status === 'ready_for_pickup') return 'on delivery';
  if (status === 'processing' || status === 'confirmed' || status === 'completed') return status;
  return null;
}

// --- settings ---------------------------------------------------------------------------------------------------

export type FoodSettingsRow = typeof foodSettings.$inferSelect;

export async function settingsOf(db: Executor, providerId: number): Promise<FoodSettingsRow> {
  const [row] = await db.select().from(foodSettings).where(eq(foodSettings.providerId, providerId)).limit(1);
  if (row) return row;
  return {
    providerId,
    isActive: false,
    withdrawnAt: null,
    orderingPaused: false,
    autoAccept: false,
    preparationMinutes: 20,
    cuisineTags: [],
    minimumOrderCents: 0,
    deliveryFeeCents: 0,
    freeDeliveryFromCents: null,
    deliveryPostalCodes: [],
    deliveryRadiusKm: null,
    delivery: true,
    pickup: true,
    cashOnDelivery: true,
    updatedAt: new Date(0),
  };
}

async function upsertSettings(db: Executor, providerId: number, values: Partial<FoodSettingsRow>): Promise<FoodSettingsRow> {
  const current = await settingsOf(db, providerId);
  const next = { ...current, ...values, providerId, updatedAt: new Date() };
  await db
    .insert(foodSettings)
    .values(next)
    .onConflictDoUpdate({ target: foodSettings.providerId, set: { ...values, updatedAt: next.updatedAt } });
  return next;
}

export function presentGastro(row: FoodSettingsRow) {
  return {
    is_active: row.isActive,
    cuisine_tags: row.cuisineTags,
    minimum_order_cents: row.minimumOrderCents,
    delivery_fee_cents: row.deliveryFeeCents,
    free_delivery_from_cents: row.freeDeliveryFromCents,
    delivery_postal_codes: row.deliveryPostalCodes,
    delivery_radius_km: row.deliveryRadiusKm,
    delivery: row.delivery,
    pickup: row.pickup,
    cash_on_delivery: row.cashOnDelivery,
  };
}

export interface GastroInput {
  cuisine_tags?: string[] | undefined;
  minimum_order_cents?: number | undefined;
  delivery_fee_cents?: number | undefined;
  free_delivery_from_cents?: number | null | undefined;
  delivery_postal_codes?: string[] | undefined;
  delivery_radius_km?: number | null | undefined;
  delivery?: boolean | undefined;
  pickup?: boolean | undefined;
  cash_on_delivery?: boolean | undefined;
}

export async function setGastro(db: Executor, providerId: number, input: GastroInput) {
  const errors: Record<string, string[]> = {};
  const unknownCode = (input.delivery_postal_codes ?? []).find((code) => !postalCodeCoordinates(code));
  if (unknownCode) errors.delivery_postal_codes = [`Die Postleitzahl ${unknownCode} ist uns nicht bekannt.`];
  if (input.delivery === false && input.pickup === false) errors.pickup = ['Bitte bieten Sie Lieferung oder Abholung an.'];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  const values: Partial<FoodSettingsRow> = { isActive: true };
  if (input.cuisine_tags !== undefined) values.cuisineTags = [...new Set(input.cuisine_tags)];
  if (input.minimum_order_cents !== undefined) values.minimumOrderCents = input.minimum_order_cents;
  if (input.delivery_fee_cents !== undefined) values.deliveryFeeCents = input.delivery_fee_cents;
  if (input.free_delivery_from_cents !== undefined) values.freeDeliveryFromCents = input.free_delivery_from_cents;
  if (input.delivery_postal_codes !== undefined) values.deliveryPostalCodes = [...new Set(input.delivery_postal_codes)];
  if (input.delivery_radius_km !== undefined) values.deliveryRadiusKm = input.delivery_radius_km;
  if (input.delivery !== undefined) values.delivery = input.delivery;
  if (input.pickup !== undefined) values.pickup = input.pickup;
  if (input.cash_on_delivery !== undefined) values.cashOnDelivery = input.cash_on_delivery;
  return presentGastro(await upsertSettings(db, providerId, values));
}

export async function orderingSettings(db: Executor, providerId: number) {
  const row = await settingsOf(db, providerId);
  const sound = await setting(db, providerId, 'order_sound');
  return {
    ordering_open: !row.orderingPaused,
    auto_accept: row.autoAccept,
    preparation_time: row.preparationMinutes,
    order_sound: sound.notification_value === 1,
  };
}

export async function setOrderingSettings(
  db: Database,
  providerId: number,
  input: {
    ordering_open?: boolean | undefined;
    auto_accept?: boolean | undefined;
    preparation_time?: number | undefined;
    order_sound?: boolean | undefined;
  },
) {
  await db.transaction(async (tx) => {
    // Art. 30 DSA: food ordering is switched on only by a verified provider (pausing is always allowed).
    if (input.ordering_open === true) await assertCanPublish(tx, providerId, 'ordering_open');
    const values: Partial<FoodSettingsRow> = {};
    if (input.ordering_open !== undefined) values.orderingPaused = !input.ordering_open;
    if (input.auto_accept !== undefined) values.autoAccept = input.auto_accept;
    if (input.preparation_time !== undefined) values.preparationMinutes = input.preparation_time;
    await upsertSettings(tx, providerId, values);
    if (input.order_sound !== undefined) await saveSetting(tx, providerId, 'order_sound', input.order_sound);
  });
  return orderingSettings(db, providerId);
}

// --- categories -------------------------------------------------------------------------------------------------

export async function listCategories(db: Executor, providerId: number) {
  const rows = await db
    .select({
      id: foodCategories.id,
      name: foodCategories.name,
      position: foodCategories.position,
      dish_count: sql<number>`(select count(*)::int from ${foodDishes} where ${foodDishes.categoryId} = ${foodCategories.id})`,
    })
    .from(foodCategories)
    .where(eq(foodCategories.providerId, providerId))
    .orderBy(asc(foodCategories.position), asc(foodCategories.id));
  return rows.map((row) => ({ ...row, dish_count: Number(row.dish_count) }));
}

export async function storeCategory(
  db: Database,
  providerId: number,
  input: { id?: number | undefined; name?: string | undefined; position?: number | undefined; delete?: boolean | undefined },
) {
  return db.transaction(async (tx) => {
    if (input.id === undefined) {
      if (!input.name) throw ValidationError.field('name', 'Bitte geben Sie einen Namen ein.');
      const [last] = await tx
        .select({ max: sql<number>`coalesce(max(${foodCategories.position}), -1)` })
        .from(foodCategories)
        .where(eq(foodCategories.providerId, providerId));
      await tx.insert(foodCategories).values({ providerId, name: input.name, position: input.position ?? Number(last?.max ?? -1) + 1 });
      return listCategories(tx, providerId);
    }
    const [own] = await tx
      .select({ id: foodCategories.id })
      .from(foodCategories)
      .where(and(eq(foodCategories.id, input.id), eq(foodCategories.providerId, providerId)))
      .for('update')
      .limit(1);
    if (!own) throw new NotFoundError(CATEGORY_NOT_FOUND);
    if (input.delete) {
      const [dishes] = await tx.select({ total: count() }).from(foodDishes).where(eq(foodDishes.categoryId, own.id));
      if ((dishes?.total ?? 0) > 0) throw new ConflictError(CATEGORY_NOT_EMPTY);
      await tx.delete(foodCategories).where(eq(foodCategories.id, own.id));
      return listCategories(tx, providerId);
    }
    const values: { name?: string; position?: number } = {};
    if (input.name !== undefined) values.name = input.name;
    if (input.position !== undefined) values.position = input.position;
    if (Object.keys(values).length === 0) throw ValidationError.field('name', 'Bitte geben Sie einen Namen oder eine Position an.');
    await tx.update(foodCategories).set(values).where(eq(foodCategories.id, own.id));
    return listCategories(tx, providerId);
  });
}

// --- dishes (the shop's food products) --------------------------------------------------------------------------

export async function setDishInfo(
  db: Executor,
  providerId: number,
  input: { product_id: number; category_id: number | null; allergens: string[]; additives: string[] },
) {
  const [product] = await db
    .select({ id: shopProducts.id })
    .from(shopProducts)
    .where(and(eq(shopProducts.id, input.product_id), eq(shopProducts.providerId, providerId), eq(shopProducts.productType, 'food')))
    .limit(1);
  if (!product) throw new NotFoundError(DISH_NOT_FOUND);
  if (input.category_id !== null) {
    const [category] = await db
      .select({ id: foodCategories.id })
      .from(foodCategories)
      .where(and(eq(foodCategories.id, input.category_id), eq(foodCategories.providerId, providerId)))
      .limit(1);
    if (!category) throw ValidationError.field('category_id', 'Bitte wählen Sie eine Ihrer Speisekategorien.');
  }
  const values = {
    productId: product.id,
    categoryId: input.category_id,
    allergens: [...new Set(input.allergens)].sort(),
    additives: [...new Set(input.additives)].sort((a, b) => Number(a) - Number(b)),
  };
  await db
    .insert(foodDishes)
    .values(values)
    .onConflictDoUpdate({
      target: foodDishes.productId,
      set: { categoryId: values.categoryId, allergens: values.allergens, additives: values.additives },
    });
  return { product_id: values.productId, category_id: values.categoryId, allergens: values.allergens, additives: values.additives };
}

/**
 * A dish's menu data for its provider's editor (`GET /food/dish`): the provider's own food product, else 404 — a
 * missing id and another provider's dish alike (the editor call is not the public menu).
 */
export async function dishInfo(db: Executor, providerId: number, productId: number) {
  const [row] = await db
    .select({ dish: foodDishes })
    .from(shopProducts)
    .leftJoin(foodDishes, eq(foodDishes.productId, shopProducts.id))
    .where(and(eq(shopProducts.id, productId), eq(shopProducts.providerId, providerId), eq(shopProducts.productType, 'food')))
    .limit(1);
  if (!row) throw new NotFoundError(DISH_NOT_FOUND);
  return {
    product_id: productId,
    category_id: row.dish?.categoryId ?? null,
    allergens: row.dish?.allergens ?? [],
    additives: row.dish?.additives ?? [],
  };
}

// --- delivery times ---------------------------------------------------------------------------------------------

export async function listDeliveryTimes(db: Executor, providerId: number) {
  const rows = await db
    .select()
    .from(foodDeliveryTimes)
    .where(eq(foodDeliveryTimes.providerId, providerId))
    .orderBy(asc(foodDeliveryTimes.position), asc(foodDeliveryTimes.id));
  return rows.map((row) => ({
    id: row.id,
    zone: row.zone,
    preparation_minutes: row.preparationMinutes,
    delivery_minutes: row.deliveryMinutes,
    last_order_time: row.lastOrderTime,
  }));
}

export async function setDeliveryTimes(
  db: Database,
  providerId: number,
  times: { zone: string; preparation_minutes: number; delivery_minutes: number; last_order_time?: string | null | undefined }[],
) {
  return db.transaction(async (tx) => {
    await tx.delete(foodDeliveryTimes).where(eq(foodDeliveryTimes.providerId, providerId));
    if (times.length > 0) {
      await tx.insert(foodDeliveryTimes).values(
        times.map((time, position) => ({
          providerId,
          zone: time.zone,
          preparationMinutes: time.preparation_minutes,
          deliveryMinutes: time.delivery_minutes,
          lastOrderTime: time.last_order_time ?? null,
          position,
        })),
      );
    }
    return listDeliveryTimes(tx, providerId);
  });
}

// --- public provider page (menu) -------------------------------------------------------------------------------

async function providerOpen(db: Executor, providerId: number, now: Date) {
  const locations = await publicLocations(db, providerId, now);
  const main = locations[0];
  return { locations, open: locations.some((location) => location.state_now.open_now), main };
}

/** Whether `postalCode` lies in the provider's delivery area (postal code list, else radius around its main store). */
function deliversTo(
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
    .select({ companyName: providerProfiles.companyName, slug: providerProfiles.slug, city: providerProfiles.city })
    .from(providerProfiles)
    .where(eq(providerProfiles.userId, resolved.userId))
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
  const dishes = await db
    .select({
      id: shopProducts.id,
      name: shopProducts.name,
      slug: shopProducts.slug,
      description: shopProducts.shortDescription,
      priceCents: shopProducts.priceCents,
      photo: shopProducts.photo,
      stock: shopProducts.stock,
      variantId: shopProductVariants.id,
      categoryId: foodDishes.categoryId,
      allergens: foodDishes.allergens,
      additives: foodDishes.additives,
    })
    .from(shopProducts)
    .innerJoin(shopProductVariants, and(eq(shopProductVariants.productId, shopProducts.id), eq(shopProductVariants.isDefault, true)))
    .leftJoin(foodDishes, eq(foodDishes.productId, shopProducts.id))
    .where(and(eq(shopProducts.providerId, providerId), eq(shopProducts.productType, 'food'), eq(shopProducts.status, 'active')))
    .orderBy(asc(shopProducts.name));
  const categories = await listCategories(db, providerId);
  // The first picture of each dish's gallery (product pictures before variant pictures, by position), else its photo.
  const pictures =
    dishes.length === 0
      ? []
      : await db
          .select({ productId: shopProductImages.productId, image: shopProductImages.image, alt: shopProductImages.alt })
          .from(shopProductImages)
          .where(
            inArray(
              shopProductImages.productId,
              dishes.map((dish) => dish.id),
            ),
          )
          .orderBy(sql`${shopProductImages.variantId} nulls first`, asc(shopProductImages.position), asc(shopProductImages.id));
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
export interface FoodFilter {
  /** Delivers to this postal code (or, with `pickup`, offers pickup). */
  delivers_to?: string | undefined;
  cuisine?: string | undefined;
  open_now?: boolean | undefined;
  pickup?: boolean | undefined;
  max_minimum_order_cents?: number | undefined;
}

/** What a food provider's search card adds (`food` of a `/provider_search` card). */
export type FoodSearchFacts = z.infer<typeof foodSearchFactsSchema>;

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

// --- delivery and pickup slots ------------------------------------------------------------------------------------

/** The delivery zone of a postal code: the zone whose name names it, else the slowest zone (the safe guess). */
function zoneFor(zones: Awaited<ReturnType<typeof listDeliveryTimes>>, postalCode: string | null | undefined) {
  const named = postalCode ? zones.find((zone) => zone.zone.includes(postalCode)) : undefined;
  if (named) return named;
  return [...zones].sort((a, b) => b.preparation_minutes + b.delivery_minutes - (a.preparation_minutes + a.delivery_minutes))[0];
}

/**
 * The slot rules of a restaurant for a mode: pickup within the main store's opening hours after the preparation
 * time; delivery within its delivery hours (`/getDeliveryTimings`; without any, the opening hours) after the zone's
 * preparation and delivery duration, the zone's last order time, and neither on a closed day of either kind nor on
 * a public holiday of the store's federal state. Null when the restaurant has no store.
 */
async function slotRules(
  db: Executor,
  settings: FoodSettingsRow,
  name: string,
  mode: FoodMode,
  postalCode: string | null | undefined,
  now: Date,
): Promise<SlotRules | null> {
  const [main] = await publicLocations(db, settings.providerId, now);
  if (!main) return null;
  const opening: OpeningSetup = { always_open: main.always_open, state: main.state, hours: main.times, holidays: main.holidays };
  if (mode === 'pickup') return { mode, name, setup: opening, leadMinutes: settings.preparationMinutes, lastOrderTime: null };
  const [hours, closed, zones] = await Promise.all([
    locationHours(db, main.id, 'delivery'),
    listHolidays(db, main.id, 'delivery', berlinClock(now).date),
    listDeliveryTimes(db, settings.providerId),
  ]);
  const holidays = [...main.holidays, ...closed];
  const setup: OpeningSetup = hours.some((day) => day.status)
    ? { always_open: false, state: main.state, hours, holidays }
    : { ...opening, holidays };
  const zone = zoneFor(zones, postalCode);
  return {
    mode,
    name,
    setup,
    leadMinutes: zone ? zone.preparation_minutes + zone.delivery_minutes : settings.preparationMinutes + DEFAULT_DELIVERY_MINUTES,
    lastOrderTime: zone?.last_order_time ?? null,
  };
}

async function activeFoodProvider(db: Executor, providerId: number) {
  const settings = await settingsOf(db, providerId);
  if (!settings.isActive) throw new NotFoundError(FOOD_PROVIDER_NOT_FOUND);
  const [profile] = await db
    .select({ name: providerProfiles.companyName })
    .from(providerProfiles)
    .where(eq(providerProfiles.userId, providerId))
    .limit(1);
  return { settings, name: profile?.name ?? '' };
}

export interface SlotQuery {
  providerId: number;
  mode: FoodMode;
  postalCode?: string | undefined;
  cartKey?: string | undefined;
}

/**
 * The times a customer may choose for a restaurant (`GET /food/slots`): „as soon as possible“ when it is open and
 * takes orders, and the quarter hours of today and tomorrow the slot rules allow; `selected` is the cart's choice.
 */
export async function slotChoice(db: Executor, query: SlotQuery, now = new Date()) {
  const { settings, name } = await activeFoodProvider(db, query.providerId);
  const rules = await slotRules(db, settings, name, query.mode, query.postalCode, now);
  const { open, main } = await providerOpen(db, query.providerId, now);
  let selected: Date | null = null;
  if (query.cartKey) {
    const [row] = await db
      .select({ slotAt: foodSlotChoices.slotAt })
      .from(foodSlotChoices)
      .where(and(eq(foodSlotChoices.cartKey, query.cartKey), eq(foodSlotChoices.providerId, query.providerId)))
      .limit(1);
    selected = row?.slotAt ?? null;
  }
  const lead = rules?.leadMinutes ?? settings.preparationMinutes;
  return {
    asap: open && !settings.orderingPaused,
    asap_text: open
      ? `So bald wie möglich (etwa ${lead} Minuten)`
      : `Jetzt geschlossen – ${main?.state_now.text ?? 'keine Öffnungszeiten hinterlegt'}`,
    lead_minutes: lead,
    options: rules && !settings.orderingPaused ? slotOptions(rules, now) : [],
    selected: selected ? selected.toISOString() : null,
    selected_label: selected ? slotLabel(selected, now) : null,
    selected_problem: selected && rules ? slotProblem(rules, selected, now) : null,
  };
}

/** Stores the cart's chosen time for a restaurant (null: as soon as possible); a time the rules refuse → 422. */
export async function chooseSlot(db: Executor, query: SlotQuery & { cartKey: string; slotAt: Date | null }, now = new Date()) {
  if (query.slotAt === null) {
    await db
      .delete(foodSlotChoices)
      .where(and(eq(foodSlotChoices.cartKey, query.cartKey), eq(foodSlotChoices.providerId, query.providerId)));
    return slotChoice(db, query, now);
  }
  const { settings, name } = await activeFoodProvider(db, query.providerId);
  const rules = await slotRules(db, settings, name, query.mode, query.postalCode, now);
  const problem = rules ? slotProblem(rules, query.slotAt, now) : `„${name}“ hat keine Öffnungszeiten hinterlegt.`;
  if (problem) throw ValidationError.field('slot_at', problem);
  await db
    .insert(foodSlotChoices)
    .values({ cartKey: query.cartKey, providerId: query.providerId, slotAt: query.slotAt, updatedAt: now })
    .onConflictDoUpdate({
      target: [foodSlotChoices.cartKey, foodSlotChoices.providerId],
      set: { slotAt: query.slotAt, updatedAt: now },
    });
  return slotChoice(db, query, now);
}

/**
 * A guest cart went into a customer's cart at login (a different cart key): the guest's chosen times go with its
 * dishes. The guest's choice is the newer one, so it replaces the customer cart's choice for the same restaurant.
 * Called from the cart merge's transaction through `public.ts`.
 */
export async function carryOverSlotChoices(tx: Executor, fromCartKey: string, toCartKey: string): Promise<void> {
  if (fromCartKey === toCartKey) return;
  const moved = await tx.delete(foodSlotChoices).where(eq(foodSlotChoices.cartKey, fromCartKey)).returning();
  if (moved.length === 0) return;
  const now = new Date();
  await tx
    .insert(foodSlotChoices)
    .values(moved.map((row) => ({ cartKey: toCartKey, providerId: row.providerId, slotAt: row.slotAt, updatedAt: now })))
    .onConflictDoUpdate({
      target: [foodSlotChoices.cartKey, foodSlotChoices.providerId],
      set: { slotAt: sql`excluded.slot_at`, updatedAt: now },
    });
}

/**
 * The times chosen in a cart, one per restaurant, for the checkout's summary (`GET /food/cart-slots`): the
 * restaurant's name and menu slug (to change the time there) and the time as „heute, 19:30 Uhr“. Empty for a cart
 * without a chosen time (as soon as possible everywhere) or without food.
 */
export async function cartSlotChoices(db: Executor, cartKey: string, now = new Date()) {
  const rows = await db
    .select({
      providerId: foodSlotChoices.providerId,
      slotAt: foodSlotChoices.slotAt,
      ...providerNameColumns,
      slug: providerProfiles.slug,
    })
    .from(foodSlotChoices)
    .innerJoin(users, eq(users.id, foodSlotChoices.providerId))
    .leftJoin(providerProfiles, eq(providerProfiles.userId, foodSlotChoices.providerId))
    .where(eq(foodSlotChoices.cartKey, cartKey))
    .orderBy(asc(foodSlotChoices.providerId));
  return rows.map((row) => ({
    provider_id: row.providerId,
    provider_name: providerDisplayName(row.companyName, row.firstName, row.lastName),
    provider_slug: row.slug ?? null,
    slot_at: row.slotAt.toISOString(),
    slot_label: slotLabel(row.slotAt, now),
  }));
}

async function chosenSlots(db: Executor, cartKey: string | undefined): Promise<Map<number, Date>> {
  if (!cartKey) return new Map();
  const rows = await db.select().from(foodSlotChoices).where(eq(foodSlotChoices.cartKey, cartKey));
  return new Map(rows.map((row) => [row.providerId, row.slotAt]));
}

// --- checkout checks (called from the checkout's transaction through public.ts) ---------------------------------

export interface FoodGroupInput {
  providerId: number;
  providerName: string;
  itemsCents: number;
  deliveryMode: 'shipping' | 'pickup';
}

/**
 * The payment methods a food group allows: cash on delivery or pickup, or a voucher (with the rest in cash). Nothing
 * is paid in advance for food (no prepayment, invoice or SEPA debit). The cart answers them per group
 * (`payment_methods`), so the checkout offers only these; `foodGroupRefusals` refuses any other.
 */
export const FOOD_PAYMENT_METHODS = ['cash', 'voucher'] as const;

/** The food providers among the cart's groups (those with active food settings and food products in the group). */
export async function foodProviderIds(db: Executor, providerIds: number[]): Promise<Set<number>> {
  if (providerIds.length === 0) return new Set();
  const rows = await db
    .select({ id: foodSettings.providerId })
    .from(foodSettings)
    .where(and(inArray(foodSettings.providerId, providerIds), eq(foodSettings.isActive, true)));
  return new Set(rows.map((row) => row.id));
}

/**
 * Refusals per food group: ordering paused, closed now (Europe/Berlin, the stores' opening hours), below the minimum
 * order value, outside the delivery area, pickup or delivery not offered. Answers the German message per provider.
 */
export async function foodGroupRefusals(
  db: Executor,
  groups: FoodGroupInput[],
  input: { postalCode: string | null; paymentMethod: string; cartKey?: string | undefined },
  now = new Date(),
): Promise<Map<number, string>> {
  const refusals = new Map<number, string>();
  const slots = await chosenSlots(db, input.cartKey);
  for (const group of groups) {
    const settings = await settingsOf(db, group.providerId);
    const name = `„${group.providerName}“`;
    if (!(FOOD_PAYMENT_METHODS as readonly string[]).includes(input.paymentMethod)) {
      refusals.set(
        group.providerId,
        `Essen von ${name} bezahlen Sie bar bei Lieferung oder Abholung oder mit Gutschein; Vorkasse ist nicht möglich.`,
      );
      continue;
    }
    if (settings.orderingPaused) {
      refusals.set(group.providerId, `${name} nimmt gerade keine Bestellungen an. Bitte versuchen Sie es später erneut.`);
      continue;
    }
    const { open, main } = await providerOpen(db, group.providerId, now);
    const slot = slots.get(group.providerId);
    if (slot) {
      // A chosen slot: the restaurant may be closed now; the slot must fit its hours (Europe/Berlin).
      const mode = group.deliveryMode === 'pickup' ? 'pickup' : 'delivery';
      const rules = await slotRules(db, settings, group.providerName, mode, input.postalCode, now);
      const problem = rules ? slotProblem(rules, slot, now) : `${name} hat keine Öffnungszeiten hinterlegt.`;
      if (problem) {
        refusals.set(group.providerId, problem);
        continue;
      }
    } else if (!open) {
      refusals.set(
        group.providerId,
        `${name} hat gerade geschlossen (${main?.state_now.text ?? 'keine Öffnungszeiten'}). Sie können auf der Speisekarte eine spätere Liefer- oder Abholzeit wählen.`,
      );
      continue;
    }
    if (group.itemsCents < settings.minimumOrderCents) {
      refusals.set(
        group.providerId,
        `Der Mindestbestellwert von ${name} beträgt ${formatEuro(settings.minimumOrderCents)}; es fehlen noch ${formatEuro(settings.minimumOrderCents - group.itemsCents)}.`,
      );
      continue;
    }
    if (group.deliveryMode === 'pickup') {
      if (!settings.pickup) refusals.set(group.providerId, `${name} bietet keine Abholung an.`);
      continue;
    }
    const outside = deliveryAreaProblem(settings, name, input.postalCode, main);
    if (outside) refusals.set(group.providerId, outside);
  }
  return refusals;
}

/** Why a restaurant (`name` quoted) does not deliver to a postal code, or null when it does. */
function deliveryAreaProblem(
  settings: FoodSettingsRow,
  name: string,
  postalCode: string | null,
  main: { latitude: number | null; longitude: number | null } | undefined,
): string | null {
  if (!settings.delivery) return `${name} liefert nicht; bitte wählen Sie Abholung.`;
  if (!postalCode || !deliversTo(settings, postalCode, main)) return `${name} liefert nicht an die Postleitzahl ${postalCode ?? '–'}.`;
  return null;
}

/**
 * The delivery area check of the checkout (`GET /food/delivery-area`), made when the customer chooses a shipping
 * address: for each of the given providers that is an active restaurant, whether it delivers to the postal code,
 * with the checkout's own German refusal when not. Providers that sell no food are left out (no food rule applies).
 */
export async function deliveryAreaCheck(db: Executor, providerIds: number[], postalCode: string) {
  const restaurants = await foodProviderIds(db, providerIds);
  const answers = [];
  for (const providerId of [...restaurants].sort((a, b) => a - b)) {
    const { settings, name } = await activeFoodProvider(db, providerId);
    const [main] = await publicLocations(db, providerId, new Date());
    const problem = deliveryAreaProblem(settings, `„${name}“`, postalCode, main);
    answers.push({ provider_id: providerId, provider_name: name, delivers: problem === null, message: problem });
  }
  return answers;
}

// --- orders -----------------------------------------------------------------------------------------------------

export interface FoodEventRow {
  id: number;
  providerId: number;
  userId: number;
  vendorOrderId: number;
  type: string;
  status: string;
}

/** The `food_boards` count column of each food status. */
const BOARD_COUNT = {
  pending: 'pending',
  confirmed: 'confirmed',
  processing: 'processing',
  on_delivery: 'onDelivery',
  ready_for_pickup: 'readyForPickup',
  completed: 'completed',
  rejected: 'rejected',
  cancelled: 'cancelled',
} as const satisfies Record<FoodOrderStatus, keyof typeof foodBoards.$inferInsert>;

/** The `food_boards` version column of each board tab. */
const TAB_VERSION = {
  pending: 'pendingVersion',
  processing: 'processingVersion',
  delivery: 'deliveryVersion',
  completed: 'completedVersion',
} as const satisfies Record<BoardTab, keyof typeof foodBoards.$inferInsert>;

/**
 * Records a change of a food order's board: bumps the version of each board tab the order leaves or is on, moves
 * it between the status counts (`from` = its status before this change, null for a new order, undefined when the
 * status stayed) and numbers the change's event. The board row is updated first: its lock orders the provider's
 * changes, so their events are numbered in commit order and a tab version names exactly one state of that tab's
 * cards (the board list's page cache is keyed by it). Every write that changes what a board shows goes through
 * here, in its transaction.
 */
export async function recordEvent(tx: Executor, vendorOrderId: number, type: string, from?: FoodOrderStatus | null): Promise<FoodEventRow> {
  const [order] = await tx.select().from(foodOrders).where(eq(foodOrders.vendorOrderId, vendorOrderId)).limit(1);
  if (!order) throw new NotFoundError(FOOD_ORDER_NOT_FOUND);
  const values: typeof foodBoards.$inferInsert = { providerId: order.providerId };
  const set: Partial<Record<keyof typeof foodBoards.$inferInsert, SQL>> = {};
  for (const tab of new Set([tabOf(order.status), ...(from ? [tabOf(from)] : [])])) {
    values[TAB_VERSION[tab]] = 1;
    set[TAB_VERSION[tab]] = sql`${foodBoards[TAB_VERSION[tab]]} + 1`;
  }
  if (from !== undefined && from !== order.status) {
    const to = BOARD_COUNT[order.status];
    values[to] = 1;
    set[to] = sql`${foodBoards[to]} + 1`;
    if (from !== null) set[BOARD_COUNT[from]] = sql`${foodBoards[BOARD_COUNT[from]]} - 1`;
  }
  await tx.insert(foodBoards).values(values).onConflictDoUpdate({ target: foodBoards.providerId, set });
  const [event] = await tx
    .insert(foodEvents)
    .values({ providerId: order.providerId, userId: order.userId, vendorOrderId, type, status: order.status })
    .returning();
  if (!event) throw new Error('Das Ereignis wurde nicht gespeichert.');
  return event;
}

/** Registers the food vendor orders of a placed order (inside the checkout's transaction); auto-accept applies. */
export async function registerFoodOrders(
  tx: Executor,
  input: {
    userId: number;
    cartKey?: string | undefined;
    /** `shippingCommissionBp`: the food rate the checkout froze on the vendor order (commission module README). */
    vendorOrders: { id: number; providerId: number; shippingCommissionBp?: number; items: { id: number }[] }[];
  },
): Promise<FoodEventRow[]> {
  const ids = await foodProviderIds(
    tx,
    input.vendorOrders.map((vendor) => vendor.providerId),
  );
  const slots = await chosenSlots(tx, input.cartKey);
  const events: FoodEventRow[] = [];
  // By provider: two checkouts with the same restaurants lock their boards (`recordEvent`) in the same order.
  for (const vendor of [...input.vendorOrders].sort((a, b) => a.providerId - b.providerId)) {
    if (!ids.has(vendor.providerId)) continue;
    await tx.insert(foodOrders).values({
      vendorOrderId: vendor.id,
      providerId: vendor.providerId,
      userId: input.userId,
      slotAt: slots.get(vendor.providerId) ?? null,
      commissionBp: vendor.shippingCommissionBp ?? 0,
    });
    if (vendor.items.length > 0) {
      await tx.insert(foodOrderItemStates).values(vendor.items.map((item) => ({ orderItemId: item.id, vendorOrderId: vendor.id })));
    }
    events.push(await recordEvent(tx, vendor.id, 'created', null));
    const settings = await settingsOf(tx, vendor.providerId);
    if (settings.autoAccept) {
      const moved = await changeFoodOrderStatus(tx, vendor.providerId, vendor.id, 'confirmed', 'pending');
      events.push(await recordEvent(tx, vendor.id, 'status', moved.from));
    }
  }
  if (input.cartKey && slots.size > 0) await tx.delete(foodSlotChoices).where(eq(foodSlotChoices.cartKey, input.cartKey));
  return events;
}

type Viewer = { id: number; role: 'User' | 'Company' };

function ownership(viewer: Viewer) {
  return viewer.role === 'Company' ? eq(foodOrders.providerId, viewer.id) : eq(foodOrders.userId, viewer.id);
}

const SLOT_FORMAT = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  weekday: 'short',
  day: '2-digit',
  month: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** A chosen slot for the board and the order page: „Fr., 27.11., 19:30 Uhr“ (Europe/Berlin). */
function slotText(slot: Date): string {
  return `${SLOT_FORMAT.format(slot)} Uhr`;
}

/** A dish of an order card, built by the card statement with its wire names. */
interface CardItem {
  id: number;
  name: string;
  qty: number;
  unit_price_cents: number;
  total_cents: number;
  status: FoodItemStatus;
}

/**
 * A column with its table's name: drizzle leaves columns unqualified in a select from one subquery, which the
 * correlated subqueries of the card statement (joining tables with like-named columns) cannot have.
 */
function q(column: AnyColumn) {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}

/** An instant as the wire's ISO text (`toISOString()`'s form, milliseconds, UTC), written by PostgreSQL. */
function isoText(value: SQL) {
  return sql<string | null>`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/**
 * One page of order cards in one statement, newest first, with `head` (the provider's board row and newest event
 * number, or the customer's newest event number) in the same snapshot. The page's ids are picked first, into an array — for a provider's board tab an index-only backward
 * walk over `food_orders_provider_tab_idx` (provider, tab, id, status) reading just offset + page entries — and the
 * cards are then read by id: food row, vendor order, order (the customer's name and delivery address taken out of
 * the address snapshots, not two whole JSON documents) and the dishes with their kitchen state, built by
 * PostgreSQL as one JSON array under the wire names (one value to parse, not one per card). `presented` (the
 * board): each card with all of `presentCard`'s fields in its order, the array as JSON text sent unparsed.
 *
 * Limit and offset are read through `(select $n)`: PostgreSQL then cannot see their values in any plan, so the plan
 * made for given values costs the same as the generic one and a prepared statement settles on its generic plan
 * after five executions. With a plain `limit $n offset $m` the generic plan always looked dearer (a tenth of the
 * tab guessed for each) and the whole card statement was planned afresh on every reload, which cost about as much
 * as running it (README, Benchmark). The ids array keeps the cards' part of the plan a lookup per id whatever is
 * guessed for the page's size.
 */
function cardPageQuery(
  db: Executor,
  where: SQL,
  page: { limit: number | Placeholder; offset: number | Placeholder },
  head: SQL<number[] | null> | null,
  presented = false,
) {
  const ids = sql`array(select ${q(foodOrders.vendorOrderId)} from ${foodOrders} where ${where}
    order by ${q(foodOrders.vendorOrderId)} desc limit (select ${page.limit}::int) offset (select ${page.offset}::int))`;
  const address = sql`coalesce(nullif(${q(shopOrders.shippingAddress)}, 'null'::jsonb), ${q(shopOrders.billingAddress)})`;
  const items = sql`(select coalesce(json_agg(json_build_object('id', ${q(shopOrderItems.id)}, 'name', ${q(shopOrderItems.productName)},
      'qty', ${q(shopOrderItems.qty)}, 'unit_price_cents', ${q(shopOrderItems.unitPriceCents)}, 'total_cents', ${q(shopOrderItems.lineTotalCents)},
      'status', coalesce(${q(foodOrderItemStates.status)}, 'open')) order by ${q(shopOrderItems.id)}), '[]'::json)
    from ${shopOrderItems} left join ${foodOrderItemStates} on ${q(foodOrderItemStates.orderItemId)} = ${q(shopOrderItems.id)}
    where ${q(shopOrderItems.vendorOrderId)} = ${q(foodOrders.vendorOrderId)})`;
  const customerName = sql`btrim(concat(${q(shopOrders.billingAddress)}->>'first_name', ' ', ${q(shopOrders.billingAddress)}->>'last_name'))`;
  const deliveryAddress = sql`case when ${q(shopVendorOrders.deliveryMode)} = 'shipping'
    then concat(${address}->>'street', ' ', ${address}->>'street_number', ', ', ${address}->>'zip', ' ', ${address}->>'city') end`;
  // the board's cards as sent (`presentCard`'s fields and order) in JSON text, else the facts for `presentCard`
  const cards = presented
    ? sql<CardRow[]>`coalesce(json_agg(json_build_object('id', ${q(foodOrders.vendorOrderId)},
          'order_number', ${q(shopVendorOrders.vendorOrderNumber)}, 'status', ${q(foodOrders.status)},
          'status_label', card_parts.status_label, 'tab', card_parts.tab, 'delivery_status', card_parts.delivery_status,
          'next_statuses', card_parts.next_statuses,
          'provider_id', ${q(shopVendorOrders.providerId)}, 'provider_name', ${q(shopVendorOrders.providerName)},
          'customer_name', ${customerName}, 'delivery_mode', ${q(shopVendorOrders.deliveryMode)}, 'delivery_address', ${deliveryAddress},
          'pickup_address', ${q(shopVendorOrders.pickupAddress)}, 'payment_method', ${q(shopOrders.paymentMethod)},
          'cash_option', ${q(shopVendorOrders.cashOption)}, 'items', ${items}, 'items_cents', ${q(shopVendorOrders.itemsCents)},
          'delivery_fee_cents', ${q(shopVendorOrders.shippingCents)}, 'total_cents', ${q(shopVendorOrders.totalCents)},
          'amount_due_cents', ${q(shopVendorOrders.amountDueCents)}, 'total', ${euroText(q(shopVendorOrders.totalCents))},
          'track_note', ${q(foodOrders.trackNote)}, 'eta_at', ${isoText(q(foodOrders.etaAt))},
          'slot_at', ${isoText(q(foodOrders.slotAt))}, 'slot_text', ${slotTextSql(q(foodOrders.slotAt))},
          'created_at', ${isoText(q(foodOrders.createdAt))}, 'updated_at', ${isoText(q(foodOrders.updatedAt))},
          'withdrawal_notice', ${sqlText(WITHDRAWAL_NOTICE)})
        order by ${q(foodOrders.vendorOrderId)} desc), '[]'::json)::text`
    : sql<CardRow[]>`coalesce(json_agg(json_build_object('id', ${q(foodOrders.vendorOrderId)}, 'status', ${q(foodOrders.status)},
          'order_number', ${q(shopVendorOrders.vendorOrderNumber)},
          'provider_id', ${q(shopVendorOrders.providerId)}, 'provider_name', ${q(shopVendorOrders.providerName)},
          'customer_name', ${customerName}, 'delivery_mode', ${q(shopVendorOrders.deliveryMode)}, 'delivery_address', ${deliveryAddress},
          'pickup_address', ${q(shopVendorOrders.pickupAddress)}, 'payment_method', ${q(shopOrders.paymentMethod)},
          'cash_option', ${q(shopVendorOrders.cashOption)}, 'items', ${items}, 'items_cents', ${q(shopVendorOrders.itemsCents)},
          'delivery_fee_cents', ${q(shopVendorOrders.shippingCents)}, 'total_cents', ${q(shopVendorOrders.totalCents)},
          'amount_due_cents', ${q(shopVendorOrders.amountDueCents)}, 'track_note', ${q(foodOrders.trackNote)},
          'eta_at', ${isoText(q(foodOrders.etaAt))}, 'slot_at', ${isoText(q(foodOrders.slotAt))},
          'created_at', ${isoText(q(foodOrders.createdAt))}, 'updated_at', ${isoText(q(foodOrders.updatedAt))})
        order by ${q(foodOrders.vendorOrderId)} desc), '[]'::json)`;
  const query = db
    .select({ cards, head: head ?? sql<number[] | null>`null` })
    .from(foodOrders)
    .innerJoin(shopVendorOrders, eq(shopVendorOrders.id, foodOrders.vendorOrderId))
    .innerJoin(shopOrders, eq(shopOrders.id, shopVendorOrders.orderId))
    .$dynamic();
  if (presented) {
    query.leftJoin(
      statusPartsSql(),
      sql`card_parts.status = ${q(foodOrders.status)} and card_parts.mode = ${q(shopVendorOrders.deliveryMode)}`,
    );
  }
  return query.where(sql`${q(foodOrders.vendorOrderId)} = any(${ids})`);
}

/** A text constant as an SQL literal (our own texts only). */
function literal(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

/** A text constant written into a statement (our own texts only). */
function sqlText(value: string): SQL {
  return sql.raw(literal(value));
}

/** `formatEuro` in SQL: `123456` → `1.234,56 €` (no-break space before the sign, as Intl writes it for de-DE). */
export function euroText(cents: SQL): SQL<string> {
  return sql<string>`(translate(to_char(${cents} / 100.0, 'FM999,999,999,990.00'), ',.', '.,') || ${sqlText('\u00a0€')})`;
}

/** `slotText` in SQL: „Fr., 27.11., 19:30 Uhr“ (Europe/Berlin), null without a slot. */
export function slotTextSql(slot: SQL): SQL<string | null> {
  const berlin = sql`(${slot} at time zone 'Europe/Berlin')`;
  return sql<string | null>`((array['So.', 'Mo.', 'Di.', 'Mi.', 'Do.', 'Fr.', 'Sa.'])[extract(dow from ${berlin})::int + 1]
    || ', ' || to_char(${berlin}, 'DD.MM., HH24:MI') || ' Uhr')`;
}

/** `STATUS_PARTS` as a table `card_parts` (status, mode → label, tab, delivery status, next moves) for the board. */
function statusPartsSql(): SQL {
  const rows = [...STATUS_PARTS].map(([key, part]) => {
    const [status, mode] = key.split(':') as [string, string];
    const texts = [status, mode, part.status_label, part.tab].map(literal);
    const deliveryStatus = part.delivery_status === null ? 'null::text' : literal(part.delivery_status);
    return `(${texts.join(', ')}, ${deliveryStatus}, ${literal(JSON.stringify(part.next_statuses))}::json)`;
  });
  return sql.raw(`(values ${rows.join(', ')}) as card_parts (status, mode, status_label, tab, delivery_status, next_statuses)`);
}

/** An order card as the card facts statement builds it (wire names). */
interface CardRow {
  id: number;
  status: FoodOrderStatus;
  order_number: string;
  provider_id: number;
  provider_name: string;
  customer_name: string;
  delivery_mode: 'shipping' | 'pickup';
  delivery_address: string | null;
  pickup_address: string | null;
  payment_method: string;
  cash_option: string | null;
  items: CardItem[];
  items_cents: number;
  delivery_fee_cents: number;
  total_cents: number;
  amount_due_cents: number;
  track_note: string | null;
  eta_at: string | null;
  slot_at: string | null;
  created_at: string;
  updated_at: string;
}

/** The viewer's newest food event number as a scalar subquery (evaluated once per statement). */
function lastEventSql(viewer: Viewer): SQL<number> {
  const column = viewer.role === 'Company' ? foodEvents.providerId : foodEvents.userId;
  return sql<number>`(select coalesce(max(${q(foodEvents.id)}), 0)::int from ${foodEvents} where ${q(column)} = ${viewer.id})`;
}

/** The board tabs in the order of the board head's versions. */
const TABS = Object.keys(BOARD_TABS) as BoardTab[];

/**
 * A provider's board head as one array (`BoardHead`): the newest event number, the four tab versions and the
 * order counts in `FOOD_ORDER_STATUSES` order, zero for a provider without a board row yet.
 */
function boardHeadSql(provider: number | Placeholder): SQL<number[] | null> {
  const column = (name: keyof typeof foodBoards.$inferInsert) => sql`coalesce(${q(foodBoards[name])}, 0)`;
  return sql<
    number[]
  >`(select array[(select coalesce(max(${q(foodEvents.id)}), 0)::int from ${foodEvents} where ${q(foodEvents.providerId)} = ${provider}),
      ${sql.join([...TABS.map((tab) => column(TAB_VERSION[tab])), ...FOOD_ORDER_STATUSES.map((status) => column(BOARD_COUNT[status]))], sql`, `)}]::int[]
    from (select 1) as one left join ${foodBoards} on ${q(foodBoards.providerId)} = ${provider})`;
}

/** What a board head array says (see `boardHeadSql`). */
interface BoardHead {
  lastEventId: number;
  versions: Record<BoardTab, number>;
  counts: Map<FoodOrderStatus, number>;
}

function readBoardHead(head: number[] | null | undefined): BoardHead {
  const values = head ?? [];
  return {
    lastEventId: values[0] ?? 0,
    versions: Object.fromEntries(TABS.map((tab, index) => [tab, values[1 + index] ?? 0])) as Record<BoardTab, number>,
    counts: new Map(FOOD_ORDER_STATUSES.map((status, index) => [status, values[1 + TABS.length + index] ?? 0])),
  };
}

/** The number `foodBoardTab` gives a tab's statuses. */
const BOARD_TAB_NUMBER: Record<BoardTab, number> = { pending: 0, processing: 1, delivery: 2, completed: 3 };

/**
 * A board tab's page as a prepared statement per tab and database handle (the board's reload is the hot path). The
 * tab is written into each statement, not a parameter, so the walk stays on `food_orders_provider_tab_idx`. The
 * board head (version, newest event, counts) comes in the same statement, so it describes exactly this page.
 */
const boardStatements = new WeakMap<Executor, Map<BoardTab, ReturnType<typeof prepareBoardStatement>>>();

function prepareBoardStatement(db: Executor, tab: BoardTab) {
  const provider = sql.placeholder('provider');
  return cardPageQuery(
    db,
    and(eq(foodOrders.providerId, provider), sql`${foodBoardTab(foodOrders.status)} = ${sql.raw(String(BOARD_TAB_NUMBER[tab]))}`)!,
    { limit: sql.placeholder('limit'), offset: sql.placeholder('offset') },
    boardHeadSql(provider),
    true,
  ).prepare(`marktplatz_food_board_${tab}`);
}

/** A provider's board head alone (the page cache's check), one prepared statement per database handle. */
const headStatements = new WeakMap<Executor, ReturnType<typeof prepareHeadStatement>>();

function prepareHeadStatement(db: Executor) {
  return db
    .select({ head: boardHeadSql(sql.placeholder('provider')) })
    .from(sql`(select 1) as head`)
    .prepare('marktplatz_food_board_head');
}

async function boardHead(db: Executor, providerId: number): Promise<BoardHead> {
  let statement = headStatements.get(db);
  if (!statement) {
    statement = prepareHeadStatement(db);
    headStatements.set(db, statement);
  }
  const [row] = await statement.execute({ provider: providerId });
  return readBoardHead(row?.head);
}

function boardStatement(db: Executor, tab: BoardTab) {
  let statements = boardStatements.get(db);
  if (!statements) {
    statements = new Map();
    boardStatements.set(db, statements);
  }
  let statement = statements.get(tab);
  if (!statement) {
    statement = prepareBoardStatement(db, tab);
    statements.set(tab, statement);
  }
  return statement;
}

/** What a card shows that follows from its status and delivery mode alone, built once (the board reads 50 at a time). */
const STATUS_PARTS = new Map(
  FOOD_ORDER_STATUSES.flatMap((status) =>
    (['shipping', 'pickup'] as const).map((mode) => [
      `${status}:${mode}`,
      {
        status_label: FOOD_STATUS_LABELS[status],
        tab: tabOf(status),
        delivery_status: deliveryStatusOf(status),
        next_statuses: FOOD_ORDER_TRANSITIONS[status]
          .filter((next) => (next === 'on_delivery' ? mode === 'shipping' : next === 'ready_for_pickup' ? mode === 'pickup' : true))
          .map((next) => ({ value: next, label: FOOD_STATUS_LABELS[next] })),
      },
    ]),
  ),
);

function presentCard(row: CardRow) {
  const { status } = row;
  const parts = STATUS_PARTS.get(`${status}:${row.delivery_mode}`);
  return {
    id: row.id,
    order_number: row.order_number,
    status,
    status_label: parts?.status_label ?? FOOD_STATUS_LABELS[status],
    tab: parts?.tab ?? tabOf(status),
    delivery_status: parts ? parts.delivery_status : deliveryStatusOf(status),
    next_statuses: parts?.next_statuses ?? [],
    provider_id: row.provider_id,
    provider_name: row.provider_name,
    customer_name: row.customer_name,
    delivery_mode: row.delivery_mode,
    delivery_address: row.delivery_address,
    pickup_address: row.pickup_address,
    payment_method: row.payment_method,
    cash_option: row.cash_option,
    items: row.items,
    items_cents: row.items_cents,
    delivery_fee_cents: row.delivery_fee_cents,
    total_cents: row.total_cents,
    amount_due_cents: row.amount_due_cents,
    total: formatEuro(row.total_cents),
    track_note: row.track_note,
    eta_at: row.eta_at,
    slot_at: row.slot_at,
    slot_text: row.slot_at ? slotText(new Date(row.slot_at)) : null,
    created_at: row.created_at,
    updated_at: row.updated_at,
    withdrawal_notice: WITHDRAWAL_NOTICE,
  };
}

export type PresentedFoodOrder = ReturnType<typeof presentCard>;

function tabCounts(counts: Map<FoodOrderStatus, number>) {
  const sum = (list: readonly FoodOrderStatus[]) => list.reduce((total, status) => total + (counts.get(status) ?? 0), 0);
  return {
    sum,
    tabs: Object.fromEntries(Object.entries(BOARD_TABS).map(([tab, list]) => [tab, sum(list)])) as Record<BoardTab, number>,
  };
}

/** A customer's food orders counted by status (a customer has few; a provider's counts are kept in `food_boards`). */
async function customerCounts(db: Executor, userId: number): Promise<Map<FoodOrderStatus, number>> {
  const rows = await db
    .select({ status: foodOrders.status, total: count() })
    .from(foodOrders)
    .where(eq(foodOrders.userId, userId))
    .groupBy(foodOrders.status);
  return new Map(rows.map((row) => [row.status, row.total]));
}

/**
 * A page of the viewer's food orders: a provider's board tab (`tab`), or the orders with one of `statuses` (null:
 * all). One statement reads the page with its dishes and, for a provider, the board head (counts kept by
 * `recordEvent`, newest event number); a customer's counts are a second statement.
 */
export async function pageFoodOrders(
  db: Executor,
  viewer: Viewer,
  filter: { tab: BoardTab } | { statuses: readonly FoodOrderStatus[] | null },
  page: { page: number; perPage: number },
) {
  const { limit, offset } = pageOffset(page);
  const statuses = 'tab' in filter ? BOARD_TABS[filter.tab] : filter.statuses;
  const where = and(ownership(viewer), statuses ? inArray(foodOrders.status, [...statuses]) : undefined)!;
  const headSql = viewer.role === 'Company' ? boardHeadSql(viewer.id) : sql<number[]>`array[${lastEventSql(viewer)}]::int[]`;
  const [read] = await cardPageQuery(db, where, { limit, offset }, headSql);
  const head = readBoardHead(read?.head);
  const counts = viewer.role === 'Company' ? head.counts : await customerCounts(db, viewer.id);
  const { sum, tabs } = tabCounts(counts);
  const total = statuses ? sum(statuses) : sum(FOOD_ORDER_STATUSES);
  return { rows: (read?.cards ?? []).map(presentCard), total, tabs, last_event_id: head.lastEventId, versions: head.versions };
}

/** A board tab's page ready to send: the cards as JSON text, the counts and the newest event number. */
export interface BoardPage {
  /** The page's cards as the JSON text of `data`. */
  data: string;
  total: number;
  tabs: Record<BoardTab, number>;
  last_event_id: number;
}

interface KeptPage {
  /** The tab version the cards were read at. */
  version: number;
  data: Promise<{ version: number; data: string }>;
  chars: number;
}

/** Board pages kept per database handle, least recently used first, bounded by their JSON text's length. */
const keptPages = new WeakMap<Executor, { pages: Map<string, KeptPage>; chars: number }>();
/** About 16 MB of cards (a page of 50 cards is ~45 kB): the first pages of a few hundred boards. */
const KEPT_PAGES_MAX_CHARS = 16_000_000;

function keep(store: { pages: Map<string, KeptPage>; chars: number }, key: string, page: KeptPage) {
  const old = store.pages.get(key);
  if (old) {
    store.pages.delete(key);
    store.chars -= old.chars;
  }
  store.pages.set(key, page);
  page.data.then(
    (read) => {
      if (store.pages.get(key) !== page) return;
      // The read may have seen a newer version than the one checked before it: kept under the version it read.
      page.version = read.version;
      page.chars = read.data.length;
      store.chars += page.chars;
      for (const [oldest, entry] of store.pages) {
        if (store.chars <= KEPT_PAGES_MAX_CHARS || entry === page) break;
        store.pages.delete(oldest);
        store.chars -= entry.chars;
      }
    },
    () => {
      if (store.pages.get(key) === page) store.pages.delete(key);
    },
  );
}

/**
 * A provider's board tab page (`/getFoodTypeOrders`). The board head (tab versions, counts, newest event number)
 * is read on every request (one indexed row); the page's cards are reused while their tab's version is unchanged.
 * Every change of a board bumps the versions of the tabs it touches in the change's transaction (`recordEvent`),
 * so reused cards are exactly what the page statement would read now — on every API instance, whichever instance
 * made the change. Otherwise the page statement reads the cards and the head in one snapshot; requests that saw
 * the same version share that read.
 */
export async function boardPage(
  db: Executor,
  providerId: number,
  tab: BoardTab,
  page: { page: number; perPage: number },
): Promise<BoardPage> {
  let store = keptPages.get(db);
  if (!store) {
    store = { pages: new Map(), chars: 0 };
    keptPages.set(db, store);
  }
  const key = `${providerId}:${tab}:${page.perPage}:${page.page}`;
  const answer = (head: BoardHead, data: string): BoardPage => {
    const { sum, tabs } = tabCounts(head.counts);
    return { data, total: sum(BOARD_TABS[tab]), tabs, last_event_id: head.lastEventId };
  };
  const read = async () => {
    const { limit, offset } = pageOffset(page);
    const [row] = await boardStatement(db, tab).execute({ provider: providerId, limit, offset });
    const head = readBoardHead(row?.head);
    // the cards come as PostgreSQL wrote them, in the answer's JSON text (see `cardPageQuery`)
    return { ...answer(head, (row?.cards as unknown as string | undefined) ?? '[]'), version: head.versions[tab] };
  };
  if (store.pages.has(key)) {
    const head = await boardHead(db, providerId);
    const kept = store.pages.get(key);
    const version = head.versions[tab];
    if (kept?.version === version) {
      store.pages.delete(key);
      store.pages.set(key, kept);
      return answer(head, (await kept.data).data);
    }
    // Kept at a newer version (a change committed after this request read the head): read alone, keep the newer.
    if (kept && kept.version > version) return read();
    const reading = read();
    keep(store, key, { version, data: reading, chars: 0 });
    return reading;
  }
  const reading = read();
  keep(store, key, { version: -1, data: reading, chars: 0 });
  return reading;
}

export async function lastEventId(db: Executor, viewer: Viewer): Promise<number> {
  const [row] = await db
    .select({ id: sql<number>`coalesce(max(${foodEvents.id}), 0)` })
    .from(foodEvents)
    .where(viewer.role === 'Company' ? eq(foodEvents.providerId, viewer.id) : eq(foodEvents.userId, viewer.id));
  return Number(row?.id ?? 0);
}

export async function viewFoodOrder(db: Executor, viewer: Viewer, id: number) {
  const [page] = await cardPageQuery(db, and(eq(foodOrders.vendorOrderId, id), ownership(viewer))!, { limit: 1, offset: 0 }, null);
  const row = page?.cards[0];
  if (!row) throw new NotFoundError(FOOD_ORDER_NOT_FOUND);
  return presentCard(row);
}

export async function changeStatus(
  db: Database,
  providerId: number,
  input: { order_id: number; status: FoodOrderStatus; from_status?: FoodOrderStatus | undefined },
): Promise<{ order: PresentedFoodOrder; events: FoodEventRow[] }> {
  const events = await db.transaction(async (tx) => {
    const moved = await changeFoodOrderStatus(tx, providerId, input.order_id, input.status, input.from_status);
    return [await recordEvent(tx, input.order_id, 'status', moved.from)];
  });
  return { order: await viewFoodOrder(db, { id: providerId, role: 'Company' }, input.order_id), events };
}

export async function changeItemStatus(
  db: Database,
  providerId: number,
  input: { order_id: number; item_id: number; status: FoodItemStatus },
): Promise<{ order: PresentedFoodOrder; events: FoodEventRow[] }> {
  const events = await db.transaction(async (tx) => {
    const [own] = await tx
      .select({ status: foodOrders.status })
      .from(foodOrders)
      .where(and(eq(foodOrders.vendorOrderId, input.order_id), eq(foodOrders.providerId, providerId)))
      .for('update')
      .limit(1);
    if (!own) throw new NotFoundError(FOOD_ORDER_NOT_FOUND);
    if (own.status !== 'confirmed' && own.status !== 'processing') {
      throw new ConflictError('Gerichte können nur bei angenommenen Bestellungen in Zubereitung gehen oder fertig gemeldet werden.');
    }
    const updated = await tx
      .update(foodOrderItemStates)
      .set({ status: input.status })
      .where(and(eq(foodOrderItemStates.orderItemId, input.item_id), eq(foodOrderItemStates.vendorOrderId, input.order_id)))
      .returning();
    if (updated.length === 0) throw new NotFoundError('Das Gericht gehört nicht zu dieser Bestellung.');
    // The first dish in preparation moves an accepted order into the kitchen.
    const moved =
      own.status === 'confirmed' ? await changeFoodOrderStatus(tx, providerId, input.order_id, 'processing', 'confirmed') : null;
    return [await recordEvent(tx, input.order_id, 'item', moved?.from)];
  });
  return { order: await viewFoodOrder(db, { id: providerId, role: 'Company' }, input.order_id), events };
}

export async function changeTrack(
  db: Database,
  providerId: number,
  input: { order_id: number; note: string; eta_minutes?: number | undefined; on_the_way?: boolean | undefined },
  now = new Date(),
): Promise<{ order: PresentedFoodOrder; events: FoodEventRow[] }> {
  const events = await db.transaction(async (tx) => {
    const [own] = await tx
      .select({ status: foodOrders.status })
      .from(foodOrders)
      .where(and(eq(foodOrders.vendorOrderId, input.order_id), eq(foodOrders.providerId, providerId)))
      .limit(1);
    if (!own) throw new NotFoundError(FOOD_ORDER_NOT_FOUND);
    if (['completed', 'rejected', 'cancelled'].includes(own.status)) {
      throw new ConflictError('Für abgeschlossene Bestellungen kann keine Lieferinformation mehr gesetzt werden.');
    }
    const moved =
      input.on_the_way && own.status === 'processing'
        ? await changeFoodOrderStatus(tx, providerId, input.order_id, 'on_delivery', 'processing')
        : null;
    await tx
      .update(foodOrders)
      .set({
        trackNote: input.note,
        etaAt: input.eta_minutes !== undefined ? new Date(now.getTime() + input.eta_minutes * 60_000) : undefined,
        updatedAt: now,
      })
      .where(eq(foodOrders.vendorOrderId, input.order_id));
    return [await recordEvent(tx, input.order_id, 'track', moved?.from)];
  });
  return { order: await viewFoodOrder(db, { id: providerId, role: 'Company' }, input.order_id), events };
}

/** Events after `afterId` for a viewer (SSE catch-up by `Last-Event-ID`), at most 200. */
export async function eventsAfter(db: Executor, viewer: Viewer, afterId: number) {
  return db
    .select()
    .from(foodEvents)
    .where(
      and(viewer.role === 'Company' ? eq(foodEvents.providerId, viewer.id) : eq(foodEvents.userId, viewer.id), gt(foodEvents.id, afterId)),
    )
    .orderBy(asc(foodEvents.id))
    .limit(200);
}

export async function roleOf(db: Executor, userId: number): Promise<Viewer | null> {
  const [row] = await db
    .select({ id: users.id, role: users.role, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row || row.deletedAt) return null;
  return { id: row.id, role: row.role === 'Company' ? 'Company' : 'User' };
}
