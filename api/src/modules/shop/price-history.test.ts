import { eq } from 'drizzle-orm';
import { shopProductVariants, shopVariantPrices } from '../../db/schema';
import { createUserWithToken } from '../../../test/helpers';
import { testSuite } from '../../../test/fixtures/suite';
import { lowestPriceBefore, setPriceClock, variantPriceHistory } from './price-history';
import { call } from '../../../test/fixtures/shop-provider';

const DAY = 24 * 60 * 60 * 1000;
const START = Date.parse('2026-03-01T09:00:00Z');

const suite = testSuite();
let provider: { id: number; token: string };
let today = START;
let restoreClock: () => void;

beforeAll(async () => {
  restoreClock = setPriceClock(() => new Date(today));
});
afterAll(async () => {
  restoreClock();
});
beforeEach(async () => {
  today = START;
  provider = await createUserWithToken(suite.context, 'Company');
});

interface SavedProduct {
  id: number;
  slug: string;
  price_cents: number;
  previous_price_cents: number | null;
  default_variant_id: number | null;
  price_notice: string | null;
}

interface PublicProduct {
  price_cents: number;
  previous_price_cents: number | null;
  lowest_price_30_days_cents: number | null;
  variants: { id: number; price_cents: number; old_price_cents: number | null; lowest_price_30_days_cents: number | null }[];
}

function onDay(day: number): void {
  today = START + day * DAY;
}

async function createProduct(price: string, previousPrice?: string) {
  const response = await call<SavedProduct>(suite.context.app, 'POST', '/v2/createProduct', provider.token, {
    name: 'Wanderjacke Fjell',
    sku: `JACKE-${Math.random().toString(36).slice(2, 8)}`,
    price,
    stock: '5',
    status: 'active',
    ...(previousPrice !== undefined ? { previous_price: previousPrice } : {}),
  });
  expect(response.statusCode).toBe(201);
  return response;
}

async function changePrice(id: number, price: string, previousPrice?: string | null) {
  const response = await call<SavedProduct>(suite.context.app, 'POST', '/updateProduct', provider.token, {
    id,
    price,
    ...(previousPrice !== undefined ? { previous_price: previousPrice } : {}),
  });
  expect(response.body.errors).toBeUndefined();
  expect(response.statusCode).toBe(200);
  return response;
}

async function publicProduct(slug: string): Promise<PublicProduct> {
  const response = await call<PublicProduct>(suite.context.app, 'GET', `/shop/productBySlug/${slug}`, null);
  expect(response.statusCode).toBe(200);
  return response.body.data;
}

describe('lowestPriceBefore', () => {
  const at = (day: number) => new Date(START + day * DAY);
  it('takes the lowest price whose validity overlaps the 30 days before the reduction', () => {
    const history = [
      { priceCents: 8000, validFrom: at(0) },
      { priceCents: 10000, validFrom: at(20) },
      { priceCents: 9000, validFrom: at(60) },
    ];
    expect(lowestPriceBefore(history, at(60))).toBe(10000);
    expect(lowestPriceBefore(history, at(45))).toBe(8000);
  });
  it('answers null when there was no earlier price', () => {
    expect(lowestPriceBefore([{ priceCents: 5000, validFrom: at(0) }], at(0))).toBeNull();
  });
});

