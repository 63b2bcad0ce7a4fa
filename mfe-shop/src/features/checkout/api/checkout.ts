import type { AxiosResponse } from 'axios';
import { type Envelope, http, httpApi } from '@marktplatz/shared';
import { ensureCartKey } from '../../../lib/cartKey';
import type { CashOption } from '../../../entities/cart';
import type {
  Address,
  CartTerms,
  CashInformation,
  CashPreview,
  CheckoutSummary,
  FoodCartSlot,
  FoodDeliveryArea,
  OrderDetail,
  PaymentMethod,
  PaymentTerms,
  PlacedOrder,
  RemainingItems,
  Voucher,
} from '../types';

/** `GET /shipping-address` or `GET /billing-address` (account's address books): default first. */
export async function listAddresses(book: 'shipping' | 'billing', signal?: AbortSignal): Promise<Address[]> {
  const response = await http.get<Envelope<Address[]>>(`${book}-address`, { signal });
  return response.data.data;
}

/** `POST /setShippingFromBilling {billing_address_id}`: copies the billing address into the shipping book. */
export async function setShippingFromBilling(billingAddressId: number): Promise<Address> {
  const response = await http.post<Envelope<Address>>('setShippingFromBilling', { billing_address_id: billingAddressId });
  return response.data.data;
}

/** `GET /payment-methods`. */
export async function getPaymentMethods(signal?: AbortSignal): Promise<PaymentMethod[]> {
  const response = await http.get<Envelope<PaymentMethod[]>>('payment-methods', { signal });
  return response.data.data;
}

/** `GET /getVoucherInfo?voucher_code=`: value, balance and validity of a voucher. */
export async function getVoucherInfo(code: string): Promise<Voucher> {
  const response = await http.get<Envelope<Voucher>>('getVoucherInfo', { params: { voucher_code: code } });
  return response.data.data;
}

/** `POST /cartItemsTerms {cart_key}`: terms and each provider's withdrawal notice. */
export async function getCartTerms(signal?: AbortSignal): Promise<CartTerms> {
  const response = await http.post<Envelope<CartTerms>>('cartItemsTerms', { cart_key: ensureCartKey() }, { signal });
  return response.data.data;
}

/** `GET /checkoutRemainingItems?cart_key=`: lines that cannot be ordered as they are. */
export async function getRemainingItems(signal?: AbortSignal): Promise<RemainingItems> {
  const response = await http.get<Envelope<RemainingItems>>('checkoutRemainingItems', { params: { cart_key: ensureCartKey() }, signal });
  return response.data.data;
}

/** `GET /cashOrderInformation?cart_key=&voucher_code=`: who collects how much cash, where. */
export async function getCashOrderInformation(voucherCode?: string, signal?: AbortSignal): Promise<CashInformation> {
  const response = await http.get<Envelope<CashInformation>>('cashOrderInformation', {
    params: { cart_key: ensureCartKey(), ...(voucherCode ? { voucher_code: voucherCode } : {}) },
    signal,
  });
  return response.data.data;
}

/** `GET /getCashPayments?cart_key=`: the cash option each provider group allows. */
export async function getCashPayments(
  signal?: AbortSignal,
): Promise<{ provider_id: number; options: { value: CashOption }[]; selected: CashOption | null }[]> {
  const response = await http.get<Envelope<{ provider_id: number; options: { value: CashOption }[]; selected: CashOption | null }[]>>(
    'getCashPayments',
    {
      params: { cart_key: ensureCartKey() },
      signal,
    },
  );
  return response.data.data;
}

/** `POST /setCashPayments {cart_key, provider_id, cash_payment}`. */
export async function setCashPayment(providerId: number, cashPayment: CashOption): Promise<void> {
  await http.post('setCashPayments', { cart_key: ensureCartKey(), provider_id: providerId, cash_payment: cashPayment });
}

/** `GET api/cashOrderPreview?cart_key=&voucher_code=`: a cash order's open points before it is placed. */
export async function getCashOrderPreview(voucherCode?: string, signal?: AbortSignal): Promise<CashPreview> {
  const response = await httpApi.get<Envelope<CashPreview>>('cashOrderPreview', {
    params: { cart_key: ensureCartKey(), ...(voucherCode ? { voucher_code: voucherCode } : {}) },
    signal,
  });
  return response.data.data;
}

export interface AddressChoice {
  shipping_address_id?: number;
  billing_address_id?: number;
}

