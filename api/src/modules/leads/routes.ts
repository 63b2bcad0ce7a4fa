import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okPage, pageSuccessSchema, successSchema } from '../../http/envelope';
import { pageMeta } from '../../http/pagination';
import { idParams, idQuery } from '../../http/validation';
import {
  answerBody,
  answerIdQuery,
  answerOptionSchema,
  callToActionSchema,
  answerPositionInput,
  answersListQuery,
  answerUpdateBody,
  ctaBody,
  ctaListQuery,
  ctaStatusBody,
  ctaUpdateBody,
  leadRouteBody,
  leadRouteSchema,
  leadRouteUpdateBody,
  listQuery,
  questionBody,
  questionIdQuery,
  questionPositionInput,
  questionSchema,
  questionsListQuery,
  questionUpdateBody,
  routeIdQuery,
  routeStatusBody,
} from './schemas';
import { z } from 'zod';
import * as service from './routes-service';
import { signedInUserId } from '../../plugins/access';

const routeTags = ['Lead-Routen'];
const ctaTags = ['Calls to Action'];

const page = (query: { page: number; per_page: number }) => ({ page: query.page, perPage: query.per_page });

/** Lead routes with questions and answer options, and calls to action (spec 02 §7); provider only, own rows only. */
const leadRouteRoutes: FastifyPluginAsyncZod = async (app) => {
  const provider = { access: 'provider' as const };
  const extension = { access: 'provider' as const, extension: true };

  // --- routes ---
  app.get(
    '/api/lead_routes',
    {
      config: provider,
      schema: {
        tags: routeTags,
        summary: 'Meine Lead-Routen, die neuesten zuerst',
        querystring: listQuery,
        response: { 200: pageSuccessSchema(leadRouteSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await service.listRoutes(app.db, signedInUserId(request), page(request.query));
      return okPage(rows, pageMeta(page(request.query), total));
    },
  );
  app.post(
    '/api/lead_routes',
    {
      config: provider,
      schema: {
        tags: routeTags,
        summary: 'Lead-Route anlegen (Status draft)',
        body: leadRouteBody,
        response: { 201: successSchema(leadRouteSchema) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(ok(await service.createRoute(app.db, signedInUserId(request), request.body), 'Die Anfragestrecke wurde angelegt.')),
  );
  app.post(
    '/api/lead_routes_update',
    {
      config: provider,
      schema: {
        tags: routeTags,
        summary: 'Lead-Route ändern',
        body: leadRouteUpdateBody,
        response: { 200: successSchema(leadRouteSchema) },
      },
    },
    async (request) => {
      const { id, ...input } = request.body;
      return ok(await service.updateRoute(app.db, signedInUserId(request), id, input), 'Die Anfragestrecke wurde gespeichert.');
    },
  );
  app.delete(
    '/api/deleteLeadRoute/:id',
    {
      config: provider,
      schema: {
        tags: routeTags,
        summary: 'Lead-Route mit ihren Fragen löschen',
        params: idParams,
        response: { 200: successSchema(z.null()) },
      },
    },
    async (request) => {
      await service.deleteRoute(app.db, signedInUserId(request), request.params.id);
      return ok(null, 'Die Anfragestrecke wurde gelöscht.');
    },
  );
  app.get(
    '/api/getLeadRouteInfo',
    {
      config: provider,
      schema: { tags: routeTags, summary: 'Eine Lead-Route', querystring: idQuery, response: { 200: successSchema(leadRouteSchema) } },
    },
    async (request) => ok(await service.routeInfo(app.db, signedInUserId(request), request.query.id)),
  );
  app.post(
    '/api/changeLeadRouteStatus',
    {
      config: provider,
      schema: {
        tags: routeTags,
        summary: 'Status: draft → active ⇄ inactive; aktiv nur mit Fragen (Auswahlfragen mit ≥ 2 Antworten)',
        body: routeStatusBody,
        response: { 200: successSchema(leadRouteSchema) },
      },
    },
    async (request) => {
      const route = await service.changeRouteStatus(app.db, signedInUserId(request), request.body.id, request.body.status);
      return ok(route, route.status === 'active' ? 'Die Anfragestrecke ist jetzt aktiv.' : 'Die Anfragestrecke ist jetzt inaktiv.');
    },
  );

  // --- questions ---
  app.get(
    '/api/lead_route_questions',
    {
      config: provider,
      schema: {
        tags: routeTags,
        summary: 'Meine Fragen (optional einer Route), in Reihenfolge',
        querystring: questionsListQuery,
        response: { 200: pageSuccessSchema(questionSchema) },
      },
    },
    async (request) => {
      const { lead_route_id: routeId } = request.query;
      const { rows, total } = await service.listQuestions(app.db, signedInUserId(request), routeId ? { routeId } : {}, page(request.query));
      return okPage(rows, pageMeta(page(request.query), total));
    },
  );
  app.get(
    '/api/lead_route_question',
    {
      config: provider,
      schema: {
        tags: routeTags,
        summary: 'Eine Frage mit ihren Antwortmöglichkeiten',
        querystring: questionIdQuery,
        response: { 200: successSchema(questionSchema) },
      },
    },
    async (request) => ok(await service.questionDetail(app.db, signedInUserId(request), request.query.lead_route_question_id)),
  );
  app.post(
    '/api/lead_route_question',
    {
      config: provider,
      schema: {
        tags: routeTags,
        summary: 'Frage anlegen (ans Ende)',
        body: questionBody,
        response: { 201: successSchema(questionSchema) },
      },
    },
    async (request, reply) => {
      const { lead_route_id: routeId, ...input } = request.body;
      return reply
        .status(201)
        .send(ok(await service.createQuestion(app.db, signedInUserId(request), routeId, input), 'Die Frage wurde angelegt.'));
    },
  );
  app.post(
    '/api/lead_route_question_update',
    {
      config: provider,
      schema: { tags: routeTags, summary: 'Frage ändern', body: questionUpdateBody, response: { 200: successSchema(questionSchema) } },
    },
    async (request) => {
      const { lead_route_question_id: id, ...input } = request.body;
      return ok(await service.updateQuestion(app.db, signedInUserId(request), id, input), 'Die Frage wurde gespeichert.');
    },
  );
  app.delete(
    '/api/lead_route_question/:id',
    {
      config: provider,
      schema: {
        tags: routeTags,
        summary: 'Frage löschen; die übrigen werden neu nummeriert',
        params: idParams,
        response: { 200: successSchema(z.null()) },
      },
    },
    async (request) => {
      await service.deleteQuestion(app.db, signedInUserId(request), request.params.id);
      return ok(null, 'Die Frage wurde gelöscht.');
    },
  );
  app.get(
    '/api/getQuestionsByLeadRoute',
    {
      config: { access: 'public' },
      schema: {
        tags: routeTags,
        summary: 'Fragen einer aktiven Route (der Inhaber sieht auch Entwürfe)',
        querystring: routeIdQuery,
        response: { 200: successSchema(z.array(questionSchema)) },
      },
    },
    async (request) => ok(await service.questionsByRoute(app.db, request.user?.id ?? null, request.query.lead_route_id)),
  );
  app.get(
    '/api/lead_route_question_override_positions',
    {
      config: provider,
      schema: {
        tags: routeTags,
        summary: 'Frage an Position verschieben; alle Fragen der Route werden in einer Transaktion neu nummeriert',
        querystring: questionPositionInput,
        response: { 200: successSchema(z.array(questionSchema)) },
      },
    },
    async (request) =>
      ok(
        await service.moveQuestion(app.db, signedInUserId(request), request.query.lead_route_question_id, request.query.position),
        'Die Reihenfolge wurde gespeichert.',
      ),
  );
  app.post(
    '/api/lead_route_question_override_positions',
    {
      config: extension,
      schema: {
        tags: routeTags,
        summary: 'Wie GET, mit Body',
        body: questionPositionInput,
        response: { 200: successSchema(z.array(questionSchema)) },
      },
    },
    async (request) =>
      ok(
        await service.moveQuestion(app.db, signedInUserId(request), request.body.lead_route_question_id, request.body.position),
        'Die Reihenfolge wurde gespeichert.',
      ),
  );

  // --- answers ---
  app.get(
    '/api/lead_route_answers',
    {
      config: provider,
      schema: {
        tags: routeTags,
        summary: 'Antwortmöglichkeiten einer Frage, in Reihenfolge',
        querystring: answersListQuery,
        response: { 200: successSchema(z.array(answerOptionSchema)) },
      },
    },
    async (request) => ok(await service.listAnswers(app.db, signedInUserId(request), request.query.lead_route_question_id)),
  );
  app.get(
    '/api/lead_route_answer',
    {
      config: provider,
      schema: {
        tags: routeTags,
        summary: 'Eine Antwortmöglichkeit',
        querystring: answerIdQuery,
        response: { 200: successSchema(answerOptionSchema) },
      },
    },
    async (request) => ok(await service.answerDetail(app.db, signedInUserId(request), request.query.lead_route_answer_id)),
  );
  app.post(
    '/api/lead_route_answer',
    {
      config: provider,
      schema: {
        tags: routeTags,
        summary: 'Antwortmöglichkeit anlegen (nur Auswahlfragen)',
        body: answerBody,
        response: { 201: successSchema(answerOptionSchema) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          ok(
            await service.createAnswer(app.db, signedInUserId(request), request.body.lead_route_question_id, request.body.answer),
            'Die Antwort wurde angelegt.',
          ),
        ),
  );
  app.post(
    '/api/lead_route_answer_update',
    {
      config: provider,
      schema: {
        tags: routeTags,
        summary: 'Antwortmöglichkeit ändern',
        body: answerUpdateBody,
        response: { 200: successSchema(answerOptionSchema) },
      },
    },
    async (request) =>
      ok(
        await service.updateAnswer(app.db, signedInUserId(request), request.body.lead_route_answer_id, request.body.answer),
        'Die Antwort wurde gespeichert.',
      ),
  );
  app.delete(
    '/api/lead_route_answer/:id',
    {
      config: provider,
      schema: {
        tags: routeTags,
        summary: 'Antwortmöglichkeit löschen; die übrigen werden neu nummeriert',
        params: idParams,
        response: { 200: successSchema(z.null()) },
      },
    },
    async (request) => {
      await service.deleteAnswer(app.db, signedInUserId(request), request.params.id);
      return ok(null, 'Die Antwort wurde gelöscht.');
    },
  );
  app.get(
    '/api/lead_route_answer_override_positions',
    {
      config: provider,
      schema: {
        tags: routeTags,
        summary: 'Antwort an Position verschieben (eine Transaktion)',
        querystring: answerPositionInput,
        response: { 200: successSchema(z.array(answerOptionSchema)) },
      },
    },
    async (request) =>
      ok(
        await service.moveAnswer(app.db, signedInUserId(request), request.query.lead_route_answer_id, request.query.position),
        'Die Reihenfolge wurde gespeichert.',
      ),
  );
  app.post(
    '/api/lead_route_answer_override_positions',
    {
      config: extension,
      schema: {
        tags: routeTags,
        summary: 'Wie GET, mit Body',
        body: answerPositionInput,
        response: { 200: successSchema(z.array(answerOptionSchema)) },
      },
    },
    async (request) =>
      ok(
        await service.moveAnswer(app.db, signedInUserId(request), request.body.lead_route_answer_id, request.body.position),
        'Die Reihenfolge wurde gespeichert.',
      ),
  );

  // --- calls to action ---
  app.get(
    '/api/getCallToActions',
    {
      config: provider,
      schema: {
        tags: ctaTags,
        summary: 'Meine Calls to Action (optional einer Route)',
        querystring: ctaListQuery,
        response: { 200: pageSuccessSchema(callToActionSchema) },
      },
    },
    async (request) => {
      const { lead_route_id: routeId } = request.query;
      const { rows, total } = await service.listCtas(app.db, signedInUserId(request), routeId ? { routeId } : {}, page(request.query));
      return okPage(rows, pageMeta(page(request.query), total));
    },
  );
  app.get(
    '/api/getCallToAction/:id',
    {
      config: provider,
      schema: { tags: ctaTags, summary: 'Ein Call to Action', params: idParams, response: { 200: successSchema(callToActionSchema) } },
    },
    async (request) => ok(await service.ctaDetail(app.db, signedInUserId(request), request.params.id)),
  );
  app.post(
    '/api/storeCallToAction',
    {
      config: provider,
      schema: {
        tags: ctaTags,
        summary: 'Call to Action anlegen (Status active|inactive, Standard inactive)',
        body: ctaBody,
        response: { 201: successSchema(callToActionSchema) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(ok(await service.createCta(app.db, signedInUserId(request), request.body), 'Die Aktionsbox wurde angelegt.')),
  );
  app.post(
    '/api/updateCallToAction',
    {
      config: provider,
      schema: {
        tags: ctaTags,
        summary: 'Call to Action ändern',
        body: ctaUpdateBody,
        response: { 200: successSchema(callToActionSchema) },
      },
    },
    async (request) => {
      const { id, ...input } = request.body;
      return ok(await service.updateCta(app.db, signedInUserId(request), id, input), 'Die Aktionsbox wurde gespeichert.');
    },
  );
  app.post(
    '/changeStatusOfCallToAction',
    {
      config: provider,
      schema: {
        tags: ctaTags,
        summary: 'Status setzen: active (sichtbar) oder inactive (verborgen)',
        body: ctaStatusBody,
        response: { 200: successSchema(callToActionSchema) },
      },
    },
    async (request) => {
      const cta = await service.changeCtaStatus(app.db, signedInUserId(request), request.body.id, request.body.status);
      return ok(cta, cta.status === 'active' ? 'Die Aktionsbox ist jetzt sichtbar.' : 'Die Aktionsbox ist jetzt ausgeblendet.');
    },
  );
  app.delete(
    '/api/deleteCallToAction/:id',
    {
      config: provider,
      schema: { tags: ctaTags, summary: 'Call to Action löschen', params: idParams, response: { 200: successSchema(z.null()) } },
    },
    async (request) => {
      await service.deleteCta(app.db, signedInUserId(request), request.params.id);
      return ok(null, 'Die Aktionsbox wurde gelöscht.');
    },
  );
};

export default leadRouteRoutes;
