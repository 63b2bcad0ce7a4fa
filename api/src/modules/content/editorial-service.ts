import { and, asc, count, desc, eq, ilike, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Executor } from '../../db/client';
import {
  cookieConsents,
  cookieTypes,
  editorialPages,
  layoutLinks,
  pageBanners,
  portalCategories,
  portalPosts,
  portalRegions,
  siteSettings,
  stickyLayers,
  tourPopupViews,
  widgets,
  type BannerPage,
  type ContentFormat,
  type WidgetItem,
} from '../../db/schema/content';
import { z } from 'zod';
import { wireSchema } from '../../http/contract';
import type { PageMeta } from '../../http/envelope';
import { NotFoundError, ValidationError } from '../../http/errors';
import { pageMeta, pageOffset } from '../../http/pagination';
import { containsPattern } from '../../lib/like-pattern';
import { contentNow } from './clock';
import { WITHDRAWAL_FORM } from './editorial-seed-data';
import { DEMO_MARK, DEMO_NOTICE, disputeStatement, fillOperatorData, operatorName } from './operator';
import { latestProviders, type LatestProviderDto } from './providers';
import { currentConsentVersion } from './cookie-banner';
import { fillOperatorHtml } from './site/legal-html';
import { findSeoData, getText, type ContentTextDto, type SeoDataDto, type StickyLayerDto } from './service';

export const MESSAGES = {
  pageNotFound: 'Die Seite wurde nicht gefunden.',
  widgetsNotFound: 'Für diese Seite gibt es keine Widgets.',
  postNotFound: 'Der Beitrag wurde nicht gefunden.',
  categoryNotFound: 'Die Kategorie wurde nicht gefunden.',
  regionNotFound: 'Die Region wurde nicht gefunden.',
  tourSaved: 'Die Tour wird Ihnen nicht mehr angezeigt.',
  cookieSaved: 'Ihre Cookie-Einstellungen wurden gespeichert.',
  cookieUnknown: 'Unbekannte Cookie-Kategorie.',
  consentVersionAhead: 'Diese Version der Cookie-Hinweise gibt es noch nicht.',
} as const;

export interface BannerDto {
  id: number;
  title: string;
  subtitle: string | null;
  image: string;
  image_mobile: string | null;
  alt_text: string;
  button_text: string | null;
  button_url: string | null;
}

export async function activeBanners(db: Executor, page: BannerPage): Promise<BannerDto[]> {
  const rows = await db
    .select()
    .from(pageBanners)
    .where(and(eq(pageBanners.page, page), eq(pageBanners.isActive, true)))
    .orderBy(asc(pageBanners.position), asc(pageBanners.id));
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    subtitle: row.subtitle,
    image: row.image,
    image_mobile: row.imageMobile,
    alt_text: row.altText,
    button_text: row.buttonText,
    button_url: row.buttonUrl,
  }));
}

export interface WidgetDto {
  id: number;
  key: string;
  title: string;
  subtitle: string | null;
  content: string | null;
  button_text: string | null;
  button_url: string | null;
  items: WidgetItem[];
}

export async function listWidgets(db: Executor, slug: string): Promise<WidgetDto[]> {
  const rows = await db
    .select()
    .from(widgets)
    .where(and(eq(widgets.pageSlug, slug), eq(widgets.isActive, true)))
    .orderBy(asc(widgets.position), asc(widgets.id));
  return rows.map((row) => ({
    id: row.id,
    key: row.key,
    title: row.title,
    subtitle: row.subtitle,
    content: row.content,
    button_text: row.buttonText,
    button_url: row.buttonUrl,
    items: row.items,
  }));
}

// --- News -------------------------------------------------------------------------------------------------

export const namedSchema = wireSchema('Named', z.object({ id: z.number().int(), name: z.string(), slug: z.string() }));
export type NamedDto = z.infer<typeof namedSchema>;

