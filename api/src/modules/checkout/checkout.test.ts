import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { carts, notifications, outboxMessages, shopProductVariants, users } from '../../db/schema';
import { createUserWithToken } from '../../../test/helpers';
import { testSuite } from '../../../test/fixtures/suite';
import type { OrderDetail } from '../orders/presenters';
import { setVendorPolicies } from '../reference/service';
import {
  body,
  createCheckoutCatalogue,
  createCustomer,
  createProduct,
  customerWithCart as cartOf,
  variantQty,
} from '../../../test/fixtures/checkout';
import type { PresentedCart } from './view';

interface Placed {
  order: OrderDetail;
  order_number: string;
  bank_transfer: { iban: string; reference: string; amount: number; amount_cents: number; account_holder: string } | null;
}

const suite = testSuite();
let farm: { id: number; token: string };
let shop: { id: number; token: string };
let eggs: { productId: number; variantId: number };
let honey: { productId: number; variantId: number };
let lamp: { productId: number; variantId: number };
let standard: number;
let express: number;
let courier: number;

beforeAll(async () => {
  ({ farm, shop, standard, express, courier, eggs, honey, lamp } = await createCheckoutCatalogue(suite.context));
});

/** A customer with a cart holding the given lines; answers the customer and the cart key. */
const customerWithCart = (lines: { variantId: number; qty: number }[]) => cartOf(suite.context, lines);

async function chooseStandard(key: string, token: string) {
  const response = await suite.api.post(
    '/updateCartItemShipping',
    { cart_key: key, provider_id: farm.id, shipping_method_id: standard },
    token,
  );
  expect(response.statusCode).toBe(200);
  return body<PresentedCart>(response).data;
}

/** Text with the no-break spaces of de-DE amounts (`12,60 €`) as plain spaces. */
const plain = (text: string | undefined) => text?.replace(/\u00a0/g, ' ');

