import { z } from 'zod';
import { fields, hasNoNulCharacter, NUL_CHARACTER_MESSAGE } from '../../http/validation';
import { pageQuery } from '../../http/pagination';
import { wireId as id, wireSchema } from '../../http/contract';

/** A topic of the contact form (`/getContactCategories`). */
export const contactCategorySchema = wireSchema('ContactCategory', z.object({ id: z.number().int(), name: z.string() }));

/** A unit of sale (`/api/getUnitTypes`); `base_price_unit` is the base price's reference (`1 kg`), null for pieces. */
export const unitTypeSchema = wireSchema(
  'UnitType',
  z.object({
    id: z.number().int(),
    name: z.string(),
    abbreviation: z.string(),
    base_unit: z.string(),
    /** How many of this unit make one base unit (1000 g = 1 kg). */
    units_per_base: z.number().int(),
    base_price_unit: z.string().nullable(),
  }),
);

/** A country (`/countries`, `/api/getDefaultCountry`). `id` is the ISO 3166-1 numeric code (Deutschland = 276). */
export const countrySchema = wireSchema(
  'Country',
  z.object({
    id: z.number().int(),
    code: z.string(),
    code3: z.string(),
    name: z.string(),
    calling_code: z.string(),
    calling_codes: z.array(z.string()),
    is_default: z.boolean(),
  }),
);

export const postalCodeQuery = z.object({
  postal_code: z
    .string({ error: 'Bitte geben Sie eine Postleitzahl an.' })
    .trim()
    .regex(/^\d{5}$/, 'Die Postleitzahl muss aus genau fünf Ziffern bestehen.'),
});

export const postalCodePrefixQuery = pageQuery(20).extend({
  postal_code: z
    .string({ error: 'Bitte geben Sie den Anfang einer Postleitzahl an.' })
    .trim()
    .regex(/^\d{1,5}$/, 'Bitte geben Sie eine bis fünf Ziffern einer Postleitzahl an.'),
});

export const streetQuery = z.object({
  keyword: z
    .string({ error: 'Bitte geben Sie einen Suchbegriff an.' })
    .trim()
    .min(2, 'Der Suchbegriff muss mindestens 2 Zeichen lang sein.')
    .max(100, 'Der Suchbegriff darf höchstens 100 Zeichen lang sein.')
    .refine(hasNoNulCharacter, NUL_CHARACTER_MESSAGE),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

export const subIndustryQuery = z.object({
  id: fields.id(),
});

export const contractQuery = z.object({
  key: z
    .string()
    .trim()
    .regex(/^[a-z_]{1,50}$/, 'Der Schlüssel darf nur Kleinbuchstaben und Unterstriche enthalten.')
    .optional(),
});

const POLICY_MAX = 20_000;

const policyText = z
  .string({ error: 'Der Text muss eine Zeichenkette sein.' })
  .trim()
  .max(POLICY_MAX, `Der Text darf höchstens ${POLICY_MAX.toLocaleString('de-DE')} Zeichen lang sein.`)
  .refine(hasNoNulCharacter, NUL_CHARACTER_MESSAGE)
  .optional();

export const vendorPoliciesBody = z
  .object({
    return_policy: policyText,
    shipping_policy: policyText,
    privacy_policy: policyText,
  })
  .refine((body) => body.return_policy !== undefined || body.shipping_policy !== undefined || body.privacy_policy !== undefined, {
    message: 'Bitte geben Sie mindestens eine Richtlinie an.',
    path: ['return_policy'],
  });

// --- Answers (the `data` of `routes.ts`; the services' return types must fit them) ----------------------------------

export const citiesSchema = z.array(z.object({ postal_code: z.string(), city: z.string(), state: z.string() }));
export const streetsSchema = z.array(z.object({ id, street: z.string(), postal_code: z.string(), city: z.string() }));
export const postalCodeSchema = z.object({ postal_code: z.string(), cities: z.array(z.string()) });
export const callingCodesSchema = z.array(z.object({ country_id: id, code: z.string(), name: z.string(), calling_code: z.string() }));
export const companyTypesSchema = z.array(z.object({ id, name: z.string(), long_name: z.string(), register: z.string().nullable() }));
export const vendorPoliciesSchema = wireSchema(
  'VendorPolicies',
  z.object({ return_policy: z.string(), shipping_policy: z.string(), privacy_policy: z.string(), updated_at: z.string().nullable() }),
);
export const parentIndustriesSchema = z.array(z.object({ id, name: z.string(), slug: z.string(), sub_industries_count: z.number().int() }));
export const subIndustriesSchema = z.array(z.object({ id, name: z.string(), slug: z.string(), parent_id: id }));
export const contactInfoSchema = wireSchema(
  'ContactInfo',
  z.object({
    company_name: z.string(),
    street: z.string(),
    street_number: z.string(),
    postal_code: z.string(),
    city: z.string(),
    country: z.string(),
    phone: z.string(),
    email: z.string(),
    opening_hours: z.string(),
    managing_directors: z.string(),
    register_court: z.string(),
    register_number: z.string(),
    vat_id: z.string(),
  }),
);
export const contractContentsSchema = z.array(
  z.object({ id, key: z.string(), title: z.string(), content: z.string(), version: z.string(), valid_from: z.string() }),
);
