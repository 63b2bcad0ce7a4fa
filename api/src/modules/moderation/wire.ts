/**
 * Wire shapes of the notice-and-action calls (`schema.response` of `routes.ts`; `npm run contract` turns them into
 * the front end's types). A response schema serializes strictly: a field a presenter returns but the schema lacks
 * disappears from the answer — the presenters of `service.ts` declare their return types from these schemas.
 */
import { z } from 'zod';
import {
  MODERATION_ACTIONS,
  MODERATION_CATEGORIES,
  MODERATION_GROUNDS,
  MODERATION_STATUSES,
  MODERATION_TARGET_TYPES,
} from '../../db/schema';
import { wireSchema } from '../../http/contract';
import { successSchema } from '../../http/envelope';

const id = z.number().int();

/** The reasons of a notice and the content types that can be reported (`/moderation/categories`). */
export const reportCategoriesSchema = wireSchema(
  'ReportCategories',
  z.object({
    categories: z.array(z.object({ value: z.enum(MODERATION_CATEGORIES), label: z.string(), anonymous_allowed: z.boolean() })),
    target_types: z.array(z.object({ value: z.enum(MODERATION_TARGET_TYPES), label: z.string() })),
  }),
);

/** A report as the reporter or the affected user sees it. */
export const reportSchema = wireSchema(
  'ModerationReport',
  z.object({
    id,
    case_number: z.string(),
    target_type: z.enum(MODERATION_TARGET_TYPES),
    target_id: id,
    target_label: z.string(),
    category: z.enum(MODERATION_CATEGORIES),
    category_label: z.string(),
    status: z.enum(MODERATION_STATUSES),
    status_label: z.string(),
    action: z.enum(MODERATION_ACTIONS).nullable(),
    ground: z.enum(MODERATION_GROUNDS).nullable(),
    decided_at: z.string().nullable(),
    created_at: z.string(),
  }),
);
export type WireReport = z.infer<typeof reportSchema>;

/** A report as the operator sees it: the reporter's data, the explanation, the decision and its history. */
export const operatorReportSchema = wireSchema(
  'ModerationOperatorReport',
  reportSchema.extend({
    explanation: z.string(),
    reporter_name: z.string().nullable(),
    reporter_email: z.string().nullable(),
    affected_user_id: id.nullable(),
    decision_reason: z.string().nullable(),
    decided_by: z.string().nullable(),
    events: z.array(
      z.object({
        from_status: z.enum(MODERATION_STATUSES).nullable(),
        to_status: z.enum(MODERATION_STATUSES),
        actor: z.string(),
        note: z.string().nullable(),
        at: z.string(),
      }),
    ),
  }),
);
export type WireOperatorReport = z.infer<typeof operatorReportSchema>;

export const reportCategoriesResponse = successSchema(reportCategoriesSchema);
export const reportResponse = successSchema(reportSchema);
export const reportListResponse = successSchema(z.array(reportSchema));
export const operatorReportResponse = successSchema(operatorReportSchema);
