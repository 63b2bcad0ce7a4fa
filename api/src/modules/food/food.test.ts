import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { foodOrders, foodSettings, shopProductImages, shopProducts, shopVendorOrders, storeLocations, users } from '../../db/schema';
import { createTestApp, createUserWithToken, login, type TestContext } from '../../../test/helpers';
import { body, caller, createCustomer, createProduct, createProvider, createShippingMethod } from '../../../test/fixtures/checkout';
import { formatEuro } from '../../lib/money';
import { euroText, foodGroupRefusals, foodProviderBySlug, foodSearchMatches, pageFoodOrders, slotTextSql } from './service';
import { foodOrderPageSchema, foodOrderSchema } from './wire';

const slotFormat = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  weekday: 'short',
  day: '2-digit',
  month: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

let context: TestContext;
let api: ReturnType<typeof caller>;
let pizzeria: { id: number; token: string };
let cafe: { id: number; token: string };

interface Dish {
  id: number;
  variant_id: number;
  name: string;
  price_cents: number;
  image: { url: string; alt: string } | null;
  allergens: { code: string; label: string }[];
}
interface Provider {
  id: number;
  slug: string;
  minimum_order_cents: number;
  categories: { name: string; dishes: Dish[] }[];
}
interface FoodOrder {
  id: number;
  status: string;
  tab: string;
  delivery_status: string | null;
  items: { id: number; status: string }[];
  track_note: string | null;
  eta_at: string | null;
  withdrawal_notice: string;
}

async function providerByEmail(email: string) {
  const [row] = await context.db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (!row) throw new Error(`${email} fehlt`);
  return { id: row.id, token: await login(context.app, email) };
}

async function menu(slug = 'pizzeria-da-marco') {
  const response = await api.get(`/api/foodProviderBySlugNew?slug=${slug}`);
  expect(response.statusCode).toBe(200);
  return body<Provider>(response).data;
}

async function dish(name: string) {
  const found = (await menu()).categories.flatMap((category) => category.dishes).find((entry) => entry.name === name);
  if (!found) throw new Error(`${name} fehlt`);
  return found;
}

/** A customer (delivery address 10435, in the pizzeria's area) with a cart of the given dishes, delivery chosen. */
async function cartWith(lines: { variantId: number; qty: number }[], customer?: Awaited<ReturnType<typeof createCustomer>>) {
  const who = customer ?? (await createCustomer(context));
  let key: string | undefined;
  for (const line of lines) {
    const added = await api.post('/cart/add', { variant_id: line.variantId, qty: line.qty, ...(key ? { cart_key: key } : {}) }, who.token);
    expect(added.statusCode).toBe(201);
    key = body<{ cart_key: string }>(added).data.cart_key;
  }
  const cart = body<{ groups: { provider_id: number; shipping: { methods: { id: number; is_pickup: boolean }[] } }[] }>(
    await api.get(`/cart?cart_key=${key}`, who.token),
  ).data;
  for (const group of cart.groups) {
    const delivery = group.shipping.methods.find((method) => !method.is_pickup);
    if (delivery) {
      const chosen = await api.post(
        '/updateCartItemShipping',
        { cart_key: key, provider_id: group.provider_id, shipping_method_id: delivery.id },
        who.token,
      );
      expect(chosen.statusCode).toBe(200);
    }
  }
  return { customer: who, key: key! };
}

async function placeCash(key: string, token: string) {
  return api.post('/order_store_bycash', { cart_key: key, accept_terms: 1 }, token);
}

async function placedFoodOrder(customer?: Awaited<ReturnType<typeof createCustomer>>) {
  const margherita = await dish('Pizza Margherita');
  const { customer: who, key } = await cartWith([{ variantId: margherita.variant_id, qty: 2 }], customer);
  const placed = await placeCash(key, who.token);
  expect(placed.statusCode).toBe(201);
  const list = body<FoodOrder[]>(await api.get('/getAllFoodTypeOrders', who.token)).data;
  return { customer: who, order: list[0]! };
}

/** The seeded restaurants' stores as the seed left them (before the suite makes them always open). */
let seededStores: { providerId: number; alwaysOpen: boolean }[];

beforeAll(async () => {
  context = await createTestApp();
  api = caller(context.app);
  pizzeria = await providerByEmail('pizzeria@example.com');
  cafe = await providerByEmail('cafe@example.com');
  seededStores = await context.db
    .select({ providerId: storeLocations.providerId, alwaysOpen: storeLocations.alwaysOpen })
    .from(storeLocations)
    .where(inArray(storeLocations.providerId, [pizzeria.id, cafe.id]));
  // The seed gives the restaurants their real hours; the suite orders at any hour of the day, so their stores are
  // always open here (the tests of closed restaurants and slots switch that off themselves).
  await context.db
    .update(storeLocations)
    .set({ alwaysOpen: true })
    .where(inArray(storeLocations.providerId, [pizzeria.id, cafe.id]));
});

afterAll(async () => {
  await context.close();
});

describe('food provider page and search', () => {
  it('answers the menu grouped by food category with allergens (LMIV), and the plain form without the menu', async () => {
    const detail = await menu();
    expect(detail.minimum_order_cents).toBe(1500);
    expect(detail.categories.map((category) => category.name)).toEqual(['Pizza', 'Pasta', 'Getränke']);
    const margherita = detail.categories[0]!.dishes.find((entry) => entry.name === 'Pizza Margherita');
    expect(margherita?.allergens).toEqual([
      { code: 'A', label: 'Glutenhaltiges Getreide' },
      { code: 'G', label: 'Milch (Laktose)' },
    ]);
    const plain = body<Provider>(await api.get('/api/foodProviderBySlug?slug=pizzeria-da-marco')).data;
    expect(plain.categories).toEqual([]);
  });

  it('answers 404 in German for an unknown slug', async () => {
    const response = await api.get('/api/foodProviderBySlugNew?slug=gibt-es-nicht');
    expect(response.statusCode).toBe(404);
    expect(body(response).message).toBe('Der Gastronomiebetrieb wurde nicht gefunden.');
  });

  it('finds the seeded restaurants through /provider_search by delivery postal code and cuisine tag', async () => {
    const tags = body<string[]>(await api.get('/getGastroTags')).data;
    expect(tags).toContain('Pizza');
    const names = async (query: string) =>
      body<{ company_name: string }[]>(await api.get(`/provider_search?per_page=50&${query}`)).data.map((row) => row.company_name);
    expect(await names('delivers_to=10115')).toEqual(expect.arrayContaining(['Pizzeria Da Marco', 'Café Lindenblatt']));
    expect(await names('delivers_to=10115&cuisine=Pizza')).toEqual(['Pizzeria Da Marco']);
    expect(await names('delivers_to=80331')).toEqual([]);
    expect((await api.get('/provider_search?delivers_to=12')).statusCode).toBe(422);
  });
});

