import { randomUUID } from 'node:crypto';
import { createUserWithToken } from '../../../test/helpers';
import { testSuite } from '../../../test/fixtures/suite';
import { addBulkTier, body, createCustomer, createProduct, createProvider, createShippingMethod } from '../../../test/fixtures/checkout';
import type { PresentedCart } from './view';

const suite = testSuite();
let bakery: { id: number; token: string };
let carpenter: { id: number; token: string };
let bread: { productId: number; variantId: number };
let jam: { productId: number; variantId: number };
let table: { productId: number; variantId: number };
let parcel: number;
let express: number;
let freight: number;

beforeAll(async () => {
  bakery = await createProvider(suite.context, 'Bäckerei Korn');
  carpenter = await createProvider(suite.context, 'Tischlerei Holz');
  parcel = await createShippingMethod(suite.context.db, bakery.id, { name: 'DHL Paket', priceCents: 490, freeFromCents: 5000 });
  express = await createShippingMethod(suite.context.db, bakery.id, { name: 'Express', priceCents: 990 });
  freight = await createShippingMethod(suite.context.db, carpenter.id, { name: 'Spedition', priceCents: 4900 });
  bread = await createProduct(suite.context.db, {
    providerId: bakery.id,
    name: 'Roggenbrot',
    priceCents: 450,
    qty: 50,
    taxRate: 7,
    methodIds: [parcel, express],
  });
  jam = await createProduct(suite.context.db, { providerId: bakery.id, name: 'Erdbeermarmelade', priceCents: 599, qty: 20, taxRate: 7 });
  table = await createProduct(suite.context.db, {
    providerId: carpenter.id,
    name: 'Esstisch Eiche',
    priceCents: 89_900,
    qty: 3,
    taxRate: 19,
    methodIds: [freight],
  });
  await addBulkTier(suite.context.db, bread.productId, 10, 400);
});

async function add(cartKey: string | undefined, variantId: number, qty: number, token?: string) {
  return suite.api.post('/cart/add', { ...(cartKey ? { cart_key: cartKey } : {}), variant_id: variantId, qty }, token);
}

