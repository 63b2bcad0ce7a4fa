import { http, type ApiRequestBody, type ApiResponse } from '@marktplatz/shared';

export type DetailsUpdate = ApiRequestBody<'/me/details', 'patch'>;

/** `PATCH /me/details`; answers the saved profile in `data` (the success toast needs it). */
export async function updateDetails(payload: DetailsUpdate): Promise<ApiResponse<'/me/details', 'patch'>> {
  const response = await http.patch<ApiResponse<'/me/details', 'patch'>>('me/details', payload);
  return response.data;
}
