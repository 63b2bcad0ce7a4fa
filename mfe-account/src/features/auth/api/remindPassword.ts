import { http } from '@marktplatz/shared';

/** `POST /password/remind { email }` (always 200). */
export async function remindPassword(email: string): Promise<void> {
  await http.post('password/remind', { email });
}
