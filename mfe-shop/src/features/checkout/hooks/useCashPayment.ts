import { useFetch } from '@marktplatz/shared';
import type { Cart } from '../../../entities/cart';
import { getCashOrderInformation } from '../api/getCashOrderInformation';
import { getCashOrderPreview } from '../api/getCashOrderPreview';

/**
 * What paying in cash means for this cart: each provider's instructions and the points still open (e.g. an
 * address), asked again whenever the cart, the voucher or an address changes. Nothing is asked without cash.
 */
export function useCashPayment(
  payingCash: boolean,
  cart: Cart,
  voucherCode: string | undefined,
  addresses: { shippingId: number | null; billingId: number | null },
) {
  const information = useFetch(
    (signal) => (payingCash ? getCashOrderInformation(voucherCode, signal) : Promise.resolve(null)),
    [payingCash, cart, voucherCode],
  );
  const preview = useFetch(
    (signal) => (payingCash ? getCashOrderPreview(voucherCode, signal) : Promise.resolve(null)),
    [payingCash, cart, voucherCode, addresses.shippingId, addresses.billingId],
  );
  const openPoints = preview.data ? Object.values(preview.data.problems).flat() : [];
  return { information: information.data, openPoints };
}
