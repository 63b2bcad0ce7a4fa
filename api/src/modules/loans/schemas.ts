import { z } from 'zod';
import { successSchema } from '../../http/envelope';
import { LOAN_KINDS, LOAN_STATUSES, PROPERTY_OBJECT_TYPES } from '../../db/schema/loans';
import { wireSchema } from '../../http/contract';
import { fields } from '../../http/validation';
import { centAmount, euroAmount, euroCents } from '../../lib/money';

const INTEREST_MESSAGE = 'Bitte geben Sie einen Zinssatz zwischen 0 und 20 % mit höchstens drei Nachkommastellen an, z. B. 3,450.';
const TERM_MESSAGE = 'Bitte geben Sie eine Laufzeit von 6 bis 360 Monaten an.';

/** A yearly interest rate as a person types it (`3,45`, `3.450`, or a number) → thousandths of a percent (3450). */
export const interestMilli = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().replace(/\s*%$/, '').replace(',', '.') : value),
  z
    .union([z.number(), z.string().regex(/^\d{1,2}(\.\d{1,3})?$/, INTEREST_MESSAGE)], { error: INTEREST_MESSAGE })
    .transform((value) => Number(value))
    .refine((value) => Number.isFinite(value) && value >= 0 && value <= 20, INTEREST_MESSAGE)
    .refine((value) => Math.abs(Math.round(value * 1000) - value * 1000) < 1e-6, INTEREST_MESSAGE)
    .transform((value) => Math.round(value * 1000)),
);

const termMonths = z.coerce
  .number({ error: TERM_MESSAGE })
  .refine((value) => Number.isInteger(value) && value >= 6 && value <= 360, TERM_MESSAGE);

const common = {
  bank_id: fields.id().optional(),
  term_months: termMonths,
  interest_rate: interestMilli,
  purpose: fields.requiredText(1000),
  sales_consent: fields.flag().default(false),
};

export const loanRequestBody = z.object({ ...common, amount: euroCents({ minCents: 100_000, maxCents: 500_000_000 }) });

export const propertyLoanBody = z.object({
  ...common,
  amount: euroCents({ minCents: 100_000, maxCents: 500_000_000 }).optional(),
  purchase_price: euroCents({ minCents: 100_000, maxCents: 500_000_000 }),
  equity: euroCents({ minCents: 0, maxCents: 500_000_000 }),
  location: fields.requiredText(255),
  object_type: z.enum(PROPERTY_OBJECT_TYPES, { error: 'Bitte wählen Sie eine Objektart.' }),
});

export const previewQuery = z.object({
  amount: euroCents({ minCents: 100, maxCents: 500_000_000 }),
  term_months: termMonths,
  interest_rate: interestMilli,
});

/** The bank's answer, entered by finance staff (`POST /admin/loans/:id/status`). */
export const staffStatusBody = z.object({
  status: z.enum(['in_review', 'offered', 'declined'], { error: 'Bitte wählen Sie in_review, offered oder declined.' }),
  note: fields.optionalText(2000),
});

export const loanSchema = wireSchema(
  'LoanRequest',
  z.object({
    id: z.number().int(),
    kind: z.enum(LOAN_KINDS),
    kind_text: z.string(),
    status: z.enum(LOAN_STATUSES),
    status_text: z.string(),
    bank_id: z.number().int(),
    bank_name: z.string(),
    amount: euroAmount,
    amount_cents: centAmount,
    term_months: z.number().int(),
    interest_rate: z.number(),
    interest_text: z.string(),
    monthly_rate: euroAmount,
    monthly_rate_cents: centAmount,
    total_cents: centAmount,
    interest_total_cents: centAmount,
    purpose: z.string(),
    sales_consent: z.boolean(),
    sales: z.array(z.object({ month: z.string(), sales_cents: centAmount })),
    purchase_price_cents: centAmount.nullable(),
    equity_cents: centAmount.nullable(),
    location: z.string().nullable(),
    object_type: z.enum(PROPERTY_OBJECT_TYPES).nullable(),
    object_type_text: z.string().nullable(),
    bank_note: z.string().nullable(),
    can_withdraw: z.boolean(),
    created_at: z.string(),
    updated_at: z.string(),
  }),
);

export const ratePreviewSchema = wireSchema(
  'LoanRatePreview',
  z.object({
    monthly_rate_cents: centAmount,
    total_cents: centAmount,
    interest_total_cents: centAmount,
    interest_text: z.string(),
  }),
);

/** The staff member's status change: the request and its new status. */
export const staffStatusResponse = successSchema(z.object({ id: z.number().int(), status: z.enum(LOAN_STATUSES) }));
