import { and, asc, count, eq, inArray, sql, getViewSelectedFields } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Database, Executor } from '../../db/client';
import {
  providerCertificates,
  providerCompanyContents,
  providerCompanyImages,
  providerDescriptionContents,
  providerPages,
  type DescriptionContentType,
} from '../../db/schema/stores';
import { NotFoundError, ValidationError } from '../../http/errors';
import { removeUpload, storeUpload, uploadUrl, type UploadedImage } from '../../http/uploads';
import { currentSlug, accountProviderProfiles, accountUsers } from '../account/public';
import { PROVIDER_NOT_FOUND } from './service';

export const IMAGE_NOT_FOUND = 'Das Bild wurde nicht gefunden.';
export const MAX_GALLERY_IMAGES = 30;
export const STORE_IMAGE_KINDS = ['logo', 'gallery', 'certificate', 'content'] as const;
export type StoreImageKind = (typeof STORE_IMAGE_KINDS)[number];

type PageRow = typeof providerPages.$inferSelect;

export const DEFAULT_PAGE: Omit<PageRow, 'providerId' | 'updatedAt' | 'withdrawnAt'> = {
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

export function euros(cents: number | null): string | null {
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

export async function profileOf(db: Executor, providerId: number) {
  const [row] = await db
    .select({ user: getViewSelectedFields(accountUsers), profile: getViewSelectedFields(accountProviderProfiles) })
    .from(accountUsers)
    .innerJoin(accountProviderProfiles, eq(accountProviderProfiles.userId, accountUsers.id))
    .where(and(eq(accountUsers.id, providerId), eq(accountUsers.role, 'Company')))
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
