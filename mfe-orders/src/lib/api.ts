import { http } from '@marktplatz/shared';
import type {
  Envelope,
  Refund,
  RefundReason,
  Invoice,
  LedgerEntry,
  PayoutInfo,
  Withdrawal,
  OrderDetail,
  OrderListItem,
  Page,
  ProviderOrderDetail,
  ProviderOrderFilters,
  ProviderOrderPage,
  Revocation,
  ShippingCountry,
  ShippingMethod,
  ShippingOverview,
  Track,
  WiderrufOrder,
} from './types';

function page<T>(body: Envelope<T[]>): Page<T> {
  return { rows: body.data, meta: body.meta ?? { current_page: 1, last_page: 1, per_page: body.data.length, total: body.data.length } };
}

/** The customer's orders (`GET /shop/orders` or `api/shop/orders`, chosen by the role rules), 5 per page. */
export async function getCustomerOrders(path: string, pageNumber: number, signal?: AbortSignal): Promise<Page<OrderListItem>> {
  const response = await http.get<Envelope<OrderListItem[]>>(path, { params: { page: pageNumber, per_page: 5 }, signal });
  return page(response.data);
}

/** `GET /shop/order/{order_number}`: one of the customer's orders with tracks and Widerruf state. */
export async function getCustomerOrder(orderNumber: string, signal?: AbortSignal): Promise<OrderDetail> {
  const response = await http.get<Envelope<OrderDetail>>(`shop/order/${encodeURIComponent(orderNumber)}`, { signal });
  return response.data.data;
}

/** `GET api/providerOrders` with page, per_page and filters (empty filters are left out). */
export async function getProviderOrders(
  filters: ProviderOrderFilters,
  pageNumber: number,
  signal?: AbortSignal,
): Promise<ProviderOrderPage> {
  const params: Record<string, string | number> = { page: pageNumber, per_page: 10 };
  for (const [key, value] of Object.entries(filters)) if (value) params[key] = value;
  const response = await http.get<Envelope<ProviderOrderPage['rows']>>('api/providerOrders', { params, signal });
  return { ...page(response.data), totalOrderValue: response.data.summary?.total_order_value ?? 0 };
}

/** `GET api/shop/providerOrderView/{id}`. */
export async function getProviderOrder(id: string, signal?: AbortSignal): Promise<ProviderOrderDetail> {
  const response = await http.get<Envelope<ProviderOrderDetail>>(`api/shop/providerOrderView/${encodeURIComponent(id)}`, { signal });
  return response.data.data;
}

export interface TrackInput {
  shop_vendor_order_id: number;
  title: string;
  detail: string;
  carrier: string;
  tracking_number: string;
  status: string;
}

/** `POST api/order-track`: a track, optionally moving the status. */
export async function addTrack(input: TrackInput): Promise<Envelope<Track>> {
  const response = await http.post<Envelope<Track>>('api/order-track', input);
  return response.data;
}

/** `GET api/shop/order-shippings`. */
export async function getShippings(signal?: AbortSignal): Promise<ShippingOverview> {
  const response = await http.get<Envelope<ShippingOverview>>('api/shop/order-shippings', { signal });
  return response.data.data;
}

/** `POST /widerruf/lookup`: the order by number and e-mail (no login). */
export async function lookupWiderruf(orderNumber: string, email: string): Promise<WiderrufOrder> {
  const response = await http.post<Envelope<WiderrufOrder>>('widerruf/lookup', { order_number: orderNumber, email });
  return response.data.data;
}

export interface WiderrufInput {
  order_number: string;
  order_email: string;
  shop_vendor_order_id: number;
  lines: { item_id: number; qty: number }[];
  name: string;
  email: string;
}

/** `POST /widerruf`: „Widerruf bestätigen“. */
export async function declareWiderruf(input: WiderrufInput): Promise<Envelope<Revocation>> {
  const response = await http.post<Envelope<Revocation>>('widerruf', input);
  return response.data;
}

