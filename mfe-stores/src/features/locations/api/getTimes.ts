import { http, httpApi, type ApiData, type Envelope } from '@marktplatz/shared';
import type { DayHours, TimesKind } from '../types';

/**
 * `GET api/get-store-location-times?store_id=…` (opening) or `GET /getDeliveryTimings?store_id=…` (delivery):
 * 7 days, Monday first.
 */
export async function getTimes(storeId: number, kind: TimesKind, signal?: AbortSignal): Promise<DayHours[]> {
  const config = { params: { store_id: storeId }, signal };
  const response =
    kind === 'delivery'
      ? await http.get<Envelope<ApiData<'/getDeliveryTimings', 'get'>>>('getDeliveryTimings', config)
      : await httpApi.get<Envelope<DayHours[]>>('get-store-location-times', config);
  return response.data.data;
}
