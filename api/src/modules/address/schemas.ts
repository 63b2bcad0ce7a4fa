/**
 * The address calls' schemas: what each call takes (bodies, queries, parameters) and, below, the wire shapes of its
 * answers (`schema.response` of `routes.ts`; `npm run contract` turns them into the front end's types). A response
 * schema serializes strictly: a field the presenter returns but the schema lacks disappears from the answer — the
 * presenters declare their return types from these schemas (`z.infer`), so the compiler keeps both in step.
 */
import { z } from 'zod';
import { ADDRESS_TYPES } from '../../db/schema/address';
import { wireId as id, wireSchema } from '../../http/contract';
import { successSchema } from '../../http/envelope';
import { postalAddressFields } from '../../http/postal-address';
import { fields, hasNoNulCharacter, NUL_CHARACTER_MESSAGE } from '../../http/validation';
import { GENDERS } from '../account/public';

/** Values that name Germany in the `country` field: ISO codes, the numeric id of the reference calls, names. */
const GERMANY = new Set(['de', 'deu', '276', 'deutschland', 'germany', 'bundesrepublik deutschland']);

export function isGermany(country: string): boolean {
  return GERMANY.has(country.trim().toLowerCase());
}

/** EU member states' VAT prefixes (Greece is `EL`, Northern Ireland `XI`). */
const EU_VAT_PREFIXES = new Set([
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'EL',
  'ES',
  'FI',
  'FR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
  'XI',
]);

export const VAT_ID_MESSAGE = 'Bitte geben Sie eine gültige USt-IdNr. ein (z. B. DE123456789).';

/**
 * Lenient VAT id check: spaces, dots and hyphens are ignored, letters are upper-cased. A German id is `DE`
 * and nine digits; another EU id is its country prefix and 2–12 letters or digits (the per-country formats
 * differ too much to check here; the tax office's VIES check is the authority).
 */
export function normaliseVatId(value: string): string | null {
  const compact = value.replace(/[\s.-]/g, '').toUpperCase();
  if (compact.startsWith('DE')) return /^DE\d{9}$/.test(compact) ? compact : null;
  const prefix = compact.slice(0, 2);
  if (!EU_VAT_PREFIXES.has(prefix)) return null;
  return /^[A-Z]{2}[0-9A-Z+*]{2,12}$/.test(compact) ? compact : null;
}

/** Required text with the field's own German message when it is missing or empty. */
const required = (message: string, max = 255) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `Höchstens ${max} Zeichen erlaubt.`)
    .refine(hasNoNulCharacter, NUL_CHARACTER_MESSAGE);

/** Optional text the front end sends as empty text when missing (spec 02 §5): stored as ''. */
const optional = (max = 255) =>
  z
    .string({ error: 'Bitte geben Sie einen Text ein.' })
    .trim()
    .max(max, `Höchstens ${max} Zeichen erlaubt.`)
    .refine(hasNoNulCharacter, NUL_CHARACTER_MESSAGE)
    .nullish()
    .transform((value) => value ?? '');

const EMAIL_MESSAGE = 'Bitte geben Sie eine gültige E-Mail-Adresse ein.';

const addressFields = {
  gender: z.enum(GENDERS, { error: 'Bitte wählen Sie eine Anrede (male, female oder other).' }),
  first_name: required('Bitte geben Sie den Vornamen ein.', 100),
  // A German address names the person in full: with the phone required, the last name is too (the front end sends
  // it as text like every field; empty text is refused).
  last_name: required('Bitte geben Sie den Nachnamen ein.', 100),
  email: z
    .string({ error: EMAIL_MESSAGE })
    .trim()
    .max(254, 'Die E-Mail-Adresse darf höchstens 254 Zeichen lang sein.')
    .refine((value) => value === '' || z.email().safeParse(value).success, EMAIL_MESSAGE)
    .nullish()
    .transform((value) => (value ?? '').toLowerCase()),
  alternate_email: fields.flag().optional().default(false),
  phone: required('Bitte geben Sie eine Telefonnummer ein.', 40).refine(
    (value) => /^\+?[0-9 ()/-]{4,40}$/.test(value),
    'Bitte geben Sie eine gültige Telefonnummer ein.',
  ),
  company: optional(150),
  street: required('Bitte geben Sie die Straße ein.', 150),
  street_number: optional(20),
  zip: required('Bitte geben Sie die Postleitzahl ein.', 10).refine(
    (value) => /^[0-9A-Za-z][0-9A-Za-z -]{1,9}$/.test(value),
    'Bitte geben Sie eine gültige Postleitzahl ein.',
  ),
  city: required('Bitte geben Sie den Ort ein.', 100),
  country: required('Bitte wählen Sie ein Land.', 100),
};

