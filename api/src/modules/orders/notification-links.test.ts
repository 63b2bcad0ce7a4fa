import { testSuite } from '../../../test/fixtures/suite';
import { body, caller, createCustomer, createProduct, createProvider, createShippingMethod } from '../../../test/fixtures/checkout';
import type { PresentedCart } from '../checkout/view';
import { orderNotificationLinks } from './notification-links';
import type { OrderDetail } from './presenters';

const suite = testSuite();
let provider: { id: number; token: string };
let customer: { id: number; token: string };
let placed: OrderDetail;
let refundId: number;

beforeAll(async () => {
  const api = caller(suite.context.app);
  provider = await createProvider(suite.context, 'Hinweis-Töpferei');
  const method = await createShippingMethod(suite.context.db, provider.id, { name: 'Paket', priceCents: 495 });
  const mug = await createProduct(suite.context.db, {
    providerId: provider.id,
    name: 'Becher',
    priceCents: 1000,
    qty: 50,
    methodIds: [method],
  });
  customer = await createCustomer(suite.context);
  const key = body<PresentedCart>(await api.post('/cart/add', { variant_id: mug.variantId, qty: 1 }, customer.token)).data.cart_key;
  placed = body<{ order: OrderDetail }>(await api.post('/orderPlace', { cart_key: key, accept_terms: 1 }, customer.token)).data.order;
  const vendor = placed.vendor_orders[0];
  const refund = await api.post(
    '/refund-process',
    { shop_vendor_order_id: vendor?.id, reason: 'damaged', comment: 'Henkel ab', lines: [{ item_id: vendor?.items[0]?.id, qty: 1 }] },
    customer.token,
  );
  refundId = body<{ id: number }>(refund).data.id;
});

describe('where notifications about orders lead', () => {
  it('an order number leads its customer to the order, nobody else', async () => {
    const { order } = orderNotificationLinks;
    expect(await order?.(suite.context.db, customer.id, [placed.order_number, 'MP-0000-000000'])).toEqual(
      new Map([[placed.order_number, `/orders/${placed.order_number}`]]),
    );
    expect((await order?.(suite.context.db, provider.id, [placed.order_number]))?.size).toBe(0);
  });

  it('a vendor order leads its provider to the order on the provider’s side, not the customer', async () => {
    const vendorOrderId = placed.vendor_orders[0]?.id ?? 0;
    expect(await orderNotificationLinks.vendorOrder?.(suite.context.db, provider.id, [vendorOrderId])).toEqual(
      new Map([[vendorOrderId, `/orders/provider/${vendorOrderId}`]]),
    );
    expect((await orderNotificationLinks.vendorOrder?.(suite.context.db, customer.id, [vendorOrderId]))?.size).toBe(0);
  });

  it('a refund leads the provider to its refunds and the customer to theirs', async () => {
    expect(await orderNotificationLinks.providerRefund?.(suite.context.db, provider.id, [refundId])).toEqual(
      new Map([[refundId, '/orders/provider/refunds']]),
    );
    expect(await orderNotificationLinks.customerRefund?.(suite.context.db, customer.id, [refundId])).toEqual(
      new Map([[refundId, '/orders/refunds']]),
    );
    expect((await orderNotificationLinks.providerRefund?.(suite.context.db, customer.id, [refundId]))?.size).toBe(0);
    expect((await orderNotificationLinks.customerRefund?.(suite.context.db, provider.id, [refundId]))?.size).toBe(0);
  });
});
