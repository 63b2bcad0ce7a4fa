import { z } from 'zod';
import { VENDOR_POLICY_KINDS } from '../../db/schema/reference';
import { wireSchema } from '../../http/contract';
import { fields } from '../../http/validation';

/** Request and answer shapes of the reference data's back office (`/admin/reference/…`). README „Stammdaten im Backoffice“. */

/** What every value of the back office's lists shows besides its own fields. */
const common = {
  id: z.number().int(),
  name: z.string(),
  position: z.number().int(),
  retired_at: z.string().nullable(),
  /** Records that use the value (a value in use can be retired, not deleted). */
  usage_count: z.number().int(),
};

export const adminIndustrySchema = wireSchema(
  'AdminIndustry',
  z.object({ ...common, slug: z.string(), parent_id: z.number().int().nullable(), is_active: z.boolean() }),
);
export const adminUnitTypeSchema = wireSchema(
  'AdminUnitType',
  z.object({ ...common, abbreviation: z.string(), base_unit: z.string(), units_per_base: z.number().int() }),
);
export const adminCompanyTypeSchema = wireSchema(
  'AdminCompanyType',
  z.object({ ...common, long_name: z.string(), register: z.string().nullable() }),
);
export const adminPolicyTemplateSchema = wireSchema(
  'AdminPolicyTemplate',
  z.object({ ...common, kind: z.enum(VENDOR_POLICY_KINDS), text: z.string(), updated_at: z.string() }),
);
export type AdminIndustry = z.infer<typeof adminIndustrySchema>;
export type AdminUnitType = z.infer<typeof adminUnitTypeSchema>;
export type AdminCompanyType = z.infer<typeof adminCompanyTypeSchema>;
export type AdminPolicyTemplate = z.infer<typeof adminPolicyTemplateSchema>;

export const industryBody = z.object({
  name: fields.requiredText(120),
  /** The parent industry; null or missing for a parent industry itself. */
  parent_id: fields
    .id()
    .nullish()
    .transform((value) => value ?? null),
});
export type IndustryInput = z.infer<typeof industryBody>;

export const unitTypeBody = z.object({
  name: fields.requiredText(60),
  abbreviation: fields.requiredText(12),
  base_unit: fields.requiredText(12),
  units_per_base: z.coerce
    .number({ error: 'Bitte geben Sie an, wie viele Einheiten eine Grundeinheit ergeben (ganze Zahl ab 1).' })
    .int('Bitte geben Sie an, wie viele Einheiten eine Grundeinheit ergeben (ganze Zahl ab 1).')
    .min(1, 'Bitte geben Sie an, wie viele Einheiten eine Grundeinheit ergeben (ganze Zahl ab 1).')
    .max(1_000_000, 'Höchstens 1.000.000 Einheiten je Grundeinheit.'),
});
export type UnitTypeInput = z.infer<typeof unitTypeBody>;

export const companyTypeBody = z.object({
  name: fields.requiredText(60),
  long_name: fields.requiredText(200),
  register: fields.optionalText(200),
});
export type CompanyTypeInput = z.infer<typeof companyTypeBody>;

export const policyTemplateBody = z.object({
  kind: z.enum(VENDOR_POLICY_KINDS, { error: 'Bitte wählen Sie die Art der Vorlage (Rückgabe, Versand oder Datenschutz).' }),
  name: fields.requiredText(120),
  text: fields.text().trim().min(1, 'Bitte geben Sie den Text der Vorlage ein.').max(20_000, 'Der Text hat höchstens 20.000 Zeichen.'),
});
export type PolicyTemplateInput = z.infer<typeof policyTemplateBody>;

/** The providers' view of a template (`GET /api/getVendorPolicyTemplates`). */
export const vendorPolicyTemplateSchema = wireSchema(
  'VendorPolicyTemplate',
  z.object({ id: z.number().int(), kind: z.enum(VENDOR_POLICY_KINDS), name: z.string(), text: z.string() }),
);
