import { httpApi } from '@marktplatz/shared';
import { saveFile } from '@marktplatz/shared/kit';

/** `GET api/provider_appointment/ics`: saves a confirmed appointment's calendar file (`termin-<id>.ics`). */
export async function downloadCalendar(id: number): Promise<void> {
  const response = await httpApi.get<Blob>('provider_appointment/ics', { params: { id }, responseType: 'blob' });
  saveFile(response.data, `termin-${id}.ics`);
}
