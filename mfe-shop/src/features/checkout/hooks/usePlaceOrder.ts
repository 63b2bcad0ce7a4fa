import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { errorMessage, fieldErrors, notify } from '@marktplatz/shared';
import type { Cart } from '../../../entities/cart';
import { announceCartChange, forgetCartKey, getCartKey } from '../../../lib/cartKey';
import { paths } from '../../../lib/paths';
import { messages } from '../../../messages';
import { getCart } from '../../cart';
import { getCashPayments } from '../api/getCashPayments';
import { orderCheckout } from '../api/orderCheckout';
import { orderConfirmed } from '../api/orderConfirmed';
import { placeByCash } from '../api/placeByCash';
import { placeByInvoice } from '../api/placeByInvoice';
import { placeByPrepayment } from '../api/placeByPrepayment';
import { placeBySepa } from '../api/placeBySepa';
import { placeByVoucher } from '../api/placeByVoucher';
import { setCashPayment } from '../api/setCashPayment';
import { isPayingCash, type CheckoutValues } from '../lib/checkoutValues';
import type { PlaceInput, Voucher } from '../types';

function isConflict(error: unknown): boolean {
  return !!error && typeof error === 'object' && (error as { code?: unknown }).code === 'CONFLICT';
}

/** The server's refusal: its messages by field (API names) and all of them as the form's error list. */
export type PlaceErrors = SubmissionErrors & { [FORM_ERROR]?: string[] };

/**
 * Places the order (spec 02 §9): the addresses go to `/orderCheckout`, a cash order's payment per provider to
 * `/setCashPayments`, then the call of the chosen payment. A cart that was ordered already (CONFLICT) is looked up
 * and its confirmation shown. Runs once at a time; resolves with the server's errors or undefined.
 */
export function usePlaceOrder({
  needsShipping,
  voucher,
  dueCents,
  onCart,
}: {
  needsShipping: boolean;
  voucher: Voucher | null;
  dueCents: number;
  onCart: (cart: Cart) => void;
}) {
  const navigate = useNavigate();
  const placing = useRef(false);

  const finish = (orderNumber: string) => {
    forgetCartKey();
    announceCartChange({ count: 0 });
    notify.success(messages.checkout.ordered);
    navigate(paths.order(orderNumber), { replace: true });
  };

  return async (values: CheckoutValues): Promise<PlaceErrors | undefined> => {
    if (placing.current) return undefined;
    placing.current = true;
    const cartKey = getCartKey();
    const shippingId = values.shipping_address_id;
    const billingId = values.billing_address_id;
    const choice = {
      ...(shippingId && needsShipping ? { shipping_address_id: shippingId } : {}),
      ...(billingId ? { billing_address_id: billingId } : {}),
    };
    try {
      await orderCheckout(choice);
      if (isPayingCash(values)) {
        for (const group of await getCashPayments()) {
          const option = group.selected ?? group.options[0]?.value;
          if (option) await setCashPayment(group.provider_id, option);
        }
      }
      const input: PlaceInput = { ...choice, accept_terms: true };
      const method = values.payment_method;
      let result;
      if (method === 'voucher' && voucher) {
        result = await placeByVoucher({
          ...input,
          voucher_code: voucher.code,
          ...(dueCents > 0 ? { rest_payment_method: values.rest_payment_method } : {}),
        });
      } else if (method === 'cash') {
        result = await placeByCash(input);
      } else if (method === 'invoice') {
        result = await placeByInvoice(input);
      } else if (method === 'sepa_debit') {
        result = await placeBySepa({
          ...input,
          iban: values.iban,
          account_holder: values.account_holder.trim(),
          mandate_accepted: values.mandate_accepted,
        });
      } else {
        result = await placeByPrepayment(input);
      }
      finish(result.order_number);
      return undefined;
    } catch (error) {
      if (isConflict(error) && cartKey) {
        try {
          const order = await orderConfirmed(cartKey);
          finish(order.order_number);
          return undefined;
        } catch {
          // not an already placed order: show the conflict below
        }
      }
      const byField = fieldErrors(error) ?? {};
      const list = Object.values(byField).flat();
      notify.error(errorMessage(error));
      getCart().then(onCart, () => undefined);
      placing.current = false;
      return { ...byField, [FORM_ERROR]: list.length > 0 ? list : [errorMessage(error)] };
    }
  };
}
