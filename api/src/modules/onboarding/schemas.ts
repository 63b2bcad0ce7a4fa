import { z } from 'zod';
import { ONBOARDING_STATUSES, VAT_STATUSES } from '../../db/schema/onboarding';
import { wireSchema } from '../../http/contract';
import { fields } from '../../http/validation';

const optional = (max = 255) => fields.optionalText(max).optional();

/** `/storeProviderOnBoarding`: any subset of the steps' fields; `submit: 1` sends the whole for verification. */
export const storeOnboardingBody = z
  .object({
    company_type_id: fields.id().nullish(),
    company_name: optional(200),
    legal_representative: optional(200),
    street: optional(200),
    house_number: optional(20),
    zip_code: optional(10),
    city: optional(120),
    phone: optional(40),
    email: fields.email().nullish(),
    register_court: optional(120),
    register_number: optional(40),
    vat_id: optional(20),
    tax_number: optional(30),
    vat_status: z.enum(VAT_STATUSES, { error: 'Bitte wählen Sie regelbesteuert oder Kleinunternehmer (§ 19 UStG).' }).nullish(),
    account_holder: optional(140),
    iban: optional(42),
    bic: optional(11),
    self_certification: fields.flag().optional(),
    submit: fields.flag().optional(),
  })
  .strict();
export type StoreOnboardingInput = z.infer<typeof storeOnboardingBody>;

export const ONBOARDING_STEPS = [
  'company',
  'address',
  'contact',
  'register',
  'tax',
  'id_document',
  'payout',
  'self_certification',
] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

export const onboardingStepSchema = z.object({
  key: z.enum(ONBOARDING_STEPS),
  title: z.string(),
  done: z.boolean(),
});

export const payoutAccountSchema = z.object({
  account_holder: z.string(),
  iban: z.string(),
  iban_masked: z.string(),
  bic: z.string().nullable(),
});

export const onboardingInfoSchema = wireSchema(
  'ProviderOnboarding',
  z.object({
    status: z.enum(ONBOARDING_STATUSES),
    status_text: z.string(),
    rejection_reason: z.string().nullable(),
    can_publish: z.boolean(),
    editable: z.boolean(),
    company_type_id: z.number().nullable(),
    company_type: z.string().nullable(),
    register_required: z.boolean(),
    register_prefix: z.string().nullable(),
    company_name: z.string().nullable(),
    legal_representative: z.string().nullable(),
    street: z.string().nullable(),
    house_number: z.string().nullable(),
    zip_code: z.string().nullable(),
    city: z.string().nullable(),
    country: z.string(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    register_court: z.string().nullable(),
    register_number: z.string().nullable(),
    vat_id: z.string().nullable(),
    tax_number: z.string().nullable(),
    vat_status: z.enum(VAT_STATUSES).nullable(),
    id_document: z.object({ file_name: z.string(), uploaded_at: z.string(), url: z.string() }).nullable(),
    payout_account: payoutAccountSchema.nullable(),
    self_certified: z.boolean(),
    self_certification_text: z.string(),
    submitted_at: z.string().nullable(),
    verified_at: z.string().nullable(),
    steps: z.array(onboardingStepSchema),
    missing: z.array(z.string()),
    /** The legal forms to choose from, each with its register (`register_required`, `register_prefix`). */
    company_types: z.array(
      z.object({
        id: z.number(),
        name: z.string(),
        long_name: z.string(),
        register_required: z.boolean(),
        register_prefix: z.string().nullable(),
      }),
    ),
  }),
);
export type OnboardingInfo = z.infer<typeof onboardingInfoSchema>;

export const subscriptionStepSchema = wireSchema(
  'ProviderSubscriptionStep',
  z.object({
    status: z.enum(ONBOARDING_STATUSES),
    status_text: z.string(),
    can_publish: z.boolean(),
    /** The first step not done yet (null when every step is done). */
    step: z.enum(ONBOARDING_STEPS).nullable(),
    steps_done: z.number(),
    steps_total: z.number(),
    onboarding_url: z.string(),
  }),
);

/** "Angaben zum Anbieter" (Art. 30(7) DSA) on product and provider pages. */
export const traderInfoSchema = wireSchema(
  'TraderInfo',
  z.object({
    name: z.string(),
    legal_form: z.string().nullable(),
    legal_representative: z.string().nullable(),
    street: z.string(),
    zip_code: z.string(),
    city: z.string(),
    country: z.string(),
    phone: z.string(),
    email: z.string(),
    register_court: z.string().nullable(),
    register_number: z.string().nullable(),
    vat_id: z.string().nullable(),
    self_certified: z.boolean(),
    self_certification_text: z.string(),
  }),
);
export type TraderInfo = z.infer<typeof traderInfoSchema>;

// --- what the back office shows of a provider's trader data (`/admin/providers/:id`) -------------------------

/**
 * The onboarding's part of the back office's provider detail (`onboardingForStaff`); the back office spreads it into
 * its `AdminProviderDetail` between the account and the other modules' parts.
 */
export const onboardingForStaffSchema = z.object({
  account_ended_at: z.string().nullable(),
  status: z.enum(ONBOARDING_STATUSES),
  status_label: z.string(),
  submitted_at: z.string().nullable(),
  verified_at: z.string().nullable(),
  rejected_at: z.string().nullable(),
  rejection_reason: z.string().nullable(),
  /** Who decided last (the staff member's e-mail address, or the automatic verification). */
  decided_by: z.string().nullable(),
  /** The fields still missing for a submission (empty when complete). */
  missing: z.array(z.string()),
  steps: z.array(onboardingStepSchema),
  trader: z.object({
    company_type: z.string().nullable(),
    company_name: z.string().nullable(),
    legal_representative: z.string().nullable(),
    street: z.string().nullable(),
    house_number: z.string().nullable(),
    zip_code: z.string().nullable(),
    city: z.string().nullable(),
    country: z.string(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    register_court: z.string().nullable(),
    register_number: z.string().nullable(),
    vat_id: z.string().nullable(),
    tax_number: z.string().nullable(),
    vat_status: z.enum(VAT_STATUSES).nullable(),
    vat_status_label: z.string().nullable(),
    self_certified: z.boolean(),
  }),
  /** The ID document through a signed link that expires at `expires_at` (a few minutes). */
  id_document: z
    .object({ file_name: z.string(), mime_type: z.string().nullable(), uploaded_at: z.string(), url: z.string(), expires_at: z.string() })
    .nullable(),
});
export type OnboardingForStaff = z.infer<typeof onboardingForStaffSchema>;
