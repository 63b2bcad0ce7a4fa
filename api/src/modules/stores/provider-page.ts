import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Database, Executor } from '../../db/client';
import {
  favourites,
  providerCertificates,
  providerCompanyContents,
  providerCompanyImages,
  providerDescriptionContents,
  providerPages,
  providerProfiles,
  storeLocations,
  users,
  type DescriptionContentType,
} from '../../db/schema';
import { NotFoundError, ValidationError } from '../../http/errors';
import { removeUpload, storeUpload, uploadUrl, type UploadedImage } from '../../http/uploads';
import { currentSlug, resolveProviderSlug } from '../account/public';
import { premiumProviderSql } from '../billing/public';
import { traderInfoFromJson, traderInfoJsonSql, type TraderInfoJson } from '../onboarding/public';
import { providerRatingCountsSql, ratingSummaryFromCounts, type RatingCountsJson } from '../review/public';
import { preparedRows } from './prepared';
import { PROVIDER_NOT_FOUND } from './service';

export const IMAGE_NOT_FOUND = 'Das Bild wurde nicht gefunden.';
export const MAX_GALLERY_IMAGES = 30;
export const STORE_IMAGE_KINDS = ['logo', 'gallery', 'certificate', 'content'] as const;
export type StoreImageKind = (typeof STORE_IMAGE_KINDS)[number];

type PageRow = typeof providerPages.$inferSelect;

const DEFAULT_PAGE: Omit<PageRow, 'providerId' | 'updatedAt' | 'withdrawnAt'> = {
  companyLogo: null,
  description: '',
  url: null,
  vendorText: '',
  showHideText: '',
  showChat: true,
  showGallery: true,
  showRating: true,
  showLead: true,
  showProduct: true,
};

/** Upload folder of one provider's page images; keys outside it are refused in `providerStoreUpdate`. */
function folderOf(providerId: number): string {
  return `provider-pages/${providerId}`;
}

function euros(cents: number | null): string | null {
  return cents == null ? null : (cents / 100).toFixed(2);
}

function cents(value: number | null | undefined): number | null {
  return value == null ? null : Math.round(value * 100);
}

async function pageRow(db: Executor, providerId: number) {
  const [row] = await db.select().from(providerPages).where(eq(providerPages.providerId, providerId)).limit(1);
  return { ...DEFAULT_PAGE, ...(row ?? {}) };
}

/** Description blocks, certificates, gallery and company contents of a provider, as the page and the editor show them. */
async function pageParts(db: Executor, config: AppConfig, providerId: number) {
  const [blocks, certificates, images, contents] = await Promise.all([
    db
      .select()
      .from(providerDescriptionContents)
      .where(eq(providerDescriptionContents.providerId, providerId))
      .orderBy(asc(providerDescriptionContents.position), asc(providerDescriptionContents.id)),
    db
      .select()
      .from(providerCertificates)
      .where(eq(providerCertificates.providerId, providerId))
      .orderBy(asc(providerCertificates.position), asc(providerCertificates.id)),
    db
      .select()
      .from(providerCompanyImages)
      .where(eq(providerCompanyImages.providerId, providerId))
      .orderBy(asc(providerCompanyImages.position), asc(providerCompanyImages.id)),
    db
      .select()
      .from(providerCompanyContents)
      .where(eq(providerCompanyContents.providerId, providerId))
      .orderBy(asc(providerCompanyContents.position), asc(providerCompanyContents.id)),
  ]);
  return {
    description_contents: blocks.map((block) => ({
      id: block.id,
      content_type: block.contentType,
      position: block.position,
      // the stored JSON, field by field: the answer is written without the schema's copy (routes.ts)
      contents: [...block.contents].sort((a, b) => a.position - b.position).map(({ content, position }) => ({ content, position })),
    })),
    certificates: certificates.map((row) => ({
      id: row.id,
      name: row.name,
      text: row.text,
      image: uploadUrl(config, row.image),
      image_key: row.image,
    })),
    company_images: images.map((row) => ({ id: row.id, image: uploadUrl(config, row.image) })),
    company_contents: contents.map((row) => ({
      id: row.id,
      title: row.title,
      image: uploadUrl(config, row.image),
      image_key: row.image,
      date: row.date,
      status: row.status ? 1 : 0,
      button_url: row.isExternalUrl ? row.externalUrl : row.internalUrl,
      button_text: row.buttonText,
      text: row.text,
      price: euros(row.priceCents),
      dicounted_price: euros(row.discountedPriceCents),
      is_disabled: row.isDisabled ? 1 : 0,
      is_external_url: row.isExternalUrl ? 1 : 0,
      external_url: row.externalUrl,
      internal_url: row.internalUrl,
    })),
  };
}