describe('price history and the 30-day rule (§ 11 PAngV)', () => {
  it('refuses a reference price on a new product, explaining why in German', async () => {
    const { body } = await createProduct('79,00', '99,00');
    expect(body.data.previous_price_cents).toBeNull();
    expect(body.data.price_notice).toContain('noch keinen früheren Preis');
    expect(body.message).toContain('§ 11 PAngV');
    expect((await publicProduct(body.data.slug)).previous_price_cents).toBeNull();
  });

  it('raise, reduce, reduce again: the struck price is the 30-day lowest, not the typed one', async () => {
    const { body: created } = await createProduct('100,00');
    const id = created.data.id;
    onDay(40);
    await changePrice(id, '150,00');
    // 10 days after the raise the 30 days before the reduction still contain the old 100 €: no reduction may be shown.
    onDay(50);
    const early = await changePrice(id, '120,00', '150,00');
    expect(early.body.data.previous_price_cents).toBeNull();
    expect(early.body.data.price_notice).toContain('100,00');
    expect(early.body.data.price_notice).toContain('nicht übernommen');

    // Back to 150 € for more than 30 days, then reduced: 150 € is the reference.
    onDay(51);
    await changePrice(id, '150,00', null);
    onDay(90);
    const reduced = await changePrice(id, '119,00', '199,00');
    expect(reduced.body.data.previous_price_cents).toBe(15000);
    expect(reduced.body.data.price_notice).toContain('ersetzt durch 150,00');
    let page = await publicProduct(created.data.slug);
    expect(page.price_cents).toBe(11900);
    expect(page.previous_price_cents).toBe(15000);
    expect(page.lowest_price_30_days_cents).toBe(15000);

    // Reduced again 10 days later: the 30 days before this reduction contain 119 €.
    onDay(100);
    const again = await changePrice(id, '99,00', '150,00');
    expect(again.body.data.previous_price_cents).toBe(11900);
    page = await publicProduct(created.data.slug);
    expect(page.previous_price_cents).toBe(11900);
    expect(page.variants[0]?.old_price_cents).toBe(11900);

    const variantId = created.data.default_variant_id as number;
    const history = await variantPriceHistory(suite.context.db, variantId);
    expect(history.map((row) => row.priceCents)).toEqual([10000, 15000, 12000, 15000, 11900, 9900]);
    expect(history.at(-1)?.validFrom.toISOString()).toBe(new Date(START + 100 * DAY).toISOString());
  });

  it('a product newer than 30 days uses the lowest price since it was offered', async () => {
    const { body: created } = await createProduct('60,00');
    onDay(5);
    await changePrice(created.data.id, '55,00');
    onDay(12);
    const reduced = await changePrice(created.data.id, '45,00', '60,00');
    expect(reduced.body.data.previous_price_cents).toBe(5500);
    expect((await publicProduct(created.data.slug)).lowest_price_30_days_cents).toBe(5500);
  });

  it('keeps a typed reference price that equals the 30-day lowest without a notice', async () => {
    const { body: created } = await createProduct('30,00');
    onDay(31);
    const reduced = await changePrice(created.data.id, '25,00', '30,00');
    expect(reduced.body.data.previous_price_cents).toBe(3000);
    expect(reduced.body.data.price_notice).toBeNull();
    expect(reduced.body.message).toBe('Das Produkt wurde gespeichert.');
  });

  it('a price raise ends an advertised reduction whose reference is no longer above the price', async () => {
    const { body: created } = await createProduct('50,00');
    onDay(40);
    await changePrice(created.data.id, '40,00', '50,00');
    onDay(45);
    const raised = await changePrice(created.data.id, '45,00');
    expect(raised.body.data.previous_price_cents).toBeNull();
  });

  it('records history for variants written before it existed, from their creation', async () => {
    const { body: created } = await createProduct('20,00');
    const variantId = created.data.default_variant_id as number;
    await suite.context.db.delete(shopVariantPrices).where(eq(shopVariantPrices.variantId, variantId));
    await suite.context.db
      .update(shopProductVariants)
      .set({ createdAt: new Date(START - 60 * DAY) })
      .where(eq(shopProductVariants.id, variantId));
    const reduced = await changePrice(created.data.id, '15,00', '20,00');
    expect(reduced.body.data.previous_price_cents).toBe(2000);
  });

  it('the bulk price update explains a replaced reference price per row', async () => {
    const { body: created } = await createProduct('80,00');
    onDay(35);
    const { statusCode, body } = await call<{ rows: { id: number; price_notice: string | null }[] }>(
      suite.context.app,
      'POST',
      '/updateBulkProducts',
      provider.token,
      {
        products: [{ id: created.data.id, price: '60,00', previous_price: '120,00' }],
      },
    );
    expect(statusCode).toBe(200);
    expect(body.data.rows[0]?.price_notice).toContain('ersetzt durch 80,00');
    expect((await publicProduct(created.data.slug)).previous_price_cents).toBe(8000);
  });
});
