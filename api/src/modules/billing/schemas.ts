import { z } from 'zod';
import { BILLING_INVOICE_KINDS, BILLING_INVOICE_STATUSES, BILLING_PAYMENT_METHODS, SUBSCRIPTION_STATUSES } from '../../db/schema/billing';
import { wireSchema } from '../../http/contract';
import { pageQuery } from '../../http/pagination';
import { fields } from '../../http/validation';
import { centAmount, euroAmount } from '../../lib/money';

const PAYMENT_METHOD_MESSAGE = 'Bitte wählen Sie eine Zahlungsart: Guthaben, SEPA-Lastschrift oder Rechnung.';
const DATE_MESSAGE = 'Bitte geben Sie ein Datum im Format JJJJ-MM-TT an.';

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, DATE_MESSAGE)
  .refine(
    (value) => !Number.isNaN(new Date(`${value}T00:00:00Z`).getTime()) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    DATE_MESSAGE,
  );

export const packageSchema = wireSchema(
  'BillingPackage',
  z.object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    description: z.string(),
    price: euroAmount,
    price_cents: centAmount,
    net_price: euroAmount,
    net_price_cents: centAmount,
    vat_rate: z.number(),
    interval: z.literal('month'),
    is_premium: z.boolean(),
    max_active_products: z.number().int().nullable(),
    max_lead_routes: z.number().int().nullable(),
    max_store_locations: z.number().int().nullable(),
  }),
);

export const packageInfoSchema = wireSchema(
  'BillingPackageInfo',
  z.object({
    package: packageSchema,
    change: z.enum(['new', 'current', 'upgrade', 'downgrade']),
    proration: euroAmount.nullable(),
    proration_cents: centAmount.nullable(),
    effective_date: z.string(),
  }),
);

export const billingInvoiceSchema = wireSchema(
  'BillingInvoice',
  z.object({
    id: z.number().int(),
    invoice_number: z.string(),
    kind: z.enum(BILLING_INVOICE_KINDS),
    kind_text: z.string(),
    period_start: z.string(),
    period_end: z.string(),
    net: euroAmount,
    net_cents: centAmount,
    vat: euroAmount,
    vat_cents: centAmount,
    total: euroAmount,
    total_cents: centAmount,
    vat_rate: z.number(),
    payment_method: z.enum(BILLING_PAYMENT_METHODS),
    payment_method_text: z.string(),
    status: z.enum(BILLING_INVOICE_STATUSES),
    status_text: z.string(),
    due_date: z.string(),
    issued_at: z.string(),
    paid_at: z.string().nullable(),
  }),
);

export const subscriptionSchema = wireSchema(
  'BillingSubscription',
  z.object({
    id: z.number().int(),
    status: z.enum(SUBSCRIPTION_STATUSES),
    status_text: z.string(),
    package: packageSchema,
    pending_package: packageSchema.nullable(),
    payment_method: z.enum(BILLING_PAYMENT_METHODS),
    payment_method_text: z.string(),
    start_date: z.string(),
    end_date: z.string(),
    next_billing_date: z.string().nullable(),
    mandate_reference: z.string().nullable(),
    iban_last4: z.string().nullable(),
    cancelled_at: z.string().nullable(),
    created_at: z.string(),
  }),
);

export const subscriptionInfoSchema = wireSchema(
  'BillingSubscriptionInfo',
  z.object({ subscription: subscriptionSchema.nullable(), open_invoices: z.array(billingInvoiceSchema) }),
);

export const purchaseSchema = wireSchema(
  'BillingPurchase',
  z.object({
    subscription: subscriptionSchema,
    invoice: billingInvoiceSchema.nullable(),
    change: z.enum(['new', 'current', 'upgrade', 'downgrade']),
  }),
);

const paymentFields = {
  payment_method: z.enum(BILLING_PAYMENT_METHODS, { error: PAYMENT_METHOD_MESSAGE }),
  account_holder: fields.optionalText(70),
  iban: fields.optionalText(42),
  sepa_mandate: fields.flag().optional(),
};

