import { isCustomerList, orderListEndpoint } from './roles';

describe('order list endpoint by role (spec 02 §6)', () => {
  it('gives a customer (stored role Customer or User) their own orders', () => {
    expect(orderListEndpoint('Customer', 'Customer')).toBe('api/shop/orders');
    expect(orderListEndpoint('User', undefined)).toBe('api/shop/orders');
  });

  it('gives any other role the provider orders', () => {
    expect(orderListEndpoint('Business', 'Company')).toBe('api/shop/provider-orders');
    expect(orderListEndpoint('Company', null)).toBe('api/shop/provider-orders');
    expect(isCustomerList('api/shop/provider-orders')).toBe(false);
  });

  it('sends a non-User role with a customer profile to the shop orders path', () => {
    expect(orderListEndpoint('Business', 'Customer')).toBe('shop/orders');
    expect(isCustomerList('shop/orders')).toBe(true);
  });
});
