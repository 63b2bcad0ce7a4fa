import { eq } from 'drizzle-orm';
import {
  callToActions,
  foodSettings,
  industries,
  inquiries,
  leadRoutes,
  notifications,
  outboxMessages,
  shopBundles,
  shopProducts,
  shopVendorOrders,
  storeLocations,
  storeSearchPoints,
  users,
} from '../../db/schema';
import { body, createCustomer, createProduct, createShippingMethod } from '../../../test/fixtures/checkout';
import { storesTestKit } from '../../../test/fixtures/stores';
import { testSuite } from '../../../test/fixtures/suite';

/**
 * A provider that is gone must be gone (issue 36, item 3): deleting a provider account — and a suspension, through
 * the same `withdrawProvider` — takes every kind of its offers off the marketplace in one transaction.
 */

const suite = testSuite();
const kit = storesTestKit(() => suite.context);

type Provider = { id: number; token: string };

async function deleteAccount(provider: Provider) {
  return suite.api.post('/accountDeletion', {}, provider.token);
}

async function listedProduct(provider: Provider, name: string) {
  const method = await createShippingMethod(suite.context.db, provider.id, { name: 'DHL Paket', priceCents: 490 });
  return createProduct(suite.context.db, { providerId: provider.id, name, priceCents: 2490, qty: 10, methodIds: [method] });
}

async function cartWith(variantId: number) {
  const customer = await createCustomer(suite.context);
  const added = await suite.api.post('/cart/add', { variant_id: variantId, qty: 1 }, customer.token);
  expect(added.statusCode).toBe(201);
  return { customer, key: body<{ cart_key: string }>(added).data.cart_key };
}

