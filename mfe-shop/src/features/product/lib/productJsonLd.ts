/**
 * The product page's structured data (schema.org, JSON-LD): `Product` with its `Offer` (the price shown first, in
 * euros, availability and seller) and `AggregateRating` when the product has ratings, and the page's
 * `BreadcrumbList`. Built from the API's product as the page shows it, so a crawler reads what a visitor sees.
 */
import { absoluteUrl, aggregateRating, breadcrumbListJsonLd, euroOffer, schemaOrgNode, type JsonLd } from '@marktplatz/shared/ssr';
import { messages } from '../../../messages';
import { productImageUrl } from '../../../lib/assetUrl';
import { paths, productPath } from '../../../lib/paths';
import type { ProductDetail } from '../types';
import { findVariant, galleryFor, initialSelection } from './variants';

const CONDITION: Record<string, string> = {
  new: 'https://schema.org/NewCondition',
  used: 'https://schema.org/UsedCondition',
  refurbished: 'https://schema.org/RefurbishedCondition',
};

/** The price a visitor sees first (the start variant's, else the product's), in euros with two decimals. */
function shownPriceCents(product: ProductDetail): { cents: number; inStock: boolean } {
  const variant = findVariant(product, initialSelection(product));
  if (variant) return { cents: variant.price_cents, inStock: variant.in_stock };
  return { cents: product.price_cents, inStock: product.in_stock };
}

/** `Product` with `Offer` and, when rated, `AggregateRating`. */
export function productJsonLd(product: ProductDetail, origin: string): JsonLd {
  const url = absoluteUrl(productPath(product), origin);
  const { cents, inStock } = shownPriceCents(product);
  const images = galleryFor(product, undefined).flatMap((image) => {
    const picture = productImageUrl(image.image);
    return picture ? [absoluteUrl(picture, origin)] : [];
  });
  const description = product.short_description || product.details;
  const seller = product.provider?.name ? { '@type': 'Organization', name: product.provider.name } : undefined;
  const offer = euroOffer({ cents, url, inStock });
  const condition = product.product_condition ? CONDITION[product.product_condition] : undefined;
  const rating = aggregateRating({ ratingValue: product.avg_rating, reviewCount: product.total_review });
  return {
    ...schemaOrgNode('Product'),
    name: product.name,
    url,
    ...(description ? { description } : {}),
    ...(product.sku ? { sku: product.sku } : {}),
    ...(images.length > 0 ? { image: images } : {}),
    ...(product.manufacturer ? { brand: { '@type': 'Brand', name: product.manufacturer } } : {}),
    ...(offer
      ? {
          offers: {
            ...offer,
            ...(condition ? { itemCondition: condition } : {}),
            ...(seller ? { seller } : {}),
          },
        }
      : {}),
    ...(rating ? { aggregateRating: rating } : {}),
  };
}

/** The page's path: the marketplace, the product's categories, the product. */
export function breadcrumbJsonLd(product: ProductDetail, origin: string): JsonLd {
  const crumbs = [
    { name: messages.marketplace.title, url: absoluteUrl(paths.home, origin) },
    ...(product.breadcrumbs ?? []).map((crumb) => ({
      name: crumb.name,
      url: absoluteUrl(`${paths.list}?category=${crumb.id}`, origin),
    })),
    { name: product.name, url: absoluteUrl(productPath(product), origin) },
  ];
  return breadcrumbListJsonLd(crumbs);
}
