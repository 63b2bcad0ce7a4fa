import { http, type ApiResponse } from '@marktplatz/shared';
import type { PayoutInfo } from '../../../lib/types';

/** `GET /getPayoutsinfo`: available, pending, payout account. */
export async function getPayoutInfo(signal?: AbortSignal): Promise<PayoutInfo> {
  const response = await http.get<ApiResponse<'/getPayoutsinfo', 'get'>>('getPayoutsinfo', { signal });
  return response.data.data;
}
