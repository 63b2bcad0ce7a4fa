/**
 * The contact form's route for the server render (react-router's data routers): its loader makes the page's own call
 * for the topics of the form (`getContactCategories`), the page is the feature's own `ContactPage` with them as its
 * first render: the guest's empty form. A signed-in visitor's name and e-mail address fill it in the browser only, so
 * nothing personal is in the HTML; the form carries no token (its spam guard is a field left empty). Topics that
 * cannot be loaded leave the form rendered without them (the browser loads them). The browser hydrates the page with
 * the same data (`handle.hydrate`, `hydrate.tsx`; scripts/ssr/README.md "Hydration").
 */
import { useLoaderData, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import type { ServerRouteHandle } from '@marktplatz/shared/ssr';
import { getContactCategories, type ContactCategory } from '../api/getContactCategories';
import ContactPage from '../pages/ContactPage';

/** The contact form's data: its topics (null when they could not be loaded). */
export interface ContactPageLoaderData {
  categories: ContactCategory[] | null;
}

/** `/chat/contact`: the form's topics. */
export async function contactLoader({ request }: LoaderFunctionArgs): Promise<ContactPageLoaderData> {
  return { categories: await getContactCategories(request.signal).catch(() => null) };
}

/** The route's id: the key of its loader data, which the browser's hydration reads. */
export const CONTACT_ROUTE_ID = 'contact';

/** No structured data (no fitting type); the browser hydrates the page. */
const contactHandle: ServerRouteHandle = { structuredData: () => [], hydrate: true };

function ServerContactPage() {
  const { categories } = useLoaderData() as ContactPageLoaderData;
  return <ContactPage initialCategories={categories ?? undefined} />;
}

/** The contact feature's server-rendered routes (full paths, as in the area's route table). */
export const contactServerRoutes: RouteObject[] = [
  { id: CONTACT_ROUTE_ID, path: '/chat/contact', loader: contactLoader, Component: ServerContactPage, handle: contactHandle },
];
