import { EMPTY, type Found, NOTIFICATION_LIST_PATH, notificationTarget, targetPath } from './links';

/** Everything the reader owns, as the owners' lookups (`DomainModule.notificationLinks`) would answer it. */
const all: Found = {
  order: new Map([['MP-2026-000042', '/orders/MP-2026-000042']]),
  vendorOrder: new Map([[7, '/orders/provider/7']]),
  providerRefund: new Map([[3, '/orders/provider/refunds']]),
  customerRefund: new Map([[4, '/orders/refunds']]),
  conversation: new Map([[11, '/chat/11']]),
  offer: new Map([[21, '/leads/offers/21']]),
  inquiry: new Map([
    [31, '/leads/provider/301'],
    [32, '/leads'],
  ]),
  product: new Map([[41, '/product/41']]),
  property: new Map([[51, '/property-detail/altbau-mit-garten']]),
};

const link = (type: string, data: Record<string, unknown> | null, found: Found = all) => targetPath(notificationTarget(type, data), found);

describe('notification links by type (the data each creator stores)', () => {
  it('a new order opens the provider’s order', () => {
    expect(link('new_order', { order_id: 1, vendor_order_id: 7, vendor_order_number: 'MP-2026-000042-1' })).toBe('/orders/provider/7');
  });

  it('a shipping step opens the customer’s order by its number', () => {
    expect(link('order_status', { order_number: 'MP-2026-000042', vendor_order_id: 7, track_id: 9 })).toBe('/orders/MP-2026-000042');
  });

  it('a refund request opens the provider’s refunds, a refund decision the customer’s refunds', () => {
    expect(link('order_status', { refund_id: 3, vendor_order_id: 7 })).toBe('/orders/provider/refunds');
    expect(link('order_status', { refund_id: 4 })).toBe('/orders/refunds');
  });

  it('a declared Widerruf opens the provider’s order', () => {
    expect(link('order_status', { vendor_order_id: 7, revocation_id: 2 })).toBe('/orders/provider/7');
  });

  it('a chat message opens its conversation, without one the chat', () => {
    expect(link('new_message', { conversation_id: 11, message_id: 99 })).toBe('/chat/11');
    expect(link('new_message', null)).toBe('/chat');
  });

  it('a new inquiry opens the provider’s lead, a viewing request the property', () => {
    expect(link('new_inquiry', { inquiry_id: 31 })).toBe('/leads/provider/301');
    expect(link('new_inquiry', { property_id: 51 })).toBe('/property-detail/altbau-mit-garten');
  });

  it('a new or withdrawn offer opens the customer’s offer', () => {
    expect(link('new_offer', { offer_id: 21 })).toBe('/leads/offers/21');
  });

  it('an offer declined opens the provider’s lead; a provider gone opens the customer’s inquiries', () => {
    expect(link('new_offer', { inquiry_id: 31 })).toBe('/leads/provider/301');
    expect(link('new_offer', { inquiry_id: 32 })).toBe('/leads');
  });

  it('an accepted offer opens the provider’s lead', () => {
    expect(link('offer_accepted', { inquiry_id: 31 })).toBe('/leads/provider/301');
  });

  it('a review (new or reported) opens the product', () => {
    expect(link('new_review', { product_id: 41, review_id: 5, rating: 4 })).toBe('/product/41');
  });

  it('account notices open the security settings (password) or the account', () => {
    expect(link('account', { topic: 'password' })).toBe('/account/security');
    expect(link('account', null)).toBe('/account');
    expect(link('newsletter', null)).toBe('/account/newsletter');
  });

  it('ids stored as digit strings count, anything else does not', () => {
    expect(link('new_order', { vendor_order_id: '7' })).toBe('/orders/provider/7');
    expect(link('new_order', { vendor_order_id: 'x' })).toBe(NOTIFICATION_LIST_PATH);
    expect(link('new_order', { vendor_order_id: -7 })).toBe(NOTIFICATION_LIST_PATH);
  });

  it('without the data for a target, or of an unknown type, it opens the list', () => {
    expect(link('new_order', { order_number: '100001' })).toBe(NOTIFICATION_LIST_PATH);
    expect(link('new_inquiry', null)).toBe(NOTIFICATION_LIST_PATH);
    expect(link('offer_accepted', {})).toBe(NOTIFICATION_LIST_PATH);
    expect(link('something_new', { order_id: 1 })).toBe(NOTIFICATION_LIST_PATH);
  });

  it('a target that no longer exists (or is not the reader’s) opens the list', () => {
    for (const [type, data] of [
      ['new_order', { vendor_order_id: 7 }],
      ['order_status', { order_number: 'MP-2026-000042' }],
      ['order_status', { refund_id: 3, vendor_order_id: 7 }],
      ['order_status', { refund_id: 4 }],
      ['new_message', { conversation_id: 11 }],
      ['new_inquiry', { inquiry_id: 31 }],
      ['new_inquiry', { property_id: 51 }],
      ['new_offer', { offer_id: 21 }],
      ['new_review', { product_id: 41 }],
    ] as const) {
      expect(link(type, data, EMPTY)).toBe(NOTIFICATION_LIST_PATH);
    }
  });
});
