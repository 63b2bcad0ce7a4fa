import { httpApi, type ApiData, type Envelope } from '@marktplatz/shared';

/** A closed day or range (Berlin dates `YYYY-MM-DD`). */
export type Holiday = ApiData<'/api/getStoreHolidaysTimes', 'get'>[number];

/** `GET api/getStoreHolidaysTimes?store_id=…`. */
export async function listHolidays(storeId: number, signal?: AbortSignal): Promise<Holiday[]> {
  const response = await httpApi.get<Envelope<Holiday[]>>('getStoreHolidaysTimes', { params: { store_id: storeId }, signal });
  return response.data.data;
}

/** `POST api/setStoreHolidaysTimes`: one day (`end_date` empty) or a range, e.g. Betriebsferien. */
export async function addHoliday(storeId: number, input: { start_date: string; end_date: string; title: string }): Promise<Holiday[]> {
  const response = await httpApi.post<Envelope<Holiday[]>>('setStoreHolidaysTimes', { store_id: storeId, kind: 'opening', ...input });
  return response.data.data;
}

/** `DELETE api/delete-holidays/{id}`. */
export async function deleteHoliday(id: number): Promise<void> {
  await httpApi.delete(`delete-holidays/${id}`);
}
