import { httpApi, type Envelope } from '@marktplatz/shared';
import type { DayHours, TimesInput, TimesKind } from '../types';

/**
 * `POST api/save-store-location-times` or `POST api/setDeliveryTimings`: valid days are saved even when another day
 * is refused (422 per field).
 */
export async function saveTimes(storeId: number, kind: TimesKind, times: TimesInput[]): Promise<DayHours[]> {
  const path = kind === 'delivery' ? 'setDeliveryTimings' : 'save-store-location-times';
  const response = await httpApi.post<Envelope<DayHours[]>>(path, { store_id: storeId, times });
  return response.data.data;
}
