import { eq } from 'drizzle-orm';
import type { AppConfig } from '../../../config';
import type { Executor } from '../../../db/client';
import { editorialPages, portalCategories, portalPosts, portalRegions } from '../../../db/schema/content';
import { ForbiddenError, NotFoundError } from '../../../http/errors';
import { listPosts, MESSAGES, type PageDto, type PostDto } from '../editorial-service';
import { WITHDRAWAL_FORM } from '../editorial-seed-data';
import { DEMO_NOTICE, fillOperatorData, operatorTokens } from '../operator';
import { findSeoData } from '../service';
import { statusOf } from './editing';
import { checkPreviewToken, signPreviewToken, type PreviewKind } from './preview-token';
import type { PreviewInfo, PreviewLink } from './schemas';
import { getVersion, savedState } from './versions';

/**
 * Preview links: staff open the saved version of a page or post — published or not — in the real site. The link
 * carries a signed token (entity, version, one hour); the visitors' routes stay as they are.
 */

export const PREVIEW_MESSAGES = {
  forged: 'Dieser Vorschau-Link ist ungültig. Sie sehen die veröffentlichte Fassung.',
  expired: 'Dieser Vorschau-Link ist abgelaufen. Bitte öffnen Sie die Vorschau im Editor erneut.',
  otherContent: 'Dieser Vorschau-Link gehört zu einem anderen Inhalt.',
} as const;

const SITE_PATH: Record<PreviewKind, string> = { page: '/page/', post: '/news/' };

/** Issues a link to the latest saved version of a page or post. */
export async function issuePreviewLink(
  db: Executor,
  config: AppConfig,
  type: PreviewKind,
  item: { id: number; slug: string },
): Promise<PreviewLink> {
  const { version } = await savedState(db, type, item.id);
  const { token, expires } = signPreviewToken(config.jwtSecret, { type, id: item.id, version });
  return {
    token,
    url: `${SITE_PATH[type]}${encodeURIComponent(item.slug)}?vorschau=${encodeURIComponent(token)}`,
    version,
    expires_at: expires.toISOString(),
  };
}

/** The token's claims for this kind, or a 403 with a German message (forged, expired, another kind). */
function claimsFor(config: AppConfig, token: string, type: PreviewKind) {
  const check = checkPreviewToken(config.jwtSecret, token);
  if (!check.valid) throw new ForbiddenError(check.reason === 'expired' ? PREVIEW_MESSAGES.expired : PREVIEW_MESSAGES.forged);
  if (check.claims.type !== type) throw new ForbiddenError(PREVIEW_MESSAGES.otherContent);
  return check.claims;
}

const text = (value: unknown, fallback: string): string => (typeof value === 'string' ? value : fallback);

/** The version's saved fields (`null` for version 0: seeded content no editor has saved, shown as the row holds it). */
async function versionData(db: Executor, type: PreviewKind, id: number, version: number) {
  if (version === 0) return { data: null, saved_at: null, saved_by: null };
  const saved = await getVersion(db, type, id, version);
  return { data: saved.data, saved_at: saved.saved_at, saved_by: saved.saved_by };
}

/** Operator tokens in an editor's HTML, with the values escaped as HTML. */
function fillOperatorHtml(html: string, config: AppConfig): string {
  const tokens = operatorTokens(config);
  const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  return html.replace(/\{\{([a-z_]+)\}\}/g, (whole, name: string) => (tokens[name] === undefined ? whole : escape(tokens[name])));
}

