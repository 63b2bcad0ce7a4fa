import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Executor } from '../../db/client';
import { productReviews, type ReviewReportReason, reviewReports } from '../../db/schema/review';
import { accountUsers, type Role } from '../account/public';
import { AppError, ConflictError, NotFoundError, ValidationError } from '../../http/errors';
import { countedPage, type PageRequest } from '../../http/pagination';
import { notify } from '../notification/public';
import { hasPurchased } from '../orders/public';
import { Outbox } from '../outbox/public';
import { setProductRating, shopProductRefs } from '../shop/public';
import { REPORT_REASON_LABELS, type ReviewFieldsInput } from './schemas';

/** Key of the per-product advisory lock: one writer at a time recomputes a product's average. */
const REVIEW_LOCK_KEY = 74_262_401;

export const REVIEW_POLICY_TEXT =
  'Nur Käufer dieses Produkts können Bewertungen abgeben. Vor der Veröffentlichung prüfen wir anhand unserer ' +
  'Bestelldaten, ob die bewertende Person das Produkt über den Marktplatz gekauft hat („Verifizierter Kauf“). ' +
  'Bewertungen werden nicht vergütet; alle geprüften Bewertungen werden veröffentlicht – auch kritische – und nach ' +
  'Datum sortiert, die neueste zuerst. Auffällige Bewertungen können gemeldet werden.';

export const MESSAGES = {
  created: 'Vielen Dank! Ihre Bewertung wurde veröffentlicht.',
  updated: 'Ihre Bewertung wurde aktualisiert.',
  deleted: 'Ihre Bewertung wurde gelöscht.',
  reported: 'Vielen Dank für Ihre Meldung. Wir prüfen die Bewertung.',
  productNotFound: 'Das Produkt wurde nicht gefunden.',
  providerNotFound: 'Der Anbieter wurde nicht gefunden.',
  reviewNotFound: 'Die Bewertung wurde nicht gefunden.',
  notBuyer:
    'Nur Käufer dieses Produkts können eine Bewertung abgeben. Sie können Produkte bewerten, die Sie über den Marktplatz gekauft haben.',
  alreadyReviewed: 'Sie haben dieses Produkt bereits bewertet. Sie können Ihre Bewertung bearbeiten.',
  notOwner:
    'Die Bewertung wurde nicht gefunden oder gehört nicht zu Ihrem Konto. Sie können nur Ihre eigenen Bewertungen bearbeiten oder löschen.',
  ownReport: 'Sie können Ihre eigene Bewertung nicht melden.',
  alreadyReported: 'Sie haben diese Bewertung bereits gemeldet.',
  loginToReview: 'Bitte melden Sie sich an, um eine Bewertung abzugeben.',
  notBuyerShort: 'Nur Käufer dieses Produkts können eine Bewertung abgeben.',
  alreadyReviewedShort: 'Sie haben dieses Produkt bereits bewertet.',
  providersCannotReview: 'Anbieter können keine Produkte bewerten.',
} as const;

/** Shown instead of a name for anonymous reviews and reviews of deleted accounts. */
export const ANONYMOUS_NAME = 'Verifizierter Käufer';

type ReviewRow = typeof productReviews.$inferSelect;

interface ReviewWithAuthor {
  review: ReviewRow;
  firstName: string;
  lastName: string;
  authorDeleted: boolean;
  product?: { id: number; name: string; slug: string };
}

export interface PresentedReview {
  id: number;
  product_id: number;
  rating: number;
  title: string | null;
  review: string;
  review_date: string;
  updated_at: string;
  reviewer: { id: number | null; name: string };
  user_name: string;
  anonym: 0 | 1;
  verified_purchase: boolean;
  checked: 0 | 1;
  is_own: boolean;
  product?: { id: number; name: string; slug: string };
}

/** "Erika M.": first name and the initial of the last name, never more. */
export function reviewerName(firstName: string, lastName: string): string {
  const first = firstName.trim();
  const initial = lastName.trim().charAt(0);
  if (!first) return initial ? `${initial}.` : ANONYMOUS_NAME;
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}

