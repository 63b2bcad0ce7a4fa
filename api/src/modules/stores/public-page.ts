import { sql, type SQL } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Executor } from '../../db/client';
import {
  providerCertificates,
  providerCompanyContents,
  providerCompanyImages,
  providerDescriptionContents,
  providerPages,
  storeLocations,
  type DescriptionContentType,
} from '../../db/schema/stores';
import { NotFoundError } from '../../http/errors';
import { uploadUrl } from '../../http/uploads';
import { resolveProviderSlug, accountProviderProfiles, accountUsers } from '../account/public';
import { premiumProviderSql } from '../billing/public';
import { favouredProviderSql } from '../favourite/public';
import { traderInfoFromJson, traderInfoJsonSql, type TraderInfoJson } from '../onboarding/public';
import { completedSalesCountSql } from '../orders/public';
import { providerRatingCountsSql, ratingSummaryFromCounts, type RatingCountsJson } from '../review/public';
import { preparedRows } from './prepared';
import { PROVIDER_NOT_FOUND } from './service';
import { DEFAULT_PAGE, euros, profileOf } from './store-info';

// --- the public page -------------------------------------------------------------------------------------------

export interface PageViewer {
  id: number;
}

/**
 * `api/providerPageData` and graph `providerBySlug`: every field of spec 02 §3 "Provider (public page)". A hidden
 * profile is shown only to its owner in preview (`is_preview=1`); preview by anyone else → 404. Disabled company
 * contents are left out; the gallery is empty when `show_gallery` is off (except in the owner's preview, which
 * shows what the page would show).
 */
export async function providerPageData(db: Executor, config: AppConfig, slug: string, viewer: PageViewer | null, preview: boolean) {
  // One statement reads the profile, the page settings and parts, the default store, the sales count, the
  // favourite, the premium badge, the trader data and the rating summary; it goes by the stored slug first, an old form is resolved and read by id.
  let row = await pageStatement(db, sql`p.slug = ${slug}`, viewer);
  let resolved: { userId: number; slug: string; redirect: boolean } | undefined = row
    ? { userId: row.id, slug, redirect: false }
    : undefined;
  if (!row) {
    resolved = await resolveProviderSlug(db, slug);
    if (!resolved) throw new NotFoundError(PROVIDER_NOT_FOUND);
    if (preview && viewer?.id !== resolved.userId) throw new NotFoundError(PROVIDER_NOT_FOUND);
    row = await pageStatement(db, sql`u.id = ${resolved.userId}`, viewer);
  }
  const providerId = resolved!.userId;
  if (preview && viewer?.id !== providerId) throw new NotFoundError(PROVIDER_NOT_FOUND);
  if (!row || row.role !== 'Company' || row.deleted_at) throw new NotFoundError(PROVIDER_NOT_FOUND);
  if (!preview && (!row.show_profile || !row.email_confirmed_at || row.withdrawn)) throw new NotFoundError(PROVIDER_NOT_FOUND);
  // The trader data (onboarding) and the rating summary (review) come with the row, through their modules' fragments.
  const trader = traderInfoFromJson(row.trader);
  // Art. 30 DSA: the page is public only with verified trader data (the owner's preview shows it anyway).
  if (!preview && !trader) throw new NotFoundError(PROVIDER_NOT_FOUND);
  const page = row.page ?? DEFAULT_PAGE_JSON;
  const location = row.location;
  const rating = ratingSummaryFromCounts(row.ratings);
  const logo = uploadUrl(config, page.company_logo);
  const avatar = uploadUrl(config, row.avatar);
  return {
    user_id: row.id,
    slug: resolved!.slug,
    redirect: resolved!.redirect,
    is_preview: preview,
    gender: row.gender,
    first_name: row.first_name,
    last_name: row.last_name,
    avatar,
    vendor_text: page.vendor_text,
    calling_code: location?.calling_code ?? '+49',
    show_chat: page.show_chat ? 1 : 0,
    show_hide_text: page.show_hide_text,
    show_profile: row.show_profile ? 1 : 0,
    company_logo: logo,
    company_name: row.company_name,
    url: page.url,
    description: page.description,
    description_contents: (row.blocks ?? []).map((block) => ({
      id: block.id,
      content_type: block.content_type,
      position: block.position,
      // the stored JSON, field by field: the answer is written without the schema's copy (routes.ts)
      contents: [...block.contents].sort((a, b) => a.position - b.position).map(({ content, position }) => ({ content, position })),
    })),
    street: location?.street ?? row.street,
    street_number: location?.street_number ?? row.house_number,
    postal_code: location?.zipcode ?? row.zip_code,
    city: location?.city ?? row.city,
    lat: location?.latitude ?? null,
    lng: location?.longitude ?? null,
    phone: location?.mobile_number ?? row.phone,
    always_open: location?.always_open ? 1 : 0,
    show_gallery: page.show_gallery ? 1 : 0,
    /** No value tier is defined by the packages; the premium badge comes from a running premium package. */
    provider_value: null,
    is_premium: row.premium,
    second_email: row.second_email,
    image: logo ?? avatar,
    thumbnail: logo ?? avatar,
    avg_rating: rating.avg_rating,
    total_review: rating.total_review,
    quantity_of_sales: row.sales,
    count_by_rating: rating.count_by_rating,
    show_rating: page.show_rating ? 1 : 0,
    show_lead: page.show_lead ? 1 : 0,
    show_product: page.show_product ? 1 : 0,
    wishlist: row.wish,
    preferences: [] as string[],
    certificates: (row.certificates ?? []).map(({ id, name, text, image }) => ({ id, name, text, image: uploadUrl(config, image) })),
    company_images:
      page.show_gallery || preview ? (row.images ?? []).map(({ id, image }) => ({ id, image: uploadUrl(config, image) })) : [],
    company_contents: (row.contents ?? []).map((entry) => ({
      id: entry.id,
      title: entry.title,
      image: uploadUrl(config, entry.image),
      date: entry.date,
      status: 1,
      button_url: entry.is_external_url ? entry.external_url : entry.internal_url,
      button_text: entry.button_text,
      text: entry.text,
      price: euros(entry.price_cents),
      dicounted_price: euros(entry.discounted_price_cents),
      is_disabled: 0,
      is_external_url: entry.is_external_url ? 1 : 0,
      external_url: entry.external_url,
      internal_url: entry.internal_url,
    })),
    trader,
  };
}

