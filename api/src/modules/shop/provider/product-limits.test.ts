import { and, count, eq } from 'drizzle-orm';
import { shopProducts, shopTaxes } from '../../../db/schema';
import { createUserWithToken } from '../../../../test/helpers';
import { testSuite } from '../../../../test/fixtures/suite';
import { buyPackage } from '../../../../test/fixtures/billing';
import { call } from '../../../../test/fixtures/shop-provider';
import { FREE_TIER } from '../../billing/public';

/** The free base tier's refusal: names the limit and where a bigger package is booked. */
const FREE_LIMIT =
  'Der kostenlose Grundtarif (ohne Paket) erlaubt höchstens 200 aktive Produkte; diese Grenze ist erreicht. Für mehr buchen Sie bitte ein größeres Paket unter /account/packages.';

const suite = testSuite();

const post = <T>(url: string, token: string, payload?: unknown) => call<T>(suite.context.app, 'POST', url, token, payload);

/** `n` active products of the provider, inserted directly (the limit counts them, however they came). */
async function activeProducts(providerId: number, n: number): Promise<void> {
  const [tax] = await suite.context.db.select({ id: shopTaxes.id }).from(shopTaxes).limit(1);
  await suite.context.db.insert(shopProducts).values(
    Array.from({ length: n }, (_, index) => ({
      providerId,
      name: `Bestandsprodukt ${index + 1}`,
      slug: `bestand-${providerId}-${index + 1}`,
      sku: `BESTAND-${index + 1}`,
      status: 'active' as const,
      priceCents: 1000,
      taxId: tax!.id,
    })),
  );
}

async function activeCount(providerId: number): Promise<number> {
  const [row] = await suite.context.db
    .select({ n: count() })
    .from(shopProducts)
    .where(and(eq(shopProducts.providerId, providerId), eq(shopProducts.status, 'active')));
  return Number(row?.n ?? 0);
}

const product = (sku: string, status: string) => ({ name: 'Eichentisch Lund', sku, price: '199,00', stock: '3', status });

describe('active products within the package', () => {
  it('refuses the 201st active product without a package (422 on status naming the limit and /account/packages), allows it after buying Basis', async () => {
    expect(FREE_TIER.max_active_products).toBe(200);
    const provider = await createUserWithToken(suite.context, 'Company');
    await activeProducts(provider.id, 200);

    const refused = await post('/v2/createProduct', provider.token, product('NEU-1', 'active'));
    expect(refused.statusCode).toBe(422);
    expect(refused.body.errors?.status).toEqual([FREE_LIMIT]);
    expect(await activeCount(provider.id)).toBe(200);

    // A draft is not limited; activating it later is.
    const draft = await post<{ id: number }>('/v2/createProduct', provider.token, product('NEU-2', 'draft'));
    expect(draft.statusCode).toBe(201);
    const activation = await post('/updateProduct', provider.token, { id: draft.body.data.id, status: 'active' });
    expect(activation.statusCode).toBe(422);
    expect(activation.body.errors?.status).toEqual([FREE_LIMIT]);

    await buyPackage(suite.context.app, provider.token, 'basis');
    const allowed = await post<{ status: string }>('/updateProduct', provider.token, { id: draft.body.data.id, status: 'active' });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.body.data.status).toBe('active');
    expect(await activeCount(provider.id)).toBe(201);
  });

  it('refuses in the bulk update only the rows beyond the limit, after counting the products the same update takes offline', async () => {
    const provider = await createUserWithToken(suite.context, 'Company');
    await activeProducts(provider.id, 198);
    const listed = await post<{ id: number }>('/v2/createProduct', provider.token, product('BULK-0', 'active'));
    const ids: number[] = [];
    for (const sku of ['BULK-1', 'BULK-2', 'BULK-3'])
      ids.push((await post<{ id: number }>('/v2/createProduct', provider.token, product(sku, 'draft'))).body.data.id);
    const [first, second, third] = ids;

    const refused = await post('/updateBulkProducts', provider.token, {
      products: [
        { id: first, status: 'active' },
        { id: second, status: 'active' },
        { id: third, status: 'active' },
      ],
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.body.errors?.['products.0.status']).toBeUndefined();
    expect(refused.body.errors?.['products.1.status']).toEqual([FREE_LIMIT]);
    expect(refused.body.errors?.['products.2.status']).toEqual([FREE_LIMIT]);
    expect(await activeCount(provider.id)).toBe(199);

    // Taking one of the 199 offline in the same update makes room for a second.
    const swapped = await post('/updateBulkProducts', provider.token, {
      products: [
        { id: listed.body.data.id, status: 'inactive' },
        { id: first, status: 'active' },
        { id: second, status: 'active' },
      ],
    });
    expect(swapped.statusCode).toBe(200);
    expect(await activeCount(provider.id)).toBe(200);
  });

  it('lets two activations at once take the last free place only once', async () => {
    const provider = await createUserWithToken(suite.context, 'Company');
    await activeProducts(provider.id, 199);
    const results = await Promise.all(
      ['RACE-1', 'RACE-2', 'RACE-3'].map((sku) => post('/v2/createProduct', provider.token, product(sku, 'active'))),
    );
    expect(results.map((result) => result.statusCode).sort()).toEqual([201, 422, 422]);
    expect(await activeCount(provider.id)).toBe(200);
  });
});
