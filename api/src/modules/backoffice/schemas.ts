import { z } from 'zod';
import { wireSchema } from '../../http/contract';
import { pageQuery } from '../../http/pagination';
import { fields } from '../../http/validation';
import { ONBOARDING_STATUSES, onboardingForStaffSchema } from '../onboarding/public';

/** The reason a staff member gives for an action on a customer (kept in the audit log and, for a lock, on the account). */
const reason = fields
  .text()
  .trim()
  .min(3, 'Bitte geben Sie eine Begründung an (mindestens 3 Zeichen).')
  .max(2000, 'Höchstens 2000 Zeichen erlaubt.');

export const customerReasonBody = z.object({ reason });
export const customerListQuery = pageQuery(25).extend({
  q: fields.text().trim().max(200, 'Höchstens 200 Zeichen erlaubt.').optional(),
});

const state = z.enum(['active', 'unconfirmed', 'locked', 'deleted']);

export const customerListItemSchema = wireSchema(
  'CustomerListItem',
  z.object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    state,
    created_at: z.string(),
    last_login_at: z.string().nullable(),
  }),
);

export const customerDetailSchema = wireSchema(
  'CustomerDetail',
  customerListItemSchema.extend({
    first_name: z.string(),
    last_name: z.string(),
    gender: z.string().nullable(),
    phone: z.string().nullable(),
    birthday: z.string().nullable(),
    avatar: z.string().nullable(),
    email_confirmed_at: z.string().nullable(),
    locked_at: z.string().nullable(),
    locked_reason: z.string().nullable(),
    deleted_at: z.string().nullable(),
    updated_at: z.string(),
    two_factor: z.object({ enabled: z.boolean(), mobile_hint: z.string().nullable() }),
    newsletter: z.boolean(),
    addresses_count: z.number().int(),
    orders: z.object({ count: z.number().int(), total_cents: z.number().int(), last_order_at: z.string().nullable() }),
    retained_invoices: z.number().int(),
  }),
);

// --- providers (`/admin/providers…`) --------------------------------------------------------------------

/** The list's status filter: the onboarding states plus `suspended` (a current suspension of the moderation). */
export const PROVIDER_FILTER_STATUSES = [...ONBOARDING_STATUSES, 'suspended'] as const;
export type ProviderFilterStatus = (typeof PROVIDER_FILTER_STATUSES)[number];

export const adminProvidersQuery = z.object({
  q: fields.text().trim().max(100, 'Höchstens 100 Zeichen erlaubt.').optional(),
  status: z.enum(PROVIDER_FILTER_STATUSES, { error: 'Erlaubt sind incomplete, submitted, verified, rejected oder suspended.' }).optional(),
  ...pageQuery(25).shape,
});

export const rejectProviderBody = z.object({
  reason: fields.text().trim().min(1, 'Bitte geben Sie einen Grund für die Ablehnung an.').max(1000, 'Höchstens 1000 Zeichen erlaubt.'),
});

const suspensionSchema = z.object({ since: z.string(), case_id: z.number().int(), case_number: z.string() });

export const adminProviderListItemSchema = wireSchema(
  'AdminProviderListItem',
  z.object({
    id: z.number().int(),
    company_name: z.string().nullable(),
    email: z.string(),
    contact_name: z.string(),
    status: z.enum(ONBOARDING_STATUSES),
    status_label: z.string(),
    /** When the data were sent for verification (the age of a waiting submission). */
    submitted_at: z.string().nullable(),
    verified_at: z.string().nullable(),
    registered_at: z.string(),
    account_ended: z.boolean(),
    suspension: suspensionSchema.nullable(),
  }),
);
export type AdminProviderListItem = z.infer<typeof adminProviderListItemSchema>;

/** A provider in the back office: its account, the onboarding's trader data, then the other modules' parts. */
export const adminProviderDetailSchema = wireSchema(
  'AdminProviderDetail',
  z.object({
    id: z.number().int(),
    email: z.string(),
    contact_name: z.string(),
    phone: z.string().nullable(),
    registered_at: z.string(),
    email_confirmed: z.boolean(),
    ...onboardingForStaffSchema.shape,
    payout_account: z.object({ account_holder: z.string(), iban_masked: z.string(), bic: z.string().nullable() }).nullable(),
    documents: z.object({
      total: z.number().int(),
      items: z.array(
        z.object({ id: z.number().int(), title: z.string(), type_text: z.string(), file_name: z.string(), created_at: z.string() }),
      ),
    }),
    products: z.object({
      total: z.number().int(),
      active: z.number().int(),
      draft: z.number().int(),
      inactive: z.number().int(),
      latest: z.array(
        z.object({
          id: z.number().int(),
          name: z.string(),
          slug: z.string(),
          status: z.string(),
          price_cents: z.number().int(),
          created_at: z.string(),
        }),
      ),
    }),
    orders: z.object({
      /** Orders not cancelled, and their sum (gross, cents). */
      total: z.number().int(),
      total_cents: z.number().int(),
      /** Waiting for the provider (pending or confirmed). */
      open: z.number().int(),
      last_order_at: z.string().nullable(),
    }),
    subscription: z
      .object({
        package_name: z.string(),
        status: z.string(),
        status_label: z.string(),
        payment_method: z.string(),
        period_start: z.string(),
        period_end: z.string(),
        cancelled_at: z.string().nullable(),
      })
      .nullable(),
    suspension: suspensionSchema.nullable(),
  }),
);
export type AdminProviderDetail = z.infer<typeof adminProviderDetailSchema>;
