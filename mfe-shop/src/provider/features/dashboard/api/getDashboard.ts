import { type ApiResponse, http } from '@marktplatz/shared';
import type { ProviderDashboard } from '../types';

/** GET /shop/provider/dashboard: orders to handle, 30-day revenue, sold-out products and to-dos. */
export async function getDashboard(signal?: AbortSignal): Promise<ProviderDashboard> {
  const res = await http.get<ApiResponse<'/shop/provider/dashboard', 'get'>>('shop/provider/dashboard', { signal });
  return res.data.data;
}
