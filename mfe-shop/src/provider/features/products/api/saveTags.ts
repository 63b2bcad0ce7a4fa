import { type ApiResponse, http } from '@marktplatz/shared';

/** POST /addSearchTags (replaces the product's tags). */
export async function saveTags(productId: number, tags: string[]): Promise<string | undefined> {
  const res = await http.post<ApiResponse<'/addSearchTags', 'post'>>('addSearchTags', { product_id: productId, tags });
  return res.data.message;
}
