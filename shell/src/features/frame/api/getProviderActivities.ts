import { http, type ApiData, type ApiResponse } from '@marktplatz/shared';

/** `GET shop/provider/activities`: which activities (shop, food, leads, stores) the provider runs. */
export async function getProviderActivities(): Promise<ApiData<'/shop/provider/activities', 'get'>> {
  const response = await http.get<ApiResponse<'/shop/provider/activities', 'get'>>('shop/provider/activities');
  return response.data.data;
}
