/**
 * Wire shapes of the ledger's answers (`schema.response` of its routes): balance, payout account, withdrawals and
 * the statement of account. Response types are derived from them (`z.infer`).
 */
import { z } from 'zod';
import { wireSchema } from '../../http/contract';
import { LEDGER_KINDS, WITHDRAWAL_STATUSES } from '../../db/schema/ledger';

const euros = z.number();
const cents = z.number().int();
const isoDateTime = z.string();

export const payoutAccountSchema = wireSchema(
  'PayoutAccount',
  z.object({ account_holder: z.string(), iban: z.string(), iban_masked: z.string(), bic: z.string().nullable() }),
);

export const payoutInfoSchema = wireSchema(
  'PayoutInfo',
  z.object({
    available: euros,
    available_cents: cents,
    pending: euros,
    pending_cents: cents,
    balance: euros,
    balance_cents: cents,
    requested: euros,
    requested_cents: cents,
    paid_out: euros,
    paid_out_cents: cents,
    hold_days: z.number().int(),
    commission_percent: z.number(),
    account: payoutAccountSchema.nullable(),
    methods: z.array(z.object({ code: z.string(), name: z.string() })),
  }),
);

export const withdrawalSchema = wireSchema(
  'Withdrawal',
  z.object({
    id: z.number().int(),
    method: z.string(),
    method_text: z.string(),
    amount: euros,
    amount_cents: cents,
    reference: z.string(),
    status: z.enum(WITHDRAWAL_STATUSES),
    status_text: z.string(),
    invoice_number: z.string().nullable(),
    account_holder: z.string(),
    iban_masked: z.string(),
    failure_reason: z.string().nullable(),
    created_at: isoDateTime,
    paid_at: isoDateTime.nullable(),
  }),
);

export const ledgerEntrySchema = wireSchema(
  'LedgerEntry',
  z.object({
    id: z.number().int(),
    kind: z.enum(LEDGER_KINDS),
    kind_text: z.string(),
    amount: euros,
    amount_cents: cents,
    vendor_order_number: z.string().nullable(),
    invoice_number: z.string().nullable(),
    note: z.string(),
    created_at: isoDateTime,
  }),
);

export type PayoutAccount = z.infer<typeof payoutAccountSchema>;
export type PayoutInfo = z.infer<typeof payoutInfoSchema>;
export type Withdrawal = z.infer<typeof withdrawalSchema>;
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;