describe('deleting a provider account withdraws its offers', () => {
  it('takes its products off the product page and the search; a cart holding one shows it as no longer available and the checkout refuses it', async () => {
    const gone = await kit.provider('Rösterei Abschied');
    const coffee = await listedProduct(gone, 'Abschiedskaffee Hafenmischung');
    const { customer, key } = await cartWith(coffee.variantId);
    expect((await suite.api.get(`/shop/productBySlug/${coffee.slug}`)).statusCode).toBe(200);

    const deletion = await deleteAccount(gone);
    expect(deletion.statusCode).toBe(200);

    expect((await suite.api.get(`/shop/productBySlug/${coffee.slug}`)).statusCode).toBe(404);
    expect((await suite.api.get(`/api/productDetails?slug=${coffee.productId}`)).statusCode).toBe(404);
    const search = body<{ data: { name: string }[] }>(await suite.api.get('/api/search?keyword=Abschiedskaffee')).data;
    expect(search.data.map((card) => card.name)).not.toContain('Abschiedskaffee Hafenmischung');

    const cart = body<{ has_problems: boolean; groups: { items: { problem: string | null; problem_text: string | null }[] }[] }>(
      await suite.api.get(`/cart?cart_key=${key}`, customer.token),
    ).data;
    expect(cart.has_problems).toBe(true);
    expect(cart.groups[0]?.items[0]).toMatchObject({
      problem: 'withdrawn',
      problem_text: 'Nicht mehr verfügbar: Der Anbieter bietet diesen Artikel nicht mehr an.',
    });
    const place = await suite.api.post('/orderPlace', { cart_key: key, accept_terms: 1 }, customer.token);
    expect(place.statusCode).toBe(422);
    expect(JSON.stringify(body(place).errors)).toContain('„Abschiedskaffee Hafenmischung“: Nicht mehr verfügbar');
    const again = await suite.api.post('/cart/add', { variant_id: coffee.variantId, qty: 1 }, customer.token);
    expect(body(again).errors?.variant_id).toEqual(['„Abschiedskaffee Hafenmischung“ ist nicht mehr verfügbar.']);
    const [row] = await suite.context.db.select().from(shopProducts).where(eq(shopProducts.id, coffee.productId));
    expect(row).toMatchObject({ status: 'inactive', withdrawnAt: expect.any(Date) });
  });

  it('stops selling the bundles it built (the marketplace section leaves them out)', async () => {
    const gone = await kit.provider('Bündelhaus Abschied');
    const partner = await kit.provider('Partnerhof');
    const jam = await listedProduct(partner, 'Partnermarmelade');
    const rolls = await listedProduct(gone, 'Abschiedsbrötchen');
    const created = await suite.api.post(
      '/createBundleProductsRequest',
      {
        name: 'Frühstücksbündel Abschied',
        price: '40,00',
        items: [
          { product_id: rolls.productId, qty: 1 },
          { product_id: jam.productId, qty: 1 },
        ],
      },
      gone.token,
    );
    expect(created.statusCode).toBe(201);
    const request = body<{ requests: { id: number }[] }>(created).data.requests[0]!;
    expect(
      (await suite.api.post('/confirmUpdateStatusRequest', { bundle_provider_request_id: request.id }, partner.token)).statusCode,
    ).toBe(200);
    const names = async () =>
      body<{ name: string }[]>(await suite.api.get('/v2/getBundleProducts?per_page=50')).data.map((row) => row.name);
    expect(await names()).toContain('Frühstücksbündel Abschied');

    expect((await deleteAccount(gone)).statusCode).toBe(200);

    expect(await names()).not.toContain('Frühstücksbündel Abschied');
    const [row] = await suite.context.db.select().from(shopBundles).where(eq(shopBundles.name, 'Frühstücksbündel Abschied'));
    expect(row?.withdrawnAt).toEqual(expect.any(Date));
  });

  it('takes its lead route out of the living world and the wizard, hides its calls to action, and closes the open inquiry with the customer told', async () => {
    const gone = await kit.provider('Bäder Abschied');
    const route = body<{ id: number; slug: string }>(
      await suite.api.post(
        '/api/lead_routes',
        { name: 'Abschiedsbad komplett', world_category_id: 1, postal_code: '10115', radius: 30 },
        gone.token,
      ),
    ).data;
    const question = body<{ id: number }>(
      await suite.api.post(
        '/api/lead_route_question',
        { lead_route_id: route.id, question: 'Was soll gemacht werden?', answer_type: 'text' },
        gone.token,
      ),
    ).data;
    expect((await suite.api.post('/api/changeLeadRouteStatus', { id: route.id, status: 'active' }, gone.token)).statusCode).toBe(200);
    await suite.context.db
      .insert(callToActions)
      .values({ providerId: gone.id, leadRouteId: route.id, title: 'Jetzt Bad planen', buttonText: 'Anfragen', status: 'active' });
    const customer = await createCustomer(suite.context);
    const lead = { lead_route_id: route.id, answers: [{ lead_route_question_id: question.id, answer: 'Alles neu' }] };
    const sent = await suite.api.post('/api/lead', lead, customer.token);
    expect(sent.statusCode).toBe(201);
    const inquiryId = body<{ inquiry_id: number }>(sent).data.inquiry_id;
    const worldRoutes = async () => {
      const categories = body<{ lead_routes: { name: string }[] }[]>(await suite.api.get('/v2/world/categorys/bauen-wohnen')).data;
      return categories.flatMap((category) => category.lead_routes.map((row) => row.name));
    };
    expect(await worldRoutes()).toContain('Abschiedsbad komplett');
    const picked = body<{ call_to_actions: { title: string }[] }>(
      await suite.api.get(`/api/providerByLeadRoute?lead_route_id=${route.id}&slug=${route.slug}`),
    ).data;
    expect(picked.call_to_actions.map((cta) => cta.title)).toContain('Jetzt Bad planen');

    expect((await deleteAccount(gone)).statusCode).toBe(200);

    expect(await worldRoutes()).not.toContain('Abschiedsbad komplett');
    expect((await suite.api.get(`/api/providerByLeadRoute?lead_route_id=${route.id}&slug=${route.slug}`)).statusCode).toBe(404);
    const refused = await suite.api.post('/api/lead', lead, customer.token);
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode).toBeLessThan(500);
    const [routeRow] = await suite.context.db.select().from(leadRoutes).where(eq(leadRoutes.id, route.id));
    expect(routeRow).toMatchObject({ status: 'inactive', withdrawnAt: expect.any(Date) });
    const [cta] = await suite.context.db.select().from(callToActions).where(eq(callToActions.leadRouteId, route.id));
    expect(cta).toMatchObject({ status: 'inactive', withdrawnAt: expect.any(Date) });

    const [inquiry] = await suite.context.db.select().from(inquiries).where(eq(inquiries.id, inquiryId));
    expect(inquiry?.status).toBe('closed');
    const told = await suite.context.db.select().from(notifications).where(eq(notifications.userId, customer.id));
    expect(told.map((row) => row.body).join('\n')).toContain('„Bäder Abschied“ ist nicht mehr auf dem Marktplatz');
    const [customerRow] = await suite.context.db.select({ email: users.email }).from(users).where(eq(users.id, customer.id));
    const mails = await suite.context.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, customerRow!.email.toLowerCase()));
    expect(mails.map((mail) => mail.subject)).toContain('Ihre Anfrage: Anbieter nicht mehr verfügbar');
    expect(mails.find((mail) => mail.subject === 'Ihre Anfrage: Anbieter nicht mehr verfügbar')?.body).toContain(
      'Ihre Anfrage wurde geschlossen.',
    );
  });

  it('switches its food ordering off', async () => {
    const gone = await kit.provider('Pizzeria Abschied');
    await suite.context.db.insert(foodSettings).values({ providerId: gone.id, isActive: true });

    expect((await deleteAccount(gone)).statusCode).toBe(200);

    const [settings] = await suite.context.db.select().from(foodSettings).where(eq(foodSettings.providerId, gone.id));
    expect(settings).toMatchObject({ isActive: false, withdrawnAt: expect.any(Date) });
  });

  it('is refused with a German message while an order is not yet shipped, and then changes nothing', async () => {
    const gone = await kit.provider('Laden mit offener Bestellung');
    const lamp = await listedProduct(gone, 'Offene Lampe');
    const { customer, key } = await cartWith(lamp.variantId);
    const placed = await suite.api.post('/orderPlace', { cart_key: key, accept_terms: 1 }, customer.token);
    expect(placed.statusCode).toBe(201);

    const refused = await deleteAccount(gone);
    expect(refused.statusCode).toBe(409);
    expect(body(refused).message).toMatch(
      /^Ihr Konto kann noch nicht gelöscht werden: Eine Bestellung ist noch offen \(MP-\d{4}-\d{6}-1\)\. Bitte versenden oder stornieren Sie sie zuerst unter „Bestellungen“\.$/,
    );
    expect((await suite.api.get(`/shop/productBySlug/${lamp.slug}`)).statusCode).toBe(200);
    const [account] = await suite.context.db.select({ deletedAt: users.deletedAt }).from(users).where(eq(users.id, gone.id));
    expect(account?.deletedAt).toBeNull();

    await suite.context.db.update(shopVendorOrders).set({ status: 'shipped' }).where(eq(shopVendorOrders.providerId, gone.id));
    expect((await deleteAccount(gone)).statusCode).toBe(200);
  });
});

