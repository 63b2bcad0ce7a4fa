import { z } from 'zod';
import { wireSchema } from '../../http/contract';
import { pageMetaSchema, successSchema } from '../../http/envelope';
import { pageQuery } from '../../http/pagination';
import { fields } from '../../http/validation';
import { providerCompanyFields } from '../account/public';
import { traderInfoSchema } from '../onboarding/public';
import { moneyCents } from '../shop/public';
import type { FoodFilter } from './search';
import { PROVIDER_SORTS, type ProviderSort } from './search';

/** Request and response schemas of the stores calls (the responses name the generated wire types the mfe-stores screens read). */

/**
 * What a food provider's card of `/provider_search` adds under `food` (x-extension, with the food filters). Declared
 * here (the search's card) and filled by the food module's matcher (`registerProviderSearchFood`).
 */
export const foodSearchFactsSchema = wireSchema(
  'FoodSearchFacts',
  z.object({
    cuisine_tags: z.array(z.string()),
    minimum_order_cents: z.number().int(),
    delivery_fee_cents: z.number().int(),
    free_delivery_from_cents: z.number().int().nullable(),
    delivery: z.boolean(),
    pickup: z.boolean(),
    ordering_open: z.boolean(),
    open_now: z.boolean(),
    open_text: z.string(),
    delivers_to_postal_code: z.boolean().nullable(),
  }),
);

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

const SORT_BY_LABEL = new Map<string, ProviderSort>(Object.entries(PROVIDER_SORTS).map(([key, label]) => [label, key as ProviderSort]));
const INDUSTRY_MESSAGE = 'Bitte wählen Sie gültige Branchen.';
const industryIds = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value, ctx) => {
    const list = value === undefined ? [] : Array.isArray(value) ? value : [value];
    const ids = list.map((item) => (/^\d{1,9}$/.test(item) ? Number(item) : Number.NaN));
    if (ids.some((id) => !(id >= 1)) || ids.length > 50) {
      ctx.addIssue({ code: 'custom', message: INDUSTRY_MESSAGE });
      return z.NEVER;
    }
    return ids;
  });

/** A query parameter the spec lacks: documented with `x-extension: true` (and said so in its description). */
export function extension<T extends z.ZodType>(schema: T, description: string) {
  return schema.optional().meta({ description: `${description} (x-extension)`, 'x-extension': true });
}

/**
 * Query of `/provider_search`. Fastify's query parser keeps `filter[industry][]=3&filter[industry][]=5` as the
 * literal key `filter[industry][]` (a string for one, an array for several); both spellings without `[]` work too.
 */
export const searchQuery = pageQuery(12).extend({
  'filter[industry][]': industryIds,
  'filter[industry]': industryIds,
  keyword: fields.optionalText(100),
  postal_code: z
    .union([
      z.literal(''),
      z
        .string()
        .trim()
        .regex(/^\d{5}$/, 'Die Postleitzahl muss aus genau fünf Ziffern bestehen.'),
    ])
    .optional(),
  radius: z.coerce
    .number({ error: 'Bitte geben Sie einen Umkreis in Kilometern an.' })
    .min(1, 'Der Umkreis beträgt mindestens 1 km.')
    .max(500, 'Der Umkreis beträgt höchstens 500 km.')
    .optional(),
  sort: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (!value) return 'rating' as ProviderSort;
      const key = (value in PROVIDER_SORTS ? value : SORT_BY_LABEL.get(value)) as ProviderSort | undefined;
      if (!key) {
        ctx.addIssue({ code: 'custom', message: `Bitte wählen Sie eine Sortierung: ${Object.values(PROVIDER_SORTS).join(', ')}.` });
        return z.NEVER;
      }
      return key;
    }),
  // The food filters (spec 02 §7 „Food“ asks for them; the spec's parameter list lacks them): any of them limits
  // the search to food providers and adds `food` to the cards.
  food: extension(fields.flag(), 'Nur Essensanbieter (auch ohne weitere Essensfilter)'),
  cuisine: extension(fields.text().trim().max(40, 'Höchstens 40 Zeichen erlaubt.'), 'Küche, ein Wert aus /getGastroTags'),
  delivers_to: extension(
    z
      .string()
      .trim()
      .regex(/^\d{5}$/, 'Die Postleitzahl muss aus genau fünf Ziffern bestehen.'),
    'Liefert an diese Postleitzahl (mit pickup=1 auch Betriebe, bei denen man abholen kann)',
  ),
  open_now: extension(
    fields.flag(),
    'Jetzt geöffnet (Europe/Berlin), über alle Seiten: nur Anbieter mit einem jetzt geöffneten Standort (im Umkreis), die Karte zeigt ihn; mit food=1 oder einem anderen Essensfilter: Essensbestellung jetzt geöffnet',
  ),
  pickup: extension(fields.flag(), 'Abholung möglich'),
  max_minimum_order: extension(moneyCents(100_000), 'Mindestbestellwert höchstens so viel Euro'),
});