describe('cart', () => {
  it('creates a cart with a new key on the first add and answers it grouped by provider', async () => {
    const response = await add(undefined, bread.variantId, 2);
    expect(response.statusCode).toBe(201);
    const cart = body<PresentedCart>(response).data;
    expect(cart.cart_key).toMatch(/^[0-9a-f-]{36}$/);
    expect(cart.item_count).toBe(2);
    expect(cart.groups).toHaveLength(1);
    expect(cart.groups[0]?.provider_name).toBe('Bäckerei Korn');
    expect(cart.groups[0]?.items[0]).toMatchObject({ product_name: 'Roggenbrot', qty: 2, unit_price: 4.5, line_total: 9, tax_rate: 7 });
  });

  it('keeps a key the client made and adds to the same line', async () => {
    const key = randomUUID();
    await add(key, jam.variantId, 1);
    const cart = body<PresentedCart>(await add(key, jam.variantId, 2)).data;
    expect(cart.cart_key).toBe(key);
    expect(cart.groups[0]?.items).toHaveLength(1);
    expect(cart.groups[0]?.items[0]?.qty).toBe(3);
  });

  it('groups lines per provider, with shipping per group, VAT per rate and totals', async () => {
    const key = randomUUID();
    await add(key, bread.variantId, 2);
    await add(key, jam.variantId, 1);
    const cart = body<PresentedCart>(await add(key, table.variantId, 1)).data;
    const [bakeryGroup, carpenterGroup] = cart.groups;
    expect(cart.groups.map((group) => group.provider_name)).toEqual(['Bäckerei Korn', 'Tischlerei Holz']);
    // bread only ships with parcel or express; jam links no methods and so does not restrict
    expect(bakeryGroup?.shipping.methods.map((method) => method.name)).toEqual(['DHL Paket', 'Express']);
    expect(bakeryGroup?.shipping).toMatchObject({ selected: true, preselected: true, shipping_method_id: parcel, cost_cents: 490 });
    expect(bakeryGroup?.subtotal_cents).toBe(2 * 450 + 599);
    expect(carpenterGroup?.shipping).toMatchObject({ selected: true, preselected: false, shipping_method_id: freight, cost_cents: 4900 });
    expect(cart.totals).toMatchObject({
      subtotal_cents: 1499 + 89_900,
      shipping_cents: 490 + 4900,
      total_cents: 1499 + 89_900 + 490 + 4900,
    });
    // VAT per rate; shipping VAT follows the goods of its group
    const seven = cart.vat.find((line) => line.rate === 7);
    const nineteen = cart.vat.find((line) => line.rate === 19);
    expect(seven?.gross_cents).toBe(1499 + 490);
    expect(seven?.tax_cents).toBe(1989 - Math.round((1989 * 100) / 107));
    expect(nineteen?.gross_cents).toBe(89_900 + 4900);
    expect(nineteen?.tax_cents).toBe(94_800 - Math.round((94_800 * 100) / 119));
    expect(cart.totals.tax_cents).toBe((seven?.tax_cents ?? 0) + (nineteen?.tax_cents ?? 0));
    expect(cart.item_count).toBe(4);
  });

  it('applies the bulk tier per line once the quantity reaches it, and free shipping from the threshold', async () => {
    const key = randomUUID();
    const nine = body<PresentedCart>(await add(key, bread.variantId, 9)).data;
    expect(nine.groups[0]?.items[0]).toMatchObject({ unit_price_cents: 450, line_total_cents: 4050 });
    const ten = body<PresentedCart>(await add(key, bread.variantId, 1)).data;
    expect(ten.groups[0]?.items[0]).toMatchObject({ unit_price_cents: 400, line_total_cents: 4000, list_unit_price_cents: 450 });
    expect(ten.groups[0]?.shipping.cost_cents).toBe(490);
    const thirteen = body<PresentedCart>(await add(key, bread.variantId, 3)).data;
    expect(thirteen.groups[0]?.subtotal_cents).toBe(5200);
    expect(thirteen.groups[0]?.shipping.cost_cents).toBe(0);
  });

  it('changes the quantity, removes a line and counts items cheaply', async () => {
    const key = randomUUID();
    const cart = body<PresentedCart>(await add(key, jam.variantId, 1)).data;
    const itemId = cart.groups[0]?.items[0]?.id;
    const changed = await suite.api.post('/cart/update', { cart_key: key, cart_item_id: itemId, qty: 4 });
    expect(changed.statusCode).toBe(200);
    expect(body<PresentedCart>(changed).data.item_count).toBe(4);
    expect(body(await suite.api.get(`/cart/count?cart_key=${key}`)).data).toEqual({ cart_key: key, item_count: 4 });
    const removed = await suite.api.delete(`/cart/item/${itemId}?cart_key=${key}`);
    expect(removed.statusCode).toBe(200);
    expect(body<PresentedCart>(removed).data.groups).toEqual([]);
    expect(body(await suite.api.get(`/cart/count?cart_key=${key}`)).data).toEqual({ cart_key: key, item_count: 0 });
  });

  it('refuses bad input with German 422s, never a 500', async () => {
    const key = randomUUID();
    const noVariant = await suite.api.post('/cart/add', { cart_key: key, qty: 1 });
    expect(noVariant.statusCode).toBe(422);
    expect(body(noVariant).errors?.variant_id?.[0]).toMatch(/Bitte wählen Sie eine Variante/);
    const badKey = await suite.api.post('/cart/add', { cart_key: 'kein-schlüssel', variant_id: jam.variantId });
    expect(badKey.statusCode).toBe(422);
    expect(body(badKey).errors?.cart_key?.[0]).toMatch(/Warenkorb-Schlüssel/);
    const zero = await add(key, jam.variantId, 0);
    expect(zero.statusCode).toBe(422);
    expect(body(zero).errors?.qty?.[0]).toBe('Die Menge muss eine ganze Zahl zwischen 1 und 999 sein.');
    const unknown = await add(key, 2_000_000_000, 1);
    expect(unknown.statusCode).toBe(422);
    expect(body(unknown).errors?.variant_id).toEqual(['Diesen Artikel gibt es nicht.']);
    const tooMany = await add(key, table.variantId, 4);
    expect(tooMany.statusCode).toBe(422);
    expect(body(tooMany).errors?.qty).toEqual(['Von „Esstisch Eiche“ sind nur noch 3 Stück vorrätig.']);
    const missingLine = await suite.api.post('/cart/update', { cart_key: key, cart_item_id: 999_999, qty: 1 });
    expect(missingLine.statusCode).toBe(404);
    expect(body(missingLine).message).toBe('Die Position wurde im Warenkorb nicht gefunden.');
    const bundle = await suite.api.post('/cart/add', { cart_key: key, bundle_id: 2_000_000_000 });
    expect(bundle.statusCode).toBe(422);
    expect(body(bundle).errors?.bundle_id).toEqual(['Dieses Bündel kann derzeit nicht bestellt werden.']);
  });

  it('answers an empty cart without a key', async () => {
    const response = await suite.api.get('/cart');
    expect(response.statusCode).toBe(200);
    expect(body<PresentedCart>(response).data).toMatchObject({ cart_key: null, item_count: 0, groups: [] });
  });
});