/** A news post in lists (`/posts`, the start page, `related`). */
export const postSummarySchema = wireSchema(
  'PostSummary',
  z.object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    excerpt: z.string(),
    image: z.string(),
    image_alt: z.string(),
    author: z.string(),
    url: z.string(),
    published_at: z.string(),
    category: namedSchema,
    region: namedSchema.nullable(),
  }),
);
export type PostSummaryDto = z.infer<typeof postSummarySchema>;

export interface PostDto extends PostSummaryDto {
  content: string;
  related: PostSummaryDto[];
  seo: SeoDataDto | null;
  content_format: ContentFormat;
}

const postSelection = {
  post: portalPosts,
  categoryName: portalCategories.name,
  categorySlug: portalCategories.slug,
  regionName: portalRegions.name,
  regionSlug: portalRegions.slug,
  total: sql<number>`count(*) over ()`.mapWith(Number),
};

type PostRow = {
  post: typeof portalPosts.$inferSelect;
  categoryName: string;
  categorySlug: string;
  regionName: string | null;
  regionSlug: string | null;
};

function toSummary(row: PostRow): PostSummaryDto {
  const { post } = row;
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    image: post.image,
    image_alt: post.imageAlt,
    author: post.author,
    url: `/news/${post.slug}`,
    published_at: post.publishedAt.toISOString(),
    category: { id: post.categoryId, name: row.categoryName, slug: row.categorySlug },
    region:
      post.regionId !== null && row.regionName !== null && row.regionSlug !== null
        ? { id: post.regionId, name: row.regionName, slug: row.regionSlug }
        : null,
  };
}

/** A post visitors see: active, and its publication time (an editor's schedule) reached. */
const visiblePost = (): SQL | undefined => and(eq(portalPosts.isActive, true), lte(portalPosts.publishedAt, contentNow()));

/** A page visitors see: active, and its schedule (if any) reached. */
const visiblePage = (): SQL | undefined =>
  and(eq(editorialPages.isActive, true), or(isNull(editorialPages.publishAt), lte(editorialPages.publishAt, contentNow())));

async function selectPosts(db: Executor, where: SQL | undefined, limit: number, offset: number) {
  return db
    .select(postSelection)
    .from(portalPosts)
    .innerJoin(portalCategories, eq(portalCategories.id, portalPosts.categoryId))
    .leftJoin(portalRegions, eq(portalRegions.id, portalPosts.regionId))
    .where(and(visiblePost(), where))
    .orderBy(desc(portalPosts.publishedAt), desc(portalPosts.id))
    .limit(limit)
    .offset(offset);
}

export async function findRegion(db: Executor, value: string): Promise<NamedDto> {
  const [row] = await db
    .select({ id: portalRegions.id, name: portalRegions.name, slug: portalRegions.slug })
    .from(portalRegions)
    .where(/^\d{1,9}$/.test(value) ? eq(portalRegions.id, Number(value)) : eq(portalRegions.slug, value))
    .limit(1);
  if (!row) throw new NotFoundError(MESSAGES.regionNotFound);
  return row;
}

export async function findCategory(db: Executor, value: string): Promise<NamedDto> {
  const [row] = await db
    .select({ id: portalCategories.id, name: portalCategories.name, slug: portalCategories.slug })
    .from(portalCategories)
    .where(/^\d{1,9}$/.test(value) ? eq(portalCategories.id, Number(value)) : eq(portalCategories.slug, value))
    .limit(1);
  if (!row) throw new NotFoundError(MESSAGES.categoryNotFound);
  return row;
}

export interface PostFilter {
  page: number;
  perPage: number;
  region?: string | undefined;
  category?: string | undefined;
  search?: string | undefined;
}

