/**
 * The leads' schemas: what each call takes (bodies, queries, parameters) and, below, the wire shapes of its answers
 * (`schema.response` of `routes.ts` and `inquiry-routes.ts`; `npm run contract` turns them into the front end's
 * types, `ApiData<path, method>`). A route with a response schema sends only the fields named here. The answers'
 * TypeScript types are derived from these schemas (`z.infer`) and the services return them, so an output function
 * cannot drift from its schema.
 */
import { z } from 'zod';
import {
  ANSWER_TYPES,
  CALL_TO_ACTION_STATUSES,
  INQUIRY_STATUSES,
  LEAD_ROUTE_STATUSES,
  LEAD_STATUSES,
  OFFER_STATUSES,
} from '../../db/schema/leads';
import { wireId as id, wireSchema } from '../../http/contract';
import { pageQuery } from '../../http/pagination';
import { fields } from '../../http/validation';
import { nullableMoneyFields } from '../../lib/money';
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

// Answers

const nullableText = z.string().nullable();
const ref = z.object({ id, name: z.string() });

// --- lead routes, questions, answers, calls to action (provider) ------------------------------------------

export const leadRouteSchema = wireSchema(
  'LeadRoute',
  z.object({
    id,
    name: z.string(),
    slug: z.string(),
    description: z.string(),
    status: z.enum(LEAD_ROUTE_STATUSES),
    postal_code: z.string(),
    radius: z.number().int(),
    world_category_id: id,
    world_category: z.object({ id, title: z.string(), slug: z.string() }).nullable(),
    question_count: z.number().int(),
    created_at: z.string(),
    updated_at: z.string(),
  }),
);
export type LeadRoute = z.infer<typeof leadRouteSchema>;

export const answerOptionSchema = wireSchema(
  'LeadAnswerOption',
  z.object({ id, lead_route_question_id: id, answer: z.string(), position: z.number().int() }),
);
export type AnswerOption = z.infer<typeof answerOptionSchema>;

export const questionSchema = wireSchema(
  'LeadQuestion',
  z.object({
    id,
    lead_route_id: id,
    question: z.string(),
    answer_type: z.enum(ANSWER_TYPES),
    is_required: z.boolean(),
    position: z.number().int(),
    answers: z.array(answerOptionSchema),
  }),
);
export type Question = z.infer<typeof questionSchema>;

export const callToActionSchema = wireSchema(
  'CallToAction',
  z.object({
    id,
    title: z.string(),
    text: z.string(),
    button_text: z.string(),
    button_url: nullableText,
    lead_route_id: id.nullable(),
    lead_route: ref.nullable(),
    status: z.enum(CALL_TO_ACTION_STATUSES),
    created_at: z.string(),
    updated_at: z.string(),
  }),
);
export type CallToAction = z.infer<typeof callToActionSchema>;

// --- living worlds and the wizard -----------------------------------------------------------------------------

export const worldRouteSchema = z.object({
  id,
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  postal_code: z.string(),
  radius: z.number().int(),
  world_category_id: id,
  provider: ref,
});
export type WorldRoute = z.infer<typeof worldRouteSchema>;

export const worldCategorySchema = wireSchema(
  'WorldCategory',
  z.object({
    id,
    title: z.string(),
    slug: z.string(),
    image: nullableText,
    description: z.string(),
    view_count: z.number().int(),
    lead_routes: z.array(worldRouteSchema),
  }),
);
export type WorldCategory = z.infer<typeof worldCategorySchema>;

export const worldViewSchema = z.object({ slug: z.string(), view_count: z.number().int(), counted: z.boolean() });
export type WorldView = z.infer<typeof worldViewSchema>;

export const pickableProviderSchema = wireSchema(
  'PickableProvider',
  z.object({
    id,
    name: z.string(),
    lead_route_id: id,
    lead_route_name: z.string(),
    /** Only in a radius search. */
    lead_route_slug: z.string().optional(),
    postal_code: z.string(),
    radius: z.number().int(),
    /** Only in a radius search. */
    distance_km: z.number().optional(),
    selected: z.boolean(),
  }),
);
export type PickableProvider = z.infer<typeof pickableProviderSchema>;

export const providersForRouteSchema = z.object({
  lead_route: worldRouteSchema.nullable(),
  providers: z.array(pickableProviderSchema),
  call_to_actions: z.array(callToActionSchema),
});
export type ProvidersForRoute = z.infer<typeof providersForRouteSchema>;

export const confirmationSchema = z.object({ title: z.string(), text: z.string(), steps: z.array(z.string()) });
export type Confirmation = z.infer<typeof confirmationSchema>;

export const uploadedFileSchema = z.object({ file: z.string(), file_name: z.string(), size: z.number().int(), mime_type: z.string() });
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

export const inquirySentSchema = z.object({
  inquiry_id: id,
  provider_count: z.number().int(),
  confirmation: confirmationSchema,
});
export type InquirySent = z.infer<typeof inquirySentSchema>;

// --- inquiries, leads and offers ------------------------------------------------------------------------------

