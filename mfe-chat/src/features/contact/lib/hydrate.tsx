/**
 * The browser's hydration of the server-rendered contact form (exposed as `mfe_chat/hydrate`; scripts/ssr/README.md
 * "Hydration"): `createHydrate` of the shared library with `ContactPage` and the topics of the server's loader data as
 * its first render, as the server route renders it (`serverRoutes.tsx`) — no second request for the topics. Topics
 * the server could not load (null) start loading on both sides and load in the browser. The form is the guest's empty
 * one on both sides; a signed-in visitor's name and e-mail address fill the untouched fields right after the
 * hydration (`useStarted` in the page), and what was typed before the hydration stays (`ServerRenderedForm`).
 */
import { createHydrate } from '@marktplatz/shared/ssr/hydrate';
import type { ContactCategory } from '../api/getContactCategories';
import ContactPage from '../pages/ContactPage';
import { CONTACT_ROUTE_ID, type ContactPageLoaderData } from './serverRoutes';

export type { Island, IslandContext } from '@marktplatz/shared/ssr/hydrate';

const isTopic = (value: unknown): value is ContactCategory =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { id?: unknown }).id === 'number' &&
  typeof (value as { name?: unknown }).name === 'string';

/**
 * The contact form's data of the server's loader data (`{ loaderData: { contact: { categories } } }`), or null when
 * it holds no contact form (the shell then renders the area as usual). Topics of another shape count as not loaded.
 */
export function contactOfServerData(data: unknown): ContactPageLoaderData | null {
  const page = (data as { loaderData?: Record<string, unknown> } | null)?.loaderData?.[CONTACT_ROUTE_ID];
  if (typeof page !== 'object' || page === null) return null;
  const { categories } = page as { categories?: unknown };
  return { categories: Array.isArray(categories) && categories.every(isTopic) ? categories : null };
}

/** The page as the server route renders it. */
function HydratedContactPage({ data }: { data: ContactPageLoaderData }) {
  return <ContactPage initialCategories={data.categories ?? undefined} />;
}

/**
 * Hydrates the server's contact form in `container` (the `data-ssr` element) with the server's topics; null when the
 * data holds no contact form. `container` gets `data-hydrated` once done.
 */
export const hydrate = createHydrate({
  area: 'mfe_chat',
  path: '/chat/contact',
  dataOf: contactOfServerData,
  Page: HydratedContactPage,
});
