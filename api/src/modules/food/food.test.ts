import { eq, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { foodOrders, foodSettings, shopVendorOrders, storeLocations } from '../../db/schema';
import { createUserWithToken } from '../../../test/helpers';
import { body, createCustomer, createProvider } from '../../../test/fixtures/checkout';
import { formatEuro } from '../../lib/money';
import { euroText, pageFoodOrders, slotTextSql } from './service';
import { foodOrderPageSchema, foodOrderSchema } from './schemas';
import {
  api,
  cafe,
  cartWith,
  context,
  dish,
  type FoodOrder,
  menu,
  pizzeria,
  placeCash,
  placedFoodOrder,
  type Provider,
  setUpFoodSuite,
  slotFormat,
} from '../../../test/fixtures/food';

setUpFoodSuite();

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
