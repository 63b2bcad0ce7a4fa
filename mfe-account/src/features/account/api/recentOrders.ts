import { httpApi, type ApiData, type ApiResponse } from '@marktplatz/shared';

/** An order of the customer as the order list answers it (spec 02 §3 "Customer order"). */
export type OrderSummary = ApiData<'/api/shop/orders', 'get'>[number];

export const RECENT_ORDERS = 3;

/** `GET api/shop/orders?per_page=3`: the customer's newest orders and how many there are. */
export async function recentOrders(signal?: AbortSignal): Promise<{ orders: OrderSummary[]; total: number }> {
  const response = await httpApi.get<ApiResponse<'/api/shop/orders', 'get'>>('shop/orders', {
    params: { page: 1, per_page: RECENT_ORDERS },
    signal,
  });
  return { orders: response.data.data.slice(0, RECENT_ORDERS), total: response.data.meta?.total ?? response.data.data.length };
}
