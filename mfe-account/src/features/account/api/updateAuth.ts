import { http, type ApiData, type ApiRequestBody, type ApiResponse } from '@marktplatz/shared';

export type AuthUpdate = ApiRequestBody<'/me/details/auth', 'patch'>;

/** `PATCH /me/details/auth`; a new password answers a new `token` (the other sessions end). */
export async function updateAuth(payload: AuthUpdate): Promise<ApiData<'/me/details/auth', 'patch'>> {
  const response = await http.patch<ApiResponse<'/me/details/auth', 'patch'>>('me/details/auth', payload);
  return response.data.data;
}
