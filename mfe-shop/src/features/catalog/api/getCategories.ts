import { type Envelope, http } from '@marktplatz/shared';
import type { Category } from '../../../entities/product';

/** `GET /shop/getCategories`: the category tree of the marketplace. */
export async function getCategories(signal?: AbortSignal): Promise<Category[]> {
  const response = await http.get<Envelope<Category[]>>('shop/getCategories', { signal });
  return response.data.data;
}
