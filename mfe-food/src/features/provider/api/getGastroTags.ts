import { http, type ApiResponse } from '@marktplatz/shared';

/** `GET /getGastroTags`: the cuisines a restaurant may name (the search's „Küche“ filter and the settings' choice). */
export async function getGastroTags(signal?: AbortSignal): Promise<string[]> {
  const response = await http.get<ApiResponse<'/getGastroTags', 'get'>>('getGastroTags', { signal });
  return response.data.data;
}
