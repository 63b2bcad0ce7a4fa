import { and, asc, eq, sql } from 'drizzle-orm';
import isoCountries from 'i18n-iso-countries';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { shopShippingMethods } from '../../db/schema/shop';
import { NotFoundError, ValidationError } from '../../http/errors';
import { fields } from '../../http/validation';
import { findCountryById, listCountries } from '../reference/public';
import { euros, eurosOrNull } from '../../lib/money';
import { moneyCents } from './provider/numbers';

/**
 * Shipping setup of a provider (spec 02 §7 "Shipping"): the shop service stays the only writer of
 * `shop_shipping_methods`; the orders area's screen and the checkout read through here.
 */

export type ShippingMethodRow = typeof shopShippingMethods.$inferSelect;

export const SHIPPING_NOT_FOUND = 'Die Versandart wurde nicht gefunden.';
/** Most methods a provider keeps (a list, not a rate table). */
export const MAX_SHIPPING_METHODS = 50;

/**
 * The ISO 3166-1 alpha-2 code an address's `country` field stands for: the code itself (`DE`), the alpha-3 code,
 * the numeric id of the reference calls (`276`) or the German or English name. Unknown text → null.
 */
export function countryCode(value: string | null | undefined): string | null {
  const text = (value ?? '').trim();
  if (!text) return null;
  if (/^\d{1,3}$/.test(text)) return findCountryById(Number(text))?.code ?? null;
  const upper = text.toUpperCase();
  if (/^[A-Z]{2}$/.test(upper)) return isoCountries.isValid(upper) ? upper : null;
  if (/^[A-Z]{3}$/.test(upper)) return isoCountries.alpha3ToAlpha2(upper) ?? null;
  return isoCountries.getAlpha2Code(text, 'de') ?? isoCountries.getAlpha2Code(text, 'en') ?? null;
}

/** Whether a method delivers to the country (pickup methods always serve; an unknown destination limits nothing). */
export function servesCountry(method: { isPickup: boolean; countries: readonly string[] }, country: string | null): boolean {
  return method.isPickup || country === null || method.countries.includes(country);
}

const countryList = z
  .array(fields.text().trim().toUpperCase(), { error: 'Bitte wählen Sie mindestens ein Lieferland.' })
  .max(250, 'Zu viele Länder.')
  .transform((codes, context) => {
    const unique = [...new Set(codes)];
    const unknown = unique.filter((code) => !/^[A-Z]{2}$/.test(code) || !isoCountries.isValid(code));
    if (unknown.length > 0) {
      context.addIssue({ code: 'custom', message: `Unbekanntes Land: ${unknown.slice(0, 3).join(', ')}.` });
      return z.NEVER;
    }
    return unique;
  });

const optionalMoney = z
  .union([z.literal(''), z.null(), moneyCents()])
  .transform((value) => (value === '' || value === null ? null : value));

const shippingFields = {
  name: fields.requiredText(100),
  price: moneyCents(100_000),
  free_from: optionalMoney.optional(),
  delivery_time: fields.optionalText(100),
  is_pickup: fields.flag().optional(),
  is_active: fields.flag().optional(),
  countries: countryList.optional(),
  position: z.coerce
    .number({ error: 'Bitte geben Sie eine ganze Zahl an.' })
    .int('Bitte geben Sie eine ganze Zahl an.')
    .min(0)
    .max(1000)
    .optional(),
};

export const createShippingBody = z.object(shippingFields);
export const updateShippingBody = z.object({
  id: fields.id(),
  ...shippingFields,
  name: shippingFields.name.optional(),
  price: shippingFields.price.optional(),
});

export type CreateShippingInput = z.infer<typeof createShippingBody>;
export type UpdateShippingInput = z.infer<typeof updateShippingBody>;

export function countryName(code: string): string {
  return isoCountries.getName(code, 'de') ?? code;
}

export function presentShippingMethod(row: ShippingMethodRow) {
  return {
    id: row.id,
    provider_id: row.providerId,
    name: row.name,
    price: euros(row.priceCents),
    price_cents: row.priceCents,
    free_from: eurosOrNull(row.freeFromCents),
    free_from_cents: row.freeFromCents,
    delivery_time: row.deliveryTime,
    is_pickup: row.isPickup,
    is_active: row.isActive,
    position: row.position,
    countries: row.isPickup ? [] : row.countries,
    country_names: row.isPickup ? [] : row.countries.map(countryName),
  };
}

