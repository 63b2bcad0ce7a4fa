import { type Envelope, http } from '@marktplatz/shared';
import type { OrderDetail } from '../types';

/** `POST /orderConfirmed {cart_key}`: the order already placed from this cart (e.g. after a repeated click). */
export async function orderConfirmed(cartKey: string): Promise<OrderDetail> {
  const response = await http.post<Envelope<OrderDetail>>('orderConfirmed', { cart_key: cartKey });
  return response.data.data;
}
