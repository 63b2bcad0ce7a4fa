import { http, httpApi, type ApiData, type Envelope } from '@marktplatz/shared';
import type { TimesKind } from './times';

/** A closed day or range (Berlin dates `YYYY-MM-DD`). */
export type Holiday = ApiData<'/api/getStoreHolidaysTimes', 'get'>[number];

/** `GET api/getStoreHolidaysTimes?store_id=…` (closed days) or `GET /getDeliveryHolidaysTimes` (days without delivery). */
export async function listHolidays(storeId: number, kind: TimesKind, signal?: AbortSignal): Promise<Holiday[]> {
  const config = { params: { store_id: storeId }, signal };
  const response =
    kind === 'delivery'
      ? await http.get<Envelope<ApiData<'/getDeliveryHolidaysTimes', 'get'>>>('getDeliveryHolidaysTimes', config)
      : await httpApi.get<Envelope<Holiday[]>>('getStoreHolidaysTimes', config);
  return response.data.data;
}

/** `POST api/setStoreHolidaysTimes`: one day (`end_date` empty) or a range, e.g. Betriebsferien; `kind` says which week. */
export async function addHoliday(
  storeId: number,
  kind: TimesKind,
  input: { start_date: string; end_date: string; title: string },
): Promise<Holiday[]> {
  const response = await httpApi.post<Envelope<Holiday[]>>('setStoreHolidaysTimes', { store_id: storeId, kind, ...input });
  return response.data.data;
}

/** `DELETE api/delete-holidays/{id}`. */
export async function deleteHoliday(id: number): Promise<void> {
  await httpApi.delete(`delete-holidays/${id}`);
}
