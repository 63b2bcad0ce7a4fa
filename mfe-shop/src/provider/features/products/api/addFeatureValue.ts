import { type ApiResponse, http } from '@marktplatz/shared';

/** POST /shop/provider/features/{id}/values: a value of one of the provider's own features. */
export async function addFeatureValue(featureId: number, name: string): Promise<string | undefined> {
  const res = await http.post<ApiResponse<'/shop/provider/features/{id}/values', 'post'>>(`shop/provider/features/${featureId}/values`, {
    name,
  });
  return res.data.message;
}
