/**
 * The product page's route for the server render (react-router's data routers): its loader is the page's own call
 * (`getProductBySlug`), its structured data is built from the same answer. The browser hydrates its markup with the
 * same loader data (../hydrate.tsx, scripts/ssr/README.md "Hydration").
 */
import { redirect, useLoaderData, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import type { ServerRouteHandle } from '@marktplatz/shared/ssr';
import { productPath } from '../../../lib/paths';
import { getProductBySlug } from '../api/getProductBySlug';
import { breadcrumbJsonLd, productJsonLd } from '../lib/productJsonLd';
import { ProductPageBody } from '../pages/ProductPage';
import type { ProductDetail } from '../types';

/** `/product/:product_id`: the product by slug; a numeric id answers a redirect to the slug URL (as the page does). */
export async function productLoader({ params, request }: LoaderFunctionArgs): Promise<ProductDetail> {
  const param = params.product_id ?? '';
  const product = await getProductBySlug(param, request.signal);
  if (/^\d+$/.test(param) && product.slug && product.slug !== param) throw redirect(productPath(product));
  return product;
}

function ServerProductPage() {
  return <ProductPageBody product={useLoaderData() as ProductDetail} />;
}

const productHandle: ServerRouteHandle = {
  // The shop's browser build hydrates it (../hydrate.tsx).
  hydrate: true,
  structuredData: (data, origin) => {
    const product = data as ProductDetail;
    return [productJsonLd(product, origin), breadcrumbJsonLd(product, origin)];
  },
};

/** The product feature's server-rendered routes (full paths, as in the area's route table). */
export const productServerRoutes: RouteObject[] = [
  { id: 'product', path: '/product/:product_id', loader: productLoader, Component: ServerProductPage, handle: productHandle },
];
