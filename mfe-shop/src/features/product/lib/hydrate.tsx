/**
 * The browser's hydration of the server-rendered product page (exposed as `mfe_shop/hydrate`; scripts/ssr/README.md
 * "Hydration"). `createHydrate` of `@marktplatz/shared/ssr/hydrate` does the generic part — the server render's tree
 * shape, `hydrateRoot` with the area's `useId` prefix, following the shell's location, handing errors to the shell —
 * with the product of the server's render (no second request for it) and the same page body as the server route
 * (`ProductPageBody`). What is personal (session, favourites, stored theme) renders as the guest's view first — the
 * shared stores give their server snapshot during a hydration — and follows right after it.
 */
import { useSeo } from '@marktplatz/shared';
import { createHydrate } from '@marktplatz/shared/ssr/hydrate';
import { ProductPageBody, useProductMeta, useViewCount } from '../pages/ProductPage';
import type { ProductDetail } from '../types';

export type { Island, IslandContext } from '@marktplatz/shared/ssr/hydrate';

/** The product of the server's loader data (`{ loaderData: { product } }`, route id `product`), or null. */
export function productOfServerData(data: unknown): ProductDetail | null {
  const product = (data as { loaderData?: { product?: unknown } } | null)?.loaderData?.product;
  return product && typeof product === 'object' && typeof (product as ProductDetail).id === 'number' ? (product as ProductDetail) : null;
}

/** The page's effects of `ProductPage` (title and description, the view count) around the server's markup. */
function HydratedProductPage({ data: product }: { data: ProductDetail }) {
  const seo = useSeo('PRODUCT', product.slug, product.seo?.meta_title || `${product.name} – Marktplatz`);
  useProductMeta(product, seo.loading || !!seo.data?.is_meta);
  useViewCount(product);
  return <ProductPageBody product={product} />;
}

/**
 * Hydrates the server's product page in `container` (the `data-ssr` element) with the server's loader data; null when
 * the data holds no product (the shell then renders the area as usual). `container` gets `data-hydrated` once done.
 */
export const hydrate = createHydrate({
  area: 'mfe_shop',
  path: '/product/:product_id',
  dataOf: productOfServerData,
  Page: HydratedProductPage,
});