/** Countries a method can deliver to (`api/getShippingCountries`): D-A-CH first, then by German name. */
export function shippingCountries() {
  return listCountries().map((country) => ({ id: country.id, code: country.code, name: country.name }));
}

/** The provider's own methods, inactive ones included, in their order (`api/shippings`). */
export async function providerShippingMethods(db: Executor, providerId: number) {
  const rows = await db
    .select()
    .from(shopShippingMethods)
    .where(eq(shopShippingMethods.providerId, providerId))
    .orderBy(asc(shopShippingMethods.position), asc(shopShippingMethods.id));
  return rows.map(presentShippingMethod);
}

async function ownMethod(db: Executor, providerId: number, id: number): Promise<ShippingMethodRow> {
  const [row] = await db
    .select()
    .from(shopShippingMethods)
    .where(and(eq(shopShippingMethods.id, id), eq(shopShippingMethods.providerId, providerId)))
    .limit(1);
  if (!row) throw new NotFoundError(SHIPPING_NOT_FOUND);
  return row;
}

/** One of the provider's methods (`api/getShippingInfo?id=`); another provider's id → 404. */
export async function shippingInfo(db: Executor, providerId: number, id: number) {
  return presentShippingMethod(await ownMethod(db, providerId, id));
}

function checkFreeFrom(priceCents: number, freeFromCents: number | null): void {
  if (freeFromCents !== null && priceCents > 0 && freeFromCents === 0) {
    throw ValidationError.field(
      'free_from',
      'Ab 0,00 € wäre der Versand immer kostenlos. Bitte setzen Sie den Preis auf 0 oder lassen Sie das Feld leer.',
    );
  }
}

function checkCountries(isPickup: boolean, countries: string[]): void {
  if (!isPickup && countries.length === 0) throw ValidationError.field('countries', 'Bitte wählen Sie mindestens ein Lieferland.');
}

/** `api/createShipping`: a new method of the provider (countries default to Germany). */
export async function createShippingMethod(db: Executor, providerId: number, input: CreateShippingInput) {
  const isPickup = input.is_pickup ?? false;
  const countries = isPickup ? [] : (input.countries ?? ['DE']);
  const freeFromCents = input.free_from ?? null;
  checkFreeFrom(input.price, freeFromCents);
  checkCountries(isPickup, countries);
  const [count] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(shopShippingMethods)
    .where(eq(shopShippingMethods.providerId, providerId));
  if ((count?.value ?? 0) >= MAX_SHIPPING_METHODS) {
    throw ValidationError.field('name', `Sie können höchstens ${MAX_SHIPPING_METHODS} Versandarten anlegen.`);
  }
  const [row] = await db
    .insert(shopShippingMethods)
    .values({
      providerId,
      name: input.name,
      priceCents: input.price,
      freeFromCents,
      deliveryTime: input.delivery_time ?? '',
      isPickup,
      isActive: input.is_active ?? true,
      position: input.position ?? count?.value ?? 0,
      countries,
    })
    .returning();
  if (!row) throw new Error('Die Versandart wurde nicht gespeichert.');
  return presentShippingMethod(row);
}

/** `api/updateShipping`: changes the given fields of one of the provider's methods; another provider's id → 404. */
export async function updateShippingMethod(db: Executor, providerId: number, input: UpdateShippingInput) {
  const current = await ownMethod(db, providerId, input.id);
  const isPickup = input.is_pickup ?? current.isPickup;
  const priceCents = input.price ?? current.priceCents;
  const freeFromCents = input.free_from === undefined ? current.freeFromCents : input.free_from;
  const countries = isPickup ? current.countries : (input.countries ?? (current.countries.length > 0 ? current.countries : ['DE']));
  checkFreeFrom(priceCents, freeFromCents);
  checkCountries(isPickup, countries);
  const [row] = await db
    .update(shopShippingMethods)
    .set({
      name: input.name ?? current.name,
      priceCents,
      freeFromCents,
      deliveryTime: input.delivery_time === undefined ? current.deliveryTime : (input.delivery_time ?? ''),
      isPickup,
      isActive: input.is_active ?? current.isActive,
      position: input.position ?? current.position,
      countries,
    })
    .where(and(eq(shopShippingMethods.id, current.id), eq(shopShippingMethods.providerId, providerId)))
    .returning();
  if (!row) throw new NotFoundError(SHIPPING_NOT_FOUND);
  return presentShippingMethod(row);
}