export async function listPosts(db: Executor, filter: PostFilter): Promise<{ rows: PostSummaryDto[]; meta: PageMeta }> {
  const conditions: SQL[] = [];
  if (filter.region) conditions.push(eq(portalPosts.regionId, (await findRegion(db, filter.region)).id));
  if (filter.category) conditions.push(eq(portalPosts.categoryId, (await findCategory(db, filter.category)).id));
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    const match = or(ilike(portalPosts.title, pattern), ilike(portalPosts.excerpt, pattern), ilike(portalPosts.content, pattern));
    if (match) conditions.push(match);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const request = { page: filter.page, perPage: filter.perPage };
  const { limit, offset } = pageOffset(request);
  const rows = await selectPosts(db, where, limit, offset);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && offset > 0) {
    const [row] = await db.select({ value: count() }).from(portalPosts).where(and(visiblePost(), where));
    total = row?.value ?? 0;
  }
  return { rows: rows.map(toSummary), meta: pageMeta(request, total) };
}

export async function getPost(db: Executor, idOrSlug: string): Promise<PostDto> {
  // `{id}` is the numeric id or the slug.
  const where = /^\d{1,9}$/.test(idOrSlug) ? eq(portalPosts.id, Number(idOrSlug)) : eq(portalPosts.slug, idOrSlug);
  const [row] = await selectPosts(db, where, 1, 0);
  if (!row) throw new NotFoundError(MESSAGES.postNotFound);
  const related = await selectPosts(
    db,
    and(eq(portalPosts.categoryId, row.post.categoryId), sql`${portalPosts.id} <> ${row.post.id}`),
    3,
    0,
  );
  return {
    ...toSummary(row),
    content: row.post.content,
    related: related.map(toSummary),
    seo: await findSeoData(db, 'news', row.post.slug),
    content_format: row.post.contentFormat,
  };
}

export async function listCategories(db: Executor): Promise<Array<NamedDto & { posts_count: number }>> {
  const rows = await db
    .select({
      id: portalCategories.id,
      name: portalCategories.name,
      slug: portalCategories.slug,
      posts_count: sql<number>`count(${portalPosts.id})`.mapWith(Number),
    })
    .from(portalCategories)
    .leftJoin(portalPosts, and(eq(portalPosts.categoryId, portalCategories.id), visiblePost()))
    .groupBy(portalCategories.id)
    .orderBy(asc(portalCategories.position), asc(portalCategories.id));
  return rows;
}

export async function listRegions(db: Executor): Promise<NamedDto[]> {
  return db
    .select({ id: portalRegions.id, name: portalRegions.name, slug: portalRegions.slug })
    .from(portalRegions)
    .orderBy(asc(portalRegions.position), asc(portalRegions.id));
}

// --- Pages, layout, landing -------------------------------------------------------------------------------

export interface PageSummaryDto {
  id: number;
  slug: string;
  title: string;
  subtitle: string | null;
  is_template: boolean;
  url: string;
  updated_at: string;
}

export interface PageDto extends PageSummaryDto {
  content: string;
  meta_title: string;
  meta_description: string;
  withdrawal_form: typeof WITHDRAWAL_FORM | null;
  content_format: ContentFormat;
}

