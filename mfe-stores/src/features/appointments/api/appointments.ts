import { httpApi, type ApiData, type Envelope } from '@marktplatz/shared';

export type AppointmentEntry = ApiData<'/api/provider_appointments', 'get'>[number];
export type DaySlots = ApiData<'/api/provider_appointment/slots', 'get'>;

/** `GET api/provider_appointments`: a provider's incoming requests (and own), a customer's own. */
export async function listAppointments(signal?: AbortSignal): Promise<AppointmentEntry[]> {
  const response = await httpApi.get<Envelope<AppointmentEntry[]>>('provider_appointments', { signal });
  return response.data.data;
}

/** `POST api/provider_appointment/{confirm|decline|cancel|accept_proposal|decline_proposal}`. */
export async function decideAppointment(
  step: 'confirm' | 'decline' | 'cancel' | 'accept_proposal' | 'decline_proposal',
  id: number,
  reason?: string,
): Promise<string | undefined> {
  const response = await httpApi.post<Envelope<AppointmentEntry>>(`provider_appointment/${step}`, reason ? { id, reason } : { id });
  return response.data.message;
}

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

/** `GET api/provider_appointment/slots`: the free slots of a store on a Berlin calendar day. */
export async function getDaySlots(storeId: number, date: string, signal?: AbortSignal): Promise<DaySlots> {
  const response = await httpApi.get<Envelope<DaySlots>>('provider_appointment/slots', { params: { store_id: storeId, date }, signal });
  return response.data.data;
}

/** `GET api/provider_appointment/ics`: saves a confirmed appointment's calendar file (`termin-<id>.ics`). */
export async function downloadCalendar(id: number): Promise<void> {
  const response = await httpApi.get<Blob>('provider_appointment/ics', { params: { id }, responseType: 'blob' });
  const url = URL.createObjectURL(response.data);
  const link = document.createElement('a');
  link.href = url;
  link.download = `termin-${id}.ics`;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
