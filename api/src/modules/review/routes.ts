import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REVIEW_REPORT_REASONS } from '../../db/schema/review';
import { z } from 'zod';
import { okPage, pageMetaSchema, successSchema } from '../../http/envelope';
import { routeGroup } from '../../http/route-group';
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
  const customer = routeGroup(app, { tags, config: { access: 'customer' } });
  const openExtension = routeGroup(app, { tags, config: { access: 'public', extension: true } });

  for (const path of ['/v2/sendProductReview2', '/v2/sendProductReview']) {
    customer({
      method: 'POST',
      url: path,
      summary: 'Produkt bewerten (nur Käufer; eine Bewertung je Produkt; `product_id` als Zahl)',
      body: sendReviewBody,
      data: presentedReviewSchema,
      message: MESSAGES.created,
      handler: (request) => createReview(app.db, signedInUser(request).id, request.body),
    });
  }

  customer({
    method: 'POST',
    url: '/v2/rating',
    summary: 'Bewertung anlegen (`type: product`, `type_instance` = Produkt-ID als Zahl)',
    body: ratingBody,
    data: presentedReviewSchema,
    message: MESSAGES.created,
    handler: (request) => {
      const { type_instance: productId, type: _type, ...fields } = request.body;
      return createReview(app.db, signedInUser(request).id, { ...fields, product_id: productId });
    },
  });

  customer({
    method: 'POST',
    url: '/v2/updateProductReview',
    summary: 'Eigene Bewertung ändern (`id` als Zahl)',
    body: updateReviewBody,
    data: presentedReviewSchema,
    message: MESSAGES.updated,
    handler: (request) => {
      const { id, ...fields } = request.body;
      return updateReview(app.db, signedInUser(request).id, id, fields);
    },
  });

  customer({
    method: 'PUT',
    url: '/v2/rating/:id',
    summary: 'Eigene Bewertung ändern',
    params: idParams,
    body: changeRatingBody,
    data: presentedReviewSchema,
    message: MESSAGES.updated,
    handler: (request) => updateReview(app.db, signedInUser(request).id, request.params.id, request.body),
  });

  for (const path of ['/v2/deleteProductReview/:id', '/v2/rating/:id']) {
    customer({
      method: 'DELETE',
      url: path,
      summary: 'Eigene Bewertung löschen',
      params: idParams,
      data: deletedReviewSchema,
      message: MESSAGES.deleted,
      handler: (request) => deleteReview(app.db, signedInUser(request).id, request.params.id),
    });
  }

  const user = routeGroup(app, { tags, config: { access: 'user' } });
  for (const path of ['/sendProductRatingReport', '/v2/rating-report']) {
    user({
      method: 'POST',
      url: path,
      summary: 'Bewertung melden (Grund aus /v2/rating-report-reasons; bei „other“ eine Beschreibung)',
      body: reportBody,
      data: reviewReportSchema,
      message: MESSAGES.reported,
      handler: (request) => {
        const { id, role } = signedInUser(request);
        return reportReview(app.db, app.appConfig, { id, role }, request.body);
      },
    });
  }

  openExtension({
    method: 'GET',
    url: '/v2/rating-report-reasons',
    summary: 'Gründe für die Meldung einer Bewertung',
    data: z.array(z.object({ value: z.enum(REVIEW_REPORT_REASONS), label: z.string() })),
    handler: async () => REVIEW_REPORT_REASONS.map((value) => ({ value, label: REPORT_REASON_LABELS[value] })),
  });

  // A page of reviews whose `meta` is optional in the contract: outside the group's envelope.
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

  openExtension({
    method: 'GET',
    url: '/v2/rating-summary',
    summary: 'Sternverteilung, Durchschnitt, Prüfhinweis (§ 5b UWG) und ob der Besucher bewerten darf',
    querystring: ratingSummaryQuery,
    data: ratingOverviewSchema,
    handler: (request) => {
      const { type, type_instance: id } = request.query;
      const user = request.user ? { id: request.user.id, role: request.user.role } : null;
      return ratingOverview(app.db, { type, id }, user);
    },
  });
};

export default reviewRoutes;
