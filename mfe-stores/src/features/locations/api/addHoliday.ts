import { httpApi, type Envelope } from '@marktplatz/shared';
import type { Holiday, TimesKind } from '../types';

/** `POST api/setStoreHolidaysTimes`: one day (`end_date` empty) or a range, e.g. Betriebsferien; `kind` says which week. */
export async function addHoliday(
  storeId: number,
  kind: TimesKind,
  input: { start_date: string; end_date: string; title: string },
): Promise<Holiday[]> {
  const response = await httpApi.post<Envelope<Holiday[]>>('setStoreHolidaysTimes', { store_id: storeId, kind, ...input });
  return response.data.data;
}
