import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companyTypes, industries, shopCategories, unitTypes } from '../../db/schema';
import { createUserWithToken } from '../../../test/helpers';
import { testSuite } from '../../../test/fixtures/suite';
import { call } from '../../../test/fixtures/shop-provider';
import { staffWithSession } from '../../../test/fixtures/staff';

jest.setTimeout(180_000);

/**
 * The retire rule on the write side, in every module that keeps records with a reference value: a retired shop
 * category, unit, industry or legal form cannot be chosen anew (German 422 on the field), a record that already has it
 * is saved unchanged; a category with commission rules is in use (retired, never deleted).
 */
const suite = testSuite();
let counter = 0;
const unique = () => `${process.pid}-${(counter += 1)}`;

const retire = (db: Database, table: typeof shopCategories | typeof unitTypes | typeof industries | typeof companyTypes, id: number) =>
  db.update(table).set({ retiredAt: new Date() }).where(eq(table.id, id));

async function newCategory(retired = false): Promise<number> {
  const n = unique();
  const [row] = await suite.context.db
    .insert(shopCategories)
    .values({ name: `Testkategorie ${n}`, slug: `testkategorie-${n}`, level: 1, retiredAt: retired ? new Date() : null })
    .returning();
  return row!.id;
}

async function newUnit(retired = false): Promise<number> {
  const n = unique();
  const [row] = await suite.context.db
    .insert(unitTypes)
    .values({
      name: `Testeinheit ${n}`,
      abbreviation: `te${n}`,
      baseUnit: 'kg',
      unitsPerBase: 1000,
      retiredAt: retired ? new Date() : null,
    })
    .returning();
  return row!.id;
}

async function newIndustry(retired = false): Promise<{ id: number; name: string }> {
  const n = unique();
  const [row] = await suite.context.db
    .insert(industries)
    .values({ name: `Testbranche ${n}`, slug: `testbranche-${n}`, retiredAt: retired ? new Date() : null })
    .returning();
  return { id: row!.id, name: row!.name };
}

async function newCompanyType(retired = false): Promise<number> {
  const n = unique();
  const [row] = await suite.context.db
    .insert(companyTypes)
    .values({ name: `Testform ${n}`, longName: `Testrechtsform ${n}`, register: null, retiredAt: retired ? new Date() : null })
    .returning();
  return row!.id;
}

const product = (extra: Record<string, unknown>) => ({ name: 'Eichenstuhl', sku: `STUHL-${unique()}`, price: '99,00', stock: 3, ...extra });

describe('products (shop)', () => {
  it('refuses a retired category and a retired unit on a new product with the German 422 on each field', async () => {
    const provider = await createUserWithToken(suite.context, 'Company');
    const created = await call(suite.context.app, 'POST', '/v2/createProduct', provider.token, {
      ...product({ shop_category_id: await newCategory(true), unit_type: await newUnit(true), unit: 500 }),
    });
    expect(created.statusCode).toBe(422);
    expect(created.body.errors?.shop_category_id).toEqual(['Diese Kategorie wird nicht mehr angeboten. Bitte wählen Sie eine andere.']);
    expect(created.body.errors?.unit_type).toEqual(['Diese Einheit wird nicht mehr angeboten. Bitte wählen Sie eine andere.']);
  });

  it('refuses a retired category for cross-selling by category', async () => {
    const provider = await createUserWithToken(suite.context, 'Company');
    const created = await call(suite.context.app, 'POST', '/v2/createProduct', provider.token, {
      ...product({ is_crossselling: true, crossselling_type: 'category', crossselling_category_id: await newCategory(true) }),
    });
    expect(created.statusCode).toBe(422);
    expect(created.body.errors?.crossselling_category_id).toEqual([
      'Diese Kategorie wird nicht mehr angeboten. Bitte wählen Sie eine andere.',
    ]);
  });

  it('keeps a product’s retired category and unit when it is saved unchanged, and refuses switching to another retired one', async () => {
    const provider = await createUserWithToken(suite.context, 'Company');
    const category = await newCategory();
    const unit = await newUnit();
    const created = await call<{ id: number }>(suite.context.app, 'POST', '/v2/createProduct', provider.token, {
      ...product({ shop_category_id: category, unit_type: unit, unit: 500 }),
    });
    expect(created.statusCode).toBe(201);
    const id = created.body.data.id;
    await retire(suite.context.db, shopCategories, category);
    await retire(suite.context.db, unitTypes, unit);

    const renamed = await call<{ shop_category_id: number; unit_type: number }>(
      suite.context.app,
      'POST',
      '/updateProduct',
      provider.token,
      {
        id,
        name: 'Eichenstuhl, geölt',
        shop_category_id: category,
        unit_type: unit,
      },
    );
    expect(renamed.statusCode).toBe(200);
    expect(renamed.body.data.shop_category_id).toBe(category);
    expect(renamed.body.data.unit_type).toBe(unit);

    const switched = await call(suite.context.app, 'POST', '/updateProduct', provider.token, {
      id,
      shop_category_id: await newCategory(true),
      unit_type: await newUnit(true),
    });
    expect(switched.statusCode).toBe(422);
    expect(Object.keys(switched.body.errors ?? {}).sort()).toEqual(['shop_category_id', 'unit_type']);
  });
});

