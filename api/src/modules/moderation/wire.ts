/**
 * Wire shapes of the notice-and-action calls (`schema.response` of `routes.ts`; `npm run contract` turns them into
 * the front end's types). A response schema serializes strictly: a field a presenter returns but the schema lacks
 * disappears from the answer — the presenters of `service.ts` declare their return types from these schemas.
 */
import { z } from 'zod';
import {
  COMPLAINANT_ROLES,
  COMPLAINT_OUTCOMES,
  COMPLAINT_STATUSES,
  MODERATION_ACTIONS,
  MODERATION_CATEGORIES,
  MODERATION_GROUND_DETAILS,
  MODERATION_GROUNDS,
  MODERATION_SOURCES,
  MODERATION_STATUSES,
  MODERATION_TARGET_TYPES,
} from '../../db/schema/moderation';
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
    category: z.enum(MODERATION_CATEGORIES).nullable(),
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

export const reportCategoriesResponse = successSchema(reportCategoriesSchema);
export const reportResponse = successSchema(reportSchema);
export const reportListResponse = successSchema(z.array(reportSchema));

// --- back office (`/admin/…`) ------------------------------------------------------------------------------

const option = z.object({ value: z.string(), label: z.string() });
const staffRef = z.object({ id: id.nullable(), name: z.string() });

/** The lists of the back office's selects (`GET /admin/moderation/options`). */
export const moderationOptionsSchema = wireSchema(
  'ModerationOptions',
  z.object({
    categories: z.array(option),
    target_types: z.array(option),
    actions: z.array(option.extend({ target_types: z.array(z.string()) })),
    grounds: z.array(option),
    ground_details: z.array(option.extend({ ground: z.enum(MODERATION_GROUNDS) })),
    complaint_outcomes: z.array(option),
  }),
);

/** A complaint in a list (Art. 20 DSA). */
export const complaintItemSchema = wireSchema(
  'ModerationComplaintItem',
  z.object({
    id,
    case_id: id,
    case_number: z.string(),
    complainant_role: z.enum(COMPLAINANT_ROLES),
    complainant_role_label: z.string(),
    complainant_name: z.string(),
    created_at: z.string(),
    deadline_at: z.string(),
    status: z.enum(COMPLAINT_STATUSES),
    status_label: z.string(),
    first_decided_by: staffRef.nullable(),
    decided_by: staffRef.nullable(),
    outcome: z.enum(COMPLAINT_OUTCOMES).nullable(),
    outcome_label: z.string().nullable(),
  }),
);
export type WireComplaintItem = z.infer<typeof complaintItemSchema>;

/** A case of the queue in a list. */
export const noticeItemSchema = wireSchema(
  'ModerationNoticeItem',
  z.object({
    id,
    case_number: z.string(),
    source: z.enum(MODERATION_SOURCES),
    source_label: z.string(),
    target_type: z.enum(MODERATION_TARGET_TYPES),
    target_type_label: z.string(),
    target_id: id,
    target_label: z.string(),
    category: z.enum(MODERATION_CATEGORIES).nullable(),
    category_label: z.string(),
    status: z.enum(MODERATION_STATUSES),
    status_label: z.string(),
    created_at: z.string(),
    deadline_at: z.string().nullable(),
    overdue: z.boolean(),
    decided_at: z.string().nullable(),
    decided_by: staffRef.nullable(),
    open_complaints: z.number().int(),
  }),
);
export type WireNoticeItem = z.infer<typeof noticeItemSchema>;

