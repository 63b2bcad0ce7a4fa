import { type ApiResponse, http } from '@marktplatz/shared';

/** POST /deleteVariantImage { id }: unlinks the image from its variant (it stays in the gallery). */
export async function deleteVariantImage(id: number): Promise<string | undefined> {
  const res = await http.post<ApiResponse<'/deleteVariantImage', 'post'>>('deleteVariantImage', { id });
  return res.data.message;
}