function toPageSummary(row: typeof editorialPages.$inferSelect): PageSummaryDto {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    subtitle: row.subtitle,
    is_template: row.isTemplate,
    url: `/page/${row.slug}`,
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function listPages(db: Executor): Promise<PageSummaryDto[]> {
  const rows = await db.select().from(editorialPages).where(visiblePage()).orderBy(asc(editorialPages.position), asc(editorialPages.id));
  return rows.map(toPageSummary);
}

export async function getPage(db: Executor, config: AppConfig, slug: string): Promise<PageDto> {
  const [row] = await db
    .select()
    .from(editorialPages)
    .where(and(eq(editorialPages.slug, slug), visiblePage()))
    .limit(1);
  if (!row) throw new NotFoundError(MESSAGES.pageNotFound);
  const summary = toPageSummary(row);
  const usesOperatorData = row.content.includes('{{');
  return {
    ...summary,
    // Demo operator data are marked on every page that shows them.
    ...(usesOperatorData && config.operator.demo ? { subtitle: DEMO_NOTICE, is_template: true } : {}),
    content: row.contentFormat === 'html' ? fillOperatorHtml(row.content, config) : fillOperatorData(row.content, config),
    meta_title: row.metaTitle,
    meta_description: row.metaDescription,
    withdrawal_form: row.hasWithdrawalForm ? { ...WITHDRAWAL_FORM, recipient: fillOperatorData(WITHDRAWAL_FORM.recipient, config) } : null,
    content_format: row.contentFormat,
  };
}

export interface LinkDto {
  label: string;
  url: string;
}

export interface LayoutDto {
  header: LinkDto[];
  footer: Array<{ title: string; links: LinkDto[] }>;
  legal: LinkDto[];
  /** The operator's contact entries; only text values of the editor's setting are kept. */
  contact: Record<string, string>;
  /** § 36 VSBG statement shown in the footer (no link to the EU ODR platform, shut down in July 2025). */
  dispute_statement: string;
  /** True while the operator data are demo values (the footer marks them). */
  operator_demo: boolean;
  /** The cookie consent version visitors' stored choices are compared with. */
  consent_version: number;
}

export async function getLayout(db: Executor, config: AppConfig): Promise<LayoutDto> {
  const rows = await db
    .select()
    .from(layoutLinks)
    .where(eq(layoutLinks.isActive, true))
    .orderBy(asc(layoutLinks.position), asc(layoutLinks.id));
  const footer: LayoutDto['footer'] = [];
  for (const row of rows.filter((link) => link.location === 'footer')) {
    const title = row.column ?? '';
    let column = footer.find((entry) => entry.title === title);
    if (!column) {
      column = { title, links: [] };
      footer.push(column);
    }
    column.links.push({ label: row.label, url: row.url });
  }
  const [contact] = await db.select().from(siteSettings).where(eq(siteSettings.key, 'contact')).limit(1);
  const pick = (location: string): LinkDto[] =>
    rows.filter((link) => link.location === location).map((link) => ({ label: link.label, url: link.url }));
  const operator = config.operator;
  return {
    header: pick('header'),
    footer,
    legal: pick('legal'),
    contact: {
      ...Object.fromEntries(
        Object.entries((contact?.value as Record<string, unknown> | undefined) ?? {}).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string',
        ),
      ),
      company: operator.demo ? `${operatorName(operator)} ${DEMO_MARK}` : operatorName(operator),
      street: operator.street,
      postal_code: operator.postalCode,
      city: operator.city,
      phone: operator.phone,
      email: operator.email,
    },
    dispute_statement: disputeStatement(operator),
    operator_demo: operator.demo,
    consent_version: await currentConsentVersion(db),
  };
}

/** Runs a section's load; a failing section answers its fallback (spec 01 §8: falls back to an empty list). */
async function section<T>(load: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await load();
  } catch {
    return fallback;
  }
}

export interface HomepageDto {
  banners: BannerDto[];
  widgets: WidgetDto[];
  news: PostSummaryDto[];
  providers: LatestProviderDto[];
  seo: SeoDataDto | null;
}

export async function getHomepage(db: Executor): Promise<HomepageDto> {
  const [banners, pageWidgets, news, providers, seo] = await Promise.all([
    section(() => activeBanners(db, 'home'), []),
    section(() => listWidgets(db, 'home'), []),
    section(async () => (await listPosts(db, { page: 1, perPage: 3 })).rows, []),
    section(() => latestProviders(db, 6), []),
    section(() => findSeoData(db, 'page', 'home'), null),
  ]);
  return { banners, widgets: pageWidgets, news, providers, seo };
}

