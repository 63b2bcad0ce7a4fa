import { httpApi, type Envelope } from '@marktplatz/shared';
import type { StoreLocation } from '../types';

/** `POST api/setStoreLocationAppointment`: takes appointment requests, slot length in minutes. */
export async function setAppointments(storeId: number, takesAppointments: boolean, slotMinutes: number): Promise<StoreLocation> {
  const response = await httpApi.post<Envelope<StoreLocation>>('setStoreLocationAppointment', {
    store_id: storeId,
    takes_appointments: takesAppointments,
    slot_minutes: slotMinutes,
  });
  return response.data.data;
}
