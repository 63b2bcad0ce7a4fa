import { z } from 'zod';
import { pageQuery } from '../../http/pagination';
import { fields } from '../../http/validation';
import { DISPUTE_OUTCOMES, DISPUTE_STATUSES } from '../../db/schema/disputes';
import { euroCents } from '../../lib/money';
import { ADMIN_DISPUTE_FILTERS, STATEMENT_MIN } from './service';

/** An amount as integer cents (number) or as German euro text (`"24,90"`, `"24,90 €"`). */
export const amountInput = z.preprocess((value) => (typeof value === 'number' ? value / 100 : value), euroCents({ minCents: 1 }));

const statement = (what: string) =>
  fields
    .text()
    .trim()
    .min(STATEMENT_MIN, `Bitte beschreiben Sie ${what} in mindestens ${STATEMENT_MIN} Zeichen.`)
    .max(5000, 'Höchstens 5000 Zeichen erlaubt.');

const statementField = (what: string) => z.preprocess((value) => value ?? '', statement(what));

export const openDisputeBody = z
  .object({
    refund_id: fields.id().optional(),
    vendor_order_id: fields.id().optional(),
    statement: statementField('den Fall'),
    amount_claimed: amountInput.optional(),
  })
  .superRefine((value, context) => {
    if (value.refund_id === undefined && value.vendor_order_id === undefined) {
      context.addIssue({ code: 'custom', path: ['refund_id'], message: 'Bitte wählen Sie die Erstattung, um die es geht.' });
    }
  });

export const answerBody = z.object({ statement: statementField('Ihre Sicht') });

export const decisionBody = z.object({
  outcome: z.enum(DISPUTE_OUTCOMES, { error: 'Bitte wählen Sie eine Entscheidung: volle Erstattung, Teilerstattung oder Ablehnung.' }),
  amount: amountInput.optional(),
  reason: z.preprocess(
    (value) => value ?? '',
    fields
      .text()
      .trim()
      .min(STATEMENT_MIN, `Bitte begründen Sie die Entscheidung in mindestens ${STATEMENT_MIN} Zeichen.`)
      .max(5000, 'Höchstens 5000 Zeichen erlaubt.'),
  ),
});

export const customerListQuery = pageQuery(20).extend({
  order_number: fields.optionalText(64),
});

export const providerListQuery = pageQuery(20).extend({
  status: z.enum(['active', 'all'], { error: 'Bitte wählen Sie „active“ oder „all“.' }).default('active'),
});

export const adminListQuery = pageQuery(20).extend({
  status: z.enum(ADMIN_DISPUTE_FILTERS, { error: 'Bitte wählen Sie einen gültigen Status.' }).default('active'),
});

const photoSchema = z.object({
  id: z.number(),
  side: z.enum(['customer', 'provider']),
  file_name: z.string(),
  content_type: z.string(),
  size: z.number(),
  url: z.string(),
});

export const disputeSchema = z.object({
  id: z.number(),
  status: z.enum(DISPUTE_STATUSES),
  status_text: z.string(),
  refund_id: z.number(),
  order_number: z.string(),
  vendor_order_id: z.number(),
  vendor_order_number: z.string(),
  provider_id: z.number(),
  provider_name: z.string(),
  statement: z.string(),
  claimed_cents: z.number(),
  answer: z.string().nullable(),
  answered_at: z.string().nullable(),
  answer_due_at: z.string(),
  answer_overdue: z.boolean(),
  decidable: z.boolean(),
  outcome: z.enum(DISPUTE_OUTCOMES).nullable(),
  outcome_text: z.string().nullable(),
  decided_cents: z.number().nullable(),
  decision_reason: z.string().nullable(),
  decided_at: z.string().nullable(),
  withdrawn_at: z.string().nullable(),
  created_at: z.string(),
});

export const disputeDetailSchema = disputeSchema.extend({ photos: z.array(photoSchema) });

const refundLineSchema = z.object({
  id: z.number(),
  item_id: z.number(),
  product_name: z.string(),
  variant_label: z.string(),
  qty: z.number(),
  amount_cents: z.number(),
});

export const adminDisputeDetailSchema = disputeDetailSchema.extend({
  decided_by: z.string().nullable(),
  refund: z.object({
    id: z.number(),
    status: z.string(),
    status_text: z.string(),
    reason_text: z.string(),
    comment: z.string(),
    requested_amount_cents: z.number(),
    amount_cents: z.number().nullable(),
    rejection_reason: z.string().nullable(),
    is_widerruf: z.boolean(),
    created_at: z.string(),
    decided_at: z.string().nullable(),
    refunded_at: z.string().nullable(),
    items: z.array(refundLineSchema),
    photos: z.array(photoSchema.omit({ side: true })),
  }),
});
