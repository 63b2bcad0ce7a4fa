import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { foodCategories, foodDeliveryTimes, foodDishes, foodSettings } from '../../db/schema/food';
import { ConflictError, NotFoundError, ValidationError } from '../../http/errors';
import { saveSetting, setting } from '../notification/public';
import { postalCodeCoordinates } from '../reference/public';
import { assertCanPublish } from '../onboarding/public';
import { isProviderFoodProduct } from '../shop/public';
import { CATEGORY_NOT_EMPTY, CATEGORY_NOT_FOUND, DISH_NOT_FOUND } from './constants';

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
  if (!(await isProviderFoodProduct(db, providerId, input.product_id))) throw new NotFoundError(DISH_NOT_FOUND);
  if (input.category_id !== null) {
    const [category] = await db
      .select({ id: foodCategories.id })
      .from(foodCategories)
      .where(and(eq(foodCategories.id, input.category_id), eq(foodCategories.providerId, providerId)))
      .limit(1);
    if (!category) throw ValidationError.field('category_id', 'Bitte wählen Sie eine Ihrer Speisekategorien.');
  }
  const values = {
    productId: input.product_id,
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
  if (!(await isProviderFoodProduct(db, providerId, productId))) throw new NotFoundError(DISH_NOT_FOUND);
  const [dish] = await db.select().from(foodDishes).where(eq(foodDishes.productId, productId)).limit(1);
  return {
    product_id: productId,
    category_id: dish?.categoryId ?? null,
    allergens: dish?.allergens ?? [],
    additives: dish?.additives ?? [],
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
