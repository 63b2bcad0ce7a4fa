import { http, type ApiResponse, type WireShape } from '@marktplatz/shared';

/** A product the search box suggests. */
export type ProductSuggestion = WireShape<'ProductSuggestions'>['suggestions'][number];

/** `GET /productsListBySearch?keyword=`: up to 8 products whose words start like the typed ones. */
export async function productSuggestions(keyword: string, signal?: AbortSignal): Promise<ProductSuggestion[]> {
  const response = await http.get<ApiResponse<'/productsListBySearch', 'get'>>('productsListBySearch', { params: { keyword }, signal });
  return response.data.data.suggestions;
}
