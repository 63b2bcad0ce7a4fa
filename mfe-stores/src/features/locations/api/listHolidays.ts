import { http, httpApi, type ApiData, type Envelope } from '@marktplatz/shared';
import type { Holiday, TimesKind } from '../types';

/** `GET api/getStoreHolidaysTimes?store_id=…` (closed days) or `GET /getDeliveryHolidaysTimes` (days without delivery). */
export async function listHolidays(storeId: number, kind: TimesKind, signal?: AbortSignal): Promise<Holiday[]> {
  const config = { params: { store_id: storeId }, signal };
  const response =
    kind === 'delivery'
      ? await http.get<Envelope<ApiData<'/getDeliveryHolidaysTimes', 'get'>>>('getDeliveryHolidaysTimes', config)
      : await httpApi.get<Envelope<Holiday[]>>('getStoreHolidaysTimes', config);
  return response.data.data;
}