describe('orderCheckout', () => {
  it('preselects the cheapest delivery where a group has several ways, so the summary answers without a choice; a choice replaces it', async () => {
    const { customer, key } = await customerWithCart([
      { variantId: eggs.variantId, qty: 2 },
      { variantId: lamp.variantId, qty: 1 },
    ]);
    const preselected = await suite.api.post('/orderCheckout', { cart_key: key }, customer.token);
    expect(preselected.statusCode).toBe(200);
    const farmShipping = body<{ cart: PresentedCart }>(preselected).data.cart.groups.find(
      (group) => group.provider_id === farm.id,
    )?.shipping;
    const delivery = (farmShipping?.methods ?? []).filter((method) => !method.is_pickup);
    expect(delivery.length).toBeGreaterThan(1);
    const cheapest = Math.min(...delivery.map((method) => method.price_cents));
    expect(farmShipping).toMatchObject({ selected: true, preselected: true, cost_cents: cheapest });

    const cart = await chooseStandard(key, customer.token);
    expect(cart.groups.find((group) => group.provider_id === farm.id)?.shipping).toMatchObject({
      selected: true,
      preselected: false,
      shipping_method_id: standard,
      cost_cents: 590,
    });

    const summary = await suite.api.post('/orderCheckout', { cart_key: key }, customer.token);
    expect(summary.statusCode).toBe(200);
    const data = body<{ ready: boolean; cart: PresentedCart; billing_address: { id: number }; shipping_address: { id: number } }>(
      summary,
    ).data;
    expect(data.ready).toBe(true);
    expect(data.billing_address.id).toBe(customer.billingAddressId);
    expect(data.shipping_address.id).toBe(customer.shippingAddressId);
    expect(data.cart.totals.total_cents).toBe(2 * 420 + 590 + 12_900 + 690);
    expect(data.cart).toMatchObject({ billing_address_id: customer.billingAddressId, shipping_address_id: customer.shippingAddressId });
  });

  it('chooses the shipping of an item’s group by cart_item_id and refuses a method that does not fit', async () => {
    const { customer, key } = await customerWithCart([{ variantId: lamp.variantId, qty: 1 }]);
    const cart = body<PresentedCart>(await suite.api.get(`/cart?cart_key=${key}`, customer.token)).data;
    const itemId = cart.groups[0]?.items[0]?.id;
    const wrong = await suite.api.post(
      '/updateCartItemShipping',
      { cart_key: key, cart_item_id: itemId, shipping_method_id: express },
      customer.token,
    );
    expect(wrong.statusCode).toBe(422);
    expect(body(wrong).errors?.shipping_method_id).toEqual([
      'Diese Versandart ist für die Artikel von „Lichtwerk Berlin“ nicht verfügbar.',
    ]);
    const right = await suite.api.post(
      '/updateCartItemShipping',
      { cart_key: key, cart_item_id: itemId, shipping_method_id: courier },
      customer.token,
    );
    expect(right.statusCode).toBe(200);
    const noGroup = await suite.api.post(
      '/updateCartItemShipping',
      { cart_key: key, provider_id: farm.id, shipping_method_id: standard },
      customer.token,
    );
    expect(noGroup.statusCode).toBe(422);
    expect(body(noGroup).errors?.provider_id).toEqual(['Von diesem Anbieter liegen keine Artikel im Warenkorb.']);
    const neither = await suite.api.post('/updateCartItemShipping', { cart_key: key, shipping_method_id: courier }, customer.token);
    expect(neither.statusCode).toBe(422);
    expect(body(neither).errors?.provider_id?.[0]).toMatch(/provider_id/);
  });

  it('refuses addresses of another customer, an empty cart, unknown and foreign carts, and bad keys', async () => {
    const { customer, key } = await customerWithCart([{ variantId: lamp.variantId, qty: 1 }]);
    const stranger = await createCustomer(suite.context);
    const foreignAddress = await suite.api.post(
      '/orderCheckout',
      { cart_key: key, billing_address_id: stranger.billingAddressId, shipping_address_id: stranger.shippingAddressId },
      customer.token,
    );
    expect(foreignAddress.statusCode).toBe(422);
    expect(body(foreignAddress).errors?.billing_address_id).toEqual(['Diese Rechnungsadresse gehört nicht zu Ihrem Kundenkonto.']);
    expect(body(foreignAddress).errors?.shipping_address_id).toEqual(['Diese Lieferadresse gehört nicht zu Ihrem Kundenkonto.']);

    const foreignCart = await suite.api.post('/orderCheckout', { cart_key: key }, stranger.token);
    expect(foreignCart.statusCode).toBe(403);
    const foreignPlace = await suite.api.post('/orderPlace', { cart_key: key, accept_terms: 1 }, stranger.token);
    expect(foreignPlace.statusCode).toBe(403);
    expect(body(foreignPlace).message).toBe('Dieser Warenkorb gehört zu einem anderen Kundenkonto.');

    const unknown = await suite.api.post('/orderCheckout', { cart_key: randomUUID() }, customer.token);
    expect(unknown.statusCode).toBe(404);
    expect(body(unknown).message).toBe('Der Warenkorb wurde nicht gefunden.');
    const badKey = await suite.api.post('/orderCheckout', { cart_key: '123' }, customer.token);
    expect(badKey.statusCode).toBe(422);
    expect(body(badKey).errors?.cart_key).toEqual(['Bitte geben Sie einen gültigen Warenkorb-Schlüssel (cart_key) an.']);
    const noBody = await suite.api.post('/orderCheckout', {}, customer.token);
    expect(noBody.statusCode).toBe(422);

    const itemId = body<PresentedCart>(await suite.api.get(`/cart?cart_key=${key}`, customer.token)).data.groups[0]?.items[0]?.id;
    await suite.api.delete(`/cart/item/${itemId}?cart_key=${key}`, customer.token);
    const empty = await suite.api.post('/orderCheckout', { cart_key: key }, customer.token);
    expect(empty.statusCode).toBe(422);
    expect(body(empty).errors?.cart_key).toEqual(['Ihr Warenkorb ist leer.']);
  });

  it('needs a billing address, and a shipping address only when something is shipped', async () => {
    const bare = await createUserWithToken(suite.context, 'User');
    const key = body<PresentedCart>(await suite.api.post('/cart/add', { variant_id: eggs.variantId, qty: 1 }, bare.token)).data.cart_key;
    await suite.api.post('/setStoreLocation', { cart_key: key, provider_id: farm.id }, bare.token);
    const response = await suite.api.post('/orderCheckout', { cart_key: key }, bare.token);
    expect(response.statusCode).toBe(422);
    expect(body(response).errors).toEqual({ billing_address_id: ['Bitte legen Sie eine Rechnungsadresse an.'] });
  });

  it('answers 409 naming the product when the stock no longer covers a line', async () => {
    const scarce = await createProduct(suite.context.db, { providerId: shop.id, name: 'Stehleuchte Unikat', priceCents: 39_900, qty: 2 });
    const { customer, key } = await customerWithCart([{ variantId: scarce.variantId, qty: 2 }]);
    await suite.context.db.update(shopProductVariants).set({ qty: 1 }).where(eq(shopProductVariants.id, scarce.variantId));
    const response = await suite.api.post('/orderCheckout', { cart_key: key }, customer.token);
    expect(response.statusCode).toBe(409);
    expect(body(response).message).toBe('„Stehleuchte Unikat“ ist nur noch 1-mal vorrätig. Bitte verringern Sie die Menge.');
    const remaining = body<{ remaining_count: number; items: { problem: string; available_qty: number }[] }>(
      await suite.api.get(`/checkoutRemainingItems?cart_key=${key}`, customer.token),
    ).data;
    expect(remaining.remaining_count).toBe(1);
    expect(remaining.items[0]).toMatchObject({ problem: 'out_of_stock', available_qty: 1 });
    const place = await suite.api.post('/orderPlace', { cart_key: key, accept_terms: 1 }, customer.token);
    expect(place.statusCode).toBe(409);
  });

  it('is for customers only', async () => {
    const key = randomUUID();
    expect((await suite.api.post('/orderCheckout', { cart_key: key })).statusCode).toBe(401);
    expect((await suite.api.post('/orderCheckout', { cart_key: key }, farm.token)).statusCode).toBe(403);
  });
});

