import { traderInfoSchema } from '../onboarding/public';
import { foodSearchFactsSchema } from '../food/public';
import { z } from 'zod';
import { pageMetaSchema, successSchema } from '../../http/envelope';
import { providerCompanyFields } from '../account/public';

/** Response schemas of the stores calls (they name the generated wire types the mfe-stores screens read). */

export const locationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  street: z.string(),
  street_number: z.string(),
  zipcode: z.string(),
  city: z.string(),
  state: z.string(),
  email: z.string().nullable(),
  calling_code: z.string().nullable(),
  mobile_number: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  coordinate_source: z.string(),
  is_default: z.boolean(),
  always_open: z.boolean(),
  takes_appointments: z.boolean(),
  appointment_slot_minutes: z.number().int(),
});

export const dayHoursSchema = z.object({
  day: z.number().int(),
  from_time: z.string().nullable(),
  untill_time: z.string().nullable(),
  after_from_time: z.string().nullable(),
  after_untill_time: z.string().nullable(),
  status: z.boolean(),
});

export const holidaySchema = z.object({ id: z.number().int(), start_date: z.string(), end_date: z.string(), title: z.string() });

export const openStateSchema = z.object({ open_now: z.boolean(), text: z.string(), closed_reason: z.string().nullable() });

export const publicLocationSchema = locationSchema.extend({
  times: z.array(dayHoursSchema),
  holidays: z.array(holidaySchema),
  state_now: openStateSchema,
});

export const providerCardSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  company_name: z.string(),
  logo: z.string().nullable(),
  city: z.string(),
  rating: z.number().nullable(),
  rating_count: z.number().int(),
  premium: z.boolean(),
  distance_km: z.number().nullable(),
  industries: z.array(z.object({ id: z.number().int(), name: z.string() })),
  store: z
    .object({
      id: z.number().int(),
      title: z.string(),
      city: z.string(),
      latitude: z.number().nullable(),
      longitude: z.number().nullable(),
    })
    .nullable(),
  open_now: z.boolean().nullable(),
  open_text: z.string().nullable(),
  food: foodSearchFactsSchema
    .nullable()
    .meta({ description: 'Mit den Essensfiltern: Küchen, Mindestbestellwert, Gebühren, liefert hierher, Abholung (x-extension)' }),
});

/** A 0/1 switch as the spec writes it. */
const flag = z.number().int().min(0).max(1);

const descriptionContentSchema = z.object({
  id: z.number().int(),
  content_type: z.string(),
  position: z.number(),
  contents: z.array(z.object({ content: z.string(), position: z.number() })),
});

const companyImageSchema = z.object({ id: z.number().int(), image: z.string().nullable() });

const companyContentSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  image: z.string().nullable(),
  date: z.string().nullable(),
  status: flag,
  button_url: z.string().nullable(),
  button_text: z.string(),
  text: z.string(),
  price: z.string().nullable(),
  dicounted_price: z.string().nullable(),
  is_disabled: flag,
  is_external_url: flag,
  external_url: z.string().nullable(),
  internal_url: z.string().nullable(),
});

const countByRatingSchema = z.object({
  rating_1: z.number(),
  rating_2: z.number(),
  rating_3: z.number(),
  rating_4: z.number(),
  rating_5: z.number(),
});

/** `api/providerPageData`: spec 02 §3 "Provider (public page)" plus `slug`, `redirect`, `is_preview`. */
export const providerPageSchema = z.object({
  user_id: z.number().int(),
  slug: z.string(),
  redirect: z.boolean(),
  is_preview: z.boolean(),
  gender: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  avatar: z.string().nullable(),
  vendor_text: z.string(),
  calling_code: z.string().nullable(),
  show_chat: flag,
  show_hide_text: z.string(),
  show_profile: flag,
  company_logo: z.string().nullable(),
  company_name: z.string(),
  url: z.string().nullable(),
  description: z.string(),
  description_contents: z.array(descriptionContentSchema),
  street: z.string().nullable(),
  street_number: z.string().nullable(),
  postal_code: z.string().nullable(),
  city: z.string().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  phone: z.string().nullable(),
  always_open: flag,
  show_gallery: flag,
  provider_value: z.string().nullable(),
  is_premium: z.boolean(),
  second_email: z.string().nullable(),
  image: z.string().nullable(),
  thumbnail: z.string().nullable(),
  avg_rating: z.number(),
  total_review: z.number(),
  quantity_of_sales: z.number(),
  count_by_rating: countByRatingSchema,
  show_rating: flag,
  show_lead: flag,
  show_product: flag,
  wishlist: z.boolean(),
  preferences: z.array(z.string()),
  certificates: z.array(z.object({ id: z.number().int(), name: z.string(), text: z.string(), image: z.string().nullable() })),
  company_images: z.array(companyImageSchema),
  company_contents: z.array(companyContentSchema),
  /** "Angaben zum Anbieter" (Art. 30(7) DSA); null only in the owner's preview before verification. */
  trader: traderInfoSchema.nullable(),
});

