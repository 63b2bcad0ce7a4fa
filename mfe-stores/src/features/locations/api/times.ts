import { http, httpApi, type ApiData, type ApiRequestBody, type Envelope } from '@marktplatz/shared';

/** A weekday's shifts as the API spells them (`untill_time`, `after_from_time`, …). */
export type DayHours = ApiData<'/api/get-store-location-times', 'get'>[number];
export type TimesInput = ApiRequestBody<'/api/save-store-location-times', 'post'>['times'][number];

/** Which week of a store: when it is open, or when it delivers (food providers). */
export type TimesKind = 'opening' | 'delivery';

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

/**
 * `POST api/save-store-location-times` or `POST api/setDeliveryTimings`: valid days are saved even when another day
 * is refused (422 per field).
 */
export async function saveTimes(storeId: number, kind: TimesKind, times: TimesInput[]): Promise<DayHours[]> {
  const path = kind === 'delivery' ? 'setDeliveryTimings' : 'save-store-location-times';
  const response = await httpApi.post<Envelope<DayHours[]>>(path, { store_id: storeId, times });
  return response.data.data;
}