export interface BecomeProviderDto {
  banners: BannerDto[];
  widgets: WidgetDto[];
  package_text: ContentTextDto | null;
  seo: SeoDataDto | null;
  /** The page's active sticky layers (page `provider`), so the page needs no GraphQL query for them. */
  sticky_layers: StickyLayerDto[];
}

/** The active sticky layers of one page, in order. */
export async function stickyLayersOf(db: Executor, page: string): Promise<StickyLayerDto[]> {
  const rows = await db
    .select()
    .from(stickyLayers)
    .where(and(eq(stickyLayers.page, page), eq(stickyLayers.isActive, true)))
    .orderBy(asc(stickyLayers.position), asc(stickyLayers.id))
    .limit(20);
  return rows.map((row) => ({
    id: row.id,
    page: row.page,
    title: row.title,
    content: row.content,
    button_text: row.buttonText,
    button_url: row.buttonUrl,
    position: row.position,
  }));
}

export async function getBecomeProviderPage(db: Executor): Promise<BecomeProviderDto> {
  const [banners, pageWidgets, packageText, seo, layers] = await Promise.all([
    section(() => activeBanners(db, 'provider'), []),
    section(() => listWidgets(db, 'become-a-provider'), []),
    section(() => getText(db, 'package_text'), null),
    section(() => findSeoData(db, 'page', 'become-a-provider'), null),
    section(() => stickyLayersOf(db, 'provider'), []),
  ]);
  return { banners, widgets: pageWidgets, package_text: packageText, seo, sticky_layers: layers };
}

// --- Tour popup, cookie consent ---------------------------------------------------------------------------

export async function hasSeenTour(db: Executor, userId: number): Promise<boolean> {
  const rows = await db.select().from(tourPopupViews).where(eq(tourPopupViews.userId, userId)).limit(1);
  return rows.length > 0;
}

export async function setTourSeen(db: Executor, userId: number): Promise<void> {
  await db.insert(tourPopupViews).values({ userId }).onConflictDoNothing();
}

export interface CookieChoice {
  accepted: string[];
  /** The consent version the visitor answered (the banner's); absent: the current one. */
  version?: number | undefined;
}

/**
 * Records a visitor's cookie choice with the consent version it answered. A version the site has not reached yet
 * is refused; an older one is kept as answered (the shell asks again under the current one).
 */
export async function acceptCookies(
  db: Executor,
  userId: number | null,
  choice: CookieChoice,
): Promise<{ accepted: string[]; version: number }> {
  const current = await currentConsentVersion(db);
  const version = choice.version ?? current;
  if (version > current) throw ValidationError.field('version', MESSAGES.consentVersionAhead);
  const types = await db.select({ key: cookieTypes.key, isRequired: cookieTypes.isRequired }).from(cookieTypes);
  const known = new Set(types.map((type) => type.key));
  const unknown = choice.accepted.filter((key) => !known.has(key));
  if (unknown.length > 0) throw ValidationError.field('accepted', MESSAGES.cookieUnknown);
  const keys = [...new Set([...types.filter((type) => type.isRequired).map((type) => type.key), ...choice.accepted])];
  await db.insert(cookieConsents).values({ userId, accepted: keys, consentVersion: version });
  return { accepted: keys, version };
}

// --- Sitemap ----------------------------------------------------------------------------------------------

export async function sitemapUrls(db: Executor): Promise<Array<{ path: string; lastmod?: string }>> {
  const pages = await listPages(db);
  const posts = await db
    .select({ slug: portalPosts.slug, publishedAt: portalPosts.publishedAt })
    .from(portalPosts)
    .where(visiblePost())
    .orderBy(desc(portalPosts.publishedAt));
  return [
    { path: '/' },
    { path: '/become-a-provider' },
    { path: '/news' },
    ...posts.map((post) => ({ path: `/news/${post.slug}`, lastmod: post.publishedAt.toISOString().slice(0, 10) })),
    ...pages.map((page) => ({ path: page.url, lastmod: page.updated_at.slice(0, 10) })),
  ];
}
