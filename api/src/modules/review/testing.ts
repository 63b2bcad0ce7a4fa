import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  type ProductStatus,
  providerProfiles,
  shopProductShippings,
  shopProductVariants,
  shopProducts,
  shopShippingMethods,
  shopTaxes,
} from '../../db/schema';

/**
 * Test fixtures for the favourite and review suites: a product of a provider with a default variant in stock and
 * one shipping method, inserted directly so the suites do not depend on the shop's demo catalogue.
 */
export async function createTestProduct(
  db: Executor,
  providerId: number,
  options: { name?: string; status?: ProductStatus; priceCents?: number } = {},
): Promise<{ id: number; slug: string; name: string }> {
  await db.insert(shopTaxes).values({ name: 'Regelsteuersatz', value: 19 }).onConflictDoNothing();
  const [tax] = await db.select({ id: shopTaxes.id }).from(shopTaxes).where(eq(shopTaxes.value, 19)).limit(1);
  if (!tax) throw new Error('Steuersatz 19 % fehlt.');
  await db.insert(providerProfiles).values({ userId: providerId, companyName: `Testwerkstatt ${providerId}`, city: 'Leipzig' }).onConflictDoNothing();
  const suffix = randomBytes(4).toString('hex');
  const name = options.name ?? `Testprodukt ${suffix}`;
  const priceCents = options.priceCents ?? 1990;
  const [product] = await db
    .insert(shopProducts)
    .values({
      providerId,
      name,
      slug: `testprodukt-${suffix}`,
      sku: `TP-${suffix}`,
      status: options.status ?? 'active',
      priceCents,
      taxId: tax.id,
      stock: 20,
    })
    .returning({ id: shopProducts.id, slug: shopProducts.slug, name: shopProducts.name });
  if (!product) throw new Error('Testprodukt wurde nicht angelegt.');
  await db.insert(shopProductVariants).values({ productId: product.id, isDefault: true, priceCents, qty: 20 });
  const [method] = await db
    .insert(shopShippingMethods)
    .values({ providerId, name: 'DHL Paket', priceCents: 490, deliveryTime: '2–3 Werktage' })
    .returning({ id: shopShippingMethods.id });
  if (method) await db.insert(shopProductShippings).values({ productId: product.id, shippingMethodId: method.id });
  return product;
}
