/**
 * Content queries several apps use (page banners and SEO data). A failed banner load falls back to an empty list
 * (spec 01 §8).
 *
 * They run through the page's Apollo Client (`queryGraphql`, cache-first), which the first such query loads. The
 * documents (`PAGE_BANNERS_QUERY`, `SEO_DATA_QUERY`) are built here as GraphQL syntax trees (see `queryDocument()`
 * below) instead of with `gql`, so this module needs no part of graphql before a query runs; the tests check that
 * they equal the query texts.
 */
import type { TypedDocumentNode } from '@apollo/client';
import { useEffect } from 'react';
import { queryGraphql } from './graphqlQuery';
import type { BannerPage, PageBanner, SeoData, SeoType } from './contract';
import { useFetch, type FetchOptions } from './hooks/useFetch';

type AstNode = Record<string, unknown>;

const nameNode = (value: string): AstNode => ({ kind: 'Name', value });
const variableNode = (name: string): AstNode => ({ kind: 'Variable', name: nameNode(name) });

/** A field with optional arguments (argument name → variable name) and sub-fields. */
function field(name: string, args: Record<string, string> = {}, selections?: readonly (string | AstNode)[]): AstNode {
  return {
    kind: 'Field',
    name: nameNode(name),
    arguments: Object.entries(args).map(([argument, variable]) => ({
      kind: 'Argument',
      name: nameNode(argument),
      value: variableNode(variable),
    })),
    directives: [],
    ...(selections ? { selectionSet: selectionSet(selections) } : {}),
  };
}

function selectionSet(selections: readonly (string | AstNode)[]): AstNode {
  return { kind: 'SelectionSet', selections: selections.map((s) => (typeof s === 'string' ? field(s) : s)) };
}

interface VariableSpec {
  name: string;
  type: string;
  required?: boolean;
  defaultInt?: number;
}

/** A one-operation query document (the same tree `gql` produces, without source locations). */
function queryDocument<Data, Variables>(
  operation: string,
  variables: readonly VariableSpec[],
  root: AstNode,
): TypedDocumentNode<Data, Variables> {
  const namedType = (type: string): AstNode => ({ kind: 'NamedType', name: nameNode(type) });
  return {
    kind: 'Document',
    definitions: [
      {
        kind: 'OperationDefinition',
        operation: 'query',
        name: nameNode(operation),
        variableDefinitions: variables.map((variable) => ({
          kind: 'VariableDefinition',
          variable: variableNode(variable.name),
          type: variable.required ? { kind: 'NonNullType', type: namedType(variable.type) } : namedType(variable.type),
          ...(variable.defaultInt !== undefined ? { defaultValue: { kind: 'IntValue', value: String(variable.defaultInt) } } : {}),
          directives: [],
        })),
        directives: [],
        selectionSet: selectionSet([root]),
      },
    ],
  } as unknown as TypedDocumentNode<Data, Variables>;
}

export type { BannerPage, PageBanner, SeoData, SeoType } from './contract';

/** The banner pages the front end shows (the API knows these and `HOME`). */
export const BANNER_PAGES = [
  'LOGIN',
  'REGISTRATION',
  'PROVIDER',
  'LEAD',
  'PROPERTY',
  'MARKETPLACE',
  'FOOD',
] as const satisfies readonly BannerPage[];

export const SEO_TYPES = [
  'PAGE',
  'PRODUCT',
  'PROVIDER',
  'PROPERTY',
  'NEWS',
  'LIVING_WORLD',
  'FOOD_PROVIDER',
  'CATEGORY',
] as const satisfies readonly SeoType[];

/** The page-banner query as text (same as `PAGE_BANNERS_QUERY`). */
export const PAGE_BANNERS_QUERY_TEXT = `query PageBanners($page: BannerPage!, $first: Int = 10) {
  pageBanners(page: $page, first: $first) {
    data { id page title subtitle image image_mobile alt_text button_text button_url position }
  }
}`;

/** The SEO query as text (same as `SEO_DATA_QUERY`). */
export const SEO_DATA_QUERY_TEXT = `query SeoData($type: SeoType!, $slug: String!) {
  seoData(type: $type, slug: $slug) { type slug is_meta meta_title meta_description meta_tag tags og_image }
}`;

