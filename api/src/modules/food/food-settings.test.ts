import { and, eq, inArray } from 'drizzle-orm';
import { foodSettings, shopProductImages, shopProducts, storeLocations } from '../../db/schema';
import { body, createCustomer, createProduct, createProvider, createShippingMethod } from '../../../test/fixtures/checkout';
import { foodGroupRefusals, foodProviderBySlug, foodSearchMatches } from './service';
import {
  api,
  cafe,
  cartWith,
  context,
  dish,
  type FoodOrder,
  menu,
  pizzeria,
  placedFoodOrder,
  seededStores,
  setUpFoodSuite,
} from '../../../test/fixtures/food';

setUpFoodSuite();

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
