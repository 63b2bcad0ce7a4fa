import { http, type ApiData, type ApiRequestBody, type ApiResponse } from '@marktplatz/shared';

export type ProviderRegistration = ApiRequestBody<'/register/provider', 'post'>;

/** `POST /register/provider` (spec 01 §3 provider fields). */
export async function registerProvider(payload: ProviderRegistration): Promise<ApiData<'/register/provider', 'post'>> {
  const response = await http.post<ApiResponse<'/register/provider', 'post'>>('register/provider', payload);
  return response.data.data;
}
