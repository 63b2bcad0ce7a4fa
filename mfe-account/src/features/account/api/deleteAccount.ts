import { http } from '@marktplatz/shared';

/** `POST /accountDeletion { password }`. */
export async function deleteAccount(password: string): Promise<void> {
  await http.post('accountDeletion', { password });
}
