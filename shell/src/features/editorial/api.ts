/**
 * The content calls of the editorial pages (spec 02 §7 "Portal and content"). The public reads go out with `fetch`
 * and reject like the shared client does (the server's data, else `Something went wrong`): the frame and the
 * editorial pages of a guest need no API client, so the landing page does not download axios. Writes use `http`.
 */
import { failureOf, getConfig, http, messages } from '@marktplatz/shared';
import { requestHomepage, takeEarlyHomepage } from './homepageEarly';

export interface Banner {
  id: number;
  title: string;
  subtitle: string | null;
  image: string;
  image_mobile: string | null;
  alt_text: string;
  button_text: string | null;
  button_url: string | null;
}

export interface WidgetItem {
  title: string;
  text: string;
  icon?: string;
  image?: string;
  url?: string;
}

export interface Widget {
  id: number;
  key: string;
  title: string;
  subtitle: string | null;
  content: string | null;
  button_text: string | null;
  button_url: string | null;
  items: WidgetItem[];
}

export interface Named {
  id: number;
  name: string;
  slug: string;
}

export interface PostSummary {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  image: string;
  image_alt: string;
  author: string;
  url: string;
  published_at: string;
  category: Named;
  region: Named | null;
}

export interface SeoEntry {
  meta_title: string;
  meta_description: string;
  og_image: string | null;
}

export interface Post extends PostSummary {
  content: string;
  related: PostSummary[];
  seo: SeoEntry | null;
}

export interface LatestProvider {
  id: number;
  company_name: string;
  slug: string;
  city: string;
  avatar: string | null;
}

export interface Homepage {
  banners: Banner[];
  widgets: Widget[];
  news: PostSummary[];
  providers: LatestProvider[];
  /** The landing page's SEO entry (editor's title and description), if any. */
  seo?: SeoEntry | null;
}

export interface BecomeProvider {
  banners: Banner[];
  widgets: Widget[];
  package_text: { title: string; subtitle: string | null; content: string; button_text: string | null; button_url: string | null } | null;
  /** The page's SEO entry, if any. */
  seo?: SeoEntry | null;
}

export interface WithdrawalForm {
  title: string;
  intro: string;
  recipient: string;
  lines: string[];
  footnote: string;
}

export interface ContentPageData {
  slug: string;
  title: string;
  subtitle: string | null;
  content: string;
  is_template: boolean;
  meta_title: string;
  meta_description: string;
  updated_at: string;
  withdrawal_form: WithdrawalForm | null;
}

export interface LayoutData {
  header: { label: string; url: string }[];
  footer: { title: string; links: { label: string; url: string }[] }[];
  legal: { label: string; url: string }[];
  contact: Record<string, string>;
  /** § 36 VSBG statement on consumer dispute resolution, from the operator settings. */
  dispute_statement?: string;
}

export interface PageMeta {
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

interface Envelope<T> {
  data: T;
  meta?: PageMeta;
}

/** A public GET on the main base: the envelope, or a rejection with the server's data or `Something went wrong`. */
async function get<T>(url: string, signal?: AbortSignal, params?: Record<string, string | number | undefined>): Promise<Envelope<T>> {
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
export const fetchRegions = async (signal?: AbortSignal) => (await get<Named[]>('/regions', signal)).data;
export const fetchCategories = async (signal?: AbortSignal) =>
  (await get<(Named & { posts_count: number })[]>('/portal/categorys', signal)).data;
export const fetchPost = async (idOrSlug: string, signal?: AbortSignal) =>
  (await get<Post>(`/portal/post/${encodeURIComponent(idOrSlug)}`, signal)).data;

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

export async function getTourSeen(): Promise<boolean> {
  return (await get<{ tour_popup_seen: boolean }>('/getTourPopup')).data.tour_popup_seen;
}

export async function setTourSeen(): Promise<void> {
  await http.post('/setTourPopup', {});
}

/** "18. November 2026" */
export function formatLongDate(iso: string): string {
  return new Intl.DateTimeFormat('de-DE', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Berlin' }).format(
    new Date(iso),
  );
}

/** Whether a rejected call was a 404 (the shared client rejects with the server's body, `code: "NOT_FOUND"`). */
export function isNotFound(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const record = error as { code?: unknown; response?: { status?: unknown } };
  return record.code === 'NOT_FOUND' || record.response?.status === 404;
}
