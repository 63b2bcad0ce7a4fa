import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Database } from '../../db/client';
import {
  providerProfiles,
  shopBulkPrices,
  shopProductShippings,
  shopProductVariants,
  shopProducts,
  shopShippingMethods,
  shopTaxes,
} from '../../db/schema';
import { createUserWithToken, type TestContext } from '../../../test/helpers';
import { createAddress } from '../address/service';

/**
 * Test data for the cart, checkout, orders, favourite and review suites (written straight into the shop tables, so
 * the suites do not depend on the demo catalogue; tests only).
 */

let counter = 0;
const unique = () => `${process.pid}-${Date.now().toString(36)}-${(counter += 1)}`;

export interface Envelope<T = Record<string, unknown>> {
  status: boolean;
  message?: string;
  code?: string;
  data: T;
  errors?: Record<string, string[]>;
  meta?: { current_page: number; last_page: number; per_page: number; total: number };
}

export function body<T = Record<string, unknown>>(response: LightMyRequestResponse): Envelope<T> {
  return response.json() as Envelope<T>;
}

export async function taxId(db: Database, rate: number): Promise<number> {
  await db
    .insert(shopTaxes)
    .values({ name: `${rate} % MwSt.`, value: rate })
    .onConflictDoNothing();
  const [row] = await db.select({ id: shopTaxes.id }).from(shopTaxes).where(eq(shopTaxes.value, rate));
  if (!row) throw new Error('Steuersatz fehlt.');
  return row.id;
}

export async function createProvider(context: Pick<TestContext, 'db' | 'config'>, companyName: string) {
  const provider = await createUserWithToken(context, 'Company');
  await context.db
    .insert(providerProfiles)
    .values({ userId: provider.id, companyName, street: 'Marktstraße', houseNumber: '1', zipCode: '10115', city: 'Berlin' })
    .onConflictDoUpdate({ target: providerProfiles.userId, set: { companyName } });
  return provider;
}

export async function createShippingMethod(
  db: Database,
  providerId: number,
  input: { name: string; priceCents: number; freeFromCents?: number; isPickup?: boolean },
): Promise<number> {
  const [row] = await db
    .insert(shopShippingMethods)
    .values({
      providerId,
      name: input.name,
      priceCents: input.priceCents,
      freeFromCents: input.freeFromCents ?? null,
      isPickup: input.isPickup ?? false,
    })
    .returning({ id: shopShippingMethods.id });
  if (!row) throw new Error('Versandart fehlt.');
  return row.id;
}

export async function createProduct(
  db: Database,
  input: {
    providerId: number;
    name: string;
    priceCents: number;
    qty: number;
    taxRate?: number;
    isPickup?: boolean;
    pickupAddress?: string;
    methodIds?: number[];
    status?: 'draft' | 'active' | 'inactive';
  },
): Promise<{ productId: number; variantId: number; slug: string }> {
  const tax = await taxId(db, input.taxRate ?? 19);
  const slug = `testprodukt-${unique()}`;
  const [product] = await db
    .insert(shopProducts)
    .values({
      providerId: input.providerId,
      name: input.name,
      slug,
      sku: slug,
      status: input.status ?? 'active',
      priceCents: input.priceCents,
      taxId: tax,
      stock: input.qty,
      isPickup: input.isPickup ?? false,
      pickupAddress: input.pickupAddress ?? null,
    })
    .returning({ id: shopProducts.id });
  if (!product) throw new Error('Produkt fehlt.');
  const [variant] = await db
    .insert(shopProductVariants)
    .values({ productId: product.id, isDefault: true, priceCents: input.priceCents, qty: input.qty })
    .returning({ id: shopProductVariants.id });
  if (!variant) throw new Error('Variante fehlt.');
  for (const methodId of input.methodIds ?? []) {
    await db.insert(shopProductShippings).values({ productId: product.id, shippingMethodId: methodId });
  }
  return { productId: product.id, variantId: variant.id, slug };
}

/**
 * A product of a provider (who gets a provider profile if it has none) with a default variant, 20 in stock, and one
 * shipping method „DHL Paket“ (4,90 €) — what the favourite and review suites need.
 */
export async function createTestProduct(
  db: Database,
  providerId: number,
  options: { name?: string; status?: 'draft' | 'active' | 'inactive'; priceCents?: number } = {},
): Promise<{ id: number; slug: string; name: string }> {
  await db
    .insert(providerProfiles)
    .values({ userId: providerId, companyName: `Testwerkstatt ${providerId}`, city: 'Leipzig' })
    .onConflictDoNothing();
  const method = await createShippingMethod(db, providerId, { name: 'DHL Paket', priceCents: 490 });
  const name = options.name ?? `Testprodukt ${unique()}`;
  const product = await createProduct(db, {
    providerId,
    name,
    priceCents: options.priceCents ?? 1990,
    qty: 20,
    methodIds: [method],
    ...(options.status ? { status: options.status } : {}),
  });
  return { id: product.productId, slug: product.slug, name };
}

export async function addBulkTier(db: Database, productId: number, minQty: number, unitPriceCents: number): Promise<void> {
  await db.insert(shopBulkPrices).values({ productId, minQty, unitPriceCents });
}

export async function variantQty(db: Database, variantId: number): Promise<number> {
  const [row] = await db.select({ qty: shopProductVariants.qty }).from(shopProductVariants).where(eq(shopProductVariants.id, variantId));
  return row?.qty ?? -1;
}

const person = {
  gender: 'female' as const,
  first_name: 'Erika',
  last_name: 'Muster',
  email: '',
  alternate_email: false,
  phone: '+49 30 123456',
  company: '',
};

/** A customer with a token, a default shipping address (Berlin) and a default billing address. */
export async function createCustomer(context: Pick<TestContext, 'db' | 'config'>) {
  const customer = await createUserWithToken(context, 'User');
  const shipping = await createAddress(context.db, customer.id, 'shipping', {
    ...person,
    street: 'Kastanienallee',
    street_number: '12',
    zip: '10435',
    city: 'Berlin',
    country: 'DE',
  });
  const billing = await createAddress(context.db, customer.id, 'billing', {
    ...person,
    street: 'Rosenthaler Straße',
    street_number: '3',
    zip: '10119',
    city: 'Berlin',
    country: 'DE',
    is_shipping: false,
    vat_id: null,
  });
  return { ...customer, shippingAddressId: shipping.id, billingAddressId: billing.id };
}

/** Calls with an optional bearer token. */
export function caller(app: FastifyInstance) {
  const headers = (token?: string) => (token ? { authorization: `Bearer ${token}` } : {});
  return {
    get: (url: string, token?: string) => app.inject({ method: 'GET', url, headers: headers(token) }),
    post: (url: string, payload: Record<string, unknown>, token?: string) =>
      app.inject({ method: 'POST', url, payload, headers: headers(token) }),
    delete: (url: string, token?: string) => app.inject({ method: 'DELETE', url, headers: headers(token) }),
  };
}
