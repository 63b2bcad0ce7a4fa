import { z } from 'zod';
import { ANSWER_TYPES, CALL_TO_ACTION_STATUSES, LEAD_ROUTE_STATUSES } from '../../db/schema/leads';
import { pageQuery } from '../../http/pagination';
import { fields } from '../../http/validation';
import { isGermanPostalCode } from '../reference/public';

export const POSTAL_CODE_MESSAGE = 'Bitte geben Sie eine gültige deutsche Postleitzahl (5 Ziffern) an.';
export const RADIUS_MESSAGE = 'Der Umkreis muss zwischen 1 und 500 km liegen.';
export const POSITION_MESSAGE = 'Bitte geben Sie eine gültige Position (ganze Zahl ab 1) an.';

const postalCode = fields
  .text()
  .trim()
  .refine((value) => isGermanPostalCode(value), POSTAL_CODE_MESSAGE);

const radius = z.coerce.number({ error: RADIUS_MESSAGE }).int(RADIUS_MESSAGE).min(1, RADIUS_MESSAGE).max(500, RADIUS_MESSAGE);

const position = z.coerce.number({ error: POSITION_MESSAGE }).int(POSITION_MESSAGE).min(1, POSITION_MESSAGE).max(10_000, POSITION_MESSAGE);

export const idParams = z.object({ id: fields.id() });
export const idQuery = z.object({ id: fields.id() });
export const listQuery = pageQuery(20);

const routeFields = {
  name: fields.requiredText(120),
  description: fields.text().trim().max(2000, 'Höchstens 2000 Zeichen erlaubt.').optional().default(''),
  world_category_id: fields.id(),
  postal_code: postalCode,
  radius,
};

export const leadRouteBody = z.object(routeFields);
export const leadRouteUpdateBody = z.object({ id: fields.id(), ...routeFields });
export type LeadRouteInput = z.infer<typeof leadRouteBody>;

export const ROUTE_STATUS_MESSAGE = 'Der Status muss active oder inactive sein.';
export const routeStatusBody = z.object({
  id: fields.id(),
  status: z.enum(['active', 'inactive'], { error: ROUTE_STATUS_MESSAGE }),
});

export const ANSWER_TYPE_MESSAGE = 'Der Antworttyp muss single, multiple, text, number, date oder file sein.';
const questionFields = {
  question: fields.requiredText(300),
  answer_type: z.enum(ANSWER_TYPES, { error: ANSWER_TYPE_MESSAGE }),
  is_required: fields.flag().optional().default(true),
};
export const questionBody = z.object({ lead_route_id: fields.id(), ...questionFields });
export const questionUpdateBody = z.object({ lead_route_question_id: fields.id(), ...questionFields });
export const questionIdQuery = z.object({ lead_route_question_id: fields.id() });
export const questionsListQuery = pageQuery(20).extend({ lead_route_id: fields.id().optional() });
export const routeIdQuery = z.object({ lead_route_id: fields.id() });
export const questionPositionInput = z.object({ lead_route_question_id: fields.id(), position });

const answerFields = { answer: fields.requiredText(200) };
export const answerBody = z.object({ lead_route_question_id: fields.id(), ...answerFields });
export const answerUpdateBody = z.object({ lead_route_answer_id: fields.id(), ...answerFields });
export const answerIdQuery = z.object({ lead_route_answer_id: fields.id() });
export const answersListQuery = z.object({ lead_route_question_id: fields.id() });
export const answerPositionInput = z.object({ lead_route_answer_id: fields.id(), position });

export const CTA_STATUS_MESSAGE = 'Der Status muss active oder inactive sein.';
export const URL_MESSAGE = 'Bitte geben Sie einen Pfad (/…) oder eine https-Adresse an.';
const ctaFields = {
  title: fields.requiredText(120),
  text: fields.text().trim().max(1000, 'Höchstens 1000 Zeichen erlaubt.').optional().default(''),
  button_text: fields.requiredText(40),
  button_url: fields
    .optionalText(500)
    .refine((value) => value === null || /^\/[^/\\]/.test(value) || value === '/' || /^https:\/\/[^\s]+$/.test(value), URL_MESSAGE),
  lead_route_id: fields
    .id()
    .nullish()
    .transform((value) => value ?? null),
  status: z.enum(CALL_TO_ACTION_STATUSES, { error: CTA_STATUS_MESSAGE }).optional().default('inactive'),
};
export const ctaBody = z.object(ctaFields);
export const ctaUpdateBody = z.object({ id: fields.id(), ...ctaFields });
export type CtaInput = z.infer<typeof ctaBody>;
export const ctaStatusBody = z.object({ id: fields.id(), status: z.enum(CALL_TO_ACTION_STATUSES, { error: CTA_STATUS_MESSAGE }) });
export const ctaListQuery = pageQuery(20).extend({ lead_route_id: fields.id().optional() });

export { LEAD_ROUTE_STATUSES };