const DEFAULT_PAGE_JSON = {
  company_logo: DEFAULT_PAGE.companyLogo,
  description: DEFAULT_PAGE.description,
  url: DEFAULT_PAGE.url,
  vendor_text: DEFAULT_PAGE.vendorText,
  show_hide_text: DEFAULT_PAGE.showHideText,
  show_chat: DEFAULT_PAGE.showChat,
  show_gallery: DEFAULT_PAGE.showGallery,
  show_rating: DEFAULT_PAGE.showRating,
  show_lead: DEFAULT_PAGE.showLead,
  show_product: DEFAULT_PAGE.showProduct,
};

interface PageStatementRow {
  id: number;
  trader: TraderInfoJson | null;
  ratings: RatingCountsJson;
  role: string;
  gender: string | null;
  first_name: string;
  last_name: string;
  avatar: string | null;
  phone: string | null;
  deleted_at: string | null;
  email_confirmed_at: string | null;
  company_name: string;
  street: string;
  house_number: string;
  zip_code: string;
  city: string;
  show_profile: boolean;
  second_email: string | null;
  page: typeof DEFAULT_PAGE_JSON | null;
  /** Taken off the marketplace with its provider (account ended or suspended, `withdrawal.ts`). */
  withdrawn: boolean;
  location: {
    calling_code: string | null;
    street: string;
    street_number: string;
    zipcode: string;
    city: string;
    latitude: number | null;
    longitude: number | null;
    mobile_number: string | null;
    always_open: boolean;
  } | null;
  blocks:
    { id: number; content_type: DescriptionContentType; position: number; contents: { content: string; position: number }[] }[] | null;
  certificates: { id: number; name: string; text: string; image: string | null }[] | null;
  images: { id: number; image: string }[] | null;
  contents:
    | {
        id: number;
        title: string;
        image: string | null;
        date: string | null;
        button_text: string;
        text: string;
        price_cents: number | null;
        discounted_price_cents: number | null;
        is_external_url: boolean;
        external_url: string | null;
        internal_url: string | null;
      }[]
    | null;
  sales: number;
  wish: boolean;
  premium: boolean;
}

