/**
 * The checkout's wire types, from the generated contract (`@marktplatz/shared`, `npm run contract`): the aliases
 * only name the API's shapes for the screens; no answer shape is written here by hand.
 */
import type { ApiData, WireShape } from '@marktplatz/shared';

export type CheckoutSummary = ApiData<'/orderCheckout', 'post'>;
export type Address = WireShape<'CheckoutAddress'>;
export type PaymentMethod = ApiData<'/payment-methods', 'get'>[number];
export type Voucher = ApiData<'/getVoucherInfo', 'get'>;
export type CartTerms = ApiData<'/cartItemsTerms', 'post'>;
export type CashInformation = ApiData<'/cashOrderInformation', 'get'>;
export type CashPreview = ApiData<'/api/cashOrderPreview', 'get'>;
export type RemainingItems = ApiData<'/checkoutRemainingItems', 'get'>;
export type PaymentTerms = WireShape<'PaymentTerms'>;
/** The order of the confirmation page (`orderConfirmed`), with its payment terms. */
export type OrderDetail = ApiData<'/orderConfirmed', 'post'>;
export type VendorOrder = OrderDetail['vendor_orders'][number];
export type BankTransfer = NonNullable<OrderDetail['bank_transfer']>;
/** The answer of the order-placing calls (`orderPlace`, `order_store_by…`). */
export type PlacedOrder = ApiData<'/orderPlace', 'post'>;
/** A delivery or pickup time chosen for a restaurant's dishes in the cart (food module, `GET /food/cart-slots`). */
export type FoodCartSlot = ApiData<'/food/cart-slots', 'get'>[number];
/** Whether a restaurant of the cart delivers to the chosen address's postal code (food module, `GET /food/delivery-area`). */
export type FoodDeliveryArea = ApiData<'/food/delivery-area', 'get'>[number];

/** The addresses chosen for the order (`orderCheckout` and the placing calls). */
export interface AddressChoice {
  shipping_address_id?: number;
  billing_address_id?: number;
}

/** What every order-placing call sends besides the cart key. */
export type PlaceInput = AddressChoice & {
  accept_terms: boolean;
  voucher_code?: string;
  rest_payment_method?: 'prepayment' | 'cash';
};
