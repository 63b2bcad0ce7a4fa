import { http, type ApiRequestBody, type ApiResponse } from '@marktplatz/shared';
import type { WiderrufOrder } from '../../../lib/types';

/** `POST /widerruf/lookup`: the order by number and e-mail (no login). */
export async function lookupWiderruf(orderNumber: string, email: string): Promise<WiderrufOrder> {
  const body: ApiRequestBody<'/widerruf/lookup', 'post'> = { order_number: orderNumber, email };
  const response = await http.post<ApiResponse<'/widerruf/lookup', 'post'>>('widerruf/lookup', body);
  return response.data.data;
}
