import { type ApiResponse, http } from '@marktplatz/shared';

/** POST /shop/provider/features: a new own feature with values. */
export async function createFeature(name: string, values: string[], isColor: boolean): Promise<string | undefined> {
  const res = await http.post<ApiResponse<'/shop/provider/features', 'post'>>('shop/provider/features', {
    name,
    is_color: isColor,
    values: values.map((value) => ({ name: value })),
  });
  return res.data.message;
}
