import { http, type ApiResponse } from '@marktplatz/shared';
import type { RefundReason } from '../../../lib/types';

/** `GET /refundTypeReasons`. */
export async function getRefundReasons(signal?: AbortSignal): Promise<RefundReason[]> {
  const response = await http.get<ApiResponse<'/refundTypeReasons', 'get'>>('refundTypeReasons', { signal });
  return response.data.data;
}
