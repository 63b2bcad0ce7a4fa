import { z } from 'zod';
import {
  COMPLAINT_OUTCOMES,
  MODERATION_ACTIONS,
  MODERATION_CATEGORIES,
  MODERATION_GROUND_DETAILS,
  MODERATION_GROUNDS,
  MODERATION_REPORTABLE_TYPES,
  MODERATION_SOURCES,
  MODERATION_STATUSES,
} from '../../db/schema/moderation';
import { pageQuery } from '../../http/pagination';
import { fields } from '../../http/validation';
import { MESSAGES } from './messages';

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

export const reportIdParams = z.object({ id: fields.id() });

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

export const providerParams = z.object({ id: fields.id() });

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