/** One case with everything the decision needs. */
export const noticeDetailSchema = wireSchema(
  'ModerationNoticeDetail',
  noticeItemSchema.extend({
    explanation: z.string(),
    good_faith: z.boolean(),
    reporter: z.object({ name: z.string().nullable(), email: z.string().nullable(), user_id: id.nullable() }).nullable(),
    target_url: z.string().nullable(),
    affected_user: z.object({ id, name: z.string(), role: z.string() }).nullable(),
    decision: z
      .object({
        outcome: z.enum(['action_taken', 'no_action']),
        outcome_label: z.string(),
        action: z.enum(MODERATION_ACTIONS).nullable(),
        action_label: z.string().nullable(),
        ground: z.enum(MODERATION_GROUNDS).nullable(),
        ground_label: z.string().nullable(),
        ground_detail: z.enum(MODERATION_GROUND_DETAILS).nullable(),
        ground_detail_label: z.string().nullable(),
        reason: z.string(),
        decided_by: staffRef,
        decided_at: z.string(),
      })
      .nullable(),
    events: z.array(
      z.object({
        from_status: z.enum(MODERATION_STATUSES).nullable(),
        to_status: z.enum(MODERATION_STATUSES),
        actor_name: z.string(),
        note: z.string().nullable(),
        created_at: z.string(),
      }),
    ),
    complaints: z.array(complaintItemSchema),
    chat: z
      .object({
        conversation_id: id,
        messages: z.array(z.object({ author_name: z.string(), text: z.string(), sent_at: z.string() })),
      })
      .nullable(),
  }),
);
export type WireNoticeDetail = z.infer<typeof noticeDetailSchema>;

export const complaintDetailSchema = wireSchema(
  'ModerationComplaintDetail',
  complaintItemSchema.extend({ text: z.string(), case: noticeDetailSchema }),
);
export type WireComplaintDetail = z.infer<typeof complaintDetailSchema>;

export const suspensionSchema = wireSchema(
  'ProviderSuspension',
  z.object({ case_id: id, case_number: z.string(), suspended_since: z.string() }),
);

/** A decision the signed-in user can complain about (as the affected user or the reporter). */
export const myDecisionSchema = wireSchema(
  'ModerationMyDecision',
  z.object({
    case_id: id,
    case_number: z.string(),
    role: z.enum(COMPLAINANT_ROLES),
    target_label: z.string(),
    decided_at: z.string(),
    outcome_label: z.string(),
    action_label: z.string().nullable(),
    ground_label: z.string().nullable(),
    reason: z.string(),
    complaint_until: z.string(),
    can_complain: z.boolean(),
    complaint: z
      .object({
        status: z.enum(COMPLAINT_STATUSES),
        status_label: z.string(),
        outcome_label: z.string().nullable(),
        created_at: z.string(),
      })
      .nullable(),
  }),
);
export type WireMyDecision = z.infer<typeof myDecisionSchema>;

/** What the complaint link of a decision e-mail shows before the complaint is written. */
export const complaintLinkSchema = wireSchema(
  'ModerationComplaintLink',
  z.object({
    case_number: z.string(),
    target_label: z.string(),
    decided_at: z.string(),
    outcome_label: z.string(),
    reason: z.string(),
    complaint_until: z.string(),
    can_complain: z.boolean(),
  }),
);

/** A complaint as its author sees it. */
export const ownComplaintSchema = wireSchema(
  'ModerationOwnComplaint',
  z.object({
    id,
    case_number: z.string(),
    role: z.enum(COMPLAINANT_ROLES),
    status: z.enum(COMPLAINT_STATUSES),
    status_label: z.string(),
    outcome: z.enum(COMPLAINT_OUTCOMES).nullable(),
    outcome_label: z.string().nullable(),
    created_at: z.string(),
  }),
);
export type WireOwnComplaint = z.infer<typeof ownComplaintSchema>;

const countRow = z.object({ count: z.number().int() });

/** Transparency figures of a period (Art. 15/24 DSA). */
export const transparencySchema = wireSchema(
  'ModerationTransparency',
  z.object({
    date_from: z.string(),
    date_to: z.string(),
    notices_total: z.number().int(),
    notices_by_category: z.array(countRow.extend({ category: z.string(), label: z.string() })),
    notices_by_source: z.array(countRow.extend({ source: z.string(), label: z.string() })),
    actions_by_type_and_ground: z.array(
      countRow.extend({ action: z.string(), action_label: z.string(), ground: z.string(), ground_label: z.string() }),
    ),
    decisions_no_action: z.number().int(),
    own_initiative_actions: z.number().int(),
    complaints: z.object({
      received: z.number().int(),
      decided: z.number().int(),
      upheld: z.number().int(),
      reversed: z.number().int(),
      open: z.number().int(),
    }),
    median_hours_to_decision: z.number().nullable(),
    median_hours_to_complaint_decision: z.number().nullable(),
  }),
);
export type WireTransparency = z.infer<typeof transparencySchema>;
