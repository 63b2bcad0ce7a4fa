import { type ApiRequestBody, type ApiResponse, http } from '@marktplatz/shared';

/** POST /addProductSeo */
export async function saveSeo(
  productId: number,
  seo: Omit<ApiRequestBody<'/addProductSeo', 'post'>, 'product_id'>,
): Promise<string | undefined> {
  const res = await http.post<ApiResponse<'/addProductSeo', 'post'>>('addProductSeo', { product_id: productId, ...seo });
  return res.data.message;
}
