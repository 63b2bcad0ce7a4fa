import { http } from '@marktplatz/shared';

/** `POST /setTourPopup`: the tour is not shown again. */
export async function setTourSeen(): Promise<void> {
  await http.post('/setTourPopup', {});
}
