import { eq } from 'drizzle-orm';
import { shopProductVariants, shopProducts } from '../../db/schema';
import { testSuite } from '../../../test/fixtures/suite';
import { createFixtureProduct } from '../../../test/fixtures/shop';
import { OutOfStockError, priceLines, returnStock, setProductRating, takeStock } from './service';

describe('shop seams (priceLines, takeStock, setProductRating)', () => {
  const suite = testSuite();

  async function variantQty(id: number): Promise<number> {
    const [row] = await suite.context.db
      .select({ qty: shopProductVariants.qty })
      .from(shopProductVariants)
      .where(eq(shopProductVariants.id, id));
    return row?.qty ?? -1;
  }

  async function productStock(id: number): Promise<number> {
    const [row] = await suite.context.db.select({ stock: shopProducts.stock }).from(shopProducts).where(eq(shopProducts.id, id));
    return row?.stock ?? -1;
  }

  it('prices lines with bulk tier, wholesale discount and VAT split', async () => {
    const fixture = await createFixtureProduct(suite.context.db, {
      name: 'Schrauben-Sortiment',
      variants: [{ priceCents: 1000, qty: 500 }],
      bulk: [
        { minQty: 10, unitPriceCents: 900 },
        { minQty: 5, unitPriceCents: 950 },
      ],
      wholesale: [{ qty: 50, percent: 5 }],
      pickupAddress: 'Leopoldstraße 42, 80802 München',
    });
    const variantId = fixture.variantIds[0] ?? 0;
    const [small, tier, wholesale] = [
      ...(await priceLines(suite.context.db, [{ variantId, qty: 2 }])),
      ...(await priceLines(suite.context.db, [{ variantId, qty: 10 }])),
      ...(await priceLines(suite.context.db, [{ variantId, qty: 50 }])),
    ];
    expect(small).toMatchObject({
      unitGrossCents: 1000,
      lineGrossCents: 2000,
      lineNetCents: 1681,
      lineTaxCents: 319,
      taxRate: 19,
      problem: null,
    });
    expect(tier).toMatchObject({ unitGrossCents: 900, lineGrossCents: 9000, discountPercent: 0 });
    expect(wholesale).toMatchObject({ listUnitCents: 1000, unitGrossCents: 855, lineGrossCents: 42_750, discountPercent: 5 });
    expect(small?.productName).toBe('Schrauben-Sortiment');
    expect(small?.providerName).toBe('Becker Handwerk & Design GmbH');
    expect(small?.isPickup).toBe(true);
    expect(small?.pickupAddress).toBe('Leopoldstraße 42, 80802 München');
    expect(small?.availableStock).toBe(500);
  });

  it('prices duplicate lines of one variant on their summed quantity', async () => {
    const fixture = await createFixtureProduct(suite.context.db, {
      variants: [{ priceCents: 1000, qty: 100 }],
      bulk: [{ minQty: 5, unitPriceCents: 800 }],
    });
    const variantId = fixture.variantIds[0] ?? 0;
    const lines = await priceLines(suite.context.db, [
      { variantId, qty: 3 },
      { variantId, qty: 3 },
    ]);
    expect(lines.map((line) => line.unitGrossCents)).toEqual([800, 800]);
  });

  it('flags unknown, inactive and under-stocked variants instead of throwing', async () => {
    const fixture = await createFixtureProduct(suite.context.db, {
      variants: [
        { priceCents: 500, qty: 1, name: 'Größe: M' },
        { priceCents: 500, qty: 9, name: 'Größe: L', isActive: false },
      ],
    });
    const draft = await createFixtureProduct(suite.context.db, { status: 'draft', variants: [{ priceCents: 500, qty: 9 }] });
    const lines = await priceLines(suite.context.db, [
      { variantId: 2_000_000_000, qty: 1 },
      { variantId: fixture.variantIds[0] ?? 0, qty: 2 },
      { variantId: fixture.variantIds[1] ?? 0, qty: 1 },
      { variantId: draft.variantIds[0] ?? 0, qty: 1 },
    ]);
    expect(lines.map((line) => line.problem)).toEqual(['unknown', 'out_of_stock', 'inactive', 'inactive']);
    expect(lines[1]?.variantLabel).toBe('Größe: M');
  });

  it('lists the allowed shipping methods of each line (seeded product)', async () => {
    const [variant] = await suite.context.db
      .select({ id: shopProductVariants.id })
      .from(shopProductVariants)
      .innerJoin(shopProducts, eq(shopProducts.id, shopProductVariants.productId))
      .where(eq(shopProducts.slug, 'kuechenstuhl-lena-aus-eiche'))
      .limit(1);
    const [line] = await priceLines(suite.context.db, [{ variantId: variant?.id ?? 0, qty: 1 }]);
    expect(line?.shippingMethods.map((method) => method.name)).toEqual(['DHL Paket', 'Abholung in München']);
    expect(line?.shippingMethods[0]).toMatchObject({ priceCents: 499, freeFromCents: 5000, deliveryTime: '2–3 Werktage', isPickup: false });
  });

  it('takes stock and mirrors it on the product', async () => {
    const fixture = await createFixtureProduct(suite.context.db, { variants: [{ priceCents: 500, qty: 5 }] });
    const variantId = fixture.variantIds[0] ?? 0;
    await suite.context.db.transaction(async (tx) =>
      takeStock(tx, [
        { variantId, qty: 2 },
        { variantId, qty: 1 },
      ]),
    );
    expect(await variantQty(variantId)).toBe(2);
    expect(await productStock(fixture.productId)).toBe(2);
    await suite.context.db.transaction(async (tx) => returnStock(tx, [{ variantId, qty: 1 }]));
    expect(await variantQty(variantId)).toBe(3);
    expect(await productStock(fixture.productId)).toBe(3);
  });

  it('refuses to take more than the stock, naming the product in German, and changes nothing', async () => {
    const plenty = await createFixtureProduct(suite.context.db, { variants: [{ priceCents: 500, qty: 10 }] });
    const scarce = await createFixtureProduct(suite.context.db, { name: 'Honig „Letztes Glas“', variants: [{ priceCents: 500, qty: 1 }] });
    const error = await suite.context.db
      .transaction(async (tx) =>
        takeStock(tx, [
          { variantId: plenty.variantIds[0] ?? 0, qty: 3 },
          { variantId: scarce.variantIds[0] ?? 0, qty: 2 },
        ]),
      )
      .then(
        () => null,
        (caught: unknown) => caught,
      );
    expect(error).toBeInstanceOf(OutOfStockError);
    expect((error as OutOfStockError).message).toBe('Honig „Letztes Glas“ ist nur noch 1-mal vorrätig. Bitte verringern Sie die Menge.');
    expect((error as OutOfStockError).statusCode).toBe(409);
    expect(await variantQty(plenty.variantIds[0] ?? 0)).toBe(10);
    expect(await variantQty(scarce.variantIds[0] ?? 0)).toBe(1);
  });

  it('treats unlisted products as out of stock and rejects non-positive quantities', async () => {
    const draft = await createFixtureProduct(suite.context.db, {
      status: 'draft',
      name: 'Entwurf',
      variants: [{ priceCents: 500, qty: 10 }],
    });
    await expect(
      suite.context.db.transaction(async (tx) => takeStock(tx, [{ variantId: draft.variantIds[0] ?? 0, qty: 1 }])),
    ).rejects.toThrow('„Entwurf“ ist leider nicht mehr vorrätig.');
    await expect(
      suite.context.db.transaction(async (tx) => takeStock(tx, [{ variantId: draft.variantIds[0] ?? 0, qty: 0 }])),
    ).rejects.toThrow('Die Menge muss eine ganze Zahl größer als 0 sein.');
    await expect(suite.context.db.transaction(async (tx) => takeStock(tx, [{ variantId: 2_000_000_000, qty: 1 }]))).rejects.toBeInstanceOf(
      OutOfStockError,
    );
  });

  it('never lets concurrent checkouts push stock below zero', async () => {
    const fixture = await createFixtureProduct(suite.context.db, { variants: [{ priceCents: 500, qty: 5 }] });
    const variantId = fixture.variantIds[0] ?? 0;
    const attempts = await Promise.allSettled(
      Array.from({ length: 12 }, () => suite.context.db.transaction(async (tx) => takeStock(tx, [{ variantId, qty: 1 }]))),
    );
    expect(attempts.filter((attempt) => attempt.status === 'fulfilled')).toHaveLength(5);
    expect(attempts.filter((attempt) => attempt.status === 'rejected' && attempt.reason instanceof OutOfStockError)).toHaveLength(7);
    expect(await variantQty(variantId)).toBe(0);
    expect(await productStock(fixture.productId)).toBe(0);
  });

  it('stores the rating summary shown on cards', async () => {
    const fixture = await createFixtureProduct(suite.context.db, { variants: [{ priceCents: 500, qty: 5 }] });
    await setProductRating(suite.context.db, fixture.productId, 4.3333, 3);
    const response = await suite.context.app.inject({ method: 'GET', url: `/shop/productBySlug/${fixture.slug}` });
    expect(response.json().data).toMatchObject({ avg_rating: 4.33, total_review: 3 });
    await expect(setProductRating(suite.context.db, fixture.productId, 4, -1)).rejects.toThrow(RangeError);
  });
});