describe('provider industries (stores)', () => {
  it('refuses adding a retired industry, naming it; keeps one the provider already has', async () => {
    const provider = await createUserWithToken(suite.context, 'Company');
    const held = await newIndustry();
    const saved = await call(suite.context.app, 'POST', '/api/v2/providerIndustries', provider.token, { industry_ids: [held.id] });
    expect(saved.statusCode).toBe(200);
    await retire(suite.context.db, industries, held.id);
    const other = await newIndustry(true);

    const added = await call(suite.context.app, 'POST', '/api/v2/providerIndustries', provider.token, {
      industry_ids: [held.id, other.id],
    });
    expect(added.statusCode).toBe(422);
    expect(added.body.errors?.industry_ids).toEqual([
      `Die Branche „${other.name}“ wird nicht mehr angeboten. Bitte wählen Sie eine andere.`,
    ]);

    const again = await call<number[]>(suite.context.app, 'POST', '/api/v2/providerIndustries', provider.token, {
      industry_ids: [held.id],
    });
    expect(again.statusCode).toBe(200);
    expect(again.body.data).toEqual([held.id]);
  });

  it('keeps a switched-off industry the provider already has; refuses adding one', async () => {
    const provider = await createUserWithToken(suite.context, 'Company');
    const held = await newIndustry();
    const kept = await newIndustry();
    expect(
      (await call(suite.context.app, 'POST', '/api/v2/providerIndustries', provider.token, { industry_ids: [held.id] })).statusCode,
    ).toBe(200);
    await suite.context.db
      .update(industries)
      .set({ isActive: false })
      .where(inArray(industries.id, [held.id, kept.id]));

    const again = await call<number[]>(suite.context.app, 'POST', '/api/v2/providerIndustries', provider.token, {
      industry_ids: [held.id],
    });
    expect(again.statusCode).toBe(200);
    expect(again.body.data).toEqual([held.id]);

    const added = await call(suite.context.app, 'POST', '/api/v2/providerIndustries', provider.token, {
      industry_ids: [held.id, kept.id],
    });
    expect(added.statusCode).toBe(422);
    expect(added.body.errors?.industry_ids).toEqual(['Bitte wählen Sie nur vorhandene Branchen.']);
  });
});

describe('legal form (onboarding)', () => {
  it('refuses a retired legal form for a provider without it and keeps it for a provider who has it', async () => {
    const provider = await createUserWithToken(suite.context, 'Company', { verified: false });
    const type = await newCompanyType();
    const saved = await call(suite.context.app, 'POST', '/storeProviderOnBoarding', provider.token, { company_type_id: type });
    expect(saved.statusCode).toBe(200);
    await retire(suite.context.db, companyTypes, type);

    const again = await call(suite.context.app, 'POST', '/storeProviderOnBoarding', provider.token, {
      company_type_id: type,
      city: 'Kassel',
    });
    expect(again.statusCode).toBe(200);

    const newcomer = await createUserWithToken(suite.context, 'Company', { verified: false });
    const refused = await call(suite.context.app, 'POST', '/storeProviderOnBoarding', newcomer.token, { company_type_id: type });
    expect(refused.statusCode).toBe(422);
    expect(refused.body.errors?.company_type_id).toEqual(['Diese Rechtsform wird nicht mehr angeboten. Bitte wählen Sie eine andere.']);
  });
});

describe('commission rules (commission)', () => {
  it('counts a category’s commission rules as uses: the category cannot be deleted, only retired', async () => {
    const finance = await staffWithSession(suite.context.db, ['finance']);
    const editor = await staffWithSession(suite.context.db, ['editor']);
    const category = await newCategory();
    const rule = await suite.context.app.inject({
      method: 'POST',
      url: '/admin/commission/rules',
      headers: { authorization: `Bearer ${finance.token}` },
      payload: { scope: 'category', category_id: category, percent: '12,5', valid_from: '2099-01-01', reason: 'Testsatz Kategorie' },
    });
    expect(rule.statusCode).toBe(201);

    const admin = { authorization: `Bearer ${editor.token}` };
    const listed = await suite.context.app.inject({ method: 'GET', url: '/admin/shop/categories', headers: admin });
    const row = (listed.json() as { data: Array<{ id: number; usage_count: number }> }).data.find((entry) => entry.id === category);
    expect(row?.usage_count).toBe(1);

    const deleted = await suite.context.app.inject({ method: 'DELETE', url: `/admin/shop/categories/${category}`, headers: admin });
    expect(deleted.statusCode).toBe(409);
    expect((deleted.json() as { message: string }).message).toMatch(/wird noch verwendet und kann nur stillgelegt werden\.$/);
    const retired = await suite.context.app.inject({ method: 'POST', url: `/admin/shop/categories/${category}/retire`, headers: admin });
    expect(retired.statusCode).toBe(200);
  });
});
