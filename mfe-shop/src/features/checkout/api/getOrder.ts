import { type Envelope, http } from '@marktplatz/shared';
import type { OrderDetail } from '../types';

/** `GET /shop/order/{order_number}` (extension): the customer's order for the confirmation page. */
export async function getOrder(orderNumber: string, signal?: AbortSignal): Promise<OrderDetail> {
  const response = await http.get<Envelope<OrderDetail>>(`shop/order/${encodeURIComponent(orderNumber)}`, { signal });
  return response.data.data;
}
