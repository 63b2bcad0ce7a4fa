import { randomUUID } from 'node:crypto';
import { foodOrders, foodSettings, providerAppointments, shopOrders, shopVendorOrders, storeLocations } from '../../db/schema';
import { createUserWithToken } from '../../../test/helpers';
import { testSuite } from '../../../test/fixtures/suite';
import { berlinDate } from './service';
import { call } from '../../../test/fixtures/shop-provider';

interface Dashboard {
  is_food_provider: boolean;
  activities: { shop: boolean; food: boolean; leads: boolean; stores: boolean };
  food_orders: { open: number; to_confirm: number };
  leads: { new: number };
  appointments: { requested: number };
  balance: { available_cents: number; total_cents: number };
  orders_to_handle: {
    count: number;
    to_confirm: number;
    to_ship: number;
    latest: { vendor_order_number: string; status: string; total: number }[];
  };
  revenue: { days: number; total_cents: number; orders: number; per_day: { date: string; total_cents: number; orders: number }[] };
  stock_outs: { count: number; products: { name: string }[] };
  todos: { key: string; count: number }[];
}

const suite = testSuite();

const address = {
  first_name: 'Erika',
  last_name: 'Muster',
  street: 'Hauptstr.',
  street_number: '1',
  zip: '10115',
  city: 'Berlin',
  country: 'DE',
};

/** A vendor order of the provider (written as the orders module writes it). */
async function vendorOrder(
  providerId: number,
  customerId: number,
  status: 'pending' | 'confirmed' | 'completed' | 'cancelled',
  totalCents: number,
  createdAt: Date,
): Promise<number> {
  const number = `MP-T-${randomUUID().slice(0, 8)}`;
  const [order] = await suite.context.db
    .insert(shopOrders)
    .values({
      orderNumber: number,
      cartKey: randomUUID(),
      userId: customerId,
      paymentMethod: 'prepayment',
      paymentReference: number,
      itemsCents: totalCents,
      shippingCents: 0,
      totalCents,
      taxCents: 0,
      vat: [],
      amountDueCents: totalCents,
      customerEmail: 'kunde@example.de',
      billingAddress: address as never,
      termsAcceptedAt: createdAt,
      createdAt,
    })
    .returning({ id: shopOrders.id });
  if (!order) throw new Error('Bestellung fehlt.');
  const [vendor] = await suite.context.db
    .insert(shopVendorOrders)
    .values({
      orderId: order.id,
      vendorOrderNumber: `${number}-1`,
      providerId,
      providerName: 'Testanbieter',
      status,
      deliveryMode: 'shipping',
      itemsCents: totalCents,
      shippingCents: 0,
      totalCents,
      taxCents: 0,
      vat: [],
      amountDueCents: totalCents,
      createdAt,
    })
    .returning({ id: shopVendorOrders.id });
  if (!vendor) throw new Error('Anbieterbestellung fehlt.');
  return vendor.id;
}

