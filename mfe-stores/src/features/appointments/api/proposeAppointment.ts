import { httpApi, type Envelope } from '@marktplatz/shared';
import type { AppointmentEntry } from '../types';

/** `POST api/provider_appointment/propose`: the provider proposes another free slot (Berlin date and time). */
export async function proposeAppointment(body: {
  id: number;
  date: string;
  time: string;
  reason?: string | null;
}): Promise<string | undefined> {
  const response = await httpApi.post<Envelope<AppointmentEntry>>('provider_appointment/propose', body);
  return response.data.message;
}