describe('a suspension withdraws the same way and can be lifted', () => {
  it('takes the provider page, the provider search entry and its store search points off, and the reinstatement puts them back', async () => {
    const suspended = await kit.provider('Tischlerei Pausiert');
    const table = await listedProduct(suspended, 'Pausierter Tisch');
    const [store] = await suite.context.db
      .insert(storeLocations)
      .values({
        providerId: suspended.id,
        title: 'Werkstatt',
        zipcode: '10115',
        city: 'Berlin',
        state: 'BE',
        latitude: 52.53,
        longitude: 13.38,
        isDefault: true,
      })
      .returning();
    const [industry] = await suite.context.db.select({ id: industries.id }).from(industries).limit(1);
    await suite.context.db
      .insert(storeSearchPoints)
      .values({ storeId: store!.id, industryId: industry!.id, providerId: suspended.id, latitude: 52.53, longitude: 13.38 });
    const slug = body<{ slug: string }>(await suite.api.get('/api/v2/getProviderStoreInfo', suspended.token)).data.slug;
    const found = async () =>
      body<{ name?: string; company_name?: string }[]>(await suite.api.get('/provider_search?keyword=Pausiert')).data.map((card) =>
        JSON.stringify(card),
      );
    expect((await suite.api.get(`/api/providerPageData?slug=${slug}`)).statusCode).toBe(200);
    expect((await found()).join()).toContain('Tischlerei Pausiert');

    await suite.context.db.transaction((tx) => suite.context.app.providerWithdrawal.withdrawProvider(tx, suspended.id, 'suspended'));

    expect((await suite.api.get(`/api/providerPageData?slug=${slug}`)).statusCode).toBe(404);
    expect((await suite.api.get(`/providerStoreLocations?slug=${slug}`)).statusCode).toBe(404);
    expect((await found()).join()).not.toContain('Tischlerei Pausiert');
    expect(await suite.context.db.select().from(storeSearchPoints).where(eq(storeSearchPoints.providerId, suspended.id))).toHaveLength(0);
    expect((await suite.api.get(`/shop/productBySlug/${table.slug}`)).statusCode).toBe(404);
    // the owner still sees its page in the preview
    expect((await suite.api.get(`/api/providerPageData?slug=${slug}&is_preview=1`, suspended.token)).statusCode).toBe(200);

    await suite.context.db.transaction((tx) => suite.context.app.providerWithdrawal.reinstateProvider(tx, suspended.id));

    expect((await suite.api.get(`/api/providerPageData?slug=${slug}`)).statusCode).toBe(200);
    expect((await found()).join()).toContain('Tischlerei Pausiert');
    expect((await suite.api.get(`/shop/productBySlug/${table.slug}`)).statusCode).toBe(200);
  });
});
