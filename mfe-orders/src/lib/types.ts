/**
 * The orders area's wire types: names for the generated contract's shapes (`@marktplatz/shared`, `npm run contract`);
 * no answer shape is written here by hand. The calls live in the features' api/ folders.
 */
import { type PageOfRows, type ApiData, type ApiRequestBody, type WireShape } from '@marktplatz/shared';

export type OrderListItem = WireShape<'OrderListItem'>;
export type OrderDetail = ApiData<'/shop/order/{order_number}', 'get'>;
export type CustomerVendorOrder = OrderDetail['vendor_orders'][number];
export type OrderPayment = WireShape<'OrderPayment'>;
export type OrderItem = CustomerVendorOrder['items'][number];
export type ProviderOrderListItem = WireShape<'ProviderOrderListItem'>;
export type ProviderOrderDetail = ApiData<'/api/shop/providerOrderView/{id}', 'get'>;
export type VendorOrderStatus = ProviderOrderListItem['status'];
export type Track = WireShape<'OrderTrack'>;
export type Invoice = WireShape<'OrderInvoice'>;
export type Revocation = WireShape<'Revocation'>;
export type WiderrufState = WireShape<'WiderrufState'>;
export type WiderrufOrder = ApiData<'/widerruf/lookup', 'post'>;
export type ShippingOverview = ApiData<'/api/shop/order-shippings', 'get'>;
export type Refund = WireShape<'Refund'>;
export type RefundDetail = WireShape<'RefundDetail'>;
export type RefundReason = ApiData<'/refundTypeReasons', 'get'>[number];
export type ShippingMethod = WireShape<'ShippingMethod'>;
export type ShippingCountry = WireShape<'ShippingCountry'>;
export type PayoutInfo = ApiData<'/getPayoutsinfo', 'get'>;
export type PayoutAccount = WireShape<'PayoutAccount'>;
export type Withdrawal = WireShape<'Withdrawal'>;
export type LedgerEntry = WireShape<'LedgerEntry'>;

/** A page of a REST list. */
export type Page<T> = PageOfRows<T>;

export interface ProviderOrderFilters {
  status: string;
  payment: string;
  delivery: string;
  date_from: string;
  date_to: string;
  search: string;
}

export interface ProviderOrderPage extends Page<ProviderOrderListItem> {
  totalOrderValueCents: number;
}

/** The body of `POST api/order-track` (from the contract). */
export type TrackInput = ApiRequestBody<'/api/order-track', 'post'>;
export type TrackCarrier = NonNullable<TrackInput['carrier']>;
export type TrackStatus = NonNullable<TrackInput['status']>;

export type WiderrufInput = ApiRequestBody<'/widerruf', 'post'>;

/** The body of `POST api/createShipping` (from the contract; amounts may be sent as typed, German decimals). */
export type ShippingMethodInput = ApiRequestBody<'/api/createShipping', 'post'>;
