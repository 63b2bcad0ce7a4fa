import { httpApi, type PageEnvelope } from '@marktplatz/shared';

/** An order of the customer as the order list answers it (spec 02 §3 "Customer order"). */
export interface OrderSummary {
  id: number;
  order_number: string;
  order_date: string;
  order_status: string;
  order_status_text: string;
  order_amount_cents: number;
  product_names: string;
}

export const RECENT_ORDERS = 3;

/** `GET api/shop/orders?per_page=3`: the customer's newest orders and how many there are. */
export async function recentOrders(signal?: AbortSignal): Promise<{ orders: OrderSummary[]; total: number }> {
  const response = await httpApi.get<PageEnvelope<OrderSummary>>('shop/orders', {
    params: { page: 1, per_page: RECENT_ORDERS },
    signal,
  });
  return { orders: response.data.data.slice(0, RECENT_ORDERS), total: response.data.meta?.total ?? response.data.data.length };
}
