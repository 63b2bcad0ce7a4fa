import { type Envelope, http, type WireShape } from '@marktplatz/shared';
import { listOf } from '../lib/listOf';

/** One section per top-level category with products (the API's `ProductSection`). */
export type ProductSection = WireShape<'ProductSection'>;

/** `GET /shop/product-section`: editorial sections, each with its products. */
export async function getProductSections(signal?: AbortSignal): Promise<ProductSection[]> {
  const response = await http.get<Envelope<unknown>>('shop/product-section', { signal });
  return listOf<ProductSection>(response.data.data);
}
