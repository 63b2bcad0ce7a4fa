import { http, type ApiData, type Envelope } from '@marktplatz/shared';

export type SubscriptionInfo = ApiData<'/subscriptionInfo', 'get'>;
export type Subscription = NonNullable<SubscriptionInfo['subscription']>;
export type BillingInvoice = SubscriptionInfo['open_invoices'][number];

/** `GET /subscriptionInfo`: the running subscription (null when none) and the open invoices. */
export async function getSubscriptionInfo(signal?: AbortSignal): Promise<SubscriptionInfo> {
  const response = await http.get<Envelope<SubscriptionInfo>>('subscriptionInfo', { signal });
  return response.data.data;
}