describe('checkout of a food group', () => {
  it('refuses a basket under the minimum order value with a German message for the group', async () => {
    const margherita = await dish('Pizza Margherita');
    const { customer, key } = await cartWith([{ variantId: margherita.variant_id, qty: 1 }]);
    const response = await placeCash(key, customer.token);
    expect(response.statusCode).toBe(422);
    expect(body(response).errors?.[`food.${pizzeria.id}`]).toEqual([
      'Der Mindestbestellwert von „Pizzeria Da Marco“ beträgt 15,00\u00a0€; es fehlen noch 6,50\u00a0€.',
    ]);
  });

  it('refuses prepayment for food', async () => {
    const margherita = await dish('Pizza Margherita');
    const { customer, key } = await cartWith([{ variantId: margherita.variant_id, qty: 2 }]);
    const response = await api.post('/orderPlace', { cart_key: key, accept_terms: 1 }, customer.token);
    expect(response.statusCode).toBe(422);
    expect(body(response).errors?.[`food.${pizzeria.id}`]?.[0]).toContain('Vorkasse ist nicht möglich');
  });

  it('lets only a verified provider switch food ordering on (Art. 30 DSA), pausing stays possible', async () => {
    const unverified = await createUserWithToken(context, 'Company', { verified: false });
    const paused = await api.post('/v2/setSettings', { ordering_open: false }, unverified.token);
    expect(paused.statusCode).toBe(200);
    const refused = await api.post('/v2/setSettings', { ordering_open: true }, unverified.token);
    expect(refused.statusCode).toBe(422);
    expect(body(refused).errors?.ordering_open?.[0]).toContain('/account/onboarding');
    const settings = await api.get('/v2/getSettings', unverified.token);
    expect(body<{ ordering_open: boolean }>(settings).data.ordering_open).toBe(false);
  });

  it('refuses while ordering is paused and when the provider is closed', async () => {
    const margherita = await dish('Pizza Margherita');
    const paused = await api.post('/v2/setSettings', { ordering_open: false }, pizzeria.token);
    expect(body<{ ordering_open: boolean }>(paused).data.ordering_open).toBe(false);
    const first = await cartWith([{ variantId: margherita.variant_id, qty: 2 }]);
    const refused = await placeCash(first.key, first.customer.token);
    expect(body(refused).errors?.[`food.${pizzeria.id}`]).toEqual([
      '„Pizzeria Da Marco“ nimmt gerade keine Bestellungen an. Bitte versuchen Sie es später erneut.',
    ]);
    await api.post('/v2/setSettings', { ordering_open: true }, pizzeria.token);

    await context.db.update(storeLocations).set({ alwaysOpen: false }).where(eq(storeLocations.providerId, pizzeria.id));
    // No opening hours on the day: closed.
    await context.db.execute(
      `update store_location_times set status = false where location_id in (select id from store_locations where provider_id = ${pizzeria.id})` as never,
    );
    const second = await cartWith([{ variantId: margherita.variant_id, qty: 2 }]);
    const closed = await placeCash(second.key, second.customer.token);
    expect(closed.statusCode).toBe(422);
    expect(body(closed).errors?.[`food.${pizzeria.id}`]?.[0]).toContain('hat gerade geschlossen');
    await context.db.update(storeLocations).set({ alwaysOpen: true }).where(eq(storeLocations.providerId, pizzeria.id));
  });

  it('takes the order of a closed restaurant for a chosen slot inside the delivery hours, stores it and shows it', async () => {
    const margherita = await dish('Pizza Margherita');
    // Closed now (no opening hours), delivery hours 11:30–22:30 every day (the seed's).
    await context.db.update(storeLocations).set({ alwaysOpen: false }).where(eq(storeLocations.providerId, pizzeria.id));
    const locations = `(select id from store_locations where provider_id = ${pizzeria.id})`;
    await context.db.execute(`update store_location_times set status = (kind = 'delivery') where location_id in ${locations}` as never);
    try {
      const { customer, key } = await cartWith([{ variantId: margherita.variant_id, qty: 2 }]);
      const slots = body<{ asap: boolean; asap_text: string; options: { value: string; label: string }[]; selected: string | null }>(
        await api.get(`/food/slots?provider_id=${pizzeria.id}&postal_code=10435&cart_key=${key}`, customer.token),
      ).data;
      expect(slots.asap).toBe(false);
      expect(slots.asap_text).toMatch(/^Jetzt geschlossen – /);
      expect(slots.selected).toBeNull();
      const first = slots.options[0]!;
      expect(first.label).toMatch(/^(heute|morgen), \d\d:\d[05] Uhr$/);

      // As soon as possible: refused with the hint to choose a later time.
      const asap = await placeCash(key, customer.token);
      expect(body(asap).errors?.[`food.${pizzeria.id}`]?.[0]).toContain(
        'Sie können auf der Speisekarte eine spätere Liefer- oder Abholzeit wählen.',
      );

      // A slot outside the delivery hours: German 422 on the field.
      const night = new Date(first.value);
      night.setUTCHours(2, 0, 0, 0);
      if (night.getTime() < Date.now() + 3_600_000) night.setUTCDate(night.getUTCDate() + 1);
      const refused = await api.post(
        '/food/slot',
        { cart_key: key, provider_id: pizzeria.id, slot_at: night.toISOString() },
        customer.token,
      );
      expect(refused.statusCode).toBe(422);
      expect(body(refused).errors?.slot_at?.[0]).toMatch(/^(Um 0[34]:00 Uhr liefert „Pizzeria Da Marco“ nicht\.|Vorbestellen)/);
      expect((await api.post('/food/slot', { cart_key: key, provider_id: pizzeria.id, slot_at: 'bald' }, customer.token)).statusCode).toBe(
        422,
      );

      const chosen = await api.post(
        '/food/slot',
        { cart_key: key, provider_id: pizzeria.id, postal_code: '10435', slot_at: first.value },
        customer.token,
      );
      expect(chosen.statusCode).toBe(200);
      expect(body<{ selected: string }>(chosen).data.selected).toBe(first.value);
      const placed = await placeCash(key, customer.token);
      expect(placed.statusCode).toBe(201);
      const [order] = body<{ id: number; slot_at: string | null; slot_text: string | null }[]>(
        await api.get('/getAllFoodTypeOrders', customer.token),
      ).data;
      expect(order?.slot_at).toBe(first.value);
      expect(order?.slot_text).toMatch(/^[A-Z][a-z]\., \d\d\.\d\d\., \d\d:\d\d Uhr$/);
      const onBoard = body<{ id: number; slot_at: string | null }>(
        await api.get(`/viewFoodTypeOrder?id=${order!.id}`, pizzeria.token),
      ).data;
      expect(onBoard.slot_at).toBe(first.value);
      // The choice belonged to the cart: it is gone with the order.
      const after = body<{ selected: string | null }>(
        await api.get(`/food/slots?provider_id=${pizzeria.id}&cart_key=${key}`, customer.token),
      ).data;
      expect(after.selected).toBeNull();
    } finally {
      await context.db.execute(`update store_location_times set status = true where location_id in ${locations}` as never);
      await context.db.update(storeLocations).set({ alwaysOpen: true }).where(eq(storeLocations.providerId, pizzeria.id));
    }
  });

  it('keeps the time chosen in a guest cart when the guest logs in and the cart is merged into the customer’s own', async () => {
    const margherita = await dish('Pizza Margherita');
    const { customer, key: ownKey } = await cartWith([{ variantId: margherita.variant_id, qty: 1 }]);
    const guest = await api.post('/cart/add', { variant_id: margherita.variant_id, qty: 2 });
    expect(guest.statusCode).toBe(201);
    const guestKey = body<{ cart_key: string }>(guest).data.cart_key;
    const slots = body<{ options: { value: string }[] }>(
      await api.get(`/food/slots?provider_id=${pizzeria.id}&cart_key=${guestKey}&postal_code=10435`),
    ).data;
    const chosen = slots.options[2] ?? slots.options[0]!;
    const saved = await api.post('/food/slot', {
      cart_key: guestKey,
      provider_id: pizzeria.id,
      postal_code: '10435',
      slot_at: chosen.value,
    });
    expect(saved.statusCode).toBe(200);

    const merged = await api.post('/cart/merge', { cart_key: guestKey }, customer.token);
    expect(merged.statusCode).toBe(200);
    expect(body<{ cart_key: string }>(merged).data.cart_key).toBe(ownKey);
    const own = body<{ selected: string | null }>(
      await api.get(`/food/slots?provider_id=${pizzeria.id}&cart_key=${ownKey}`, customer.token),
    ).data;
    expect(own.selected).toBe(chosen.value);
    const left = body<{ selected: string | null }>(await api.get(`/food/slots?provider_id=${pizzeria.id}&cart_key=${guestKey}`)).data;
    expect(left.selected).toBeNull();
    // The checkout's summary reads the cart's chosen times.
    const summary = body<{ provider_id: number; provider_slug: string; slot_at: string; slot_label: string }[]>(
      await api.get(`/food/cart-slots?cart_key=${ownKey}`, customer.token),
    ).data;
    expect(summary).toEqual([
      expect.objectContaining({ provider_id: pizzeria.id, provider_slug: 'pizzeria-da-marco', slot_at: chosen.value }),
    ]);
    expect(summary[0]!.slot_label).toMatch(/^(heute|morgen), \d\d:\d\d Uhr$/);
    expect(body<unknown[]>(await api.get(`/food/cart-slots?cart_key=${guestKey}`)).data).toEqual([]);
    expect((await api.get('/food/cart-slots?cart_key=abc')).statusCode).toBe(422);
  });

  it('answers the slot calls with 404 for a provider that sells no food and 422 for a bad cart key', async () => {
    const other = await createProvider(context, 'Kein Imbiss');
    expect((await api.get(`/food/slots?provider_id=${other.id}`)).statusCode).toBe(404);
    const bad = await api.post('/food/slot', { cart_key: 'abc', provider_id: pizzeria.id, slot_at: null });
    expect(bad.statusCode).toBe(422);
    expect(body(bad).errors?.cart_key).toEqual(['Bitte geben Sie einen gültigen Warenkorb-Schlüssel (cart_key) an.']);
  });

  it('refuses delivery outside the delivery area', async () => {
    await context.db
      .update(foodSettings)
      .set({ deliveryPostalCodes: ['10115'] })
      .where(eq(foodSettings.providerId, pizzeria.id));
    const margherita = await dish('Pizza Margherita');
    const { customer, key } = await cartWith([{ variantId: margherita.variant_id, qty: 2 }]);
    const response = await placeCash(key, customer.token);
    expect(body(response).errors?.[`food.${pizzeria.id}`]).toEqual(['„Pizzeria Da Marco“ liefert nicht an die Postleitzahl 10435.']);
    await context.db
      .update(foodSettings)
      .set({ deliveryPostalCodes: ['10115', '10117', '10119', '10178', '10435'] })
      .where(eq(foodSettings.providerId, pizzeria.id));
  });

  it('places a food order by cash on delivery: pending on the board, the customer sees it with the withdrawal notice', async () => {
    const { customer, order } = await placedFoodOrder();
    expect(order).toMatchObject({ status: 'pending', tab: 'pending', delivery_status: null });
    expect(order.withdrawal_notice).toContain('§ 312g Abs. 2 Nr. 2 BGB');
    const board = body<FoodOrder[]>(await api.get('/getFoodTypeOrders?status=pending', pizzeria.token)).data;
    expect(board.map((entry) => entry.id)).toContain(order.id);
    // Others see nothing of it.
    expect((await api.get(`/viewFoodTypeOrder?id=${order.id}`, cafe.token)).statusCode).toBe(404);
    const stranger = await createCustomer(context);
    expect((await api.get(`/viewFoodTypeOrder?id=${order.id}`, stranger.token)).statusCode).toBe(404);
    expect((await api.get(`/viewFoodTypeOrder?id=${order.id}`, customer.token)).statusCode).toBe(200);
  });
});

