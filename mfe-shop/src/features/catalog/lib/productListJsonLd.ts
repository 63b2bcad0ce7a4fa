/**
 * The product list's and the search's structured data (schema.org, JSON-LD): the page's first results as an
 * `ItemList` of `ListItem`s (position on the whole list, the product page's address, name), what a crawler needs to
 * follow the list to its products. The products' own data (price, seller) is on their pages' `Product`.
 */
import { absoluteUrl, itemListJsonLd, type JsonLd } from '@marktplatz/shared/ssr';
import { productPath } from '../../../lib/paths';
import type { ProductSearchResult } from '../api/searchProducts';

/** `ItemList` of the page's products (none for an empty page); `page` and `perPage` give the positions. */
export function productListJsonLd(
  results: ProductSearchResult,
  { name, url, page = 1, perPage }: { name: string; url: string; page?: number; perPage: number },
  origin: string,
): JsonLd[] {
  const items = results.data.map((product) => ({ url: absoluteUrl(productPath(product), origin), name: product.name }));
  const list = itemListJsonLd(items, {
    name,
    url: absoluteUrl(url, origin),
    firstPosition: (Math.max(1, page) - 1) * perPage + 1,
    numberOfItems: results.total_records,
  });
  return list ? [list] : [];
}