export function presentReview(row: ReviewWithAuthor, viewerId: number | null): PresentedReview {
  const { review } = row;
  const hidden = review.anonym || row.authorDeleted;
  const name = hidden ? ANONYMOUS_NAME : reviewerName(row.firstName, row.lastName);
  const presented: PresentedReview = {
    id: review.id,
    product_id: review.productId,
    rating: review.rating,
    title: review.title,
    review: review.review,
    review_date: review.createdAt.toISOString(),
    updated_at: review.updatedAt.toISOString(),
    reviewer: { id: hidden ? null : review.userId, name },
    user_name: name,
    anonym: review.anonym ? 1 : 0,
    verified_purchase: review.verifiedPurchase,
    checked: review.verifiedPurchase ? 1 : 0,
    is_own: viewerId !== null && viewerId === review.userId,
  };
  if (row.product) presented.product = row.product;
  return presented;
}

export interface RatingSummary {
  avg_rating: number;
  total_review: number;
  count_by_rating: { rating_1: number; rating_2: number; rating_3: number; rating_4: number; rating_5: number };
}

/** Distribution, count and mean (one decimal) of star counts per rating. */
export function summarise(counts: ReadonlyArray<{ rating: number; total: number }>): RatingSummary & { exactAvg: number } {
  const byRating = { rating_1: 0, rating_2: 0, rating_3: 0, rating_4: 0, rating_5: 0 };
  let total = 0;
  let stars = 0;
  for (const { rating, total: n } of counts) {
    if (rating < 1 || rating > 5) continue;
    byRating[`rating_${rating}` as keyof typeof byRating] += n;
    total += n;
    stars += rating * n;
  }
  const exactAvg = total === 0 ? 0 : stars / total;
  return { avg_rating: Math.round(exactAvg * 10) / 10, total_review: total, count_by_rating: byRating, exactAvg };
}

function withoutExact({ avg_rating, total_review, count_by_rating }: RatingSummary): RatingSummary {
  return { avg_rating, total_review, count_by_rating };
}

interface ProductRef {
  id: number;
  name: string;
  slug: string;
  providerId: number;
  status: string;
}

/** A product that exists (drafts and products taken off sale included; deleted ones not). */
export async function findProduct(db: Executor, productId: number): Promise<ProductRef | undefined> {
  const [row] = await db
    .select({
      id: shopProductRefs.id,
      name: shopProductRefs.name,
      slug: shopProductRefs.slug,
      providerId: shopProductRefs.providerId,
      status: shopProductRefs.status,
    })
    .from(shopProductRefs)
    .where(and(eq(shopProductRefs.id, productId), isNull(shopProductRefs.deletedAt)))
    .limit(1);
  return row;
}

async function requireProduct(db: Executor, productId: number): Promise<ProductRef> {
  const product = await findProduct(db, productId);
  if (!product) throw new NotFoundError(MESSAGES.productNotFound);
  return product;
}

/** The published reviews' distribution of one product. */
export async function productRatingSummary(db: Executor, productId: number): Promise<RatingSummary & { exactAvg: number }> {
  const rows = await db
    .select({ rating: productReviews.rating, total: count() })
    .from(productReviews)
    .where(and(eq(productReviews.productId, productId), eq(productReviews.status, 'published')))
    .groupBy(productReviews.rating);
  return summarise(rows);
}

/** A provider's rating: the published reviews of all its (not deleted) products, per provider id. */
export async function providerRatingSummaries(db: Executor, providerIds: number[]): Promise<Map<number, RatingSummary>> {
  const result = new Map<number, RatingSummary>();
  if (providerIds.length === 0) return result;
  const rows = await db
    .select({ providerId: shopProductRefs.providerId, rating: productReviews.rating, total: count() })
    .from(productReviews)
    .innerJoin(shopProductRefs, eq(shopProductRefs.id, productReviews.productId))
    .where(and(inArray(shopProductRefs.providerId, providerIds), isNull(shopProductRefs.deletedAt), eq(productReviews.status, 'published')))
    .groupBy(shopProductRefs.providerId, productReviews.rating);
  for (const providerId of new Set(providerIds)) {
    result.set(providerId, withoutExact(summarise(rows.filter((row) => row.providerId === providerId))));
  }
  return result;
}

