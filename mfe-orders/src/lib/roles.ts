import { toProfileRole } from '@marktplatz/shared';

/**
 * Which order list a session uses (spec 02 §6): the stored role User (Customer) selects the customer's own orders
 * (`api/shop/orders`); any other role selects the provider's orders (`api/shop/provider-orders`), except a
 * non-User role whose profile is a customer, which uses the shop orders path (`/shop/orders`).
 */
export function orderListEndpoint(storedRole: string | null | undefined, profileRole: string | null | undefined): string {
  if (toProfileRole(storedRole) === 'User') return 'api/shop/orders';
  if (profileRole === 'Customer' || profileRole === 'User') return 'shop/orders';
  return 'api/shop/provider-orders';
}

/** Whether the list is a customer's (own orders) rather than a provider's. */
export function isCustomerList(endpoint: string): boolean {
  return endpoint !== 'api/shop/provider-orders';
}
