/**
 * The browser's hydration of the shell's own server-rendered „Anbieter werden“ (`/become-a-provider`, route id
 * `become-provider` of `serverRoutes.tsx`), as `hydrateNewsList.tsx` does for the news list: the page becomes the
 * shell's own React root on the server's markup with the server's texts (no second request). Its sticky layer shows
 * after the hydration, like every overlay (the overlay state is the browser's); a widget link to an area this site does
 * not deploy is filtered out only in the browser (`isReachable`), so on such a site React renders the page anew.
 */
import BecomeProviderPage from '../pages/BecomeProviderPage';
import type { BecomeProvider } from '../types';
import { hydrateShellPage } from './hydrateShellPage';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The page's texts of the server's loader data (`{ loaderData: { 'become-provider': … } }`), or null. */
export function becomeProviderOfServerData(data: unknown): BecomeProvider | null {
  const loaderData = isObject(data) ? data.loaderData : undefined;
  const page = isObject(loaderData) ? loaderData['become-provider'] : undefined;
  if (!isObject(page) || !Array.isArray(page.banners) || !Array.isArray(page.widgets)) return null;
  return page as unknown as BecomeProvider;
}

/** The page as the server route renders it (`ServerBecomeProvider`). */
function HydratedBecomeProvider({ data }: { data: BecomeProvider }) {
  return <BecomeProviderPage initial={data} />;
}

/**
 * Hydrates the server's „Anbieter werden“ in `container` (the `data-ssr="shell"` element); null when the data holds
 * none (the shell then renders the page as usual). The texts are taken here: a later visit loads its own.
 */
export const hydrate = hydrateShellPage({
  routeId: 'become-provider',
  path: '/become-a-provider',
  dataOf: becomeProviderOfServerData,
  Page: HydratedBecomeProvider,
});