describe('GET /shop/provider/dashboard', () => {
  it('leads with the orders to handle, the revenue of 30 days per day, the sold-out products and the to-dos', async () => {
    const provider = await createUserWithToken(suite.context, 'Company');
    const customer = await createUserWithToken(suite.context, 'User');
    const now = new Date();
    const twoDaysAgo = new Date(now.getTime() - 2 * 86_400_000);
    await vendorOrder(provider.id, customer.id, 'pending', 2_000, now);
    await vendorOrder(provider.id, customer.id, 'confirmed', 3_500, twoDaysAgo);
    await vendorOrder(provider.id, customer.id, 'completed', 10_000, twoDaysAgo);
    await vendorOrder(provider.id, customer.id, 'cancelled', 99_900, now);
    await vendorOrder(provider.id, customer.id, 'completed', 50_000, new Date(now.getTime() - 40 * 86_400_000));
    const created = await call<{ id: number }>(suite.context.app, 'POST', '/v2/createProduct', provider.token, {
      name: 'Leerer Krug',
      sku: 'KRUG-1',
      price: '12,00',
      stock: '0',
      status: 'active',
    });
    expect(created.statusCode).toBe(201);
    await call(suite.context.app, 'POST', '/v2/createProduct', provider.token, {
      name: 'Entwurf',
      sku: 'ENT-1',
      price: '5,00',
      stock: '3',
    });

    const { statusCode, body } = await call<Dashboard>(suite.context.app, 'GET', '/shop/provider/dashboard', provider.token);
    expect(statusCode).toBe(200);
    const data = body.data;
    expect(data.orders_to_handle).toMatchObject({ count: 2, to_confirm: 1, to_ship: 1 });
    // The oldest waiting order first
    expect(data.orders_to_handle.latest.map((order) => order.status)).toEqual(['confirmed', 'pending']);
    expect(data.revenue.days).toBe(30);
    expect(data.revenue.per_day).toHaveLength(30);
    expect(data.revenue.per_day.at(-1)?.date).toBe(berlinDate(now));
    // Cancelled and older than 30 days are left out
    expect(data.revenue.total_cents).toBe(2_000 + 3_500 + 10_000);
    expect(data.revenue.per_day.find((day) => day.date === berlinDate(twoDaysAgo))).toMatchObject({ total_cents: 13_500, orders: 2 });
    expect(data.stock_outs).toMatchObject({ count: 1, products: [{ name: 'Leerer Krug' }] });
    expect(data.todos).toEqual(
      expect.arrayContaining([
        { key: 'confirm_orders', count: 1 },
        { key: 'ship_orders', count: 1 },
        { key: 'restock', count: 1 },
        { key: 'publish_drafts', count: 1 },
      ]),
    );
    expect(data.is_food_provider).toBe(false);
  });

  it('shows another provider nothing of it, and refuses customers', async () => {
    const provider = await createUserWithToken(suite.context, 'Company');
    const other = await createUserWithToken(suite.context, 'Company');
    const customer = await createUserWithToken(suite.context, 'User');
    await vendorOrder(provider.id, customer.id, 'pending', 4_200, new Date());
    const { body } = await call<Dashboard>(suite.context.app, 'GET', '/shop/provider/dashboard', other.token);
    expect(body.data.orders_to_handle.count).toBe(0);
    expect(body.data.revenue.total_cents).toBe(0);
    expect(body.data.todos).toEqual([]);
    const refused = await call(suite.context.app, 'GET', '/shop/provider/dashboard', customer.token);
    expect(refused.statusCode).toBe(403);
  });

  it('counts a provider with food as a food provider', async () => {
    const provider = await createUserWithToken(suite.context, 'Company');
    const food = await call(suite.context.app, 'POST', '/createFoodProduct', provider.token, {
      name: 'Apfelkuchen',
      sku: 'KUCHEN-1',
      price: '3,50',
      stock: '4',
    });
    expect(food.statusCode).toBe(201);
    const { body } = await call<Dashboard>(suite.context.app, 'GET', '/shop/provider/dashboard', provider.token);
    expect(body.data.is_food_provider).toBe(true);
  });

  it('has the tiles of a restaurant with a store: food orders open and to confirm, appointment requests, balance', async () => {
    const provider = await createUserWithToken(suite.context, 'Company');
    const customer = await createUserWithToken(suite.context, 'User');
    const before = await call<Dashboard>(suite.context.app, 'GET', '/shop/provider/dashboard', provider.token);
    expect(before.body.data.activities).toEqual({ shop: true, food: false, leads: false, stores: false });
    expect(before.body.data).toMatchObject({ food_orders: { open: 0, to_confirm: 0 }, leads: { new: 0 }, appointments: { requested: 0 } });

    await suite.context.db.insert(foodSettings).values({ providerId: provider.id });
    const [store] = await suite.context.db
      .insert(storeLocations)
      .values({ providerId: provider.id, title: 'Laden', zipcode: '10115', state: 'BE', takesAppointments: true })
      .returning({ id: storeLocations.id });
    if (!store) throw new Error('Standort fehlt.');
    const now = new Date();
    for (const status of ['requested', 'requested', 'confirmed'] as const) {
      await suite.context.db.insert(providerAppointments).values({
        providerId: provider.id,
        locationId: store.id,
        customerId: customer.id,
        startsAt: new Date(now.getTime() + 86_400_000),
        endsAt: new Date(now.getTime() + 88_200_000),
        status,
        calendarToken: randomUUID(),
      });
    }
    for (const status of ['pending', 'processing', 'completed'] as const) {
      const vendorOrderId = await vendorOrder(provider.id, customer.id, 'pending', 1_500, now);
      await suite.context.db.insert(foodOrders).values({ vendorOrderId, providerId: provider.id, userId: customer.id, status });
    }

    const { body } = await call<Dashboard>(suite.context.app, 'GET', '/shop/provider/dashboard', provider.token);
    expect(body.data.activities).toEqual({ shop: true, food: true, leads: false, stores: true });
    expect(body.data.food_orders).toEqual({ open: 2, to_confirm: 1 });
    expect(body.data.appointments).toEqual({ requested: 2 });
    expect(body.data.balance).toMatchObject({ available_cents: 0, total_cents: 0 });

    const activities = await call<Dashboard['activities']>(suite.context.app, 'GET', '/shop/provider/activities', provider.token);
    expect(activities.statusCode).toBe(200);
    expect(activities.body.data).toEqual({ shop: true, food: true, leads: false, stores: true });
    const refused = await call(suite.context.app, 'GET', '/shop/provider/activities', customer.token);
    expect(refused.statusCode).toBe(403);
  });
});
