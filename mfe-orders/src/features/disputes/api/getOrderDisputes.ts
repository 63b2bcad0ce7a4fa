import { http, type ApiResponse } from '@marktplatz/shared';
import type { Dispute } from '../types';

/** `GET /disputes?order_number=`: the customer's disputes of one order. */
export async function getOrderDisputes(orderNumber: string, signal?: AbortSignal): Promise<Dispute[]> {
  const response = await http.get<ApiResponse<'/disputes', 'get'>>('disputes', {
    params: { order_number: orderNumber, per_page: 100 },
    signal,
  });
  return response.data.data;
}
