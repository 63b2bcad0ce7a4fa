import { z } from 'zod';
import { GENDERS, ROLES } from '../../db/schema/account';
import { wireSchema } from '../../http/contract';
import { successSchema } from '../../http/envelope';
import { fields } from '../../http/validation';
import { newPasswordSchema, PASSWORD_MAX } from './passwords';

const gender = () => z.enum(GENDERS, { message: 'Bitte wählen Sie eine Anrede (male, female oder other).' });
const phone = () =>
  fields
    .text()
    .trim()
    .max(40, 'Höchstens 40 Zeichen erlaubt.')
    .regex(/^[+0-9 ()/-]*$/, 'Bitte geben Sie eine gültige Telefonnummer ein.');

const confirmation = <T extends { password: string; password_confirmation?: string | undefined }>(value: T) =>
  value.password_confirmation === undefined || value.password_confirmation === value.password;
const confirmationIssue = { message: 'Die Passwörter stimmen nicht überein.', path: ['password_confirmation'] };

export const customerRegistrationBody = z
  .object({
    gender: gender(),
    first_name: fields.requiredText(100),
    last_name: fields.requiredText(100),
    email: fields.email(),
    password: newPasswordSchema(),
    password_confirmation: z.string().max(PASSWORD_MAX).optional(),
    phone: phone().nullish(),
    bank_id: fields.id().nullish(),
  })
  .refine(confirmation, confirmationIssue);
export type CustomerRegistration = z.infer<typeof customerRegistrationBody>;

export const providerRegistrationBody = z
  .object({
    gender: gender(),
    first_name: fields.requiredText(100),
    last_name: fields.requiredText(100),
    email: fields.email(),
    password: newPasswordSchema(),
    password_confirmation: z.string().max(PASSWORD_MAX).optional(),
    company_name: fields.requiredText(200),
    street: fields.requiredText(200),
    street_number: fields.requiredText(20),
    postal_code: z
      .string()
      .trim()
      .regex(/^[0-9]{4,5}$/, 'Bitte geben Sie eine gültige Postleitzahl ein.'),
    city: fields.requiredText(100),
    phone: phone().min(3, 'Bitte geben Sie eine Telefonnummer ein.'),
    vat_number: fields.optionalText(40),
    bank_id: fields.id().nullish(),
  })
  .refine(confirmation, confirmationIssue);
export type ProviderRegistration = z.infer<typeof providerRegistrationBody>;

export const loginBody = z
  .object({
    email: fields.text().trim().max(254).optional(),
    username: fields.text().trim().max(254).optional(),
    password: z.string().min(1, 'Bitte geben Sie Ihr Passwort ein.').max(1024),
  })
  .refine((value) => Boolean(value.email || value.username), {
    message: 'Bitte geben Sie Ihre E-Mail-Adresse ein.',
    path: ['email'],
  });

export const twoFactorLoginBody = z.object({
  two_factor_token: z.string().trim().min(1).max(200),
  code: z
    .string()
    .trim()
    .regex(/^[0-9]{6}$/, 'Der Code besteht aus 6 Ziffern.'),
});

export const tokenBody = z.object({ token: z.string().trim().min(1).max(200) });

export const remindBody = z.object({ email: fields.email() });

export const resetBody = z
  .object({
    token: z.string().trim().min(1, 'Der Link ist ungültig.').max(200),
    email: z.string().trim().max(254).optional(),
    password: newPasswordSchema(),
    password_confirmation: z.string().max(PASSWORD_MAX).optional(),
  })
  .refine(confirmation, confirmationIssue);

/** `TT.MM.JJJJ` or `JJJJ-MM-TT`, a real calendar day in the past → `JJJJ-MM-TT`; empty → `null`. */
export const birthday = () =>
  z
    .string()
    .trim()
    .max(20)
    .nullable()
    .transform((value, context) => {
      if (value === null || value === '') return null;
      const german = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})$/.exec(value);
      const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
      const [year, month, day] = german
        ? [Number(german[3]), Number(german[2]), Number(german[1])]
        : iso
          ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
          : [0, 0, 0];
      const date = new Date(Date.UTC(year, month - 1, day));
      const valid =
        year >= 1900 &&
        date.getUTCFullYear() === year &&
        date.getUTCMonth() === month - 1 &&
        date.getUTCDate() === day &&
        date.getTime() <= Date.now();
      if (!valid) {
        context.addIssue({ code: 'custom', message: 'Bitte geben Sie ein gültiges Datum im Format TT.MM.JJJJ ein.' });
        return z.NEVER;
      }
      return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    });

export const detailsBody = z.object({
  first_name: fields.requiredText(100).optional(),
  last_name: fields.requiredText(100).optional(),
  birthday: birthday().optional(),
  phone: phone().nullish(),
  address: fields.optionalText(500).optional(),
  country_id: fields.id().nullish(),
});
export type DetailsUpdate = z.infer<typeof detailsBody>;

export const authBody = z
  .object({
    email: fields.email().optional(),
    username: z
      .string()
      .trim()
      .min(3, 'Der Benutzername muss mindestens 3 Zeichen lang sein.')
      .max(50, 'Der Benutzername darf höchstens 50 Zeichen lang sein.')
      .regex(/^[A-Za-z0-9._-]+$/, 'Der Benutzername darf nur Buchstaben, Ziffern, Punkt, Binde- und Unterstrich enthalten.')
      .nullish(),
    password: newPasswordSchema().optional(),
    password_confirmation: z.string().max(PASSWORD_MAX).optional(),
    current_password: z.string().min(1, 'Bitte geben Sie Ihr aktuelles Passwort ein.').max(1024),
  })
  .refine(
    (value) => value.password === undefined || value.password_confirmation === undefined || value.password === value.password_confirmation,
    confirmationIssue,
  );