type PostalFields = { zip: string; country: string; street_number: string };

export const STREET_NUMBER_MESSAGE = 'Bitte geben Sie die Hausnummer ein.';

/**
 * What a German address needs beyond the common fields: a postal code of exactly five digits and a house number
 * (elsewhere the number may be part of the street or missing, e.g. a house name).
 */
function checkGermanPostalCode(value: PostalFields, context: z.RefinementCtx): void {
  if (!isGermany(value.country)) return;
  if (!/^\d{5}$/.test(value.zip)) {
    context.addIssue({ code: 'custom', path: ['zip'], message: 'Die Postleitzahl muss in Deutschland aus genau fünf Ziffern bestehen.' });
  }
  if (value.street_number === '') context.addIssue({ code: 'custom', path: ['street_number'], message: STREET_NUMBER_MESSAGE });
}

export const shippingAddressBody = z.object(addressFields).superRefine(checkGermanPostalCode);

export const billingAddressBody = z
  .object({
    ...addressFields,
    is_shipping: fields.flag().optional().default(false),
    vat_id: z
      .string({ error: VAT_ID_MESSAGE })
      .max(30, VAT_ID_MESSAGE)
      .nullish()
      .transform((value, context) => {
        if (value === undefined || value === null || value.trim() === '') return null;
        const normalised = normaliseVatId(value);
        if (normalised === null) {
          context.addIssue({ code: 'custom', message: VAT_ID_MESSAGE });
          return z.NEVER;
        }
        return normalised;
      }),
  })
  .superRefine(checkGermanPostalCode);

export type ShippingAddressInput = z.infer<typeof shippingAddressBody>;
export type BillingAddressInput = z.infer<typeof billingAddressBody>;
export type AddressInput = ShippingAddressInput & Partial<Pick<BillingAddressInput, 'is_shipping' | 'vat_id'>>;

export const addressLookupQuery = z.object({ id: fields.id().optional() });

export const shippingFromBillingBody = z.object({
  /** The billing address to copy; the default billing address when missing. */
  billing_address_id: fields.id().optional(),
  /** Make the copy the default shipping address (the first one always is). */
  is_default: fields.flag().optional().default(false),
});

// Answers

/** Flags on the wire are 1/0, as the forms send them. */
const flag = z.literal([0, 1]);

/**
 * The fields of an address-book entry in the contract's order; `flag` is how the answer writes a 1/0 flag (the
 * checkout's `CheckoutAddress` writes it as a union of the two literals).
 */
export function addressEntryFields<Flag extends z.ZodType>(flag: Flag) {
  return {
    id,
    type: z.enum(ADDRESS_TYPES),
    gender: z.enum(GENDERS),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    alternate_email: flag,
    phone: z.string(),
    ...postalAddressFields,
    is_default: flag,
    created_at: z.string(),
    updated_at: z.string(),
    /** Billing only: the billing address is also where the goods go. */
    is_shipping: flag.optional(),
    /** Billing only: the VAT identification number. */
    vat_id: z.string().nullable().optional(),
  };
}

/** An address of either book; billing addresses add `is_shipping` and `vat_id`. */
export const addressSchema = wireSchema('Address', z.object(addressEntryFields(flag)));

export const addressResponse = successSchema(addressSchema);
export const deletedAddressSchema = z.object({ id, type: z.enum(ADDRESS_TYPES), new_default_id: id.nullable() });

/** The customer's contact data and default addresses (the checkout fills its forms from it). */
export const userInformationSchema = wireSchema(
  'UserInformation',
  z.object({
    user: z.object({
      id,
      gender: z.enum(GENDERS).nullable(),
      first_name: z.string(),
      last_name: z.string(),
      email: z.string(),
      phone: z.string(),
    }),
    shipping_address: addressSchema.nullable(),
    billing_address: addressSchema.nullable(),
  }),
);

/** The answers' types, derived from their schemas. */
export type AddressAnswer = z.infer<typeof addressSchema>;
export type UserInformationAnswer = z.infer<typeof userInformationSchema>;