describe('cart ownership and login', () => {
  it('merges the guest cart into the customer’s cart at login (POST /cart/merge), adding quantities', async () => {
    const customer = await createCustomer(suite.context);
    const own = body<PresentedCart>(await add(undefined, jam.variantId, 1, customer.token)).data;
    const guestKey = randomUUID();
    await add(guestKey, jam.variantId, 2);
    await add(guestKey, bread.variantId, 1);
    const merged = await suite.api.post('/cart/merge', { cart_key: guestKey }, customer.token);
    expect(merged.statusCode).toBe(200);
    const cart = body<PresentedCart>(merged).data;
    expect(cart.cart_key).toBe(own.cart_key);
    expect(cart.item_count).toBe(4);
    const lines = cart.groups.flatMap((group) => group.items);
    expect(lines.find((line) => line.variant_id === jam.variantId)?.qty).toBe(3);
    // the guest key now leads to the customer's cart, and for a visitor it is empty
    expect(body<PresentedCart>(await suite.api.get(`/cart?cart_key=${guestKey}`, customer.token)).data.cart_key).toBe(own.cart_key);
    expect(body<PresentedCart>(await suite.api.get(`/cart?cart_key=${guestKey}`)).data).toMatchObject({ cart_key: null, item_count: 0 });
    expect(body(await suite.api.get(`/cart/count?cart_key=${guestKey}`, customer.token)).data).toEqual({
      cart_key: own.cart_key,
      item_count: 4,
    });
    expect(body(await suite.api.get('/cart/count', customer.token)).data).toEqual({ cart_key: own.cart_key, item_count: 4 });
    expect(body(await suite.api.get(`/cart/count?cart_key=${guestKey}`)).data).toEqual({ cart_key: null, item_count: 0 });
  });

  it('merges a guest cart through the badge count too (any cart call with a customer token)', async () => {
    const customer = await createCustomer(suite.context);
    await add(undefined, jam.variantId, 1, customer.token);
    const guestKey = randomUUID();
    await add(guestKey, bread.variantId, 2);
    const count = body<{ cart_key: string; item_count: number }>(
      await suite.api.get(`/cart/count?cart_key=${guestKey}`, customer.token),
    ).data;
    expect(count.item_count).toBe(3);
    expect(count.cart_key).not.toBe(guestKey);
  });

  it('adopts a guest cart on any cart call with a customer token when the customer has no cart yet', async () => {
    const customer = await createCustomer(suite.context);
    const guestKey = randomUUID();
    await add(guestKey, jam.variantId, 2);
    const cart = body<PresentedCart>(await suite.api.get(`/cart?cart_key=${guestKey}`, customer.token)).data;
    expect(cart).toMatchObject({ cart_key: guestKey, item_count: 2 });
    expect(body<PresentedCart>(await suite.api.get('/cart', customer.token)).data.cart_key).toBe(guestKey);
  });

  it('refuses another customer’s cart key (403) and hides it from visitors', async () => {
    const owner = await createCustomer(suite.context);
    const other = await createUserWithToken(suite.context, 'User');
    const ownerCart = body<PresentedCart>(await add(undefined, jam.variantId, 1, owner.token)).data;
    const foreign = await suite.api.get(`/cart?cart_key=${ownerCart.cart_key}`, other.token);
    expect(foreign.statusCode).toBe(403);
    expect(body(foreign).message).toBe('Dieser Warenkorb gehört zu einem anderen Kundenkonto.');
    const foreignAdd = await add(ownerCart.cart_key ?? undefined, jam.variantId, 1, other.token);
    expect(foreignAdd.statusCode).toBe(403);
    const visitor = body<PresentedCart>(await suite.api.get(`/cart?cart_key=${ownerCart.cart_key}`)).data;
    expect(visitor).toMatchObject({ cart_key: null, item_count: 0 });
    // a visitor adding with that key gets a fresh guest cart, not the customer's
    const visitorAdd = body<PresentedCart>(await add(ownerCart.cart_key ?? undefined, bread.variantId, 1)).data;
    expect(visitorAdd.cart_key).not.toBe(ownerCart.cart_key);
    expect(visitorAdd.item_count).toBe(1);
    expect(body<PresentedCart>(await suite.api.get('/cart', owner.token)).data.item_count).toBe(1);
  });

  it('lets only customers merge (providers get 403, visitors 401)', async () => {
    const key = randomUUID();
    expect((await suite.api.post('/cart/merge', { cart_key: key })).statusCode).toBe(401);
    expect((await suite.api.post('/cart/merge', { cart_key: key }, bakery.token)).statusCode).toBe(403);
  });
});
