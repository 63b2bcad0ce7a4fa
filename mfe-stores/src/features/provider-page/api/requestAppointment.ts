import { httpApi, type ApiData, type ApiRequestBody, type Envelope } from '@marktplatz/shared';

export type Appointment = ApiData<'/api/provider_appointment', 'post'>;
export type AppointmentRequest = ApiRequestBody<'/api/provider_appointment', 'post'>;

/** `POST api/provider_appointment`: a requested appointment at a store (Berlin date and time). */
export async function requestAppointment(body: AppointmentRequest): Promise<{ appointment: Appointment; message: string | undefined }> {
  const response = await httpApi.post<Envelope<Appointment>>('provider_appointment', body);
  return { appointment: response.data.data, message: response.data.message };
}
