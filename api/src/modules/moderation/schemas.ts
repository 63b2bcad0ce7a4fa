import { z } from 'zod';
import {
  MODERATION_ACTIONS,
  MODERATION_CATEGORIES,
  MODERATION_GROUNDS,
  MODERATION_STATUSES,
  MODERATION_TARGET_TYPES,
} from '../../db/schema';
import { fields } from '../../http/validation';
import { MESSAGES } from './messages';

const REQUIRED = 'Dieses Feld ist erforderlich.';

export const reportBody = z.object({
  target_type: z.enum(MODERATION_TARGET_TYPES, {
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

export const operatorListQuery = z.object({
  status: z.enum(MODERATION_STATUSES, { error: () => `Status muss eine von ${MODERATION_STATUSES.join(', ')} sein.` }).optional(),
});

const actor = fields.requiredText(120);

export const reviewBody = z.object({ actor });

export const decisionBody = z.object({
  outcome: z.enum(['action_taken', 'no_action'], { error: () => 'Entscheidung muss action_taken oder no_action sein.' }),
  action: z
    .enum(MODERATION_ACTIONS, { error: () => `Maßnahme muss eine von ${MODERATION_ACTIONS.join(', ')} sein.` })
    .nullish()
    .transform((value) => value ?? null),
  ground: z
    .enum(MODERATION_GROUNDS, { error: () => `Grundlage muss eine von ${MODERATION_GROUNDS.join(', ')} sein.` })
    .nullish()
    .transform((value) => value ?? null),
  reason: fields.text().trim().min(20, MESSAGES.reasonRequired).max(5000, 'Höchstens 5000 Zeichen erlaubt.'),
  actor,
});
