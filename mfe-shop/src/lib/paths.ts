/** URLs of the area's screens. */
export const paths = {
  home: '/shop',
  list: '/product-list',
  search: '/product-search',
  cart: '/shop/cart',
  checkout: '/shop/checkout',
  favourites: '/shop/favourites',
  order: (orderNumber: string) => `/shop/order/${encodeURIComponent(orderNumber)}`,
  product: (slug: string) => `/product/${encodeURIComponent(slug)}`,
  addresses: '/account/addresses',
  withdrawal: '/page/widerrufsbelehrung',
  terms: '/page/agb',
} as const;

/** The product page of a product: its slug, else its id (which then redirects to the slug). */
export function productPath(product: { slug?: string | null; id: number }): string {
  return paths.product(product.slug || String(product.id));
}
