/**
 * The living worlds' structured data (schema.org, JSON-LD): the list of categories on `/bauen-wohnen` and
 * `/living_worlds` as an `ItemList` of links to the category pages, and a category page's `BreadcrumbList`
 * (Bauen & Wohnen → the category, on a provider's service page → the service), as the pages show them; the schema.org
 * pieces come from the shared server render.
 */
import { absoluteUrl, breadcrumbListJsonLd, itemListJsonLd, type JsonLd } from '@marktplatz/shared/ssr';
import { messages } from '../../../messages';
import type { WorldCategory, WorldRoute } from '../types';

/** The page listing every category (the category page's link back). */
export const WORLDS_PATH = '/bauen-wohnen';

/** A category page's address. */
export const categoryPagePath = (slug: string) => `/world-category/lead/${encodeURIComponent(slug)}`;

/** The categories of a worlds page (`path`: `/bauen-wohnen` or `/living_worlds`) as `ItemList`; null without any. */
export function worldsJsonLd(categories: readonly Pick<WorldCategory, 'slug' | 'title'>[], path: string, origin: string): JsonLd | null {
  return itemListJsonLd(
    categories.map((category) => ({ url: absoluteUrl(categoryPagePath(category.slug), origin), name: category.title })),
    { id: `${absoluteUrl(path, origin)}#categories` },
  );
}

/** A provider's service page in a category (`/world-category/lead/:slug/:providerSlug`). */
export const servicePagePath = (slug: string, providerSlug: string) => `${categoryPagePath(slug)}/${encodeURIComponent(providerSlug)}`;

/**
 * A category page's path: Bauen & Wohnen, the category — and on a provider's service page (`route`) the service with
 * its provider („Komplettbad – Sanitär Meier GmbH“).
 */
export function categoryBreadcrumbJsonLd(
  category: Pick<WorldCategory, 'slug' | 'title'>,
  origin: string,
  route?: Pick<WorldRoute, 'slug' | 'name' | 'provider'>,
): JsonLd {
  const crumbs = [
    { name: messages.worlds.buildingAndLiving, url: absoluteUrl(WORLDS_PATH, origin) },
    { name: category.title, url: absoluteUrl(categoryPagePath(category.slug), origin) },
    ...(route
      ? [
          {
            name: messages.category.service(route.name, route.provider.name),
            url: absoluteUrl(servicePagePath(category.slug, route.slug), origin),
          },
        ]
      : []),
  ];
  return breadcrumbListJsonLd(crumbs);
}
