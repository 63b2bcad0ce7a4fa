import { httpApi, type Envelope } from '@marktplatz/shared';
import type { AppointmentEntry } from '../types';

/** `POST api/provider_appointment/{confirm|decline|cancel|accept_proposal|decline_proposal}`. */
export async function decideAppointment(
  step: 'confirm' | 'decline' | 'cancel' | 'accept_proposal' | 'decline_proposal',
  id: number,
  reason?: string,
): Promise<string | undefined> {
  const response = await httpApi.post<Envelope<AppointmentEntry>>(`provider_appointment/${step}`, reason ? { id, reason } : { id });
  return response.data.message;
}
