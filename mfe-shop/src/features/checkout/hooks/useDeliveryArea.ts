import { useFetch } from '@marktplatz/shared';
import type { Cart } from '../../../entities/cart';
import { getDeliveryArea } from '../api/getDeliveryArea';

/**
 * The delivery area check when an address is chosen: the restaurants among the delivered groups are asked whether
 * they deliver to its postal code (`GET /food/delivery-area`), so a refusal shows beside the address at once instead
 * of after „Zahlungspflichtig bestellen“. Answers the German messages (none while nothing is to check).
 */
export function useDeliveryArea(cart: Cart, postalCode: string | null): string[] {
  const delivered = cart.groups
    .filter((group) => group.shipping.delivery_mode === 'shipping')
    .map((group) => group.provider_id)
    .sort((a, b) => a - b);
  const key = delivered.join(',');
  const check = useFetch(
    async (signal) => (postalCode && delivered.length > 0 ? getDeliveryArea(delivered, postalCode, signal) : []),
    [key, postalCode],
  );
  return (check.data ?? []).flatMap((answer) => (answer.message ? [answer.message] : []));
}