export type AuthUpdate = z.infer<typeof authBody>;

export const twoFactorBody = z
  .object({
    two_factor_status: fields.flag(),
    two_factor_mobile: z
      .string()
      .trim()
      .transform((value) => value.replace(/[\s()/-]/g, ''))
      .pipe(z.string().regex(/^[0-9]{0,15}$/, 'Bitte geben Sie eine gültige Mobilnummer ein (nur Ziffern).'))
      .nullish(),
    two_factor_country_code: z
      .string()
      .trim()
      .regex(/^\+?[0-9]{1,4}$/, 'Bitte geben Sie eine gültige Ländervorwahl ein, z. B. +49.')
      .transform((value) => (value.startsWith('+') ? value : `+${value}`))
      .nullish(),
  })
  .superRefine((value, context) => {
    if (value.two_factor_status && (!value.two_factor_mobile || value.two_factor_mobile.length < 5)) {
      context.addIssue({ code: 'custom', path: ['two_factor_mobile'], message: 'Bitte geben Sie Ihre Mobilnummer ein.' });
    }
    if (value.two_factor_status && !value.two_factor_country_code) {
      context.addIssue({ code: 'custom', path: ['two_factor_country_code'], message: 'Bitte geben Sie die Ländervorwahl ein.' });
    }
  });
export type TwoFactorUpdate = z.infer<typeof twoFactorBody>;

export const deletionBody = z.object({ password: z.string().max(1024).optional() }).nullish();

// --- responses (documented in OpenAPI; the serializer drops anything else) ---------------------------

export const registrationSchema = z.object({ requires_email_confirmation: z.literal(true), user_id: z.number().int(), email: z.string() });

export const loginData = z.object({
  token: z.string(),
  expires_at: z.string(),
  role: z.enum(ROLES),
  avatar: z.string().nullable(),
  last_name: z.string(),
  first_name: z.string(),
  subscribed: z.boolean(),
  user_id: z.number().int(),
  name: z.string(),
  is_show_cookie: z.boolean(),
  registration_completed: z.boolean(),
});

const twoFactorChallenge = z.object({
  two_factor_required: z.literal(true),
  two_factor_token: z.string(),
  two_factor_mobile_hint: z.string(),
});

/** `/login`: the session, or the second step's challenge when two-factor sign-in is on. */
export const loginOutcomeSchema = z.union([loginData, twoFactorChallenge]);

export const twoFactorData = z.object({
  two_factor_mobile: z.string().nullable(),
  two_factor_status: z.boolean(),
  two_factor_country_code: z.string().nullable(),
});

const sessionFields = {
  id: z.number().int(),
  user_id: z.number().int(),
  role: z.enum(ROLES),
  gender: z.enum(GENDERS).nullable(),
  first_name: z.string(),
  last_name: z.string(),
  name: z.string(),
  email: z.string(),
  birthday: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  country_id: z.number().int().nullable(),
  bank_id: z.number().int().nullable(),
  avatar: z.string().nullable(),
  subscribed: z.boolean(),
  is_show_cookie: z.boolean(),
  registration_completed: z.boolean(),
  ...twoFactorData.shape,
};

export const customerProfileData = z.object({ ...sessionFields, username: z.string().nullable() });
/**
 * A provider's company data as every call that shows it to its owner spells it (the profile, the store info of the
 * stores module): name, business address, second e-mail, VAT ID, register number and the five invoice texts.
 */
export const providerCompanyFields = {
  company_name: z.string(),
  street: z.string(),
  house_number: z.string(),
  zip_code: z.string(),
  city: z.string(),
  second_email: z.string().nullable(),
  vat_number: z.string().nullable(),
  company_registration_number: z.string().nullable(),
  invoice_text_1: z.string().nullable(),
  invoice_text_2: z.string().nullable(),
  invoice_text_3: z.string().nullable(),
  invoice_text_4: z.string().nullable(),
  invoice_text_5: z.string().nullable(),
};

export const providerProfileData = z.object({
  ...sessionFields,
  ...providerCompanyFields,
  show_profile: z.boolean(),
  user_name: z.string().nullable(),
  small_business: z.boolean(),
});
const newToken = { token: z.string().optional(), expires_at: z.string().optional() };

/** `/me/details` and `/me/details/auth` answer the profile of the caller's role (auth: plus a new token). */
export const ownProfileSchema = z.union([
  z.object({ ...providerProfileData.shape, ...newToken }),
  z.object({ ...customerProfileData.shape, ...newToken }),
]);
export const avatarResponse = successSchema(z.object({ avatar: z.string().nullable() }));
export const modulesSchema = z.array(
  z.object({ id: z.number().int(), key: z.string(), name: z.string(), path: z.string(), is_active: z.boolean() }),
);

/** The data export document (a file download; `modules.<name>` holds each module's part). */
export const dataExportSchema = wireSchema(
  'DataExport',
  z.object({
    format: z.literal('marktplatz-datenexport'),
    version: z.number().int(),
    created_at: z.string(),
    legal_basis: z.string(),
    account: z.record(z.string(), z.unknown()),
    modules: z.record(z.string(), z.record(z.string(), z.unknown())),
  }),
);
