/**
 * The orders area's API calls, typed with the generated contract (`@marktplatz/shared`, `npm run contract`). The
 * aliases below only name the contract's shapes for the screens; no answer shape is written here by hand.
 */
import { http, pageOfRows, type PageOfRows, type ApiData, type ApiRequestBody, type ApiResponse, type WireShape } from '@marktplatz/shared';

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
const page = pageOfRows;

/** The customer's orders (`GET /shop/orders` or `api/shop/orders`, chosen by the role rules), 5 per page. */
export async function getCustomerOrders(path: string, pageNumber: number, signal?: AbortSignal): Promise<Page<OrderListItem>> {
  const response = await http.get<ApiResponse<'/api/shop/orders', 'get'>>(path, { params: { page: pageNumber, per_page: 5 }, signal });
  return page(response.data);
}

/** `GET /shop/order/{order_number}`: one of the customer's orders with tracks and Widerruf state. */
export async function getCustomerOrder(orderNumber: string, signal?: AbortSignal): Promise<OrderDetail> {
  const response = await http.get<ApiResponse<'/shop/order/{order_number}', 'get'>>(`shop/order/${encodeURIComponent(orderNumber)}`, {
    signal,
  });
  return response.data.data;
}

export interface ProviderOrderFilters {
  status: string;
  payment: string;
  delivery: string;
  date_from: string;
  date_to: string;
  search: string;
}

export interface ProviderOrderPage extends Page<ProviderOrderListItem> {
  totalOrderValue: number;
}

/** `GET api/providerOrders` with page, per_page and filters (empty filters are left out). */
export async function getProviderOrders(
  filters: ProviderOrderFilters,
  pageNumber: number,
  signal?: AbortSignal,
): Promise<ProviderOrderPage> {
  const params: Record<string, string | number> = { page: pageNumber, per_page: 10 };
  for (const [key, value] of Object.entries(filters)) if (value) params[key] = value;
  const response = await http.get<ApiResponse<'/api/providerOrders', 'get'>>('api/providerOrders', { params, signal });
  return { ...page(response.data), totalOrderValue: response.data.summary.total_order_value };
}

/** `GET api/shop/providerOrderView/{id}`. */
export async function getProviderOrder(id: string, signal?: AbortSignal): Promise<ProviderOrderDetail> {
  const response = await http.get<ApiResponse<'/api/shop/providerOrderView/{id}', 'get'>>(
    `api/shop/providerOrderView/${encodeURIComponent(id)}`,
    { signal },
  );
  return response.data.data;
}

/** The body of `POST api/order-track` (from the contract). */
export type TrackInput = ApiRequestBody<'/api/order-track', 'post'>;
export type TrackCarrier = NonNullable<TrackInput['carrier']>;
export type TrackStatus = NonNullable<TrackInput['status']>;

/** `POST api/order-track`: a track, optionally moving the status. */
export async function addTrack(input: TrackInput): Promise<ApiResponse<'/api/order-track', 'post'>> {
  const response = await http.post<ApiResponse<'/api/order-track', 'post'>>('api/order-track', input);
  return response.data;
}

/** `GET api/shop/order-shippings`. */
export async function getShippings(signal?: AbortSignal): Promise<ShippingOverview> {
  const response = await http.get<ApiResponse<'/api/shop/order-shippings', 'get'>>('api/shop/order-shippings', { signal });
  return response.data.data;
}

/** `POST /widerruf/lookup`: the order by number and e-mail (no login). */
export async function lookupWiderruf(orderNumber: string, email: string): Promise<WiderrufOrder> {
  const body: ApiRequestBody<'/widerruf/lookup', 'post'> = { order_number: orderNumber, email };
  const response = await http.post<ApiResponse<'/widerruf/lookup', 'post'>>('widerruf/lookup', body);
  return response.data.data;
}

export type WiderrufInput = ApiRequestBody<'/widerruf', 'post'>;

/** `POST /widerruf`: „Widerruf bestätigen“. */
export async function declareWiderruf(input: WiderrufInput): Promise<ApiResponse<'/widerruf', 'post'>> {
  const response = await http.post<ApiResponse<'/widerruf', 'post'>>('widerruf', input);
  return response.data;
}