/** The public page of one provider (chosen by `where`) in one prepared statement; the parts as JSON lists in order. */
async function pageStatement(db: Executor, where: SQL, viewer: PageViewer | null): Promise<PageStatementRow | undefined> {
  const [row] = await preparedRows<PageStatementRow>(
    db,
    'provider_page',
    sql`select u.id, u.role, u.gender, u.first_name, u.last_name, u.avatar, u.phone, u.deleted_at, u.email_confirmed_at,
      p.company_name, p.street, p.house_number, p.zip_code, p.city, p.show_profile, p.second_email,
      (select json_build_object('company_logo', pg.company_logo, 'description', pg.description, 'url', pg.url,
          'vendor_text', pg.vendor_text, 'show_hide_text', pg.show_hide_text, 'show_chat', pg.show_chat,
          'show_gallery', pg.show_gallery, 'show_rating', pg.show_rating, 'show_lead', pg.show_lead,
          'show_product', pg.show_product)
        from ${providerPages} pg where pg.provider_id = u.id) as page,
      exists (select 1 from ${providerPages} w where w.provider_id = u.id and w.withdrawn_at is not null) as withdrawn,
      (select json_build_object('calling_code', l.calling_code, 'street', l.street, 'street_number', l.street_number,
          'zipcode', l.zipcode, 'city', l.city, 'latitude', l.latitude, 'longitude', l.longitude,
          'mobile_number', l.mobile_number, 'always_open', l.always_open)
        from ${storeLocations} l where l.provider_id = u.id order by l.is_default desc, l.id limit 1) as location,
      (select json_agg(json_build_object('id', b.id, 'content_type', b.content_type, 'position', b.position, 'contents', b.contents)
          order by b.position, b.id)
        from ${providerDescriptionContents} b where b.provider_id = u.id) as blocks,
      (select json_agg(json_build_object('id', c.id, 'name', c.name, 'text', c.text, 'image', c.image) order by c.position, c.id)
        from ${providerCertificates} c where c.provider_id = u.id) as certificates,
      (select json_agg(json_build_object('id', i.id, 'image', i.image) order by i.position, i.id)
        from ${providerCompanyImages} i where i.provider_id = u.id) as images,
      (select json_agg(json_build_object('id', cc.id, 'title', cc.title, 'image', cc.image, 'date', cc.date,
          'button_text', cc.button_text, 'text', cc.text, 'price_cents', cc.price_cents,
          'discounted_price_cents', cc.discounted_price_cents, 'is_external_url', cc.is_external_url,
          'external_url', cc.external_url, 'internal_url', cc.internal_url) order by cc.position, cc.id)
        from ${providerCompanyContents} cc where cc.provider_id = u.id and cc.status and not cc.is_disabled) as contents,
      ${completedSalesCountSql(sql`u.id`)} as sales,
      ${favouredProviderSql(viewer?.id ?? 0, sql`u.id`)} as wish,
      ${premiumProviderSql(sql`u.id`)} as premium,
      ${traderInfoJsonSql(sql`u.id`)} as trader,
      ${providerRatingCountsSql(sql`u.id`)} as ratings
    from ${accountUsers} u join ${accountProviderProfiles} p on p.user_id = u.id
    where ${where}
    limit 1`,
  );
  return row;
}

/** Whether the provider's page is switched on (`show_profile`). */
export async function providerShowsProfile(db: Executor, providerId: number): Promise<boolean> {
  const { profile } = await profileOf(db, providerId);
  return profile.showProfile;
}
