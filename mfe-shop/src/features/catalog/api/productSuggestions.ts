import { type Envelope, http } from '@marktplatz/shared';

export interface ProductSuggestion {
  id: number;
  name: string;
  slug: string;
  photo?: string | null;
  price?: number;
}

interface SuggestionAnswer {
  keyword: string;
  suggestions: ProductSuggestion[];
  total: number;
}

/** `GET /productsListBySearch?keyword=`: up to 8 products whose words start like the typed ones. */
export async function productSuggestions(keyword: string, signal?: AbortSignal): Promise<ProductSuggestion[]> {
  const response = await http.get<Envelope<SuggestionAnswer>>('productsListBySearch', { params: { keyword }, signal });
  return response.data.data?.suggestions ?? [];
}
