import { httpApi, type ApiData, type Envelope } from '@marktplatz/shared';

export type AppointmentEntry = ApiData<'/api/provider_appointments', 'get'>[number];

/** `GET api/provider_appointments`: a provider's incoming requests (and own), a customer's own. */
export async function listAppointments(signal?: AbortSignal): Promise<AppointmentEntry[]> {
  const response = await httpApi.get<Envelope<AppointmentEntry[]>>('provider_appointments', { signal });
  return response.data.data;
}

/** `POST api/provider_appointment/{confirm|decline|cancel}`. */
export async function decideAppointment(step: 'confirm' | 'decline' | 'cancel', id: number, reason?: string): Promise<string | undefined> {
  const response = await httpApi.post<Envelope<AppointmentEntry>>(`provider_appointment/${step}`, reason ? { id, reason } : { id });
  return response.data.message;
}
