import { http } from '@marktplatz/shared';

/** `POST /register/confirm { token }`: activates the account of the e-mail link. */
export async function confirmEmail(token: string): Promise<void> {
  await http.post('register/confirm', { token });
}
