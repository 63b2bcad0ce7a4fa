import { http } from '@marktplatz/shared';

/** `POST /register/resend-confirmation { email }`. */
export async function resendConfirmation(email: string): Promise<void> {
  await http.post('register/resend-confirmation', { email });
}
