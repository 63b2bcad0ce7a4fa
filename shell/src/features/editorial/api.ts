/**
 * The content calls of the editorial pages (spec 02 §7 "Portal and content"). The public reads go out with `fetch`
 * and reject like the shared client does (the server's data, else `Something went wrong`): the frame and the
 * editorial pages of a guest need no API client, so the landing page does not download axios. Writes use `http`.
 */
import {
  berlinClock,
  failureOf,
  germanLongDay,
  getConfig,
  http,
  messages,
  type ApiData,
  type Envelope,
  type NamedRef,
  type PageMeta,
  type PostSummary,
  type WireShape,
} from '@marktplatz/shared';
import { requestHomepage, takeEarlyHomepage } from './homepageEarly';

// Wire types from the generated contract (`npm run contract`; response schemas in api/src/modules/content/schemas.ts).
export type Banner = WireShape<'EditorialBanner'>;
export type Widget = WireShape<'Widget'>;
export type WidgetItem = WireShape<'WidgetItem'>;
export type Named = NamedRef;
export type { PageMeta, PostSummary };
export type Post = ApiData<'/portal/post/{id}', 'get'>;
export type LatestProvider = WireShape<'LatestProvider'>;
export type Homepage = ApiData<'/homepageData', 'get'>;
export type BecomeProvider = ApiData<'/becomeProviderPage', 'get'>;
export type WithdrawalForm = WireShape<'WithdrawalForm'>;
export type ContentPageData = ApiData<'/api/pagedata/{slug}', 'get'>;
export type LayoutData = ApiData<'/layoutData', 'get'>;

/**
 * The answer the production server wrote into the page for a public GET without parameters
 * (`window.__marktplatzRest`, `scripts/first-answers.mjs`: the news article), taken once — the first view needs no
 * request; a later visit asks the API.
 */
export function takeServerAnswer<T>(url: string): Envelope<T> | undefined {
  if (typeof window === 'undefined') return undefined;
  const answers = (window as { __marktplatzRest?: Record<string, unknown> }).__marktplatzRest;
  if (!answers || typeof answers !== 'object' || !(url in answers)) return undefined;
  const body = answers[url];
  delete answers[url];
  return body && typeof body === 'object' && (body as { status?: unknown }).status === true ? (body as Envelope<T>) : undefined;
}

/** A public GET on the main base: the envelope, or a rejection with the server's data or `Something went wrong`. */
async function get<T>(url: string, signal?: AbortSignal, params?: Record<string, string | number | undefined>): Promise<Envelope<T>> {
  if (!params) {
    const first = takeServerAnswer<T>(url);
    if (first) return first;
  }
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) if (value !== undefined) query.set(key, String(value));
  const base = getConfig().API_BASE.replace(/\/+$/, '');
  const search = query.toString();
  let response: Response;
  try {
    response = await fetch(`${base}${url}${search ? `?${search}` : ''}`, { headers: { Accept: 'application/json' }, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw messages.somethingWentWrong;
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw failureOf(body);
  if (!body || typeof body !== 'object') throw messages.somethingWentWrong;
  return body as Envelope<T>;
}

/**
 * The landing data: the entry script's early answer when there is one, else one `fetch` (a public call; the
 * landing page does not wait for the shared axios client).
 */
export async function fetchHomepage(signal?: AbortSignal): Promise<Homepage> {
  const early = await takeEarlyHomepage();
  if (early) return early;
  const homepage = await requestHomepage(getConfig().API_BASE, fetch, signal);
  if (!homepage) throw new Error('Die Startseite konnte nicht geladen werden.');
  return homepage;
}
export const fetchBecomeProvider = async (signal?: AbortSignal) => (await get<BecomeProvider>('/becomeProviderPage', signal)).data;
export const fetchLayout = async (signal?: AbortSignal) => (await get<LayoutData>('/layoutData', signal)).data;
export const fetchPage = async (slug: string, signal?: AbortSignal) =>
  (await get<ContentPageData>(`/api/pagedata/${encodeURIComponent(slug)}`, signal)).data;
export const fetchRegions = async (signal?: AbortSignal) => (await get<ApiData<'/regions', 'get'>>('/regions', signal)).data;
export const fetchCategories = async (signal?: AbortSignal) =>
  (await get<ApiData<'/portal/categorys', 'get'>>('/portal/categorys', signal)).data;
export const fetchPost = async (idOrSlug: string, signal?: AbortSignal) =>
  (await get<Post>(`/portal/post/${encodeURIComponent(idOrSlug)}`, signal)).data;

/** The news article the server wrote into the page, if it did (the first view shows it without waiting). */
export const serverPost = (idOrSlug: string): Post | undefined =>
  takeServerAnswer<Post>(`/portal/post/${encodeURIComponent(idOrSlug)}`)?.data;

export async function fetchPosts(
  query: { page: number; region?: string; search?: string; category?: string },
  signal?: AbortSignal,
): Promise<{ rows: PostSummary[]; meta: PageMeta }> {
  const params = { page: query.page, region: query.region || undefined, per_page: 9 };
  let envelope: Envelope<PostSummary[]>;
  if (query.search) envelope = await get<PostSummary[]>('/portal/posts/search', signal, { ...params, search: query.search });
  else if (query.category) envelope = await get<PostSummary[]>(`/postsByCategory/${encodeURIComponent(query.category)}`, signal, params);
  else envelope = await get<PostSummary[]>('/portal/posts', signal, params);
  return { rows: envelope.data, meta: envelope.meta ?? { current_page: 1, last_page: 1, per_page: 9, total: envelope.data.length } };
}

export async function subscribeNewsletter(email: string): Promise<string> {
  const response = await http.post<{ message?: string }>('/subscribe-newsletter-email', { email });
  return response.data.message ?? '';
}

/** Whether the signed-in user has seen the tour: a call with the login, so through the shared client (bearer token). */
export async function getTourSeen(): Promise<boolean> {
  const response = await http.get<Envelope<ApiData<'/getTourPopup', 'get'>>>('/getTourPopup');
  return response.data.data.tour_popup_seen;
}

export async function setTourSeen(): Promise<void> {
  await http.post('/setTourPopup', {});
}

/**
 * A date as the editorial pages write it: „18. November 2026“ (Europe/Berlin). In the page through the shared
 * library the page has loaded anyway; the server's first views write it with `longDate.ts` (the library's
 * dependency-free subpath), whose copy would otherwise travel in the shell's start chunk too.
 */
export function formatLongDate(iso: string): string {
  return germanLongDay(berlinClock(new Date(iso)));
}

/** Whether a rejected call was a 404 (the shared client rejects with the server's body, `code: "NOT_FOUND"`). */
export function isNotFound(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const record = error as { code?: unknown; response?: { status?: unknown } };
  return record.code === 'NOT_FOUND' || record.response?.status === 404;
}
