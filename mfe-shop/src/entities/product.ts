/**
 * The shop's product and category wire types, from the generated contract (`@marktplatz/shared`,
 * `npm run contract`): the aliases only name the API's shapes for the screens; no answer shape is written here.
 */
import type { ApiData, WireShape } from '@marktplatz/shared';

/** A product card as every marketplace list gives it (shop module `ProductCard`). */
export type ProductSummary = WireShape<'ProductCard'>;
export type ProviderRef = WireShape<'ProviderRef'>;

/** A top-level node of the category tree (`/shop/getCategories`) with its levels 2 and 3. */
export type CategoryTreeNode = ApiData<'/shop/getCategories', 'get'>[number];
export type Subcategory = CategoryTreeNode['subcategories'][number];
export type Childcategory = Subcategory['childcategories'][number];
/** A node of the category tree, whichever level (1–3) it is. */
export type Category = CategoryTreeNode | Subcategory | Childcategory;

/** The children of a category node, whichever level it is. */
export function childrenOf(category: Category): Category[] {
  if ('subcategories' in category) return category.subcategories;
  if ('childcategories' in category) return category.childcategories;
  return [];
}

/** The provider's display name. */
export function providerName(provider: ProviderRef | null | undefined): string {
  return provider?.name ?? '';
}

/** The product's picture URL. */
export function productImage(product: { photo: string | null }): string | null {
  return product.photo || null;
}