export const PAGE_BANNERS_QUERY: TypedDocumentNode<{ pageBanners: { data: PageBanner[] } }, { page: BannerPage; first?: number }> =
  queryDocument(
    'PageBanners',
    [
      { name: 'page', type: 'BannerPage', required: true },
      { name: 'first', type: 'Int', defaultInt: 10 },
    ],
    field('pageBanners', { page: 'page', first: 'first' }, [
      field('data', {}, ['id', 'page', 'title', 'subtitle', 'image', 'image_mobile', 'alt_text', 'button_text', 'button_url', 'position']),
    ]),
  );

export const SEO_DATA_QUERY: TypedDocumentNode<{ seoData: SeoData | null }, { type: SeoType; slug: string }> = queryDocument(
  'SeoData',
  [
    { name: 'type', type: 'SeoType', required: true },
    { name: 'slug', type: 'String', required: true },
  ],
  field('seoData', { type: 'type', slug: 'slug' }, [
    'type',
    'slug',
    'is_meta',
    'meta_title',
    'meta_description',
    'meta_tag',
    'tags',
    'og_image',
  ]),
);

/** The banners of a page, sorted by position; an empty list when the load fails. */
export async function fetchPageBanners(page: BannerPage): Promise<PageBanner[]> {
  try {
    const result = await queryGraphql(PAGE_BANNERS_QUERY, { variables: { page } });
    const banners = result.pageBanners?.data ?? [];
    return [...banners].sort((a, b) => a.position - b.position);
  } catch {
    return [];
  }
}

/**
 * The SEO answer the production server wrote into the page for its URL (`scripts/serve-static.mjs`, `seoHint`):
 * `data` is null when the API has none for that page.
 */
export interface FirstViewSeo {
  type: SeoType;
  slug: string;
  data: SeoData | null;
}

function firstViewSeo(type: SeoType, slug: string): FirstViewSeo | undefined {
  const hint = typeof window === 'undefined' ? undefined : (window as { __marktplatzSeo?: FirstViewSeo }).__marktplatzSeo;
  return hint && hint.type === type && hint.slug === slug ? hint : undefined;
}

/**
 * The SEO data of a page, or null when none is stored or the load fails. The page the visitor arrived on carries
 * the server's answer, so its first view needs no GraphQL request (and loads no GraphQL client).
 */
export async function fetchSeoData(type: SeoType, slug: string): Promise<SeoData | null> {
  const first = firstViewSeo(type, slug);
  if (first) return first.data;
  try {
    const result = await queryGraphql(SEO_DATA_QUERY, { variables: { type, slug } });
    return result.seoData ?? null;
  } catch {
    return null;
  }
}

/**
 * Page banners with a loading flag that starts true; `data` is `[]` after a failure. `options.initial` (since 1.18.0,
 * `useFetch`'s option) gives the banners the page already has — a server render's loader data: the first render shows
 * them, not the loading state, and they are not asked for again (another `page` loads as usual).
 */
export function usePageBanners(page: BannerPage, options: FetchOptions<PageBanner[]> = {}) {
  return useFetch(() => fetchPageBanners(page), [page], options);
}

/**
 * Sets the page's `<meta name="…">` (description, keywords) to `content`, adding the tag to the head when it is
 * missing (since 1.13.0; the shop's product page and the stores' provider page each wrote it by hand).
 */
export function setMetaTag(name: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute('name', name);
    document.head.appendChild(element);
  }
  element.setAttribute('content', content);
}

/**
 * Loads the SEO data of a page and applies it: document title (else `fallbackTitle`), meta description and
 * keywords when `is_meta` is set.
 */
export function useSeo(type: SeoType, slug: string, fallbackTitle?: string) {
  // The page the visitor arrived on carries the server's answer: it is the first state (no loading state, no later
  // render of the whole page when it arrives); the markup never depends on it, only the effect below.
  const state = useFetch(() => fetchSeoData(type, slug), [type, slug], { initial: () => firstViewSeo(type, slug)?.data });
  const seo = state.data;
  useEffect(() => {
    if (state.loading) return;
    const title = seo?.meta_title || fallbackTitle;
    if (title) document.title = title;
    if (seo?.is_meta) {
      if (seo.meta_description) setMetaTag('description', seo.meta_description);
      const keywords = seo.meta_tag || seo.tags.join(', ');
      if (keywords) setMetaTag('keywords', keywords);
    }
  }, [seo, state.loading, fallbackTitle]);
  return state;
}