describe('order board', () => {
  it('answers the board list and the customer list exactly as the documented schema says', async () => {
    const { customer } = await placedFoodOrder();
    const strict = foodOrderPageSchema.extend({ data: z.array(foodOrderSchema.strict()) }).strict();
    for (const [path, token] of [
      ['/getFoodTypeOrders?status=pending&per_page=50', pizzeria.token],
      ['/getAllFoodTypeOrders', customer.token],
      ['/getAllFoodTypeOrders?delivery_status=confirmed', pizzeria.token],
    ] as const) {
      const response = await api.get(path, token);
      expect(response.statusCode).toBe(200);
      const parsed = strict.safeParse(response.json());
      expect(parsed.error).toBeUndefined();
    }
  });

  it('pages a board tab newest first, the same on every reload (the prepared page past its first five runs)', async () => {
    await placedFoodOrder();
    await placedFoodOrder();
    const all = body<FoodOrder[]>(await api.get('/getFoodTypeOrders?status=pending&per_page=50', pizzeria.token)).data.map(
      (entry) => entry.id,
    );
    expect(all.length).toBeGreaterThanOrEqual(2);
    expect(all).toEqual([...all].sort((a, b) => b - a));
    for (let round = 0; round < 4; round += 1) {
      for (let page = 1; page <= all.length + 1; page += 1) {
        const answer = body<FoodOrder[]>(await api.get(`/getFoodTypeOrders?status=pending&page=${page}&per_page=1`, pizzeria.token));
        expect(answer.data.map((entry) => entry.id)).toEqual(all.slice(page - 1, page));
      }
    }
  });

  it('answers a kept board page only while the board is unchanged: every change shows on the next reload, counts exact', async () => {
    interface Page {
      data: FoodOrder[];
      meta: { total: number; tabs: Record<string, number>; last_event_id: number };
    }
    const board = async (tab: string) =>
      body<FoodOrder[]>(await api.get(`/getFoodTypeOrders?status=${tab}&per_page=50`, pizzeria.token)) as unknown as Page;
    const counted = async () => {
      const rows = await context.db.select({ status: foodOrders.status }).from(foodOrders).where(eq(foodOrders.providerId, pizzeria.id));
      const tabOf: Record<string, string> = {
        pending: 'pending',
        confirmed: 'processing',
        processing: 'processing',
        on_delivery: 'delivery',
        ready_for_pickup: 'delivery',
      };
      const tabs: Record<string, number> = { pending: 0, processing: 0, delivery: 0, completed: 0 };
      for (const row of rows) tabs[tabOf[row.status] ?? 'completed']! += 1;
      return tabs;
    };
    const before = await board('pending');
    expect(await board('pending')).toEqual(before);
    expect(before.meta.tabs).toEqual(await counted());

    const { order } = await placedFoodOrder();
    const placed = await board('pending');
    expect(placed.data[0]!.id).toBe(order.id);
    expect(placed.meta.tabs.pending).toBe(before.meta.tabs.pending! + 1);
    expect(placed.meta.last_event_id).toBeGreaterThan(before.meta.last_event_id);
    expect(await board('processing')).toMatchObject({ meta: { tabs: placed.meta.tabs } });

    expect((await api.post('/changeStatusOfFoodOrders', { order_id: order.id, status: 'confirmed' }, pizzeria.token)).statusCode).toBe(200);
    expect((await board('pending')).data.map((entry) => entry.id)).not.toContain(order.id);
    const confirmed = await board('processing');
    expect(confirmed.data[0]).toMatchObject({ id: order.id, status: 'confirmed' });
    expect(confirmed.meta.tabs).toEqual(await counted());

    const item = order.items[0]!;
    await api.post(
      '/changeStatusOfFoodOrderByProducts',
      { order_id: order.id, item_id: item.id, status: 'in_preparation' },
      pizzeria.token,
    );
    expect((await board('processing')).data[0]).toMatchObject({ status: 'processing', items: [{ id: item.id, status: 'in_preparation' }] });
    await api.post('/changeFoodOrderTrack', { order_id: order.id, note: 'Noch zehn Minuten' }, pizzeria.token);
    expect((await board('processing')).data[0]).toMatchObject({ status: 'processing', track_note: 'Noch zehn Minuten' });
    await api.post('/changeFoodOrderTrack', { order_id: order.id, note: 'Unterwegs', on_the_way: true }, pizzeria.token);
    expect((await board('delivery')).data[0]).toMatchObject({ id: order.id, status: 'on_delivery', track_note: 'Unterwegs' });
    expect((await board('processing')).data.map((entry) => entry.id)).not.toContain(order.id);
    const delivered = await board('delivery');
    expect(delivered.meta.tabs).toEqual(await counted());
    expect(delivered.meta.total).toBe(delivered.meta.tabs.delivery);
  });

  it('writes the board cards in PostgreSQL exactly as the card presenter builds them (labels, moves, euro, slot text)', async () => {
    const { order } = await placedFoodOrder();
    await api.post('/changeStatusOfFoodOrders', { order_id: order.id, status: 'confirmed' }, pizzeria.token);
    await api.post('/changeFoodOrderTrack', { order_id: order.id, note: 'Hinterhof, 2. OG', eta_minutes: 25 }, pizzeria.token);
    await context.db
      .update(foodOrders)
      .set({ slotAt: new Date('2026-10-25T00:30:00Z') })
      .where(eq(foodOrders.vendorOrderId, order.id));
    for (const tab of ['pending', 'processing', 'delivery', 'completed'] as const) {
      for (const page of [1, 2]) {
        const sent = body<unknown[]>(await api.get(`/getFoodTypeOrders?status=${tab}&page=${page}&per_page=3`, pizzeria.token)).data;
        const built = await pageFoodOrders(context.db, { id: pizzeria.id, role: 'Company' }, { tab }, { page, perPage: 3 });
        expect(sent).toEqual(built.rows);
      }
    }
    const textOf = async (value: SQL) =>
      ((await context.db.execute(sql`select ${value} as text`)) as unknown as { rows: { text: string }[] }).rows;
    for (const cents of [0, 5, 99, 1100, 123456, 100000000, -250]) {
      const [row] = await textOf(euroText(sql`${cents}::int`));
      expect(row?.text).toBe(formatEuro(cents));
    }
    for (const instant of ['2026-10-25T00:30:00Z', '2026-10-25T01:30:00Z', '2026-03-29T01:15:00Z', '2026-11-27T18:30:00Z']) {
      const [row] = await textOf(slotTextSql(sql`${instant}::timestamptz`));
      expect(row?.text).toBe(`${slotFormat.format(new Date(instant))} Uhr`);
    }
  });

  it('moves an order through the food transitions, per dish and with a track, and refuses a wrong move with 409', async () => {
    const { customer, order } = await placedFoodOrder();
    const wrong = await api.post('/changeStatusOfFoodOrders', { order_id: order.id, status: 'completed' }, pizzeria.token);
    expect(wrong.statusCode).toBe(409);
    expect(body(wrong).message).toBe(
      'Die Bestellung kann nicht von „Offen“ auf „Abgeschlossen“ gesetzt werden. Die Übersicht wurde aktualisiert.',
    );

    const accepted = await api.post('/changeStatusOfFoodOrders', { order_id: order.id, status: 'confirmed' }, pizzeria.token);
    expect(accepted.statusCode).toBe(200);
    expect(body<FoodOrder>(accepted).data).toMatchObject({ status: 'confirmed', tab: 'processing', delivery_status: 'confirmed' });

    const item = order.items[0]!;
    const cooking = await api.post(
      '/changeStatusOfFoodOrderByProducts',
      { order_id: order.id, item_id: item.id, status: 'in_preparation' },
      pizzeria.token,
    );
    expect(body<FoodOrder>(cooking).data).toMatchObject({ status: 'processing', items: [{ id: item.id, status: 'in_preparation' }] });
    const ready = await api.post(
      '/changeStatusOfFoodOrderByProducts',
      { order_id: order.id, item_id: item.id, status: 'ready' },
      pizzeria.token,
    );
    expect(body<FoodOrder>(ready).data.items[0]!.status).toBe('ready');

    const track = await api.post(
      '/changeFoodOrderTrack',
      { order_id: order.id, note: 'Fahrer ist unterwegs', eta_minutes: 20, on_the_way: true },
      pizzeria.token,
    );
    expect(track.statusCode).toBe(200);
    const onTheWay = body<FoodOrder>(track).data;
    expect(onTheWay).toMatchObject({
      status: 'on_delivery',
      tab: 'delivery',
      delivery_status: 'on delivery',
      track_note: 'Fahrer ist unterwegs',
    });
    expect(onTheWay.eta_at).not.toBeNull();

    const done = await api.post('/changeStatusOfFoodOrders', { order_id: order.id, status: 'completed' }, pizzeria.token);
    expect(body<FoodOrder>(done).data.status).toBe('completed');
    const [vendor] = await context.db
      .select({ status: shopVendorOrders.status })
      .from(shopVendorOrders)
      .where(eq(shopVendorOrders.id, order.id));
    expect(vendor?.status).toBe('completed');

    const mine = body<FoodOrder[]>(await api.get('/getAllFoodTypeOrders?delivery_status=completed', customer.token)).data;
    expect(mine.map((entry) => entry.id)).toEqual([order.id]);
    const none = body<FoodOrder[]>(await api.get('/getAllFoodTypeOrders?delivery_status=processing', customer.token)).data;
    expect(none).toEqual([]);
  });

  it('rejects a pending order: the vendor order is cancelled', async () => {
    const { order } = await placedFoodOrder();
    const rejected = await api.post('/changeStatusOfFoodOrders', { order_id: order.id, status: 'rejected' }, pizzeria.token);
    expect(body<FoodOrder>(rejected).data).toMatchObject({ status: 'rejected', tab: 'completed' });
    const [vendor] = await context.db
      .select({ status: shopVendorOrders.status })
      .from(shopVendorOrders)
      .where(eq(shopVendorOrders.id, order.id));
    expect(vendor?.status).toBe('cancelled');
  });

  it('lets one of two staff moving the same order at once win; the other gets a German 409', async () => {
    const { order } = await placedFoodOrder();
    const [first, second] = await Promise.all([
      api.post('/changeStatusOfFoodOrders', { order_id: order.id, status: 'confirmed', from_status: 'pending' }, pizzeria.token),
      api.post('/changeStatusOfFoodOrders', { order_id: order.id, status: 'rejected', from_status: 'pending' }, pizzeria.token),
    ]);
    const codes = [first.statusCode, second.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const loser = first.statusCode === 409 ? first : second;
    expect(body(loser).message).toBe('Die Bestellung wurde inzwischen von jemand anderem geändert. Die Übersicht wurde aktualisiert.');
    const [row] = await context.db.select({ status: foodOrders.status }).from(foodOrders).where(eq(foodOrders.vendorOrderId, order.id));
    expect(['confirmed', 'rejected']).toContain(row?.status);
  });

  it('answers 404 for another provider’s order and refuses customers', async () => {
    const { customer, order } = await placedFoodOrder();
    expect((await api.post('/changeStatusOfFoodOrders', { order_id: order.id, status: 'confirmed' }, cafe.token)).statusCode).toBe(404);
    expect((await api.post('/changeStatusOfFoodOrders', { order_id: order.id, status: 'confirmed' }, customer.token)).statusCode).toBe(403);
    expect((await api.post('/changeStatusOfFoodOrders', { order_id: order.id, status: 'fertig' }, pizzeria.token)).statusCode).toBe(422);
  });
});

describe('live updates', () => {
  it('publishes a status change on the bus after the commit, and nothing for a refused move', async () => {
    const { order } = await placedFoodOrder();
    const received: unknown[] = [];
    const unsubscribe = await context.app.bus.subscribe(`food:provider:${pizzeria.id}`, (message) => received.push(message));
    const refused = await api.post('/changeStatusOfFoodOrders', { order_id: order.id, status: 'completed' }, pizzeria.token);
    expect(refused.statusCode).toBe(409);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(received).toEqual([]);
    await api.post('/changeStatusOfFoodOrders', { order_id: order.id, status: 'confirmed' }, pizzeria.token);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(received).toEqual([expect.objectContaining({ type: 'status', order_id: order.id, status: 'confirmed' })]);
    await unsubscribe();
  });

  it('streams events over SSE with a one-time ticket, catches up from Last-Event-ID, refuses a used ticket', async () => {
    const address = await context.app.listen({ port: 0, host: '127.0.0.1' });
    const { customer, order } = await placedFoodOrder();
    const ticket = async (token: string) => body<{ ticket: string }>(await api.post('/food/events/ticket', {}, token)).data.ticket;
    const boardTicket = await ticket(pizzeria.token);

    const controller = new AbortController();
    const response = await fetch(`${address}/food/events?ticket=${boardTicket}`, {
      headers: { 'last-event-id': '0' },
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = response.body!.getReader();
    let text = '';
    const readUntil = async (needle: string) => {
      const decoder = new TextDecoder();
      while (!text.includes(needle)) {
        const chunk = await reader.read();
        if (chunk.done) break;
        text += decoder.decode(chunk.value);
      }
    };
    // Catch-up: the order's creation is in the stored events.
    await readUntil(`"order_id":${order.id}`);
    expect(text).toContain('"type":"created"');
    await api.post('/changeStatusOfFoodOrders', { order_id: order.id, status: 'confirmed' }, pizzeria.token);
    await readUntil('"status":"confirmed"');
    controller.abort();

    const again = await fetch(`${address}/food/events?ticket=${boardTicket}`);
    expect(again.status).toBe(401);
    // The customer's ticket: only their own orders' events.
    const customerTicket = await ticket(customer.token);
    const own = new AbortController();
    const customerStream = await fetch(`${address}/food/events?ticket=${customerTicket}&last_event_id=0`, { signal: own.signal });
    expect(customerStream.status).toBe(200);
    own.abort();
  });

  it('starts a stream without last_event_id at the newest event (past orders are not announced again), with it from there', async () => {
    const listening = context.app.server.address();
    const address =
      listening && typeof listening === 'object'
        ? `http://127.0.0.1:${listening.port}`
        : await context.app.listen({ port: 0, host: '127.0.0.1' });
    const boardBefore = body<FoodOrder[]>(await api.get('/getFoodTypeOrders?status=pending', pizzeria.token)) as unknown as {
      meta: { last_event_id: number };
    };
    const { order } = await placedFoodOrder();
    const ticket = async () => body<{ ticket: string }>(await api.post('/food/events/ticket', {}, pizzeria.token)).data.ticket;
    const read = async (query: string, until: string, change: () => Promise<unknown>) => {
      const controller = new AbortController();
      const response = await fetch(`${address}/food/events?ticket=${await ticket()}${query}`, { signal: controller.signal });
      expect(response.status).toBe(200);
      const reader = response.body!.getReader();
      const decoder = new TextDecoder();
      let text = '';
      while (!text.includes(': verbunden')) text += decoder.decode((await reader.read()).value);
      await change();
      while (!text.includes(until)) {
        const chunk = await reader.read();
        if (chunk.done) break;
        text += decoder.decode(chunk.value);
      }
      controller.abort();
      return text;
    };
    // Without a starting point: only what happens from now on, not the order placed before.
    const live = await read('', '"status":"confirmed"', () =>
      api.post('/changeStatusOfFoodOrders', { order_id: order.id, status: 'confirmed' }, pizzeria.token),
    );
    expect(live).toContain(`"type":"status","order_id":${order.id},"status":"confirmed"`);
    expect(live).not.toContain('"type":"created"');
    // From the event number the board read at its first load: the order placed after it is caught up.
    const caught = await read(`&last_event_id=${boardBefore.meta.last_event_id}`, '"status":"confirmed"', async () => undefined);
    expect(caught).toContain(`"type":"created","order_id":${order.id}`);
  });
});

describe('provider settings', () => {
  it('saves gastro settings and refuses a bad amount, radius or postal code on the field', async () => {
    const saved = await api.post(
      '/setGastroSetting',
      { cuisine_tags: ['Pizza', 'Pasta'], minimum_order: '12,50', delivery_fee: '2', delivery_radius_km: 5 },
      pizzeria.token,
    );
    expect(saved.statusCode).toBe(200);
    expect(body(saved).data).toMatchObject({ minimum_order_cents: 1250, delivery_fee_cents: 200, delivery_radius_km: 5 });
    const badAmount = await api.post('/setGastroSetting', { minimum_order: 'zwölf' }, pizzeria.token);
    expect(badAmount.statusCode).toBe(422);
    expect(Object.keys(body(badAmount).errors ?? {})).toEqual(['minimum_order']);
    const badRadius = await api.post('/setGastroSetting', { delivery_radius_km: 500 }, pizzeria.token);
    expect(body(badRadius).errors?.delivery_radius_km).toEqual(['Der Wert muss zwischen 1 und 50 liegen.']);
    const badCode = await api.post('/setGastroSetting', { delivery_postal_codes: ['00000'] }, pizzeria.token);
    expect(badCode.statusCode).toBe(422);
    expect(body(badCode).errors?.delivery_postal_codes).toEqual(['Die Postleitzahl 00000 ist uns nicht bekannt.']);
    await api.post('/setGastroSetting', { minimum_order: '15' }, pizzeria.token);
  });

  it('stores the order sound through the notification setting', async () => {
    const off = await api.post('/v2/setSettings', { order_sound: false, preparation_time: 25 }, pizzeria.token);
    expect(body(off).data).toMatchObject({ order_sound: false, preparation_time: 25 });
    const read = await api.get('/api/getOrderSoundSetting', pizzeria.token);
    expect(body<{ notification_value: number }>(read).data.notification_value).toBe(0);
    await api.post('/v2/setSettings', { order_sound: true }, pizzeria.token);
  });

  it('keeps categories per provider: create, rename, order; delete only when empty', async () => {
    const created = await api.post('/storeFoodCategory', { name: 'Desserts' }, pizzeria.token);
    const list = body<{ id: number; name: string; dish_count: number }[]>(created).data;
    const desserts = list.find((entry) => entry.name === 'Desserts')!;
    const renamed = await api.post('/storeFoodCategory', { id: desserts.id, name: 'Nachspeisen', position: 0 }, pizzeria.token);
    expect(body<{ name: string }[]>(renamed).data.map((entry) => entry.name)).toContain('Nachspeisen');
    const pizza = list.find((entry) => entry.name === 'Pizza')!;
    const full = await api.post('/storeFoodCategory', { id: pizza.id, delete: true }, pizzeria.token);
    expect(full.statusCode).toBe(409);
    expect((await api.post('/storeFoodCategory', { id: desserts.id, delete: true }, cafe.token)).statusCode).toBe(404);
    expect((await api.post('/storeFoodCategory', { id: desserts.id, delete: true }, pizzeria.token)).statusCode).toBe(200);
    const own = body<{ name: string }[]>(await api.get('/getFoodCategories', cafe.token)).data.map((entry) => entry.name);
    expect(own).toEqual(['Frühstück', 'Kuchen', 'Heißgetränke']);
  });

  it('saves delivery times per zone and refuses a bad time on the field', async () => {
    const saved = await api.post(
      '/setDelivertTimes',
      { times: [{ zone: 'Mitte', preparation_minutes: 15, delivery_minutes: 20, last_order_time: '22:00' }] },
      cafe.token,
    );
    expect(body(saved).data).toEqual([expect.objectContaining({ zone: 'Mitte', last_order_time: '22:00' })]);
    const bad = await api.post(
      '/setDelivertTimes',
      { times: [{ zone: 'Mitte', preparation_minutes: 15, delivery_minutes: 20, last_order_time: '25:00' }] },
      cafe.token,
    );
    expect(bad.statusCode).toBe(422);
    expect(body(bad).errors?.['times.0.last_order_time']).toEqual([
      'Bitte geben Sie eine Uhrzeit im Format HH:MM zwischen 00:00 und 23:59 an.',
    ]);
  });

  it('sets a dish’s category and allergens (own dishes only)', async () => {
    const margherita = await dish('Pizza Margherita');
    const categories = body<{ id: number; name: string }[]>(await api.get('/getFoodCategories', pizzeria.token)).data;
    const pasta = categories.find((entry) => entry.name === 'Pasta')!;
    const saved = await api.post(
      '/food/dish',
      { product_id: margherita.id, category_id: pasta.id, allergens: ['G', 'A'], additives: [] },
      pizzeria.token,
    );
    expect(body(saved).data).toMatchObject({ category_id: pasta.id, allergens: ['A', 'G'] });
    expect(
      (await api.post('/food/dish', { product_id: margherita.id, category_id: null, allergens: [], additives: [] }, cafe.token)).statusCode,
    ).toBe(404);
    const pizza = categories.find((entry) => entry.name === 'Pizza')!;
    await api.post(
      '/food/dish',
      { product_id: margherita.id, category_id: pizza.id, allergens: ['A', 'G'], additives: [] },
      pizzeria.token,
    );
  });

  it('answers the dish editor’s read with 404 in German for another provider’s dish and a missing id', async () => {
    const margherita = await dish('Pizza Margherita');
    const own = await api.get(`/food/dish?product_id=${margherita.id}`, pizzeria.token);
    expect(own.statusCode).toBe(200);
    expect(body(own).data).toMatchObject({ product_id: margherita.id, allergens: ['A', 'G'] });
    for (const [productId, token] of [
      [margherita.id, cafe.token],
      [99_999_999, pizzeria.token],
    ] as const) {
      const refused = await api.get(`/food/dish?product_id=${productId}`, token);
      expect(refused.statusCode).toBe(404);
      expect(body(refused).message).toBe('Das Gericht wurde nicht gefunden.');
    }
  });

  it('is not a food provider until the gastro settings are saved', async () => {
    const other = await createProvider(context, 'Neuer Imbiss');
    const settings = body(await api.get('/getGastroSetting', other.token)).data;
    expect(settings).toMatchObject({ is_active: false });
    const [row] = await context.db
      .select()
      .from(foodSettings)
      .where(and(eq(foodSettings.providerId, other.id)))
      .limit(1);
    expect(row).toBeUndefined();
  });
});

describe('a cart’s chosen times belong to the cart’s owner', () => {
  it('answers another customer 403 for a customer’s cart key, shows a guest or a provider no choice, and lets none of them change it', async () => {
    const margherita = await dish('Pizza Margherita');
    const { customer, key } = await cartWith([{ variantId: margherita.variant_id, qty: 2 }]);
    const slotsPath = `/food/slots?provider_id=${pizzeria.id}&postal_code=10435&cart_key=${key}`;
    const options = body<{ options: { value: string }[] }>(await api.get(slotsPath, customer.token)).data.options;
    const chosen = options[1] ?? options[0]!;
    const choose = (slotAt: string | null, token?: string) =>
      api.post('/food/slot', { cart_key: key, provider_id: pizzeria.id, postal_code: '10435', slot_at: slotAt }, token);
    expect((await choose(chosen.value, customer.token)).statusCode).toBe(200);

    const stranger = await createCustomer(context);
    for (const response of [
      await api.get(`/food/cart-slots?cart_key=${key}`, stranger.token),
      await api.get(slotsPath, stranger.token),
      await choose(null, stranger.token),
      await choose(options[0]!.value, stranger.token),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(body(response).message).toBe('Dieser Warenkorb gehört zu einem anderen Kundenkonto.');
    }
    for (const token of [undefined, cafe.token]) {
      expect(body<unknown[]>(await api.get(`/food/cart-slots?cart_key=${key}`, token)).data).toEqual([]);
      expect(body<{ selected: string | null }>(await api.get(slotsPath, token)).data.selected).toBeNull();
      const cleared = await choose(null, token);
      expect(cleared.statusCode).toBe(403);
      expect(body(cleared).message).toBe('Dieser Warenkorb gehört zu einem anderen Kundenkonto.');
    }

    // The owner's choice is untouched.
    expect(body<{ selected: string | null }>(await api.get(slotsPath, customer.token)).data.selected).toBe(chosen.value);
    expect(body<{ slot_at: string }[]>(await api.get(`/food/cart-slots?cart_key=${key}`, customer.token)).data).toEqual([
      expect.objectContaining({ provider_id: pizzeria.id, slot_at: chosen.value }),
    ]);
  });
});

describe('payment methods and delivery area before the order', () => {
  it('answers per cart group the payment methods it allows: a restaurant cash or voucher, a shop all; the cart those of every group', async () => {
    const margherita = await dish('Pizza Margherita');
    const shop = await createProvider(context, 'Buchhandlung Seite');
    const parcel = await createShippingMethod(context.db, shop.id, { name: 'DHL Paket', priceCents: 490 });
    const book = await createProduct(context.db, { providerId: shop.id, name: 'Kochbuch', priceCents: 2490, qty: 5, methodIds: [parcel] });
    const { customer, key } = await cartWith([{ variantId: margherita.variant_id, qty: 2 }]);
    const food = body<{ payment_methods: string[]; groups: { payment_methods: string[] }[] }>(
      await api.get(`/cart?cart_key=${key}`, customer.token),
    ).data;
    expect(food.groups.map((group) => group.payment_methods)).toEqual([['cash', 'voucher']]);
    expect(food.payment_methods).toEqual(['cash', 'voucher']);

    await api.post('/cart/add', { cart_key: key, variant_id: book.variantId, qty: 1 }, customer.token);
    const mixed = body<{ payment_methods: string[]; groups: { provider_id: number; payment_methods: string[] }[] }>(
      await api.get(`/cart?cart_key=${key}`, customer.token),
    ).data;
    expect(mixed.groups.find((group) => group.provider_id === shop.id)?.payment_methods).toEqual([
      'prepayment',
      'cash',
      'voucher',
      'invoice',
      'sepa_debit',
    ]);
    expect(mixed.payment_methods).toEqual(['cash', 'voucher']);
  });

  it('tells at once whether each restaurant delivers to a postal code, with the checkout’s own message, leaving out shops', async () => {
    const shop = await createProvider(context, 'Kein Restaurant');
    const answer = await api.get(`/food/delivery-area?provider_ids=${cafe.id},${pizzeria.id},${shop.id}&postal_code=10435`);
    expect(answer.statusCode).toBe(200);
    const rows = body<{ provider_id: number }[]>(answer).data;
    expect([...rows].sort((a, b) => a.provider_id - b.provider_id)).toEqual(
      [
        { provider_id: pizzeria.id, provider_name: 'Pizzeria Da Marco', delivers: true, message: null },
        {
          provider_id: cafe.id,
          provider_name: 'Café Lindenblatt',
          delivers: false,
          message: '„Café Lindenblatt“ liefert nicht an die Postleitzahl 10435.',
        },
      ].sort((a, b) => a.provider_id - b.provider_id),
    );
    const bad = await api.get(`/food/delivery-area?provider_ids=${pizzeria.id}&postal_code=123`);
    expect(bad.statusCode).toBe(422);
    expect(body(bad).errors?.postal_code).toEqual(['Bitte geben Sie eine fünfstellige Postleitzahl an.']);
  });
});

describe('opening hours of the seeded restaurants', () => {
  it('seeds real weekly hours (not always open); menu, search and checkout read the open state from them', async () => {
    expect(seededStores).toHaveLength(2);
    expect(seededStores.map((store) => store.alwaysOpen)).toEqual([false, false]);
    const night = new Date('2026-11-27T02:00:00Z'); // Fr. 03:00 in Berlin
    const noon = new Date('2026-11-27T11:00:00Z'); // Fr. 12:00 in Berlin
    await context.db
      .update(storeLocations)
      .set({ alwaysOpen: false })
      .where(inArray(storeLocations.providerId, [pizzeria.id, cafe.id]));
    try {
      const closed = await foodProviderBySlug(context.db, 'pizzeria-da-marco', false, night);
      expect(closed).toMatchObject({ open_now: false, open_text: expect.stringMatching(/^Öffnet .*um 11:00 Uhr$/) });
      expect(closed.opening_hours).toEqual(expect.arrayContaining([expect.objectContaining({ from_time: '11:00', untill_time: '23:00' })]));
      expect(await foodProviderBySlug(context.db, 'pizzeria-da-marco', false, noon)).toMatchObject({
        open_now: true,
        open_text: 'Geöffnet bis 23:00 Uhr',
      });
      const cafePage = await foodProviderBySlug(context.db, 'cafe-lindenblatt', false, noon);
      expect(cafePage).toMatchObject({ open_now: true, open_text: 'Geöffnet bis 18:00 Uhr' });
      expect([...(await foodSearchMatches(context.db, { open_now: true }, night)).keys()]).not.toContain(pizzeria.id);
      expect([...(await foodSearchMatches(context.db, { open_now: true }, noon)).keys()]).toContain(pizzeria.id);
      const refusals = await foodGroupRefusals(
        context.db,
        [{ providerId: pizzeria.id, providerName: 'Pizzeria Da Marco', itemsCents: 2000, deliveryMode: 'shipping' }],
        { postalCode: '10435', paymentMethod: 'cash' },
        night,
      );
      expect(refusals.get(pizzeria.id)).toMatch(
        /^„Pizzeria Da Marco“ hat gerade geschlossen \(Öffnet .*um 11:00 Uhr\)\. Sie können auf der Speisekarte eine spätere Liefer- oder Abholzeit wählen\.$/,
      );
    } finally {
      await context.db
        .update(storeLocations)
        .set({ alwaysOpen: true })
        .where(inArray(storeLocations.providerId, [pizzeria.id, cafe.id]));
    }
  });
});

describe('pictures of the seeded dishes', () => {
  it('gives every seeded dish a picture that the shop serves and the menu answers as its image (no „Kein Bild vorhanden“ in the demo)', async () => {
    const dishes = await context.db
      .select({ id: shopProducts.id, name: shopProducts.name })
      .from(shopProducts)
      .where(and(eq(shopProducts.productType, 'food'), inArray(shopProducts.providerId, [pizzeria.id, cafe.id])));
    expect(dishes.length).toBeGreaterThan(5);
    const pictures = await context.db
      .select({ productId: shopProductImages.productId, image: shopProductImages.image, alt: shopProductImages.alt })
      .from(shopProductImages)
      .where(
        inArray(
          shopProductImages.productId,
          dishes.map((dish) => dish.id),
        ),
      );
    const onMenu = [...(await menu()).categories, ...(await menu('cafe-lindenblatt')).categories].flatMap((category) => category.dishes);
    for (const dish of dishes) {
      const picture = pictures.find((row) => row.productId === dish.id);
      // the menu answers the gallery's first picture with its text, as the browser loads it
      const shown = onMenu.find((entry) => entry.name === dish.name);
      expect({ dish: dish.name, image: shown?.image }).toEqual({
        dish: dish.name,
        image: { url: expect.stringMatching(/^https?:\/\//), alt: dish.name },
      });
      expect(shown!.image!.url.endsWith(picture!.image)).toBe(true);
      expect({ dish: dish.name, alt: picture?.alt }).toEqual({ dish: dish.name, alt: dish.name });
      const served = await context.app.inject({ method: 'GET', url: picture!.image });
      expect({ dish: dish.name, status: served.statusCode, type: served.headers['content-type'] }).toEqual({
        dish: dish.name,
        status: 200,
        type: expect.stringContaining('image/svg+xml'),
      });
    }
  });
});
