import { httpApi, type Envelope } from '@marktplatz/shared';
import type { AppointmentEntry } from '../types';

/** `GET api/provider_appointments`: a provider's incoming requests (and own), a customer's own. */
export async function listAppointments(signal?: AbortSignal): Promise<AppointmentEntry[]> {
  const response = await httpApi.get<Envelope<AppointmentEntry[]>>('provider_appointments', { signal });
  return response.data.data;
}
