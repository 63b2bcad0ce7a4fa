import { httpApi, type Envelope } from '@marktplatz/shared';
import type { DaySlots } from '../types';

/** `GET api/provider_appointment/slots`: the free slots of a store on a Berlin calendar day. */
export async function getDaySlots(storeId: number, date: string, signal?: AbortSignal): Promise<DaySlots> {
  const response = await httpApi.get<Envelope<DaySlots>>('provider_appointment/slots', { params: { store_id: storeId, date }, signal });
  return response.data.data;
}
