import { httpApi, type ApiData, type ApiRequestBody, type Envelope } from '@marktplatz/shared';

/** A weekday's shifts as the API spells them (`untill_time`, `after_from_time`, …). */
export type DayHours = ApiData<'/api/get-store-location-times', 'get'>[number];
export type TimesInput = ApiRequestBody<'/api/save-store-location-times', 'post'>['times'][number];

/** `GET api/get-store-location-times?store_id=…`: 7 days, Monday first. */
export async function getTimes(storeId: number, signal?: AbortSignal): Promise<DayHours[]> {
  const response = await httpApi.get<Envelope<DayHours[]>>('get-store-location-times', { params: { store_id: storeId }, signal });
  return response.data.data;
}

/** `POST api/save-store-location-times`: valid days are saved even when another day is refused (422 per field). */
export async function saveTimes(storeId: number, times: TimesInput[]): Promise<DayHours[]> {
  const response = await httpApi.post<Envelope<DayHours[]>>('save-store-location-times', { store_id: storeId, times });
  return response.data.data;
}
