/**
 * Response schemas of the leads routes: they document each answer in the OpenAPI document, from which
 * `npm run contract` generates the front end's types (`ApiData<path, method>`). A route with a response schema
 * sends only the fields named here — keep them equal to what the services present.
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
import { wireSchema } from '../../http/contract';
import { nullableMoneyFields } from '../../lib/money';

const id = z.number().int();
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

export const answerOptionSchema = wireSchema(
  'LeadAnswerOption',
  z.object({ id, lead_route_question_id: id, answer: z.string(), position: z.number().int() }),
);

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

export const worldViewSchema = z.object({ slug: z.string(), view_count: z.number().int(), counted: z.boolean() });

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

export const providersForRouteSchema = z.object({
  lead_route: worldRouteSchema.nullable(),
  providers: z.array(pickableProviderSchema),
  call_to_actions: z.array(callToActionSchema),
});

export const confirmationSchema = z.object({ title: z.string(), text: z.string(), steps: z.array(z.string()) });

export const uploadedFileSchema = z.object({ file: z.string(), file_name: z.string(), size: z.number().int(), mime_type: z.string() });

export const inquirySentSchema = z.object({
  inquiry_id: id,
  provider_count: z.number().int(),
  confirmation: confirmationSchema,
});

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

export const decisionSchema = z.object({ inquiry_id: id, offer_id: id.nullable() });

export const withdrawnSchema = z.object({ id, offer_status: z.literal('withdrawn') });
