import { getConfig, PAGE_BANNERS_QUERY_TEXT, type BannerPage, type PageBanner } from '@marktplatz/shared';

interface PageBannersAnswer {
  data?: { pageBanners?: { data?: unknown } | null } | null;
  errors?: unknown;
}

/**
 * The banners of a page as a guest gets them, for the server render's loaders (`lib/serverRoutes.tsx`): the page's own
 * query (`PAGE_BANNERS_QUERY_TEXT`, the one `usePageBanners` sends, with the same variables) posted to the configured
 * GraphQL URL, without a session and without the page's Apollo Client — on the server that one client (kept on
 * `globalThis`) would serve every visitor from its cache and outlive the area's build. Sorted by position, as
 * `fetchPageBanners` does; an empty list when the call fails, is aborted or answers with an error: the page then has no
 * banner, as in the browser.
 */
export async function fetchGuestPageBanners(page: BannerPage, signal?: AbortSignal): Promise<PageBanner[]> {
  try {
    const response = await fetch(getConfig().GRAPHQL_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ operationName: 'PageBanners', query: PAGE_BANNERS_QUERY_TEXT, variables: { page } }),
      signal,
    });
    if (!response.ok) return [];
    const answer = (await response.json()) as PageBannersAnswer | null;
    const banners = answer?.errors ? undefined : answer?.data?.pageBanners?.data;
    return Array.isArray(banners) ? [...(banners as PageBanner[])].sort((a, b) => a.position - b.position) : [];
  } catch {
    return [];
  }
}