async function profileOf(db: Executor, providerId: number) {
  const [row] = await db
    .select({ user: users, profile: providerProfiles })
    .from(users)
    .innerJoin(providerProfiles, eq(providerProfiles.userId, users.id))
    .where(and(eq(users.id, providerId), eq(users.role, 'Company')))
    .limit(1);
  if (!row || row.user.deletedAt) throw new NotFoundError(PROVIDER_NOT_FOUND);
  return row;
}

// --- store info (the provider's own editor) ------------------------------------------------------------------

/** `api/v2/getProviderStoreInfo` and graph `providerProfileInfo`: company data, page settings and page parts. */
export async function providerStoreInfo(db: Executor, config: AppConfig, providerId: number) {
  const { user, profile } = await profileOf(db, providerId);
  const [page, parts, slug] = await Promise.all([pageRow(db, providerId), pageParts(db, config, providerId), currentSlug(db, providerId)]);
  return {
    user_id: user.id,
    slug: slug ?? null,
    gender: user.gender,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    phone: user.phone,
    company_name: profile.companyName,
    street: profile.street,
    house_number: profile.houseNumber,
    zip_code: profile.zipCode,
    city: profile.city,
    show_profile: profile.showProfile ? 1 : 0,
    second_email: profile.secondEmail,
    vat_number: profile.vatNumber,
    company_registration_number: profile.companyRegistrationNumber,
    invoice_text_1: profile.invoiceText1,
    invoice_text_2: profile.invoiceText2,
    invoice_text_3: profile.invoiceText3,
    invoice_text_4: profile.invoiceText4,
    invoice_text_5: profile.invoiceText5,
    small_business: profile.smallBusiness ? 1 : 0,
    company_logo: uploadUrl(config, page.companyLogo),
    description: page.description,
    url: page.url,
    vendor_text: page.vendorText,
    show_hide_text: page.showHideText,
    show_chat: page.showChat ? 1 : 0,
    show_gallery: page.showGallery ? 1 : 0,
    show_rating: page.showRating ? 1 : 0,
    show_lead: page.showLead ? 1 : 0,
    show_product: page.showProduct ? 1 : 0,
    ...parts,
  };
}

export interface StorePageInput {
  description?: string | null | undefined;
  url?: string | null | undefined;
  vendor_text?: string | null | undefined;
  show_hide_text?: string | null | undefined;
  show_chat?: boolean | undefined;
  show_gallery?: boolean | undefined;
  show_rating?: boolean | undefined;
  show_lead?: boolean | undefined;
  show_product?: boolean | undefined;
  description_contents?:
    { content_type: DescriptionContentType; position: number; contents: { content: string; position: number }[] }[] | undefined;
  certificates?: { name: string; text?: string | null | undefined; image?: string | null | undefined }[] | undefined;
  company_contents?:
    | {
        title: string;
        image?: string | null | undefined;
        date?: string | null | undefined;
        status: boolean;
        button_text?: string | null | undefined;
        text?: string | null | undefined;
        price?: number | null | undefined;
        dicounted_price?: number | null | undefined;
        is_disabled: boolean;
        is_external_url: boolean;
        external_url?: string | null | undefined;
        internal_url?: string | null | undefined;
      }[]
    | undefined;
}

const IMAGE_KEY_UNKNOWN = 'Bitte laden Sie das Bild zuerst hoch.';