/**
 * The food filters of a search, or undefined when none is set (then the search is not limited to food). `open_now`
 * is a food filter only in a food search (`food=1` or another food filter); alone it asks for a store open now.
 */
export function foodFilter(query: z.infer<typeof searchQuery>): FoodFilter | undefined {
  const filter: FoodFilter = {
    cuisine: query.cuisine || undefined,
    delivers_to: query.delivers_to,
    pickup: query.pickup || undefined,
    max_minimum_order_cents: query.max_minimum_order,
  };
  const any = query.food === true || Object.values(filter).some((value) => value !== undefined);
  return any ? { ...filter, open_now: query.open_now || undefined } : undefined;
}

export const tags = ['Standorte'];

/*
 * The search's and the provider page's answers are written as built (`writtenAsBuilt`): `searchProviders` and `providerPageData` build
 * them typed to `providerCardSchema`/`providerPageSchema`, field by field, and tests parse real answers with the schemas
 * and require them unchanged (`search.test.ts`, `provider-page.test.ts`). Checking and copying every card through zod
 * cost a share of the API's CPU per request under the bench (README, benchmark). The schemas still document the answers
 * in the OpenAPI contract.
 */
/** An optional field that stays `undefined` when left out (so a partial update keeps the stored value). */
export const keep = <T extends z.ZodType>(schema: T) => z.union([z.undefined(), schema]);
export const DATE_MESSAGE = 'Bitte geben Sie ein gültiges Datum (JJJJ-MM-TT) an.';

export const date = () =>
  z
    .string({ error: DATE_MESSAGE })
    .regex(/^\d{4}-\d{2}-\d{2}$/, DATE_MESSAGE)
    .refine(
      (value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
      DATE_MESSAGE,
    );

const coordinate = (min: number, max: number) =>
  z.coerce
    .number({ error: 'Bitte geben Sie eine gültige Koordinate an.' })
    .min(min, 'Die Koordinate liegt außerhalb des erlaubten Bereichs.')
    .max(max, 'Die Koordinate liegt außerhalb des erlaubten Bereichs.')
    .nullish();

export const locationBody = z.object({
  title: fields.requiredText(120),
  street: fields.optionalText(120).transform((value) => value ?? ''),
  street_number: fields.optionalText(20).transform((value) => value ?? ''),
  zipcode: z
    .string({ error: 'Bitte geben Sie eine Postleitzahl an.' })
    .trim()
    .regex(/^\d{5}$/, 'Die Postleitzahl muss aus genau fünf Ziffern bestehen.'),
  city: fields.optionalText(120).transform((value) => value ?? ''),
  state: fields.optionalText(2).transform((value) => value ?? undefined),
  email: z
    .union([z.literal(''), z.null(), fields.email()])
    .optional()
    .transform((value) => value || null),
  calling_code: fields.optionalText(6),
  mobile_number: z
    .string()
    .trim()
    .regex(/^[0-9 /-]{0,20}$/, 'Bitte geben Sie eine gültige Telefonnummer an.')
    .nullish()
    .transform((value) => value || null),
  latitude: coordinate(-90, 90),
  longitude: coordinate(-180, 180),
});

export const storeIdQuery = z.object({ store_id: fields.id() });
export const kindOf = (url: string) => (url.toLowerCase().includes('delivery') ? ('delivery' as const) : ('opening' as const));

const timeField = z.union([z.string().max(10, 'Bitte geben Sie eine Uhrzeit im Format HH:MM an.'), z.null()]).optional();
export const timesBody = z.object({
  store_id: fields.id(),
  times: z
    .array(
      z.object({
        days: z.coerce
          .number()
          .int('Bitte wählen Sie einen Wochentag.')
          .min(1, 'Bitte wählen Sie einen Wochentag.')
          .max(7, 'Bitte wählen Sie einen Wochentag.'),
        from_time: timeField,
        untill_time: timeField,
        after_from_time: timeField,
        after_untill_time: timeField,
        status: fields.flag(),
      }),
      { error: 'Bitte geben Sie die Zeiten der Woche an.' },
    )
    .min(1, 'Bitte geben Sie die Zeiten der Woche an.')
    .max(7, 'Höchstens sieben Wochentage.')
    .refine((times) => new Set(times.map((time) => time.days)).size === times.length, 'Jeder Wochentag darf nur einmal vorkommen.'),
});

export const holidayBody = z.object({
  store_id: fields.id(),
  start_date: date(),
  end_date: z
    .union([z.literal(''), z.null(), date()])
    .optional()
    .transform((value) => value || null),
  title: fields.optionalText(120).transform((value) => value ?? ''),
});