describe('pickup and terms', () => {
  it('sets pickup for a group whose products all offer it, and refuses it otherwise', async () => {
    const { customer, key } = await customerWithCart([
      { variantId: eggs.variantId, qty: 1 },
      { variantId: lamp.variantId, qty: 1 },
    ]);
    const pickup = await suite.api.post('/setStoreLocation', { cart_key: key, provider_id: farm.id }, customer.token);
    expect(pickup.statusCode).toBe(200);
    const group = body<PresentedCart>(pickup).data.groups.find((candidate) => candidate.provider_id === farm.id);
    expect(group?.shipping).toMatchObject({
      delivery_mode: 'pickup',
      selected: true,
      cost_cents: 0,
      pickup_address: 'Feldweg 3, 14467 Potsdam',
      name: 'Abholung',
    });
    const refused = await suite.api.post('/setStoreLocation', { cart_key: key, provider_id: shop.id }, customer.token);
    expect(refused.statusCode).toBe(422);
    expect(body(refused).errors?.provider_id).toEqual(['„Tischleuchte Messing“ kann nicht abgeholt werden.']);
  });

  it('answers the terms and a withdrawal notice per provider (own text or the statutory model)', async () => {
    await setVendorPolicies(suite.context.db, shop.id, { return_policy: 'Widerrufsbelehrung von Lichtwerk: 30 Tage Rückgaberecht.' });
    const { customer, key } = await customerWithCart([
      { variantId: eggs.variantId, qty: 1 },
      { variantId: lamp.variantId, qty: 1 },
    ]);
    const response = await suite.api.post('/cartItemsTerms', { cart_key: key }, customer.token);
    expect(response.statusCode).toBe(200);
    const terms = body<{
      terms_url: string;
      withdrawal_url: string;
      providers: { provider_id: number; withdrawal_notice: string; has_own_withdrawal_notice: boolean }[];
    }>(response).data;
    expect(terms.terms_url).toMatch(/\/page\/agb$/);
    expect(terms.withdrawal_url).toMatch(/\/page\/widerrufsbelehrung$/);
    expect(terms.providers.find((provider) => provider.provider_id === farm.id)).toMatchObject({ has_own_withdrawal_notice: false });
    expect(terms.providers.find((provider) => provider.provider_id === farm.id)?.withdrawal_notice).toMatch(/binnen vierzehn Tagen/);
    expect(terms.providers.find((provider) => provider.provider_id === shop.id)).toMatchObject({
      has_own_withdrawal_notice: true,
      withdrawal_notice: 'Widerrufsbelehrung von Lichtwerk: 30 Tage Rückgaberecht.',
    });
  });
});