/** A page's saved version as the visitors' page read answers it, plus what the preview shows. */
export async function previewPage(
  db: Executor,
  config: AppConfig,
  token: string,
  slug: string,
): Promise<PageDto & { preview: PreviewInfo }> {
  const claims = claimsFor(config, token, 'page');
  const [row] = await db.select().from(editorialPages).where(eq(editorialPages.id, claims.id)).limit(1);
  if (!row) throw new NotFoundError(MESSAGES.pageNotFound);
  const saved = await versionData(db, 'page', row.id, claims.version);
  const data = saved.data;
  const pageSlug = text(data?.slug, row.slug);
  if (slug !== pageSlug && slug !== row.slug) throw new ForbiddenError(PREVIEW_MESSAGES.otherContent);
  const content = data ? text(data.content, '') : row.content;
  const format = data ? 'html' : row.contentFormat;
  const usesOperatorData = content.includes('{{');
  const subtitle = data ? (typeof data.subtitle === 'string' ? data.subtitle : null) : row.subtitle;
  return {
    id: row.id,
    slug: pageSlug,
    title: text(data?.title, row.title),
    ...(usesOperatorData && config.operator.demo
      ? { subtitle: DEMO_NOTICE, is_template: true }
      : { subtitle, is_template: row.isTemplate }),
    url: `/page/${pageSlug}`,
    updated_at: saved.saved_at ?? row.updatedAt.toISOString(),
    content: format === 'html' ? fillOperatorHtml(content, config) : fillOperatorData(content, config),
    meta_title: text(data?.meta_title, row.metaTitle),
    meta_description: text(data?.meta_description, row.metaDescription),
    withdrawal_form: row.hasWithdrawalForm ? { ...WITHDRAWAL_FORM, recipient: fillOperatorData(WITHDRAWAL_FORM.recipient, config) } : null,
    content_format: format,
    preview: {
      version: claims.version,
      saved_at: saved.saved_at,
      saved_by: saved.saved_by,
      status: statusOf(row.isActive, row.publishAt),
      expires_at: new Date(claims.expires).toISOString(),
    },
  };
}

async function named(db: Executor, table: typeof portalCategories | typeof portalRegions, id: number | null) {
  if (id === null) return null;
  const [row] = await db.select({ id: table.id, name: table.name, slug: table.slug }).from(table).where(eq(table.id, id)).limit(1);
  return row ?? null;
}

/** A post's saved version as the visitors' post read answers it, plus what the preview shows. */
export async function previewPost(
  db: Executor,
  config: AppConfig,
  token: string,
  slug: string,
): Promise<PostDto & { preview: PreviewInfo }> {
  const claims = claimsFor(config, token, 'post');
  const [row] = await db.select().from(portalPosts).where(eq(portalPosts.id, claims.id)).limit(1);
  if (!row) throw new NotFoundError(MESSAGES.postNotFound);
  const saved = await versionData(db, 'post', row.id, claims.version);
  const data = saved.data;
  const postSlug = text(data?.slug, row.slug);
  if (slug !== postSlug && slug !== row.slug) throw new ForbiddenError(PREVIEW_MESSAGES.otherContent);
  const categoryId = typeof data?.category_id === 'number' ? data.category_id : row.categoryId;
  const regionId = data ? (typeof data.region_id === 'number' ? data.region_id : null) : row.regionId;
  const category = (await named(db, portalCategories, categoryId)) ?? (await named(db, portalCategories, row.categoryId));
  if (!category) throw new NotFoundError(MESSAGES.postNotFound);
  const related = await listPosts(db, { page: 1, perPage: 4, category: String(category.id) });
  const seo = await findSeoData(db, 'news', row.slug);
  const title = text(data?.title, row.title);
  const excerpt = text(data?.excerpt, row.excerpt);
  return {
    id: row.id,
    slug: postSlug,
    title,
    excerpt,
    image: text(data?.image, row.image),
    image_alt: text(data?.image_alt, row.imageAlt),
    author: text(data?.author, row.author),
    url: `/news/${postSlug}`,
    published_at: row.publishedAt.toISOString(),
    category,
    region: await named(db, portalRegions, regionId),
    content: data ? text(data.content, '') : row.content,
    content_format: data ? 'html' : row.contentFormat,
    related: related.rows.filter((post) => post.id !== row.id).slice(0, 3),
    seo: seo
      ? {
          ...seo,
          slug: postSlug,
          meta_title: text(data?.meta_title, seo.meta_title),
          meta_description: text(data?.meta_description, seo.meta_description),
        }
      : null,
    preview: {
      version: claims.version,
      saved_at: saved.saved_at,
      saved_by: saved.saved_by,
      status: statusOf(row.isActive, row.publishedAt),
      expires_at: new Date(claims.expires).toISOString(),
    },
  };
}
