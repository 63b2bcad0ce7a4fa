import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REVIEW_REPORT_REASONS } from '../../db/schema/review';
import { z } from 'zod';
import { ok, okPage, pageMetaSchema, successSchema } from '../../http/envelope';
import { pageMeta } from '../../http/pagination';
import { idParams } from '../../http/validation';
import {
  changeRatingBody,
  ratingBody,
  ratingListQuery,
  ratingSummaryQuery,
  REPORT_REASON_LABELS,
  reportBody,
  sendReviewBody,
  updateReviewBody,
  presentedReviewSchema,
  deletedReviewSchema,
  ratingOverviewSchema,
  reviewReportSchema,
} from './schemas';
import { createReview, deleteReview, MESSAGES, pageReviews, ratingOverview, reportReview, updateReview } from './service';
import { signedInUser } from '../../plugins/access';

const tags = ['Bewertungen'];

/**
 * Product reviews and ratings (spec 02 §7 "Reviews and ratings"). Every success is HTTP 200 (spec §9 "Review
 * success is status 200"), never 201.
 */
const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const customer = { access: 'customer' as const };

  for (const path of ['/v2/sendProductReview2', '/v2/sendProductReview']) {
    app.post(
      path,
      {
        config: customer,
        schema: {
          tags,
          summary: 'Produkt bewerten (nur Käufer; eine Bewertung je Produkt; `product_id` als Zahl)',
          body: sendReviewBody,
          response: { 200: successSchema(presentedReviewSchema) },
        },
      },
      async (request) => ok(await createReview(app.db, signedInUser(request).id, request.body), MESSAGES.created),
    );
  }

  app.post(
    '/v2/rating',
    {
      config: customer,
      schema: {
        tags,
        summary: 'Bewertung anlegen (`type: product`, `type_instance` = Produkt-ID als Zahl)',
        body: ratingBody,
        response: { 200: successSchema(presentedReviewSchema) },
      },
    },
    async (request) => {
      const { type_instance: productId, type: _type, ...fields } = request.body;
      return ok(await createReview(app.db, signedInUser(request).id, { ...fields, product_id: productId }), MESSAGES.created);
    },
  );

  app.post(
    '/v2/updateProductReview',
    {
      config: customer,
      schema: {
        tags,
        summary: 'Eigene Bewertung ändern (`id` als Zahl)',
        body: updateReviewBody,
        response: { 200: successSchema(presentedReviewSchema) },
      },
    },
    async (request) => {
      const { id, ...fields } = request.body;
      return ok(await updateReview(app.db, signedInUser(request).id, id, fields), MESSAGES.updated);
    },
  );

  app.put(
    '/v2/rating/:id',
    {
      config: customer,
      schema: {
        tags,
        summary: 'Eigene Bewertung ändern',
        params: idParams,
        body: changeRatingBody,
        response: { 200: successSchema(presentedReviewSchema) },
      },
    },
    async (request) => ok(await updateReview(app.db, signedInUser(request).id, request.params.id, request.body), MESSAGES.updated),
  );

  for (const path of ['/v2/deleteProductReview/:id', '/v2/rating/:id']) {
    app.delete(
      path,
      {
        config: customer,
        schema: {
          tags,
          summary: 'Eigene Bewertung löschen',
          params: idParams,
          response: { 200: successSchema(deletedReviewSchema) },
        },
      },
      async (request) => ok(await deleteReview(app.db, signedInUser(request).id, request.params.id), MESSAGES.deleted),
    );
  }

  for (const path of ['/sendProductRatingReport', '/v2/rating-report']) {
    app.post(
      path,
      {
        config: { access: 'user' },
        schema: {
          tags,
          summary: 'Bewertung melden (Grund aus /v2/rating-report-reasons; bei „other“ eine Beschreibung)',
          body: reportBody,
          response: { 200: successSchema(reviewReportSchema) },
        },
      },
      async (request) => {
        const user = signedInUser(request);
        return ok(await reportReview(app.db, app.appConfig, { id: user.id, role: user.role }, request.body), MESSAGES.reported);
      },
    );
  }

  app.get(
    '/v2/rating-report-reasons',
    {
      config: { access: 'public', extension: true },
      schema: {
        tags,
        summary: 'Gründe für die Meldung einer Bewertung',
        response: { 200: successSchema(z.array(z.object({ value: z.enum(REVIEW_REPORT_REASONS), label: z.string() }))) },
      },
    },
    async () => ok(REVIEW_REPORT_REASONS.map((value) => ({ value, label: REPORT_REASON_LABELS[value] }))),
  );

  app.get(
    '/api/v2/rating',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'Veröffentlichte Bewertungen eines Produkts (`type=product`) oder aller Produkte eines Anbieters (`type=provider`), die neuesten zuerst',
        querystring: ratingListQuery,
        response: { 200: successSchema(z.array(presentedReviewSchema)).extend({ meta: pageMetaSchema.optional() }) },
      },
    },
    async (request) => {
      const { type, type_instance: id, page, per_page: perPage } = request.query;
      const { rows, total } = await pageReviews(app.db, { type, id }, { page, perPage }, request.user?.id ?? null);
      return okPage(rows, pageMeta({ page, perPage }, total));
    },
  );

  app.get(
    '/v2/rating-summary',
    {
      config: { access: 'public', extension: true },
      schema: {
        tags,
        summary: 'Sternverteilung, Durchschnitt, Prüfhinweis (§ 5b UWG) und ob der Besucher bewerten darf',
        querystring: ratingSummaryQuery,
        response: { 200: successSchema(ratingOverviewSchema) },
      },
    },
    async (request) => {
      const { type, type_instance: id } = request.query;
      const user = request.user ? { id: request.user.id, role: request.user.role } : null;
      return ok(await ratingOverview(app.db, { type, id }, user));
    },
  );
};

export default reviewRoutes;