describe('orderPlace (prepayment)', () => {
  it('needs the accepted terms', async () => {
    const { customer, key } = await customerWithCart([{ variantId: lamp.variantId, qty: 1 }]);
    const response = await suite.api.post('/orderPlace', { cart_key: key }, customer.token);
    expect(response.statusCode).toBe(422);
    expect(body(response).errors?.accept_terms).toEqual([
      'Bitte akzeptieren Sie die AGB und nehmen Sie die Widerrufsbelehrung zur Kenntnis.',
    ]);
    expect((await suite.api.post('/orderPlace', { cart_key: key, accept_terms: 0 }, customer.token)).statusCode).toBe(422);
  });

  it('places one order with a vendor order per provider, takes the stock, answers the bank details and e-mails everyone', async () => {
    const { customer, key } = await customerWithCart([
      { variantId: eggs.variantId, qty: 3 },
      { variantId: honey.variantId, qty: 1 },
      { variantId: lamp.variantId, qty: 1 },
    ]);
    await chooseStandard(key, customer.token);
    const eggsBefore = await variantQty(suite.context.db, eggs.variantId);
    const lampBefore = await variantQty(suite.context.db, lamp.variantId);

    const response = await suite.api.post('/orderPlace', { cart_key: key, accept_terms: 1 }, customer.token);
    expect(response.statusCode).toBe(201);
    const placed = body<Placed>(response).data;
    expect(placed.order_number).toMatch(/^MP-\d{4}-\d{6}$/);
    const total = 3 * 420 + 790 + 590 + 12_900 + 690;
    expect(placed.order).toMatchObject({
      total_cents: total,
      amount_due_cents: total,
      payment_method_code: 'prepayment',
      payment_status: 'pending',
      order_status: 'pending',
    });
    expect(placed.order.payment_mothod).toBe('Vorkasse (Überweisung)');
    expect(placed.bank_transfer).toMatchObject({ reference: placed.order_number, amount_cents: total, account_holder: 'Marktplatz GmbH' });
    expect(placed.order.vendor_orders).toHaveLength(2);
    const farmOrder = placed.order.vendor_orders.find((vendor) => vendor.provider_id === farm.id);
    expect(farmOrder).toMatchObject({
      vendor_order_number: `${placed.order_number}-1`,
      shipping_cents: 590,
      items_total_cents: 3 * 420 + 790,
      status: 'pending',
    });
    expect(farmOrder?.items.map((item) => [item.product_name, item.qty, item.tax_rate])).toEqual([
      ['Bio-Eier (10 Stück)', 3, 7],
      ['Blütenhonig 500 g', 1, 7],
    ]);
    expect(placed.order.vat.map((line) => line.rate)).toEqual([7, 19]);
    expect(placed.order.vat.reduce((sum, line) => sum + line.gross_cents, 0)).toBe(total);

    expect(await variantQty(suite.context.db, eggs.variantId)).toBe(eggsBefore - 3);
    expect(await variantQty(suite.context.db, lamp.variantId)).toBe(lampBefore - 1);
    const [cartRow] = await suite.context.db.select().from(carts).where(eq(carts.cartKey, key));
    expect(cartRow?.status).toBe('checked_out');

    const [account] = await suite.context.db.select({ email: users.email }).from(users).where(eq(users.id, customer.id));
    const mails = await suite.context.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, account?.email ?? ''));
    const confirmation = mails.find((mail) => mail.subject === `Ihre Bestellung ${placed.order_number} beim Marktplatz`);
    expect(plain(confirmation?.body)).toContain('3 × Bio-Eier (10 Stück) à 4,20 € = 12,60 € (inkl. 7 % MwSt.)');
    expect(confirmation?.body).toContain(`Verwendungszweck: ${placed.order_number}`);
    expect(confirmation?.body).toContain('Widerrufsrecht');
    expect(confirmation?.links.some((link) => link.endsWith('/page/widerrufsbelehrung'))).toBe(true);
    expect(confirmation?.links.some((link) => link.endsWith(`/shop/order/${placed.order_number}`))).toBe(true);
    const [farmAccount] = await suite.context.db.select({ email: users.email }).from(users).where(eq(users.id, farm.id));
    const providerMails = await suite.context.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, farmAccount?.email ?? ''));
    expect(providerMails.map((mail) => mail.subject)).toContain(`Neue Bestellung ${placed.order_number}-1`);
    const notices = await suite.context.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, farm.id), eq(notifications.type, 'new_order')));
    expect(notices).toHaveLength(1);

    const again = await suite.api.post('/orderPlace', { cart_key: key, accept_terms: 1 }, customer.token);
    expect(again.statusCode).toBe(200);
    expect(body(again).message).toBe('Diese Bestellung wurde bereits aufgegeben.');
    expect(body<Placed>(again).data.order_number).toBe(placed.order_number);
    expect(await variantQty(suite.context.db, eggs.variantId)).toBe(eggsBefore - 3);

    const confirmed = await suite.api.post('/orderConfirmed', { cart_key: key }, customer.token);
    expect(confirmed.statusCode).toBe(200);
    expect(body<OrderDetail>(confirmed).data.order_number).toBe(placed.order_number);
    const page = await suite.api.get(`/shop/order/${placed.order_number}`, customer.token);
    expect(body<OrderDetail>(page).data.bank_transfer?.reference).toBe(placed.order_number);

    const changeAfter = await suite.api.post(
      '/updateCartItemShipping',
      { cart_key: key, provider_id: farm.id, shipping_method_id: express },
      customer.token,
    );
    expect(changeAfter.statusCode).toBe(409);
    expect(body(changeAfter).message).toBe('Für diesen Warenkorb wurde bereits eine Bestellung aufgegeben.');
    expect(body<PresentedCart>(await suite.api.get(`/cart?cart_key=${key}`, customer.token)).data).toMatchObject({
      cart_key: null,
      item_count: 0,
    });
  });

  it('orders nothing when the total the customer saw has changed in the meantime', async () => {
    const { customer, key } = await customerWithCart([{ variantId: lamp.variantId, qty: 1 }]);
    const shown = body<PresentedCart>(await suite.api.get(`/cart?cart_key=${key}`, customer.token)).data.totals.total_cents;
    await suite.context.db.update(shopProductVariants).set({ priceCents: 13_900 }).where(eq(shopProductVariants.id, lamp.variantId));
    const changed = await suite.api.post('/orderPlace', { cart_key: key, accept_terms: 1, expected_total_cents: shown }, customer.token);
    await suite.context.db.update(shopProductVariants).set({ priceCents: 12_900 }).where(eq(shopProductVariants.id, lamp.variantId));
    expect(changed.statusCode).toBe(409);
    expect(plain(body(changed).message)).toBe(
      'Der Gesamtbetrag hat sich auf 145,90 € geändert. Bitte prüfen Sie Ihren Warenkorb und bestellen Sie erneut.',
    );
    const placed = await suite.api.post('/orderPlace', { cart_key: key, accept_terms: 1, expected_total_cents: shown }, customer.token);
    expect(placed.statusCode).toBe(201);
  });

  it('answers 404 on orderConfirmed before an order exists', async () => {
    const { customer, key } = await customerWithCart([{ variantId: lamp.variantId, qty: 1 }]);
    const response = await suite.api.post('/orderConfirmed', { cart_key: key }, customer.token);
    expect(response.statusCode).toBe(404);
    expect(body(response).message).toBe('Für diesen Warenkorb wurde noch keine Bestellung aufgegeben.');
  });
});
