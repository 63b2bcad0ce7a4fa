import { z } from 'zod';
import { wireSchema } from '../../http/contract';
import { pageQuery } from '../../http/pagination';
import { fields } from '../../http/validation';

/** The reason a staff member gives for an action on a customer (kept in the audit log and, for a lock, on the account). */
const reason = fields
  .text()
  .trim()
  .min(3, 'Bitte geben Sie eine Begründung an (mindestens 3 Zeichen).')
  .max(2000, 'Höchstens 2000 Zeichen erlaubt.');

export const customerReasonBody = z.object({ reason });
export const customerIdParams = z.object({ id: fields.id() });
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