const countdownShape = {
  offer_expired_days: z.number().int(),
  offer_expired_hours: z.number().int(),
  offer_expired_minutes: z.number().int(),
  /** x-extension: the moment the inquiry closes for offers (ISO 8601), so the page names the exact time. */
  offer_expires_at: z.string(),
};
const leadAnswerSchema = z.object({ question: z.string(), answer: z.string() });
const inquiryFileSchema = z.object({ file: z.string(), file_name: z.string(), size: z.number().int() });
const inquiryStatus = z.enum(INQUIRY_STATUSES);
const offerStatus = z.enum(OFFER_STATUSES);

export const customerInquirySchema = z.object({
  id,
  created_at: z.string(),
  expires_at: z.string(),
  title: z.string(),
  status: inquiryStatus,
  user: z.object({ name: z.string() }),
  lead_route: ref.nullable(),
  ...countdownShape,
  provider_name: z.string(),
  provider_id: id.nullable(),
  offer_count: z.number().int(),
});
export type CustomerInquiry = z.infer<typeof customerInquirySchema>;

export const customerInquiryDetailSchema = z.object({
  id,
  title: z.string(),
  message: z.string(),
  status: inquiryStatus,
  created_at: z.string(),
  ...countdownShape,
  lead_answers: z.array(leadAnswerSchema),
  files: z.array(inquiryFileSchema),
});
export type CustomerInquiryDetail = z.infer<typeof customerInquiryDetailSchema>;

export const customerOfferSchema = z.object({
  id,
  date: z.string(),
  offer_name: z.string(),
  offer_content: z.string(),
  offer_status: offerStatus,
  ...nullableMoneyFields('price1'),
  price_type: z.string(),
  provider: ref,
  lead: z.object({ id }),
});
export type CustomerOffer = z.infer<typeof customerOfferSchema>;

export const providerOfferSchema = z.object({
  id,
  created_at: z.string(),
  lead: z.object({ id, lead_route: z.object({ name: z.string() }), user: z.object({ name: z.string() }) }),
  offer_name: z.string(),
  ...nullableMoneyFields('price1'),
  price_type: z.string(),
  offer_content: z.string(),
  offer_status: offerStatus,
});
export type ProviderOffer = z.infer<typeof providerOfferSchema>;

export const providerLeadSchema = z.object({
  id,
  created_at: z.string(),
  lead_status: z.enum(LEAD_STATUSES),
  inquiry_status: inquiryStatus,
  title: z.string(),
  postal_code: nullableText,
  user: z.object({ name: z.string() }),
  lead_route: ref.nullable(),
  ...countdownShape,
});
export type ProviderLead = z.infer<typeof providerLeadSchema>;

export const providerLeadDetailSchema = z.object({
  id,
  lead_status: z.enum(LEAD_STATUSES),
  inquiry_status: inquiryStatus,
  title: z.string(),
  message: z.string(),
  postal_code: nullableText,
  created_at: z.string(),
  lead_route: ref.nullable(),
  user: z.object({ id: id.nullable(), name: z.string() }),
  /** The provider's offers to this lead, newest first, each with its title and price (as the offer list shows them). */
  offers: z.array(
    z.object({
      id,
      offer_status: offerStatus,
      offer_name: z.string(),
      ...nullableMoneyFields('price1'),
      ...nullableMoneyFields('price2'),
      price_type: z.string(),
      created_at: z.string(),
    }),
  ),
  ...countdownShape,
  lead_answers: z.array(leadAnswerSchema),
  files: z.array(inquiryFileSchema),
});
export type ProviderLeadDetail = z.infer<typeof providerLeadDetailSchema>;

export const offerDetailSchema = wireSchema(
  'OfferDetail',
  z.object({
    id,
    comment: z.string(),
    provider: z.object({
      name: z.string(),
      user_id: id,
      street: z.string(),
      postal_code: z.string(),
      city: z.string(),
      phone: z.string(),
      email: z.string(),
      online_status: z.boolean(),
      logo: z.null(),
      slug: z.null(),
    }),
    ...nullableMoneyFields('price1'),
    ...nullableMoneyFields('price2'),
    price_type: z.string(),
    offer_name: z.string(),
    offer_status: offerStatus,
    offer_content: z.string(),
    created_at: z.string(),
    accepted_at: nullableText,
    date1: nullableText,
    date2: nullableText,
    date_visit: nullableText,
    file: z.object({ file: z.string(), get_file: z.string(), file_name: z.string() }).nullable(),
    lead_answers: z.array(leadAnswerSchema),
    lead: z.object({ id, inquiry_id: id }),
    inquiry_status: inquiryStatus,
    ...countdownShape,
    /** The provider's view only. */
    lead_status: z.enum(LEAD_STATUSES).optional(),
    /** The provider's view only: the customer. */
    user: z
      .object({
        id,
        name: z.string(),
        avatar: z.null(),
        email: z.string(),
        phone: z.string(),
        street: z.string(),
        street_number: z.string(),
        city: z.string(),
        zip_code: z.string(),
        online_status: z.boolean(),
      })
      .optional(),
  }),
);
export type OfferDetail = z.infer<typeof offerDetailSchema>;

export const decisionSchema = z.object({ inquiry_id: id, offer_id: id.nullable() });
export type Decision = z.infer<typeof decisionSchema>;

export const withdrawnSchema = z.object({ id, offer_status: z.literal('withdrawn') });
export type Withdrawn = z.infer<typeof withdrawnSchema>;