/** `GET /orderInvoiceByProvider` as a file: the browser saves `<invoice number>.pdf`. */
export async function downloadInvoice(invoiceNumber: string): Promise<void> {
  const response = await http.get<Blob>('orderInvoiceByProvider', { params: { invoice_number: invoiceNumber }, responseType: 'blob' });
  const url = URL.createObjectURL(response.data);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${invoiceNumber}.pdf`;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** `GET api/invoices`: the provider's invoices and corrections, 10 per page. */
export async function getProviderInvoices(
  pageNumber: number,
  signal?: AbortSignal,
): Promise<Page<Invoice & { order_number: string; buyer_name: string }>> {
  const response = await http.get<Envelope<(Invoice & { order_number: string; buyer_name: string })[]>>('api/invoices', {
    params: { page: pageNumber, per_page: 10 },
    signal,
  });
  return page(response.data);
}

/** `GET /refundTypeReasons`. */
export async function getRefundReasons(signal?: AbortSignal): Promise<RefundReason[]> {
  const response = await http.get<Envelope<RefundReason[]>>('refundTypeReasons', { signal });
  return response.data.data;
}

/** `POST /refund-process`. */
export async function requestRefund(input: {
  shop_vendor_order_id: number;
  reason: string;
  comment: string;
  lines: { item_id: number; qty: number }[];
}): Promise<Envelope<Refund>> {
  const response = await http.post<Envelope<Refund>>('refund-process', input);
  return response.data;
}

/** `GET /getRefundListofItems?page=`: own requests (customer) or incoming ones (provider). */
export async function getRefunds(pageNumber: number, signal?: AbortSignal): Promise<Page<Refund>> {
  const response = await http.get<Envelope<Refund[]>>('getRefundListofItems', { params: { page: pageNumber, per_page: 10 }, signal });
  return page(response.data);
}

/** `POST /acceptRefundItem`: accept (amount), reject (reason) or mark refunded. */
export async function decideRefund(input: {
  id: number;
  action: 'accept' | 'reject' | 'refunded';
  amount?: string;
  reason?: string;
}): Promise<Envelope<Refund>> {
  const response = await http.post<Envelope<Refund>>('acceptRefundItem', input);
  return response.data;
}

/** `POST /cancelRefundItem`. */
export async function cancelRefund(id: number): Promise<Envelope<Refund>> {
  const response = await http.post<Envelope<Refund>>('cancelRefundItem', { id });
  return response.data;
}

/** `GET api/shippings`: the provider's own shipping methods, inactive ones included. */
export async function getShippingMethods(signal?: AbortSignal): Promise<ShippingMethod[]> {
  const response = await http.get<Envelope<ShippingMethod[]>>('api/shippings', { signal });
  return response.data.data;
}

/** `GET api/getShippingCountries`: D-A-CH first. */
export async function getShippingCountries(signal?: AbortSignal): Promise<ShippingCountry[]> {
  const response = await http.get<Envelope<ShippingCountry[]>>('api/getShippingCountries', { signal });
  return response.data.data;
}

export interface ShippingMethodInput {
  name: string;
  price: string;
  free_from: string;
  delivery_time: string;
  is_pickup: boolean;
  is_active: boolean;
  countries: string[];
}

/** `POST api/createShipping` or, with an id, `POST api/updateShipping`. */
export async function saveShippingMethod(input: ShippingMethodInput, id?: number): Promise<Envelope<ShippingMethod>> {
  const response =
    id === undefined
      ? await http.post<Envelope<ShippingMethod>>('api/createShipping', input)
      : await http.post<Envelope<ShippingMethod>>('api/updateShipping', { id, ...input });
  return response.data;
}

/** `GET /getPayoutsinfo`: available, pending, payout account. */
export async function getPayoutInfo(signal?: AbortSignal): Promise<PayoutInfo> {
  const response = await http.get<Envelope<PayoutInfo>>('getPayoutsinfo', { signal });
  return response.data.data;
}

/** `POST /savePayoutAccount`. */
export async function savePayoutAccount(input: {
  account_holder: string;
  iban: string;
  bic: string;
}): Promise<Envelope<PayoutInfo['account']>> {
  const response = await http.post<Envelope<PayoutInfo['account']>>('savePayoutAccount', input);
  return response.data;
}

/** `POST /shop/provider/withdraw`. */
export async function withdraw(input: { method: string; amount: string; reference: string }): Promise<Envelope<Withdrawal>> {
  const response = await http.post<Envelope<Withdrawal>>('shop/provider/withdraw', input);
  return response.data;
}

/** `GET /shop/provider/withdraws?page=`. */
export async function getWithdrawals(pageNumber: number, signal?: AbortSignal): Promise<Page<Withdrawal>> {
  const response = await http.get<Envelope<Withdrawal[]>>('shop/provider/withdraws', {
    params: { page: pageNumber, per_page: 10 },
    signal,
  });
  return page(response.data);
}

/** `GET /ledgerEntries?page=`: the statement of account. */
export async function getLedger(pageNumber: number, signal?: AbortSignal): Promise<Page<LedgerEntry>> {
  const response = await http.get<Envelope<LedgerEntry[]>>('ledgerEntries', { params: { page: pageNumber, per_page: 20 }, signal });
  return page(response.data);
}
