import { sql } from 'drizzle-orm';
import { shopProducts } from '../../db/schema';
import { successSchema } from '../../http/envelope';
import { testSuite } from '../../../test/fixtures/suite';
import { productDetailSchema } from './schemas';

/** The product page's answer (`/shop/productBySlug/{slug}`, `api/productDetails`) as it goes over the wire. */
describe('shop product page answer', () => {
  const suite = testSuite();

  /**
   * The product page is written without the zod copy (`writtenAsBuilt`): every real answer must be byte for byte what
   * the response schema's serializer would write — no field it would strip, none missing, the schema's key order.
   */
  it('writes every listed product page exactly as the response schema would (keys, order, types)', async () => {
    const schema = successSchema(productDetailSchema);
    const expectWritten = (payload: string) => expect(JSON.stringify(schema.parse(JSON.parse(payload)))).toBe(payload);
    const rows = await suite.context.db
      .select({ id: shopProducts.id, slug: shopProducts.slug, providerId: shopProducts.providerId })
      .from(shopProducts)
      .where(sql`${shopProducts.status} = 'active' and ${shopProducts.deletedAt} is null`);
    expect(rows.length).toBeGreaterThan(50);
    for (const row of rows) {
      const response = await suite.context.app.inject({ method: 'GET', url: `/shop/productBySlug/${row.slug}` });
      expect(response.statusCode).toBe(200);
      expectWritten(response.payload);
    }
    const secondary = await suite.context.app.inject({ method: 'GET', url: `/api/productDetails?slug=${rows[0]?.id}` });
    expectWritten(secondary.payload);

    // A small business (§ 19 UStG: vat_notice) and a provider without verified trader data (trader: null).
    const [first] = rows;
    const other = rows.find((row) => row.providerId !== first?.providerId);
    if (!first || !other) throw new Error('Demodaten ohne zwei Anbieter');
    await suite.context.db.execute(sql`update provider_profiles set small_business = true where user_id = ${first.providerId}`);
    await suite.context.db.execute(sql`update provider_onboarding set status = 'pending' where provider_id = ${other.providerId}`);
    try {
      const small = await suite.context.app.inject({ method: 'GET', url: `/shop/productBySlug/${first.slug}` });
      expect(small.json()).toMatchObject({
        data: { small_business: true, vat_notice: 'Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.' },
      });
      expectWritten(small.payload);
      const unverified = await suite.context.app.inject({ method: 'GET', url: `/shop/productBySlug/${other.slug}` });
      expect(unverified.json()).toMatchObject({ data: { small_business: false, vat_notice: null, trader: null } });
      expectWritten(unverified.payload);
    } finally {
      await suite.context.db.execute(sql`update provider_profiles set small_business = false where user_id = ${first.providerId}`);
      await suite.context.db.execute(sql`update provider_onboarding set status = 'verified' where provider_id = ${other.providerId}`);
    }
  });
});
