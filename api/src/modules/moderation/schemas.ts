/**
 * The notice-and-action calls' schemas: what each call takes (bodies, queries, parameters) and, below, the wire
 * shapes of its answers (`schema.response` of `routes.ts`; `npm run contract` turns them into the front end's
 * types). A response schema serializes strictly: a field a presenter returns but the schema lacks disappears from
 * the answer — the presenters declare their return types from these schemas (`z.infer`), so the compiler keeps
 * both in step.
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
  MODERATION_REPORTABLE_TYPES,
  MODERATION_SOURCES,
  MODERATION_STATUSES,
  MODERATION_TARGET_TYPES,
} from '../../db/schema/moderation';
import { pageQuery } from '../../http/pagination';
import { fields } from '../../http/validation';
import { MESSAGES } from './messages';
import { wireId as id, wireSchema } from '../../http/contract';
import { successSchema } from '../../http/envelope';

const REQUIRED = 'Dieses Feld ist erforderlich.';

export const reportBody = z.object({
  target_type: z.enum(MODERATION_REPORTABLE_TYPES, {
    error: (issue) => (issue.input === undefined ? REQUIRED : 'Gemeldet werden können Produkte, Anbieterseiten und Bewertungen.'),
  }),
  target_id: fields.id(),
  category: z.enum(MODERATION_CATEGORIES, { error: () => 'Bitte wählen Sie einen Grund für die Meldung.' }),
  explanation: fields.text().trim().min(20, MESSAGES.explanationShort).max(5000, 'Höchstens 5000 Zeichen erlaubt.'),
  reporter_name: fields.optionalText(120),
  reporter_email: z
    .union([z.literal(''), z.null(), fields.email()])
    .optional()
    .transform((value) => (value ? value : null)),
  good_faith: fields.flag().optional().default(false),
});

const STATUS_FILTERS = ['open', ...MODERATION_STATUSES] as const;

export const noticeListQuery = z
  .object({
    status: z.enum(STATUS_FILTERS, { error: () => `Status muss einer von ${STATUS_FILTERS.join(', ')} sein.` }).optional(),
    source: z.enum(MODERATION_SOURCES, { error: () => `Eingang muss einer von ${MODERATION_SOURCES.join(', ')} sein.` }).optional(),
  })
  .extend(pageQuery(25).shape);

const reason = fields.text().trim().min(20, MESSAGES.reasonRequired).max(5000, 'Höchstens 5000 Zeichen erlaubt.');
const ground = z.enum(MODERATION_GROUNDS, { error: () => 'Bitte wählen Sie die Grundlage (rechtswidrig oder AGB-Verstoß).' });
const groundDetail = z.enum(MODERATION_GROUND_DETAILS, { error: () => 'Bitte wählen Sie den konkreten Grund aus der Liste.' });

export const reviewBody = z.object({}).optional();

export const decisionBody = z.object({
  outcome: z.enum(['action_taken', 'no_action'], { error: () => 'Entscheidung muss action_taken oder no_action sein.' }),
  action: z
    .enum(MODERATION_ACTIONS, { error: () => `Maßnahme muss eine von ${MODERATION_ACTIONS.join(', ')} sein.` })
    .nullish()
    .transform((value) => value ?? null),
  ground: ground.nullish().transform((value) => value ?? null),
  ground_detail: groundDetail.nullish().transform((value) => value ?? null),
  reason,
});

export const suspendBody = z.object({ ground, ground_detail: groundDetail, reason });

export const reinstateBody = z.object({ reason });

export const complaintListQuery = z
  .object({ status: z.enum(['open', 'decided'], { error: () => 'Status muss open oder decided sein.' }).optional() })
  .extend(pageQuery(25).shape);

export const complaintDecisionBody = z.object({
  outcome: z.enum(COMPLAINT_OUTCOMES, { error: () => 'Ergebnis muss upheld oder reversed sein.' }),
  reason,
});

const complaintText = fields.text().trim().min(20, MESSAGES.complaintTextShort).max(5000, 'Höchstens 5000 Zeichen erlaubt.');

export const complaintBody = z.object({ case_id: fields.id(), text: complaintText });

const token = fields.text().trim().min(1, MESSAGES.complaintLinkInvalid).max(200, MESSAGES.complaintLinkInvalid);

export const complaintLinkQuery = z.object({ token });

export const complaintLinkBody = z.object({ token, text: complaintText });

export const transparencyQuery = z.object({
  date_from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Bitte geben Sie ein Datum als JJJJ-MM-TT an.'),
  date_to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Bitte geben Sie ein Datum als JJJJ-MM-TT an.'),
});

// Answers

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
export type ReportAnswer = z.infer<typeof reportSchema>;

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
export type ComplaintItemAnswer = z.infer<typeof complaintItemSchema>;

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
export type NoticeItemAnswer = z.infer<typeof noticeItemSchema>;

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
export type NoticeDetailAnswer = z.infer<typeof noticeDetailSchema>;

export const complaintDetailSchema = wireSchema(
  'ModerationComplaintDetail',
  complaintItemSchema.extend({ text: z.string(), case: noticeDetailSchema }),
);
export type ComplaintDetailAnswer = z.infer<typeof complaintDetailSchema>;

export const suspensionSchema = wireSchema(
  'ProviderSuspension',
  z.object({ case_id: id, case_number: z.string(), suspended_since: z.string() }),
);
export type SuspensionAnswer = z.infer<typeof suspensionSchema>;

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
export type MyDecisionAnswer = z.infer<typeof myDecisionSchema>;

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
export type ComplaintLinkAnswer = z.infer<typeof complaintLinkSchema>;

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
export type OwnComplaintAnswer = z.infer<typeof ownComplaintSchema>;

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
export type TransparencyAnswer = z.infer<typeof transparencySchema>;
