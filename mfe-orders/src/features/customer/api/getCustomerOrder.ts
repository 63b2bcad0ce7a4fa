import { http, type ApiResponse } from '@marktplatz/shared';
import type { OrderDetail } from '../../../lib/types';

/** `GET /shop/order/{order_number}`: one of the customer's orders with tracks and Widerruf state. */
export async function getCustomerOrder(orderNumber: string, signal?: AbortSignal): Promise<OrderDetail> {
  const response = await http.get<ApiResponse<'/shop/order/{order_number}', 'get'>>(`shop/order/${encodeURIComponent(orderNumber)}`, {
    signal,
  });
  return response.data.data;
}
