import { http } from '@marktplatz/shared';

export interface PasswordReset {
  token: string;
  email?: string;
  password: string;
  password_confirmation?: string;
}

/** `POST /password/reset { token, password, password_confirmation }`. */
export async function resetPassword({ token, password, password_confirmation }: PasswordReset): Promise<void> {
  await http.post('password/reset', { token, password, password_confirmation });
}
