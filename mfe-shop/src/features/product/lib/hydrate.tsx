/**
 * The browser's hydration of the server-rendered product page (exposed as `mfe_shop/hydrate`; scripts/ssr/README.md
 * "Hydration"). The shell keeps the server's `<div data-ssr="mfe_shop">` and hands it here with the loader data of
 * `#mp-ssr-data-mfe_shop`: the page becomes the area's own React root ("island") on that element, with the product of
 * the server's render (no second request for it) and the same tree as the server's render (createServerRender in
 * @marktplatz/shared/ssr): the theme without global style, the router, `ProductPageBody`. What is personal (session,
 * favourites, stored theme) renders as the guest's view first — the shared stores give their server snapshot during a
 * hydration — and follows right after it. The shell's router drives it: the island shows the shell's location and
 * navigates through the shell's navigator; the shell unmounts it when the visitor leaves the page.
 */
import { Fragment, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { Route, Router, Routes, type Location, type Navigator } from 'react-router-dom';
import { ThemeProvider, useSeo } from '@marktplatz/shared';
import { ProductPageBody, useProductMeta, useViewCount } from '../pages/ProductPage';
import type { ProductDetail } from '../types';

/** The area's remote name: the `identifierPrefix` of its server render (`ssrIdentifierPrefix` of the shared library). */
const AREA = 'mfe_shop';

/** What the shell passes: its router's location and navigator, and where an error of the island goes. */
export interface IslandContext {
  location: Location;
  navigator: Navigator;
  /**
   * An error the island's tree throws after hydration (React then unmounts the root): the shell renders the area as
   * usual instead, like its error boundary would.
   */
  onError?: (error: unknown) => void;
}

/** The hydrated page, for the shell: follow the shell's location, and unmount when the page is left. */
export interface Island {
  update: (context: IslandContext) => void;
  unmount: () => void;
}

/** The product of the server's loader data (`{ loaderData: { product } }`, route id `product`), or null. */
export function productOfServerData(data: unknown): ProductDetail | null {
  const product = (data as { loaderData?: { product?: unknown } } | null)?.loaderData?.product;
  return product && typeof product === 'object' && typeof (product as ProductDetail).id === 'number' ? (product as ProductDetail) : null;
}

/** The page's effects of `ProductPage` (title and description, the view count) around the server's markup. */
function HydratedProductPage({ product, onHydrated }: { product: ProductDetail; onHydrated: () => void }) {
  const seo = useSeo('PRODUCT', product.slug, product.seo?.meta_title || `${product.name} – Marktplatz`);
  useProductMeta(product, seo.loading || !!seo.data?.is_meta);
  useViewCount(product);
  useEffect(onHydrated, [onHydrated]);
  return <ProductPageBody product={product} />;
}

interface IslandTreeProps extends IslandContext {
  product: ProductDetail;
  onHydrated: () => void;
}

/**
 * The server render's tree (shared/src/ssr `createServerRender`): `ThemeProvider` without global style around the
 * router; `StaticRouterProvider` renders `[router, hydration script or null]`, hence the fragment with `null` — the
 * same forks of the tree give the same `useId` values.
 */
function IslandTree({ product, location, navigator, onHydrated }: IslandTreeProps) {
  return (
    <ThemeProvider withGlobalStyle={false}>
      <Fragment>
        <Router location={location} navigator={navigator}>
          <Routes>
            <Route path="/product/:product_id" element={<HydratedProductPage product={product} onHydrated={onHydrated} />} />
          </Routes>
        </Router>
        {null}
      </Fragment>
    </ThemeProvider>
  );
}

/**
 * Hydrates the server's product page in `container` (the `data-ssr` element) with the server's loader data; null when
 * the data holds no product (the shell then renders the area as usual). `container` gets `data-hydrated` once done.
 */
export function hydrate(container: HTMLElement, data: unknown, context: IslandContext): Island | null {
  const product = productOfServerData(data);
  if (!product) return null;
  const onHydrated = () => container.setAttribute('data-hydrated', '');
  let latest = context;
  const element = ({ location, navigator }: IslandContext) => (
    <IslandTree product={product} onHydrated={onHydrated} location={location} navigator={navigator} />
  );
  const root = hydrateRoot(container, element(context), {
    identifierPrefix: `${AREA}-`,
    onUncaughtError: (error) => {
      if (latest.onError) latest.onError(error);
      else console.error(error);
    },
  });
  return {
    update: (next) => {
      latest = next;
      root.render(element(next));
    },
    unmount: () => root.unmount(),
  };
}
