import { and, asc, count, desc, eq, getTableColumns, getViewSelectedFields, like, sql, type SQL } from 'drizzle-orm';
import type { PgTable, PgView } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import {
  blogHotspots,
  contentSections,
  contentTexts,
  editorialPages,
  pageBanners,
  portalPosts,
  seoEntries,
  stickyLayers,
  type BannerPage,
  type SeoType,
} from '../../db/schema/content';
import { accountBanks } from '../account/public';
import { contentNow } from './clock';
import { readCookieBanner } from './cookie-banner';
import { type PageRequest, type PaginatorInfo, pageOffset, paginatorInfo } from '../../http/pagination';
import { SECTION_GROUPS, TEXT_KEYS } from './seed-data';

export interface Paginated<T> {
  data: T[];
  paginatorInfo: PaginatorInfo;
}

/** The number of all matching rows, as an extra column of each page row (one query instead of two). */
const totalOverAll = sql<number>`count(*) over ()`.mapWith(Number);

/**
 * One page of a list. `load` selects the page with the `total` column; only an empty page past the first
 * needs a separate count.
 */
async function paginate<R extends { total: number }, T>(
  db: Executor,
  table: PgTable | PgView,
  where: SQL | undefined,
  request: PageRequest,
  load: (limit: number, offset: number) => Promise<R[]>,
  map: (row: R) => T,
): Promise<Paginated<T>> {
  const { limit, offset } = pageOffset(request);
  const rows = await load(limit, offset);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && offset > 0) {
    const [totalRow] = await db.select({ value: count() }).from(table).where(where);
    total = totalRow?.value ?? 0;
  }
  return { data: rows.map(map), paginatorInfo: paginatorInfo(request, total, rows.length) };
}

export interface ContentTextDto {
  id: number;
  key: string;
  title: string;
  subtitle: string | null;
  content: string;
  button_text: string | null;
  button_url: string | null;
  image: string | null;
  updated_at: string;
}

