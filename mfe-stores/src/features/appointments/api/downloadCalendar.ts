import { httpApi } from '@marktplatz/shared';

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
