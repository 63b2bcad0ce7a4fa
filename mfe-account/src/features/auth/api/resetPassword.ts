import { http, type ApiRequestBody } from '@marktplatz/shared';

export type PasswordReset = ApiRequestBody<'/password/reset', 'post'>;

/** `POST /password/reset { token, password, password_confirmation }`. */
export async function resetPassword({ token, password, password_confirmation }: PasswordReset): Promise<void> {
  await http.post('password/reset', { token, password, password_confirmation } satisfies PasswordReset);
}