export const buyPackageBody = z.object({ package_id: fields.id(), ...paymentFields });
export const storePackageBody = z.object({ package_id: fields.id() });
export const paymentBody = z.object(paymentFields);
export const payInvoiceBody = z.object({ invoice_id: fields.id() });
export const updateSubscriptionBody = z.object({
  action: z.enum(['cancel', 'resume'], { error: 'Bitte wählen Sie „cancel“ (kündigen) oder „resume“ (fortsetzen).' }),
});
export const rangeQuery = z.object({ start_date: isoDay.optional(), end_date: isoDay.optional() });
export const markPaidBody = z.object({
  invoice_number: fields.requiredText(40),
  /** Why the invoice is booked paid (bank statement, note); written to the audit log. The screen requires it. */
  reason: fields.optionalText(2000),
});

// --- Back office, finance -----------------------------------------------------------------------------------------

export const ADMIN_INVOICE_FILTERS = ['open', 'overdue', 'paid'] as const;
export const ADMIN_SUBSCRIPTION_STATES = ['overdue', 'active', 'cancelled'] as const;

export const adminInvoiceQuery = pageQuery(25).extend({
  status: z.enum(ADMIN_INVOICE_FILTERS, { error: 'Bitte wählen Sie „open“, „overdue“ oder „paid“.' }).optional(),
  q: fields.optionalText(100),
});

export const adminSubscriptionQuery = pageQuery(25).extend({
  state: z.enum(ADMIN_SUBSCRIPTION_STATES, { error: 'Bitte wählen Sie „overdue“, „active“ oder „cancelled“.' }).default('overdue'),
});

export const adminInvoiceSchema = wireSchema(
  'BillingAdminInvoice',
  z.object({
    id: z.number().int(),
    invoice_number: z.string(),
    kind: z.enum(BILLING_INVOICE_KINDS),
    kind_text: z.string(),
    provider_id: z.number().int(),
    provider: z.string(),
    provider_email: z.string(),
    period_start: z.string(),
    /** Last day of the period (inclusive). */
    period_last_day: z.string(),
    total_cents: centAmount,
    payment_method: z.enum(BILLING_PAYMENT_METHODS),
    payment_method_text: z.string(),
    status: z.enum(BILLING_INVOICE_STATUSES),
    status_text: z.string(),
    due_date: z.string(),
    issued_at: z.string(),
    paid_at: z.string().nullable(),
    /** Days past the due date while open (Berlin days), else 0. */
    overdue_days: z.number().int(),
  }),
);

export const adminSubscriptionSchema = wireSchema(
  'BillingAdminSubscription',
  z.object({
    id: z.number().int(),
    provider_id: z.number().int(),
    provider: z.string(),
    provider_email: z.string(),
    package: z.string(),
    status: z.enum(SUBSCRIPTION_STATUSES),
    status_text: z.string(),
    payment_method: z.enum(BILLING_PAYMENT_METHODS),
    payment_method_text: z.string(),
    period_start: z.string(),
    period_last_day: z.string(),
    open_invoices: z.number().int(),
    open_cents: centAmount,
    /** Due date of the oldest invoice open past its due date (null when none is). */
    overdue_since: z.string().nullable(),
    overdue_days: z.number().int(),
  }),
);

export const billingRunResultSchema = wireSchema(
  'BillingRunResult',
  z.object({
    renewed: z.number().int(),
    expired: z.number().int(),
    past_due: z.number().int(),
    invoices: z.array(z.string()),
    invoice_count: z.number().int(),
    total_cents: centAmount,
  }),
);

export const billingRunSchema = wireSchema(
  'BillingRun',
  z.object({
    id: z.number().int(),
    at: z.string(),
    actor: z.string().nullable(),
    renewed: z.number().int(),
    expired: z.number().int(),
    past_due: z.number().int(),
    invoice_count: z.number().int(),
    total_cents: centAmount,
  }),
);

export const sepaCollectionSchema = wireSchema(
  'BillingSepaCollection',
  z.object({
    batch_id: z.string(),
    count: z.number().int(),
    total_cents: centAmount,
    /** The pain.008.001.08 file; null when nothing was due (no file, nothing changed). */
    sepa_xml: z.string().nullable(),
  }),
);
