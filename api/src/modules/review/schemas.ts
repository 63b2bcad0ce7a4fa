import { z } from 'zod';
import { REVIEW_REPORT_REASONS, type ReviewReportReason } from '../../db/schema/review';
import { pageQuery } from '../../http/pagination';
import { fields, hasNul, NUL_MESSAGE } from '../../http/validation';
import { wireSchema } from '../../http/contract';

const REQUIRED = 'Dieses Feld ist erforderlich.';
const MAX_ID = 2_147_483_647;

export const PRODUCT_ID_MESSAGE = 'Die Produkt-ID muss als Zahl gesendet werden.';
export const REVIEW_ID_MESSAGE = 'Die Bewertungs-ID muss als Zahl gesendet werden.';
export const RATING_MESSAGE = 'Bitte vergeben Sie 1 bis 5 Sterne.';
export const REVIEW_MIN_MESSAGE = 'Bitte schreiben Sie mindestens 10 Zeichen.';
export const REVIEW_MAX_MESSAGE = 'Höchstens 5000 Zeichen erlaubt.';
export const REVIEW_TEXT_MESSAGE = 'Bitte schreiben Sie einen Bewertungstext.';
export const TYPE_PROVIDER_MESSAGE = 'Anbieter werden über ihre Produkte bewertet. Bitte bewerten Sie ein gekauftes Produkt.';
export const TYPE_MESSAGE = 'Bewertet werden können nur Produkte (type: product).';
export const READ_TYPE_MESSAGE = 'Bewertungen gibt es für Produkte (product) und Anbieter (provider).';
export const REASON_MESSAGE = 'Bitte wählen Sie einen Grund für die Meldung.';
export const REPORT_MESSAGE_REQUIRED = 'Bitte beschreiben Sie das Problem (mindestens 10 Zeichen).';

/**
 * An id the review form sends: a JSON number only (spec §5 "Review submission expects a numeric product_id").
 * A string such as "12" is refused rather than guessed at.
 */
const strictId = (message: string) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? REQUIRED : message) })
    .int(message)
    .positive(message)
    .max(MAX_ID, message);

const rating = z
  .number({ error: (issue) => (issue.input === undefined ? REQUIRED : RATING_MESSAGE) })
  .int(RATING_MESSAGE)
  .min(1, RATING_MESSAGE)
  .max(5, RATING_MESSAGE);

const reviewText = z
  .string({ error: (issue) => (issue.input === undefined ? REQUIRED : REVIEW_TEXT_MESSAGE) })
  .trim()
  .min(10, REVIEW_MIN_MESSAGE)
  .max(5000, REVIEW_MAX_MESSAGE)
  .refine((value) => !hasNul(value), NUL_MESSAGE);

const reviewFields = {
  rating,
  review: reviewText,
  title: fields.optionalText(120),
  anonym: fields.flag().optional(),
};

export const sendReviewBody = z.object({ product_id: strictId(PRODUCT_ID_MESSAGE), ...reviewFields });

export const ratingBody = z.object({
  type: z
    .enum(['product', 'provider'], { error: (issue) => (issue.input === undefined ? REQUIRED : TYPE_MESSAGE) })
    .refine((type) => type === 'product', TYPE_PROVIDER_MESSAGE),
  type_instance: strictId(PRODUCT_ID_MESSAGE),
  ...reviewFields,
});

export const updateReviewBody = z.object({ id: strictId(REVIEW_ID_MESSAGE), ...reviewFields });

export const changeRatingBody = z.object(reviewFields);

export const REPORT_REASON_LABELS: Record<ReviewReportReason, string> = {
  spam: 'Werbung oder Spam',
  offensive: 'Beleidigend oder unangemessen',
  false_facts: 'Unwahre Tatsachenbehauptung',
  personal_data: 'Enthält persönliche Daten',
  not_about_product: 'Bezieht sich nicht auf das Produkt',
  other: 'Sonstiges',
};

export const reportBody = z
  .object({
    rating_id: fields.id(),
    reason: z.enum(REVIEW_REPORT_REASONS, { error: (issue) => (issue.input === undefined ? REQUIRED : REASON_MESSAGE) }),
    message: fields.optionalText(2000),
  })
  .superRefine((body, context) => {
    if (body.reason === 'other' && (body.message ?? '').length < 10) {
      context.addIssue({ code: 'custom', path: ['message'], message: REPORT_MESSAGE_REQUIRED });
    }
  });

const readType = z.enum(['product', 'provider'], { error: READ_TYPE_MESSAGE }).default('product');

export const ratingListQuery = pageQuery(5).extend({ type: readType, type_instance: fields.id() });

export const ratingSummaryQuery = z.object({ type: readType, type_instance: fields.id() });

export type ReviewFieldsInput = z.infer<typeof changeRatingBody>;

/** One published review as the lists answer it (`PresentedReview`). */
export const presentedReviewSchema = wireSchema(
  'ProductReview',
  z.object({
    id: z.number().int(),
    product_id: z.number().int(),
    rating: z.number(),
    title: z.string().nullable(),
    review: z.string(),
    review_date: z.string(),
    updated_at: z.string(),
    reviewer: z.object({ id: z.number().int().nullable(), name: z.string() }),
    user_name: z.string(),
    anonym: z.number().int(),
    verified_purchase: z.boolean(),
    checked: z.number().int(),
    is_own: z.boolean(),
    product: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }).optional(),
  }),
);

/** Star distribution, count and mean (one decimal) of a product's or a provider's published reviews. */
export const ratingSummarySchema = wireSchema(
  'RatingSummary',
  z.object({
    avg_rating: z.number(),
    total_review: z.number().int(),
    count_by_rating: z.object({
      rating_1: z.number().int(),
      rating_2: z.number().int(),
      rating_3: z.number().int(),
      rating_4: z.number().int(),
      rating_5: z.number().int(),
    }),
  }),
);

/** `v2/rating-summary`: the summary, the review policy (§ 5b UWG) and what the visitor may do. */
export const ratingOverviewSchema = wireSchema(
  'RatingOverview',
  z.object({
    summary: ratingSummarySchema,
    policy: z.object({ only_verified_buyers: z.literal(true), text: z.string() }),
    viewer: z.object({
      logged_in: z.boolean(),
      can_review: z.boolean(),
      reason: z.string().nullable(),
      own_review: presentedReviewSchema.nullable(),
    }),
  }),
);

export const deletedReviewSchema = z.object({ id: z.number().int(), product_id: z.number().int() });

export const reviewReportSchema = z.object({
  id: z.number().int(),
  rating_id: z.number().int(),
  reason: z.enum(REVIEW_REPORT_REASONS),
  status: z.literal('open'),
});
