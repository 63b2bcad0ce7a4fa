import { type ApiResponse, http } from '@marktplatz/shared';

/** POST /addImagesToVariant: links gallery images of the same product to the variant. */
export async function linkVariantImages(variantId: number, imageIds: number[]): Promise<string | undefined> {
  const res = await http.post<ApiResponse<'/addImagesToVariant', 'post'>>('addImagesToVariant', {
    variant_id: variantId,
    image_ids: imageIds,
  });
  return res.data.message;
}
