import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { MODERATION_CATEGORIES, MODERATION_TARGET_TYPES } from '../../db/schema';
import { ok } from '../../http/envelope';
import { NotFoundError } from '../../http/errors';
import { ANONYMOUS_CATEGORIES, CATEGORY_LABELS, MESSAGES, TARGET_LABELS } from './messages';
import { decisionBody, operatorListQuery, reportBody, reportIdParams, reviewBody } from './schemas';
import { createReport, decideReport, listReports, operatorReport, reportForUser, startReview } from './service';
import { operatorReportResponse, reportCategoriesResponse, reportListResponse, reportResponse } from './wire';
import { signedInUserId } from '../../plugins/access';

const tags = ['Meldungen (DSA)'];

/**
 * Notice and action (Art. 16, 17 DSA). Anyone reports; the operator's script (`api/scripts/moderation.mjs`) lists
 * and decides through the `/moderation/operator/…` calls, which need the header `x-operator-key`
 * (MODERATION_OPERATOR_KEY) and answer 404 without it, so they reveal nothing.
 */
const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  const operatorOnly = async (request: FastifyRequest) => {
    const key = app.appConfig.moderationOperatorKey;
    const given = request.headers['x-operator-key'];
    const valid =
      key !== null && typeof given === 'string' && given.length === key.length && timingSafeEqual(Buffer.from(given), Buffer.from(key));
    if (!valid) throw new NotFoundError('Nicht gefunden.');
  };

  app.get(
    '/moderation/categories',
    {
      config: { access: 'public', extension: true },
      schema: { tags, summary: 'Gründe einer Meldung und meldbare Inhalte', response: { 200: reportCategoriesResponse } },
    },
    async () =>
      ok({
        categories: MODERATION_CATEGORIES.map((value) => ({
          value,
          label: CATEGORY_LABELS[value],
          anonymous_allowed: ANONYMOUS_CATEGORIES.includes(value),
        })),
        target_types: MODERATION_TARGET_TYPES.map((value) => ({ value, label: TARGET_LABELS[value] })),
      }),
  );

  app.post(
    '/moderation/reports',
    {
      config: { access: 'public', extension: true },
      schema: {
        tags,
        summary: 'Inhalt melden (Art. 16 DSA): Eingangsbestätigung per E-Mail',
        body: reportBody,
        response: { 201: reportResponse },
      },
    },
    async (request, reply) => {
      const result = await createReport(app.db, app.appConfig, request.body, { userId: request.user?.id ?? null, address: request.ip });
      return reply
        .status(201)
        .send(ok(result.report, result.reporterEmail ? MESSAGES.receivedWithReceipt(result.reporterEmail) : MESSAGES.received));
    },
  );

  app.get(
    '/moderation/reports/:id',
    {
      config: { access: 'user', extension: true },
      schema: {
        tags,
        summary: 'Eigene Meldung oder Meldung zum eigenen Inhalt: Stand',
        params: reportIdParams,
        response: { 200: reportResponse },
      },
    },
    async (request) => {
      return ok(await reportForUser(app.db, request.params.id, signedInUserId(request)));
    },
  );

  app.get(
    '/moderation/operator/reports',
    {
      config: { access: 'public', extension: true },
      preHandler: operatorOnly,
      schema: { tags, summary: 'Betreiber: Meldungen auflisten', querystring: operatorListQuery, response: { 200: reportListResponse } },
    },
    async (request) => ok(await listReports(app.db, request.query.status ?? null)),
  );

  app.get(
    '/moderation/operator/reports/:id',
    {
      config: { access: 'public', extension: true },
      preHandler: operatorOnly,
      schema: { tags, summary: 'Betreiber: Meldung mit Verlauf', params: reportIdParams, response: { 200: operatorReportResponse } },
    },
    async (request) => ok(await operatorReport(app.db, request.params.id)),
  );

  app.post(
    '/moderation/operator/reports/:id/review',
    {
      config: { access: 'public', extension: true },
      preHandler: operatorOnly,
      schema: {
        tags,
        summary: 'Betreiber: Prüfung beginnen',
        params: reportIdParams,
        body: reviewBody,
        response: { 200: operatorReportResponse },
      },
    },
    async (request) => ok(await startReview(app.db, request.params.id, request.body.actor), MESSAGES.reviewStarted),
  );

  app.post(
    '/moderation/operator/reports/:id/decision',
    {
      config: { access: 'public', extension: true },
      preHandler: operatorOnly,
      schema: {
        tags,
        summary: 'Betreiber: entscheiden (Begründung an die Betroffenen)',
        params: reportIdParams,
        body: decisionBody,
        response: { 200: operatorReportResponse },
      },
    },
    async (request) => ok(await decideReport(app.db, app.appConfig, request.params.id, request.body), MESSAGES.decided),
  );
};

export default moderationRoutes;