function toText(row: typeof contentTexts.$inferSelect): ContentTextDto {
  return {
    id: row.id,
    key: row.key,
    title: row.title,
    subtitle: row.subtitle,
    content: row.content,
    button_text: row.buttonText,
    button_url: row.buttonUrl,
    image: row.image,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A text by key; null when an editor has removed it. */
export async function getText(db: Executor, key: string): Promise<ContentTextDto | null> {
  const [row] = await db.select().from(contentTexts).where(eq(contentTexts.key, key)).limit(1);
  return row ? toText(row) : null;
}

export interface ContentSectionDto {
  id: number;
  title: string;
  content: string;
  icon: string | null;
  image: string | null;
  position: number;
}

function toSection(row: typeof contentSections.$inferSelect): ContentSectionDto {
  return { id: row.id, title: row.title, content: row.content, icon: row.icon, image: row.image, position: row.position };
}

const sectionOrder = [asc(contentSections.position), asc(contentSections.id)];

async function listSections(db: Executor, group: string): Promise<ContentSectionDto[]> {
  const rows = await db
    .select()
    .from(contentSections)
    .where(eq(contentSections.group, group))
    .orderBy(...sectionOrder);
  return rows.map(toSection);
}

export type RegistrationRole = 'customer' | 'provider';

export interface RegistrationInfoDto {
  role: RegistrationRole;
  title: string;
  subtitle: string | null;
  content: string;
  sections: ContentSectionDto[];
}

/** The registration page's heading and its sections, for customers or providers. */
export async function getRegistrationInfo(db: Executor, role: RegistrationRole): Promise<RegistrationInfoDto | null> {
  const key = role === 'customer' ? TEXT_KEYS.registrationCustomer : TEXT_KEYS.registrationProvider;
  const group = role === 'customer' ? SECTION_GROUPS.registrationCustomer : SECTION_GROUPS.registrationProvider;
  const text = await getText(db, key);
  if (!text) return null;
  return { role, title: text.title, subtitle: text.subtitle, content: text.content, sections: await listSections(db, group) };
}

export interface ProviderStepPopupDto {
  title: string;
  content: string;
  button_text: string | null;
  button_url: string | null;
  steps: ContentSectionDto[];
}

export async function getProviderStepPopup(db: Executor): Promise<ProviderStepPopupDto | null> {
  const text = await getText(db, TEXT_KEYS.providerStepPopup);
  if (!text) return null;
  return {
    title: text.title,
    content: text.content,
    button_text: text.button_text,
    button_url: text.button_url,
    steps: await listSections(db, SECTION_GROUPS.providerSteps),
  };
}

export interface CheckoutPaymentContentsDto {
  cash_payment: ContentTextDto | null;
  terms: ContentTextDto | null;
}

export async function getCheckoutPaymentContents(db: Executor): Promise<CheckoutPaymentContentsDto> {
  const [cashPayment, terms] = await Promise.all([getText(db, TEXT_KEYS.checkoutCashPayment), getText(db, TEXT_KEYS.checkoutTerms)]);
  return { cash_payment: cashPayment, terms };
}

export function listSecurityTexts(db: Executor, request: PageRequest): Promise<Paginated<ContentSectionDto>> {
  const where = eq(contentSections.group, SECTION_GROUPS.security);
  return paginate(
    db,
    contentSections,
    where,
    request,
    (limit, offset) =>
      db
        .select({ ...getTableColumns(contentSections), total: totalOverAll })
        .from(contentSections)
        .where(where)
        .orderBy(...sectionOrder)
        .limit(limit)
        .offset(offset),
    (row) => toSection(row),
  );
}

export interface BankDto {
  id: number;
  pincode: string;
  bank_name: string;
  is_default: boolean;
  admin_default: boolean;
}

/** Banks, the default ones first; `pincode` narrows to bank codes (Bankleitzahl) starting with it. */
export function listBanks(db: Executor, pincode: string | undefined, request: PageRequest): Promise<Paginated<BankDto>> {
  const where = pincode ? like(accountBanks.pincode, `${pincode}%`) : undefined;
  return paginate(
    db,
    accountBanks,
    where,
    request,
    (limit, offset) =>
      db
        .select({ ...getViewSelectedFields(accountBanks), total: totalOverAll })
        .from(accountBanks)
        .where(where)
        .orderBy(desc(accountBanks.adminDefault), desc(accountBanks.isDefault), asc(accountBanks.bankName), asc(accountBanks.id))
        .limit(limit)
        .offset(offset),
    (row) => ({
      id: row.id,
      pincode: row.pincode,
      bank_name: row.bankName,
      is_default: row.isDefault,
      admin_default: row.adminDefault,
    }),
  );
}

export interface PageBannerDto {
  id: number;
  page: BannerPage;
  title: string;
  subtitle: string | null;
  image: string;
  image_mobile: string | null;
  alt_text: string;
  button_text: string | null;
  button_url: string | null;
  position: number;
}

/**
 * The page banners query, prepared once per database (every page with a banner area reads it, the landing page
 * and the login page on each visit): no query building per request, and PostgreSQL plans it once per connection.
 */
const pageBannerQueries = new WeakMap<Executor, ReturnType<typeof preparePageBannerQuery>>();

function preparePageBannerQuery(db: Executor) {
  return db
    .select({ ...getTableColumns(pageBanners), total: totalOverAll })
    .from(pageBanners)
    .where(and(eq(pageBanners.page, sql.placeholder('page')), eq(pageBanners.isActive, true)))
    .orderBy(asc(pageBanners.position), asc(pageBanners.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('marktplatz_page_banners');
}

export function listPageBanners(db: Executor, page: BannerPage, request: PageRequest): Promise<Paginated<PageBannerDto>> {
  const where = and(eq(pageBanners.page, page), eq(pageBanners.isActive, true));
  let query = pageBannerQueries.get(db);
  if (!query) {
    query = preparePageBannerQuery(db);
    pageBannerQueries.set(db, query);
  }
  const prepared = query;
  return paginate(
    db,
    pageBanners,
    where,
    request,
    (limit, offset) => prepared.execute({ page, limit, offset }),
    (row) => ({
      id: row.id,
      page: row.page,
      title: row.title,
      subtitle: row.subtitle,
      image: row.image,
      image_mobile: row.imageMobile,
      alt_text: row.altText,
      button_text: row.buttonText,
      button_url: row.buttonUrl,
      position: row.position,
    }),
  );
}

export interface StickyLayerDto {
  id: number;
  page: string;
  title: string;
  content: string;
  button_text: string | null;
  button_url: string | null;
  position: number;
}

export function listStickyLayers(db: Executor, request: PageRequest): Promise<Paginated<StickyLayerDto>> {
  const where = eq(stickyLayers.isActive, true);
  return paginate(
    db,
    stickyLayers,
    where,
    request,
    (limit, offset) =>
      db
        .select({ ...getTableColumns(stickyLayers), total: totalOverAll })
        .from(stickyLayers)
        .where(where)
        .orderBy(asc(stickyLayers.position), asc(stickyLayers.id))
        .limit(limit)
        .offset(offset),
    (row) => ({
      id: row.id,
      page: row.page,
      title: row.title,
      content: row.content,
      button_text: row.buttonText,
      button_url: row.buttonUrl,
      position: row.position,
    }),
  );
}

export interface BlogHotspotDto {
  id: number;
  title: string;
  slug: string;
  excerpt: string;
  image: string;
  url: string;
  published_at: string;
}

/** Active blog teasers, newest first. */
export function listBlogHotspots(db: Executor, request: PageRequest): Promise<Paginated<BlogHotspotDto>> {
  const where = eq(blogHotspots.isActive, true);
  return paginate(
    db,
    blogHotspots,
    where,
    request,
    (limit, offset) =>
      db
        .select({ ...getTableColumns(blogHotspots), total: totalOverAll })
        .from(blogHotspots)
        .where(where)
        .orderBy(desc(blogHotspots.publishedAt), asc(blogHotspots.position), asc(blogHotspots.id))
        .limit(limit)
        .offset(offset),
    (row) => ({
      id: row.id,
      title: row.title,
      slug: row.slug,
      excerpt: row.excerpt,
      image: row.image,
      url: row.url,
      published_at: row.publishedAt.toISOString(),
    }),
  );
}

export interface SeoDataDto {
  type: SeoType;
  slug: string;
  is_meta: boolean;
  meta_title: string;
  meta_description: string;
  meta_tag: string;
  tags: string[];
  og_image: string | null;
}

/**
 * Whether a news post or content page of this slug exists but visitors may not see it (a draft, offline, or scheduled
 * for later on the content clock): its SEO entry must not show either — a server-rendered head would give it away.
 */
async function hiddenFromVisitors(db: Executor, type: SeoType, slug: string): Promise<boolean> {
  if (type === 'news') {
    const [post] = await db
      .select({
        visible: sql<boolean>`${portalPosts.isActive} and ${portalPosts.publishedAt} <= ${contentNow().toISOString()}::timestamptz`,
      })
      .from(portalPosts)
      .where(eq(portalPosts.slug, slug))
      .limit(1);
    return post !== undefined && !post.visible;
  }
  if (type === 'page') {
    const [page] = await db
      .select({
        visible: sql<boolean>`${editorialPages.isActive} and (${editorialPages.publishAt} is null or ${editorialPages.publishAt} <= ${contentNow().toISOString()}::timestamptz)`,
      })
      .from(editorialPages)
      .where(eq(editorialPages.slug, slug))
      .limit(1);
    return page !== undefined && !page.visible;
  }
  return false;
}

/** SEO data of one page; null when none is on record (the front end keeps its defaults) or the page is not public yet. */
export async function findSeoData(db: Executor, type: SeoType, slug: string): Promise<SeoDataDto | null> {
  if (await hiddenFromVisitors(db, type, slug)) return null;
  const [row] = await db
    .select()
    .from(seoEntries)
    .where(and(eq(seoEntries.type, type), eq(seoEntries.slug, slug)))
    .limit(1);
  if (!row) return null;
  return {
    type: row.type,
    slug: row.slug,
    is_meta: row.isMeta,
    meta_title: row.metaTitle,
    meta_description: row.metaDescription,
    meta_tag: row.metaTag,
    tags: row.tags,
    og_image: row.ogImage,
  };
}

export interface CookieContentDto {
  id: number;
  name: string;
  provider: string;
  purpose: string;
  duration: string;
  storage: string;
}

export interface CookieTypeDto {
  id: number;
  key: string;
  name: string;
  description: string;
  is_required: boolean;
  contents: CookieContentDto[];
}

export interface CookieBannerDto {
  title: string;
  content: string;
  accept_all_text: string;
  accept_selected_text: string;
  reject_text: string;
  settings_text: string;
  privacy_url: string;
  imprint_url: string;
  /** The consent version: a choice stored under another one counts as none (the banner asks again). */
  version: number;
  cookie_types: CookieTypeDto[];
}

/** The cookie banner's texts with each cookie type and the cookies it covers; null without texts. */
export async function getCookieBanner(db: Executor): Promise<CookieBannerDto | null> {
  const { banner, types, contents, consentVersion } = await readCookieBanner(db);
  if (!banner) return null;
  return {
    title: banner.title,
    content: banner.content,
    accept_all_text: banner.acceptAllText,
    accept_selected_text: banner.acceptSelectedText,
    reject_text: banner.rejectText,
    settings_text: banner.settingsText,
    privacy_url: banner.privacyUrl,
    imprint_url: banner.imprintUrl,
    version: consentVersion,
    cookie_types: types.map((type) => ({
      id: type.id,
      key: type.key,
      name: type.name,
      description: type.description,
      is_required: type.isRequired,
      contents: contents
        .filter((content) => content.cookieTypeId === type.id)
        .map((content) => ({
          id: content.id,
          name: content.name,
          provider: content.provider,
          purpose: content.purpose,
          duration: content.duration,
          storage: content.storage,
        })),
    })),
  };
}