/** `api/v2/getProviderStoreInfo`: the provider's own company data and page parts. */
export const storeInfoSchema = z.object({
  user_id: z.number().int(),
  slug: z.string().nullable(),
  gender: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  ...providerCompanyFields,
  show_profile: flag,
  /** § 19 UStG small business: sells without VAT (1) or not (0). */
  small_business: z.number().int(),
  company_logo: z.string().nullable(),
  description: z.string(),
  url: z.string().nullable(),
  vendor_text: z.string(),
  show_hide_text: z.string(),
  show_chat: flag,
  show_gallery: flag,
  show_rating: flag,
  show_lead: flag,
  show_product: flag,
  description_contents: z.array(descriptionContentSchema),
  certificates: z.array(
    z.object({ id: z.number().int(), name: z.string(), text: z.string(), image: z.string().nullable(), image_key: z.string().nullable() }),
  ),
  company_images: z.array(companyImageSchema),
  company_contents: z.array(companyContentSchema.extend({ image_key: z.string().nullable() })),
});

export const storeImageSchema = z.object({
  kind: z.string(),
  id: z.number().int().nullable(),
  key: z.string(),
  image: z.string().nullable(),
});

export const appointmentSchema = z.object({
  id: z.number().int(),
  status: z.string(),
  status_label: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  date: z.string(),
  time: z.string(),
  message: z.string().nullable(),
  /** The provider's other time while `status` is `proposed` (Berlin `date` `YYYY-MM-DD`, `time` `HH:MM`). */
  proposed_starts_at: z.string().nullable(),
  proposed_date: z.string().nullable(),
  proposed_time: z.string().nullable(),
  /** Confirmed: both sides download the `.ics` from `GET api/provider_appointment/ics?id=`. */
  has_calendar: z.boolean(),
  store: z
    .object({
      id: z.number().int(),
      title: z.string(),
      street: z.string(),
      street_number: z.string(),
      zipcode: z.string(),
      city: z.string(),
    })
    .nullable(),
  provider: z.object({ id: z.number().int(), company_name: z.string(), slug: z.string().nullable() }),
  customer: z.object({ id: z.number().int(), name: z.string() }),
  created_at: z.string(),
});

/** The free slots of one store's day (`api/provider_appointment/slots`). */
export const appointmentSlotsSchema = z.object({
  date: z.string(),
  slot_minutes: z.number().int(),
  /** Why the day offers no slot at all (closed day, holiday, closed weekday, past), else null. */
  closed_reason: z.string().nullable(),
  slots: z.array(z.object({ time: z.string(), starts_at: z.string(), ends_at: z.string() })),
});

export const vendorPolicySchema = z.object({
  return_policy: z.string(),
  shipping_policy: z.string(),
  privacy_policy: z.string(),
  updated_at: z.string().nullable(),
});

/** Raster tiles of the provider search's map; `tile_url` null = no tiles configured (markers on a plain background). */
export const mapSettingsSchema = z.object({ tile_url: z.string().nullable(), attribution: z.string().nullable() });

/** A paged list answer: `{ status, data: T[], meta }`. */
export function pageSuccessSchema<T extends z.ZodType>(item: T) {
  return successSchema(z.array(item)).extend({ meta: pageMetaSchema.optional() });
}

export const deletedSchema = successSchema(z.null());