/** `POST /orderCheckout {cart_key, shipping_address_id, billing_address_id}`: checks the cart and stores the addresses. */
export async function orderCheckout(choice: AddressChoice): Promise<CheckoutSummary> {
  const response = await http.post<Envelope<CheckoutSummary>>('orderCheckout', { cart_key: ensureCartKey(), ...choice });
  return response.data.data;
}

export type PlaceInput = AddressChoice & {
  accept_terms: boolean;
  voucher_code?: string;
  rest_payment_method?: 'prepayment' | 'cash';
};

function placed(response: AxiosResponse<Envelope<PlacedOrder>>): PlacedOrder {
  return response.data.data;
}

/** `POST /orderPlace` (prepayment). */
export async function placeByPrepayment(input: PlaceInput): Promise<PlacedOrder> {
  return placed(await http.post<Envelope<PlacedOrder>>('orderPlace', { cart_key: ensureCartKey(), ...input }));
}

/** `POST /order_store_bycash` (cash on pickup / on delivery, per provider group). */
export async function placeByCash(input: PlaceInput): Promise<PlacedOrder> {
  return placed(await http.post<Envelope<PlacedOrder>>('order_store_bycash', { cart_key: ensureCartKey(), ...input }));
}

/** `POST /order_store_by_voucher` (voucher; the rest by prepayment or cash). */
export async function placeByVoucher(input: PlaceInput): Promise<PlacedOrder> {
  return placed(await http.post<Envelope<PlacedOrder>>('order_store_by_voucher', { cart_key: ensureCartKey(), ...input }));
}

/** `POST /order_store_by_invoice` (purchase on invoice, within each provider's limit). */
export async function placeByInvoice(input: PlaceInput): Promise<PlacedOrder> {
  return placed(await http.post<Envelope<PlacedOrder>>('order_store_by_invoice', { cart_key: ensureCartKey(), ...input }));
}

/** `POST /order_store_by_sepa` (SEPA direct debit with the mandate). */
export async function placeBySepa(
  input: PlaceInput & { iban: string; account_holder: string; mandate_accepted: boolean },
): Promise<PlacedOrder> {
  return placed(await http.post<Envelope<PlacedOrder>>('order_store_by_sepa', { cart_key: ensureCartKey(), ...input }));
}

/** `GET /shop/order/{order_number}/payment-terms`: due date (invoice) or mandate and debit day (SEPA); null otherwise. */
export async function getPaymentTerms(orderNumber: string, signal?: AbortSignal): Promise<PaymentTerms | null> {
  const response = await http.get<Envelope<PaymentTerms | null>>(`shop/order/${encodeURIComponent(orderNumber)}/payment-terms`, { signal });
  return response.data.data;
}

/** `POST /orderConfirmed {cart_key}`: the order already placed from this cart (e.g. after a repeated click). */
export async function orderConfirmed(cartKey: string): Promise<OrderDetail> {
  const response = await http.post<Envelope<OrderDetail>>('orderConfirmed', { cart_key: cartKey });
  return response.data.data;
}

/** `GET /shop/order/{order_number}` (extension): the customer's order for the confirmation page. */
export async function getOrder(orderNumber: string, signal?: AbortSignal): Promise<OrderDetail> {
  const response = await http.get<Envelope<OrderDetail>>(`shop/order/${encodeURIComponent(orderNumber)}`, { signal });
  return response.data.data;
}

/** `GET /food/cart-slots?cart_key=`: the delivery or pickup times chosen on the food menus for this cart. */
export async function getFoodCartSlots(cartKey: string, signal?: AbortSignal): Promise<FoodCartSlot[]> {
  const response = await http.get<Envelope<FoodCartSlot[]>>('food/cart-slots', { params: { cart_key: cartKey }, signal });
  return response.data.data;
}

/**
 * `GET /food/delivery-area?provider_ids=&postal_code=` (x-extension): whether the restaurants among these providers
 * deliver to the postal code, with the German message the order would be refused with (shops are left out).
 */
export async function getDeliveryArea(providerIds: number[], postalCode: string, signal?: AbortSignal): Promise<FoodDeliveryArea[]> {
  const response = await http.get<Envelope<FoodDeliveryArea[]>>('food/delivery-area', {
    params: { provider_ids: providerIds.join(','), postal_code: postalCode },
    signal,
  });
  return response.data.data;
}