/** Image keys in the update must be this provider's uploads (or the image already stored); else 422 on the field. */
function checkImageKeys(providerId: number, input: StorePageInput): void {
  const errors: Record<string, string[]> = {};
  const own = (key: string | null | undefined) => !key || key.startsWith(`${folderOf(providerId)}/`);
  input.certificates?.forEach((entry, index) => {
    if (!own(entry.image)) errors[`certificates.${index}.image`] = [IMAGE_KEY_UNKNOWN];
  });
  input.company_contents?.forEach((entry, index) => {
    if (!own(entry.image)) errors[`company_contents.${index}.image`] = [IMAGE_KEY_UNKNOWN];
    if (entry.is_external_url && !entry.external_url)
      errors[`company_contents.${index}.external_url`] = ['Bitte geben Sie die Adresse (https://…) an.'];
    if (!entry.is_external_url && entry.internal_url && !entry.internal_url.startsWith('/')) {
      errors[`company_contents.${index}.internal_url`] = ['Ein Link innerhalb des Marktplatzes beginnt mit „/“.'];
    }
    if (entry.price != null && entry.dicounted_price != null && entry.dicounted_price >= entry.price) {
      errors[`company_contents.${index}.dicounted_price`] = ['Der reduzierte Preis muss unter dem Preis liegen.'];
    }
  });
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

/**
 * `api/v2/providerStoreUpdate`: saves the page settings given; a list that is sent (description contents,
 * certificates, company contents) replaces the stored one, in the order sent. Images come from
 * `api/v2/providerStoreImage` as keys.
 */
export async function updateStorePage(db: Database, config: AppConfig, providerId: number, input: StorePageInput) {
  await profileOf(db, providerId);
  checkImageKeys(providerId, input);
  const changes: Partial<typeof providerPages.$inferInsert> = {};
  if (input.description !== undefined) changes.description = input.description ?? '';
  if (input.url !== undefined) changes.url = input.url || null;
  if (input.vendor_text !== undefined) changes.vendorText = input.vendor_text ?? '';
  if (input.show_hide_text !== undefined) changes.showHideText = input.show_hide_text ?? '';
  if (input.show_chat !== undefined) changes.showChat = input.show_chat;
  if (input.show_gallery !== undefined) changes.showGallery = input.show_gallery;
  if (input.show_rating !== undefined) changes.showRating = input.show_rating;
  if (input.show_lead !== undefined) changes.showLead = input.show_lead;
  if (input.show_product !== undefined) changes.showProduct = input.show_product;
  const dropped: string[] = [];
  await db.transaction(async (tx) => {
    await tx
      .insert(providerPages)
      .values({ providerId, ...changes })
      .onConflictDoUpdate({ target: providerPages.providerId, set: { ...changes, updatedAt: new Date() } });
    if (input.description_contents) {
      await tx.delete(providerDescriptionContents).where(eq(providerDescriptionContents.providerId, providerId));
      if (input.description_contents.length > 0) {
        await tx.insert(providerDescriptionContents).values(
          input.description_contents.map((block) => ({
            providerId,
            contentType: block.content_type,
            position: block.position,
            contents: block.contents,
          })),
        );
      }
    }
    if (input.certificates) {
      const old = await tx
        .delete(providerCertificates)
        .where(eq(providerCertificates.providerId, providerId))
        .returning({ image: providerCertificates.image });
      const kept = new Set(input.certificates.map((entry) => entry.image));
      dropped.push(...old.map((row) => row.image).filter((key): key is string => !!key && !kept.has(key)));
      if (input.certificates.length > 0) {
        await tx.insert(providerCertificates).values(
          input.certificates.map((entry, position) => ({
            providerId,
            name: entry.name,
            text: entry.text ?? '',
            image: entry.image || null,
            position,
          })),
        );
      }
    }
    if (input.company_contents) {
      const old = await tx
        .delete(providerCompanyContents)
        .where(eq(providerCompanyContents.providerId, providerId))
        .returning({ image: providerCompanyContents.image });
      const kept = new Set(input.company_contents.map((entry) => entry.image));
      dropped.push(...old.map((row) => row.image).filter((key): key is string => !!key && !kept.has(key)));
      if (input.company_contents.length > 0) {
        await tx.insert(providerCompanyContents).values(
          input.company_contents.map((entry, position) => ({
            providerId,
            title: entry.title,
            image: entry.image || null,
            date: entry.date || null,
            status: entry.status,
            buttonText: entry.button_text ?? '',
            text: entry.text ?? '',
            priceCents: cents(entry.price),
            discountedPriceCents: cents(entry.dicounted_price),
            isDisabled: entry.is_disabled,
            isExternalUrl: entry.is_external_url,
            externalUrl: entry.is_external_url ? entry.external_url || null : null,
            internalUrl: entry.is_external_url ? null : entry.internal_url || null,
            position,
          })),
        );
      }
    }
  });
  await Promise.all(dropped.map((key) => removeUpload(config, key).catch(() => undefined)));
  return providerStoreInfo(db, config, providerId);
}

/**
 * `api/v2/providerStoreImage` (x-extension): stores one image of the page. `logo` replaces the logo, `gallery`
 * adds a gallery image (at most {@link MAX_GALLERY_IMAGES}); `certificate` and `content` answer the key that
 * `providerStoreUpdate` then refers to.
 */
export async function uploadStoreImage(db: Database, config: AppConfig, providerId: number, kind: StoreImageKind, image: UploadedImage) {
  await profileOf(db, providerId);
  if (kind === 'gallery') {
    const [{ n } = { n: 0 }] = await db
      .select({ n: count() })
      .from(providerCompanyImages)
      .where(eq(providerCompanyImages.providerId, providerId));
    if (Number(n) >= MAX_GALLERY_IMAGES) throw ValidationError.field('file', `Die Galerie fasst höchstens ${MAX_GALLERY_IMAGES} Bilder.`);
  }
  const key = await storeUpload(config, folderOf(providerId), image.buffer, image.extension);
  if (kind === 'logo') {
    const page = await pageRow(db, providerId);
    await db
      .insert(providerPages)
      .values({ providerId, companyLogo: key })
      .onConflictDoUpdate({ target: providerPages.providerId, set: { companyLogo: key, updatedAt: new Date() } });
    if (page.companyLogo) await removeUpload(config, page.companyLogo).catch(() => undefined);
    return { kind, id: null, key, image: uploadUrl(config, key) };
  }
  if (kind === 'gallery') {
    const [{ max } = { max: 0 }] = await db
      .select({ max: sql<number>`coalesce(max(${providerCompanyImages.position}), 0)` })
      .from(providerCompanyImages)
      .where(eq(providerCompanyImages.providerId, providerId));
    const [row] = await db
      .insert(providerCompanyImages)
      .values({ providerId, image: key, position: Number(max) + 1 })
      .returning();
    return { kind, id: row!.id, key, image: uploadUrl(config, key) };
  }
  return { kind, id: null, key, image: uploadUrl(config, key) };
}

/** `api/v2/removeCompanyImages`: removes gallery images of this provider; any id not its own → 404, nothing removed. */
export async function removeCompanyImages(db: Database, config: AppConfig, providerId: number, ids: number[]) {
  const unique = [...new Set(ids)];
  const rows = await db
    .select()
    .from(providerCompanyImages)
    .where(and(eq(providerCompanyImages.providerId, providerId), inArray(providerCompanyImages.id, unique)));
  if (rows.length !== unique.length) throw new NotFoundError(IMAGE_NOT_FOUND);
  await db
    .delete(providerCompanyImages)
    .where(and(eq(providerCompanyImages.providerId, providerId), inArray(providerCompanyImages.id, unique)));
  await Promise.all(rows.map((row) => removeUpload(config, row.image).catch(() => undefined)));
  const images = await db
    .select()
    .from(providerCompanyImages)
    .where(eq(providerCompanyImages.providerId, providerId))
    .orderBy(asc(providerCompanyImages.position), asc(providerCompanyImages.id));
  return images.map((row) => ({ id: row.id, image: uploadUrl(config, row.image) }));
}

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
      (select count(*)::int from shop_vendor_orders o where o.provider_id = u.id and o.status = 'completed') as sales,
      exists (select 1 from ${favourites} f where f.user_id = ${viewer?.id ?? 0} and f.provider_id = u.id) as wish,
      ${premiumProviderSql(sql`u.id`)} as premium,
      ${traderInfoJsonSql(sql`u.id`)} as trader,
      ${providerRatingCountsSql(sql`u.id`)} as ratings
    from ${users} u join ${providerProfiles} p on p.user_id = u.id
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
