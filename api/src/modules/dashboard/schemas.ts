/**
 * The dashboard calls' schemas: the wire shapes of the provider's start page (`schema.response` of `routes.ts`;
 * `npm run contract` turns them into the front end's types). The serializer strips a field a schema lacks: the
 * answers' types are derived from these schemas (`z.infer`) and `service.ts` / `activities.ts` are typed with them,
 * so the compiler keeps both in step.
 */
import { z } from 'zod';
import { wireSchema } from '../../http/contract';
import { euroAmount, moneyFields } from '../../lib/money';
import { DELIVERY_MODES, VENDOR_ORDER_STATUSES } from '../orders/public';
import { PRODUCT_TYPES } from '../shop/public';

/** The to-dos the start page can show (only those with a count). */
export const TODO_KEYS = ['confirm_orders', 'ship_orders', 'restock', 'add_images', 'publish_drafts'] as const;
export type TodoKey = (typeof TODO_KEYS)[number];

/** What the provider does: the shop always; food, requests and stores when it takes part in them. */
export const providerActivitiesSchema = wireSchema(
  'ProviderActivities',
  z.object({ shop: z.boolean(), food: z.boolean(), leads: z.boolean(), stores: z.boolean() }),
);

export const providerDashboardSchema = wireSchema(
  'ProviderDashboard',
  z.object({
    is_food_provider: z.boolean(),
    activities: providerActivitiesSchema,
    /** Food orders on the board (open) and waiting for the restaurant's answer (to confirm). */
    food_orders: z.object({ open: z.number().int(), to_confirm: z.number().int() }),
    /** Requests (leads) without an answer yet. */
    leads: z.object({ new: z.number().int() }),
    /** Appointment requests waiting for the provider. */
    appointments: z.object({ requested: z.number().int() }),
    /** The balance: available for a payout, and in all (with what is still held). */
    balance: z.object({ ...moneyFields('available'), ...moneyFields('total') }),
    orders_to_handle: z.object({
      count: z.number().int(),
      to_confirm: z.number().int(),
      to_ship: z.number().int(),
      latest: z.array(
        z.object({
          id: z.number().int(),
          vendor_order_number: z.string(),
          status: z.enum(VENDOR_ORDER_STATUSES),
          delivery_mode: z.enum(DELIVERY_MODES),
          total: euroAmount,
          created_at: z.string(),
        }),
      ),
    }),
    revenue: z.object({
      days: z.number().int(),
      ...moneyFields('total'),
      orders: z.number().int(),
      per_day: z.array(z.object({ date: z.string(), ...moneyFields('total'), orders: z.number().int() })),
    }),
    stock_outs: z.object({
      count: z.number().int(),
      products: z.array(z.object({ id: z.number().int(), name: z.string(), slug: z.string(), product_type: z.enum(PRODUCT_TYPES) })),
    }),
    todos: z.array(z.object({ key: z.enum(TODO_KEYS), count: z.number().int() })),
  }),
);

/** The answers' types, derived from their schemas. */
export type ProviderActivitiesAnswer = z.infer<typeof providerActivitiesSchema>;
export type ProviderDashboardAnswer = z.infer<typeof providerDashboardSchema>;