async function lockProduct(tx: Executor, productId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${REVIEW_LOCK_KEY}, ${productId})`);
}

/** Recomputes the product's average and count and hands them to the shop (inside the caller's transaction). */
export async function refreshProductRating(tx: Executor, productId: number): Promise<RatingSummary> {
  const summary = await productRatingSummary(tx, productId);
  await setProductRating(tx, productId, Math.round(summary.exactAvg * 100) / 100, summary.total_review);
  return withoutExact(summary);
}

/** The columns of a review's author its presentation needs (`withAuthor`). */
const authorColumns = { firstName: accountUsers.firstName, lastName: accountUsers.lastName, deletedAt: accountUsers.deletedAt };

function withAuthor(row: { review: ReviewRow; firstName: string; lastName: string; deletedAt: Date | null }): ReviewWithAuthor {
  return { review: row.review, firstName: row.firstName, lastName: row.lastName, authorDeleted: row.deletedAt !== null };
}

async function loadReview(db: Executor, reviewId: number): Promise<ReviewWithAuthor | undefined> {
  const [row] = await db
    .select({ review: productReviews, ...authorColumns })
    .from(productReviews)
    .innerJoin(accountUsers, eq(accountUsers.id, productReviews.userId))
    .where(eq(productReviews.id, reviewId))
    .limit(1);
  return row ? withAuthor(row) : undefined;
}

async function requireReview(db: Executor, reviewId: number): Promise<ReviewRow> {
  const [row] = await db.select().from(productReviews).where(eq(productReviews.id, reviewId)).limit(1);
  if (!row) throw new NotFoundError(MESSAGES.reviewNotFound);
  return row;
}

async function requireOwnReview(db: Executor, userId: number, reviewId: number): Promise<ReviewRow> {
  const row = await requireReview(db, reviewId);
  // 404 like every other module's foreign ids: the refusal says nothing about the access level of the route.
  if (row.userId !== userId) throw new NotFoundError(MESSAGES.notOwner);
  return row;
}

export interface ReviewInput extends ReviewFieldsInput {
  product_id: number;
}

/**
 * Writes a customer's review of a product they bought: one per customer and product, marked as a verified
 * purchase; the product's rating is recomputed and the provider notified, all in one transaction.
 */
export async function createReview(db: Executor, userId: number, input: ReviewInput): Promise<PresentedReview> {
  const product = await requireProduct(db, input.product_id);
  if (!(await hasPurchased(db, userId, product.id))) {
    throw new AppError(403, MESSAGES.notBuyer, 'FORBIDDEN', { product_id: [MESSAGES.notBuyer] });
  }
  const reviewId = await db.transaction(async (tx) => {
    await lockProduct(tx, product.id);
    const [existing] = await tx
      .select({ id: productReviews.id })
      .from(productReviews)
      .where(and(eq(productReviews.productId, product.id), eq(productReviews.userId, userId)))
      .limit(1);
    if (existing) throw new AppError(409, MESSAGES.alreadyReviewed, 'CONFLICT', { product_id: [MESSAGES.alreadyReviewed] });
    const [stored] = await tx
      .insert(productReviews)
      .values({
        productId: product.id,
        userId,
        rating: input.rating,
        title: input.title,
        review: input.review,
        anonym: input.anonym ?? false,
        verifiedPurchase: true,
      })
      .returning({ id: productReviews.id });
    if (!stored) throw new ConflictError(MESSAGES.alreadyReviewed);
    await refreshProductRating(tx, product.id);
    await notify(tx, product.providerId, {
      type: 'new_review',
      title: 'Neue Bewertung',
      body: `„${product.name}“ wurde mit ${input.rating} von 5 Sternen bewertet.`,
      data: { product_id: product.id, review_id: stored.id, rating: input.rating },
    });
    return stored.id;
  });
  return presentLoaded(db, reviewId, userId);
}

async function presentLoaded(db: Executor, reviewId: number, viewerId: number): Promise<PresentedReview> {
  const loaded = await loadReview(db, reviewId);
  if (!loaded) throw new NotFoundError(MESSAGES.reviewNotFound);
  return presentReview(loaded, viewerId);
}

/** The author changes stars, text, title or the anonymous flag; the product's rating follows. */
export async function updateReview(db: Executor, userId: number, reviewId: number, input: ReviewFieldsInput): Promise<PresentedReview> {
  const current = await requireOwnReview(db, userId, reviewId);
  await db.transaction(async (tx) => {
    await lockProduct(tx, current.productId);
    await tx
      .update(productReviews)
      .set({
        rating: input.rating,
        title: input.title,
        review: input.review,
        anonym: input.anonym ?? current.anonym,
        updatedAt: new Date(),
      })
      .where(and(eq(productReviews.id, reviewId), eq(productReviews.userId, userId)));
    await refreshProductRating(tx, current.productId);
  });
  return presentLoaded(db, reviewId, userId);
}

/** The author deletes the review; its reports go with it, the product's rating follows. */
export async function deleteReview(db: Executor, userId: number, reviewId: number): Promise<{ id: number; product_id: number }> {
  const current = await requireOwnReview(db, userId, reviewId);
  await db.transaction(async (tx) => {
    await lockProduct(tx, current.productId);
    await tx.delete(productReviews).where(and(eq(productReviews.id, reviewId), eq(productReviews.userId, userId)));
    await refreshProductRating(tx, current.productId);
  });
  return { id: current.id, product_id: current.productId };
}

export interface ReportInput {
  rating_id: number;
  reason: ReviewReportReason;
  message: string | null;
}

/**
 * Stores a report of a review (one per user and review); the provider of the product is notified and the
 * operator's moderation mailbox gets an e-mail. The review stays visible until the operator decides.
 */
export async function reportReview(
  db: Executor,
  config: AppConfig,
  reporter: { id: number; role: Role },
  input: ReportInput,
): Promise<{ id: number; rating_id: number; reason: ReviewReportReason; status: 'open' }> {
  const review = await requireReview(db, input.rating_id);
  if (review.userId === reporter.id) throw ValidationError.field('rating_id', MESSAGES.ownReport);
  const product = await findProduct(db, review.productId);
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(reviewReports)
      .values({ reviewId: review.id, reporterId: reporter.id, reason: input.reason, message: input.message })
      .onConflictDoNothing()
      .returning({ id: reviewReports.id });
    if (!stored) throw new ConflictError(MESSAGES.alreadyReported);
    const reasonLabel = REPORT_REASON_LABELS[input.reason];
    const productName = product?.name ?? `Produkt ${review.productId}`;
    if (product && product.providerId !== reporter.id) {
      await notify(tx, product.providerId, {
        type: 'new_review',
        title: 'Bewertung gemeldet',
        body: `Eine Bewertung zu „${productName}“ wurde gemeldet (${reasonLabel}). Wir prüfen sie.`,
        data: { product_id: review.productId, review_id: review.id, report_id: stored.id },
      });
    }
    await new Outbox(tx, config).sendEmail({
      to: config.moderationEmail,
      subject: `Bewertung gemeldet: ${productName} (Bewertung ${review.id})`,
      text: [
        `Bewertung ${review.id} zu „${productName}“ (Produkt ${review.productId}) wurde gemeldet.`,
        `Meldung ${stored.id} von Nutzer ${reporter.id} (${reporter.role === 'Company' ? 'Anbieter' : 'Kunde'}).`,
        `Grund: ${reasonLabel}`,
        input.message ? `Beschreibung: ${input.message}` : 'Keine Beschreibung.',
        '',
        `Bewertung (${review.rating} von 5 Sternen): ${review.title ? `${review.title} – ` : ''}${review.review}`,
      ].join('\n'),
    });
    return { id: stored.id, rating_id: review.id, reason: input.reason, status: 'open' as const };
  });
}

export type RatingTarget = { type: 'product' | 'provider'; id: number };

async function requireTarget(db: Executor, target: RatingTarget): Promise<void> {
  if (target.type === 'product') {
    await requireProduct(db, target.id);
    return;
  }
  const [provider] = await db
    .select({ id: accountUsers.id })
    .from(accountUsers)
    .where(and(eq(accountUsers.id, target.id), eq(accountUsers.role, 'Company'), isNull(accountUsers.deletedAt)))
    .limit(1);
  if (!provider) throw new NotFoundError(MESSAGES.providerNotFound);
}

/** Published reviews of a product, or of all products of a provider, newest first. */
export async function pageReviews(
  db: Executor,
  target: RatingTarget,
  page: PageRequest,
  viewerId: number | null,
): Promise<{ rows: PresentedReview[]; total: number }> {
  await requireTarget(db, target);
  const where =
    target.type === 'product'
      ? and(eq(productReviews.productId, target.id), eq(productReviews.status, 'published'))
      : and(eq(shopProductRefs.providerId, target.id), isNull(shopProductRefs.deletedAt), eq(productReviews.status, 'published'));
  const { total, rows } = await countedPage(
    page,
    () =>
      db
        .select({ total: count() })
        .from(productReviews)
        .innerJoin(shopProductRefs, eq(shopProductRefs.id, productReviews.productId))
        .where(where),
    db
      .select({ review: productReviews, ...authorColumns, productName: shopProductRefs.name, productSlug: shopProductRefs.slug })
      .from(productReviews)
      .innerJoin(shopProductRefs, eq(shopProductRefs.id, productReviews.productId))
      .innerJoin(accountUsers, eq(accountUsers.id, productReviews.userId))
      .where(where)
      .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
      .$dynamic(),
  );
  return {
    total,
    rows: rows.map((row) =>
      presentReview(
        {
          ...withAuthor(row),
          ...(target.type === 'provider' ? { product: { id: row.review.productId, name: row.productName, slug: row.productSlug } } : {}),
        },
        viewerId,
      ),
    ),
  };
}

export interface ReviewViewer {
  logged_in: boolean;
  can_review: boolean;
  reason: string | null;
  own_review: PresentedReview | null;
}

export interface RatingOverview {
  summary: RatingSummary;
  policy: { only_verified_buyers: true; text: string };
  viewer: ReviewViewer;
}

export const REVIEW_POLICY = { only_verified_buyers: true as const, text: REVIEW_POLICY_TEXT };

/** What the logged-in visitor may do on the product page (write a review, or edit their own). */
export async function reviewViewer(db: Executor, productId: number, user: { id: number; role: Role } | null): Promise<ReviewViewer> {
  if (!user) return { logged_in: false, can_review: false, reason: MESSAGES.loginToReview, own_review: null };
  if (user.role !== 'User') return { logged_in: true, can_review: false, reason: MESSAGES.providersCannotReview, own_review: null };
  const [own] = await db
    .select({ id: productReviews.id })
    .from(productReviews)
    .where(and(eq(productReviews.productId, productId), eq(productReviews.userId, user.id)))
    .limit(1);
  if (own)
    return {
      logged_in: true,
      can_review: false,
      reason: MESSAGES.alreadyReviewedShort,
      own_review: await presentLoaded(db, own.id, user.id),
    };
  if (!(await hasPurchased(db, user.id, productId)))
    return { logged_in: true, can_review: false, reason: MESSAGES.notBuyerShort, own_review: null };
  return { logged_in: true, can_review: true, reason: null, own_review: null };
}

/** Summary, policy and the visitor's options for a product, or the summary of a provider. */
export async function ratingOverview(db: Executor, target: RatingTarget, user: { id: number; role: Role } | null): Promise<RatingOverview> {
  await requireTarget(db, target);
  if (target.type === 'product') {
    return {
      summary: withoutExact(await productRatingSummary(db, target.id)),
      policy: REVIEW_POLICY,
      viewer: await reviewViewer(db, target.id, user),
    };
  }
  const summaries = await providerRatingSummaries(db, [target.id]);
  return {
    summary: summaries.get(target.id) ?? withoutExact(summarise([])),
    policy: REVIEW_POLICY,
    viewer: { logged_in: user !== null, can_review: false, reason: null, own_review: null },
  };
}

/**
 * The operator's decision on a reported review (there is no back office yet: run it from a script): `hide` takes the
 * review out of the lists and averages and marks its open reports upheld; `keep` dismisses the open reports.
 */
export async function moderateReview(db: Executor, reviewId: number, decision: 'hide' | 'keep'): Promise<void> {
  const review = await requireReview(db, reviewId);
  await db.transaction(async (tx) => {
    await lockProduct(tx, review.productId);
    if (decision === 'hide') {
      await tx.update(productReviews).set({ status: 'hidden', updatedAt: new Date() }).where(eq(productReviews.id, reviewId));
      await refreshProductRating(tx, review.productId);
    }
    await tx
      .update(reviewReports)
      .set({ status: decision === 'hide' ? 'upheld' : 'dismissed', resolvedAt: new Date() })
      .where(and(eq(reviewReports.reviewId, reviewId), eq(reviewReports.status, 'open')));
  });
}

/** Undoes a `hide` after a complaint succeeded (moderation, Art. 20 DSA): the review is published again. */
export async function restoreReview(db: Executor, reviewId: number): Promise<void> {
  const review = await requireReview(db, reviewId);
  await db.transaction(async (tx) => {
    await lockProduct(tx, review.productId);
    await tx
      .update(productReviews)
      .set({ status: 'published', updatedAt: new Date() })
      .where(and(eq(productReviews.id, reviewId), eq(productReviews.status, 'hidden')));
    await refreshProductRating(tx, review.productId);
  });
}

/** Account deletion: the reviews describe real purchases and stay, but lose their author's name. */
export async function anonymiseUserReviews(db: Executor, userId: number): Promise<void> {
  await db.update(productReviews).set({ anonym: true }).where(eq(productReviews.userId, userId));
}