/** Saves a downloaded file under `fileName` (invoice PDFs, the finance CSV). */
export function saveFile(data: Blob, fileName: string): void {
  const url = URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** `GET /orderInvoiceByProvider` as a file: the browser saves `<invoice number>.pdf`. */
export async function downloadInvoice(invoiceNumber: string): Promise<void> {
  const response = await http.get<Blob>('orderInvoiceByProvider', { params: { invoice_number: invoiceNumber }, responseType: 'blob' });
  saveFile(response.data, `${invoiceNumber}.pdf`);
}

/** `GET api/invoices`: the provider's invoices and corrections, 10 per page. */
export async function getProviderInvoices(pageNumber: number, signal?: AbortSignal): Promise<Page<Invoice>> {
  const response = await http.get<ApiResponse<'/api/invoices', 'get'>>('api/invoices', {
    params: { page: pageNumber, per_page: 10 },
    signal,
  });
  return page(response.data);
}

/** `GET /refundTypeReasons`. */
export async function getRefundReasons(signal?: AbortSignal): Promise<RefundReason[]> {
  const response = await http.get<ApiResponse<'/refundTypeReasons', 'get'>>('refundTypeReasons', { signal });
  return response.data.data;
}

/** `POST /refund-process`. */
export async function requestRefund(input: ApiRequestBody<'/refund-process', 'post'>): Promise<ApiResponse<'/refund-process', 'post'>> {
  const response = await http.post<ApiResponse<'/refund-process', 'post'>>('refund-process', input);
  return response.data;
}

/** `GET /getRefundListofItems?page=`: own requests (customer) or incoming ones (provider). */
export async function getRefunds(pageNumber: number, signal?: AbortSignal): Promise<Page<Refund>> {
  const response = await http.get<ApiResponse<'/getRefundListofItems', 'get'>>('getRefundListofItems', {
    params: { page: pageNumber, per_page: 10 },
    signal,
  });
  return page(response.data);
}

/** `POST /acceptRefundItem`: accept (amount), reject (reason) or mark refunded. */
export async function decideRefund(input: ApiRequestBody<'/acceptRefundItem', 'post'>): Promise<ApiResponse<'/acceptRefundItem', 'post'>> {
  const response = await http.post<ApiResponse<'/acceptRefundItem', 'post'>>('acceptRefundItem', input);
  return response.data;
}

/** `POST /cancelRefundItem`. */
export async function cancelRefund(id: number): Promise<ApiResponse<'/cancelRefundItem', 'post'>> {
  const response = await http.post<ApiResponse<'/cancelRefundItem', 'post'>>('cancelRefundItem', { id });
  return response.data;
}

/** `GET api/shippings`: the provider's own shipping methods, inactive ones included. */
export async function getShippingMethods(signal?: AbortSignal): Promise<ShippingMethod[]> {
  const response = await http.get<ApiResponse<'/api/shippings', 'get'>>('api/shippings', { signal });
  return response.data.data;
}

/** `GET api/getShippingCountries`: D-A-CH first. */
export async function getShippingCountries(signal?: AbortSignal): Promise<ShippingCountry[]> {
  const response = await http.get<ApiResponse<'/api/getShippingCountries', 'get'>>('api/getShippingCountries', { signal });
  return response.data.data;
}

/** The body of `POST api/createShipping` (from the contract; amounts may be sent as typed, German decimals). */
export type ShippingMethodInput = ApiRequestBody<'/api/createShipping', 'post'>;

/** `POST api/createShipping` or, with an id, `POST api/updateShipping`. */
export async function saveShippingMethod(
  input: ShippingMethodInput,
  id?: number,
): Promise<ApiResponse<'/api/createShipping', 'post'> | ApiResponse<'/api/updateShipping', 'post'>> {
  const response =
    id === undefined
      ? await http.post<ApiResponse<'/api/createShipping', 'post'>>('api/createShipping', input)
      : await http.post<ApiResponse<'/api/updateShipping', 'post'>>('api/updateShipping', { id, ...input });
  return response.data;
}

/** `GET /getPayoutsinfo`: available, pending, payout account. */
export async function getPayoutInfo(signal?: AbortSignal): Promise<PayoutInfo> {
  const response = await http.get<ApiResponse<'/getPayoutsinfo', 'get'>>('getPayoutsinfo', { signal });
  return response.data.data;
}

/** `POST /savePayoutAccount`. */
export async function savePayoutAccount(
  input: ApiRequestBody<'/savePayoutAccount', 'post'>,
): Promise<ApiResponse<'/savePayoutAccount', 'post'>> {
  const response = await http.post<ApiResponse<'/savePayoutAccount', 'post'>>('savePayoutAccount', input);
  return response.data;
}

/** `POST /shop/provider/withdraw`. */
export async function withdraw(
  input: ApiRequestBody<'/shop/provider/withdraw', 'post'>,
): Promise<ApiResponse<'/shop/provider/withdraw', 'post'>> {
  const response = await http.post<ApiResponse<'/shop/provider/withdraw', 'post'>>('shop/provider/withdraw', input);
  return response.data;
}

/** `GET /shop/provider/withdraws?page=`. */
export async function getWithdrawals(pageNumber: number, signal?: AbortSignal): Promise<Page<Withdrawal>> {
  const response = await http.get<ApiResponse<'/shop/provider/withdraws', 'get'>>('shop/provider/withdraws', {
    params: { page: pageNumber, per_page: 10 },
    signal,
  });
  return page(response.data);
}

/** `GET /ledgerEntries?page=`: the statement of account. */
export async function getLedger(pageNumber: number, signal?: AbortSignal): Promise<Page<LedgerEntry>> {
  const response = await http.get<ApiResponse<'/ledgerEntries', 'get'>>('ledgerEntries', {
    params: { page: pageNumber, per_page: 20 },
    signal,
  });
  return page(response.data);
}
