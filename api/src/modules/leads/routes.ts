import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, successSchema } from '../../http/envelope';
import { pagedRouteGroup, routeGroup } from '../../http/route-group';
import { readPage } from '../../http/pagination';
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

/** Lead routes with questions and answer options, and calls to action (spec 02 §7); provider only, own rows only. */
const leadRouteRoutes: FastifyPluginAsyncZod = async (app) => {
  const provider = { access: 'provider' as const };
  const extension = { access: 'provider' as const, extension: true };

  // --- routes ---
  const providerLists = pagedRouteGroup(app, { tags: routeTags, config: provider });

  providerLists({
    method: 'GET',
    url: '/api/lead_routes',
    summary: 'Meine Lead-Routen, die neuesten zuerst',
    querystring: listQuery,
    item: leadRouteSchema,
    handler: async (request) => {
      return readPage(request.query, (page) => service.listRoutes(app.db, signedInUserId(request), page));
    },
  });
  const routeProvider = routeGroup(app, { tags: routeTags, config: provider });

  routeProvider({
    method: 'POST',
    url: '/api/lead_routes',
    summary: 'Lead-Route anlegen (Status draft)',
    body: leadRouteBody,
    data: leadRouteSchema,
    status: 201,
    message: 'Die Anfragestrecke wurde angelegt.',
    handler: async (request) => service.createRoute(app.db, signedInUserId(request), request.body),
  });
  routeProvider({
    method: 'POST',
    url: '/api/lead_routes_update',
    summary: 'Lead-Route ändern',
    body: leadRouteUpdateBody,
    data: leadRouteSchema,
    message: 'Die Anfragestrecke wurde gespeichert.',
    handler: async (request) => {
      const { id, ...input } = request.body;
      return service.updateRoute(app.db, signedInUserId(request), id, input);
    },
  });
  routeProvider({
    method: 'DELETE',
    url: '/api/deleteLeadRoute/:id',
    summary: 'Lead-Route mit ihren Fragen löschen',
    params: idParams,
    data: z.null(),
    message: 'Die Anfragestrecke wurde gelöscht.',
    handler: async (request) => {
      await service.deleteRoute(app.db, signedInUserId(request), request.params.id);
      return null;
    },
  });
  routeProvider({
    method: 'GET',
    url: '/api/getLeadRouteInfo',
    summary: 'Eine Lead-Route',
    querystring: idQuery,
    data: leadRouteSchema,
    handler: async (request) => service.routeInfo(app.db, signedInUserId(request), request.query.id),
  });
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
  providerLists({
    method: 'GET',
    url: '/api/lead_route_questions',
    summary: 'Meine Fragen (optional einer Route), in Reihenfolge',
    querystring: questionsListQuery,
    item: questionSchema,
    handler: async (request) => {
      const { lead_route_id: routeId } = request.query;
      return readPage(request.query, (page) => service.listQuestions(app.db, signedInUserId(request), routeId ? { routeId } : {}, page));
    },
  });
  routeProvider({
    method: 'GET',
    url: '/api/lead_route_question',
    summary: 'Eine Frage mit ihren Antwortmöglichkeiten',
    querystring: questionIdQuery,
    data: questionSchema,
    handler: async (request) => service.questionDetail(app.db, signedInUserId(request), request.query.lead_route_question_id),
  });
  routeProvider({
    method: 'POST',
    url: '/api/lead_route_question',
    summary: 'Frage anlegen (ans Ende)',
    body: questionBody,
    data: questionSchema,
    status: 201,
    message: 'Die Frage wurde angelegt.',
    handler: async (request) => {
      const { lead_route_id: routeId, ...input } = request.body;
      return service.createQuestion(app.db, signedInUserId(request), routeId, input);
    },
  });
  routeProvider({
    method: 'POST',
    url: '/api/lead_route_question_update',
    summary: 'Frage ändern',
    body: questionUpdateBody,
    data: questionSchema,
    message: 'Die Frage wurde gespeichert.',
    handler: async (request) => {
      const { lead_route_question_id: id, ...input } = request.body;
      return service.updateQuestion(app.db, signedInUserId(request), id, input);
    },
  });
  routeProvider({
    method: 'DELETE',
    url: '/api/lead_route_question/:id',
    summary: 'Frage löschen; die übrigen werden neu nummeriert',
    params: idParams,
    data: z.null(),
    message: 'Die Frage wurde gelöscht.',
    handler: async (request) => {
      await service.deleteQuestion(app.db, signedInUserId(request), request.params.id);
      return null;
    },
  });
  const open = routeGroup(app, { tags: routeTags, config: { access: 'public' } });

  open({
    method: 'GET',
    url: '/api/getQuestionsByLeadRoute',
    summary: 'Fragen einer aktiven Route (der Inhaber sieht auch Entwürfe)',
    querystring: routeIdQuery,
    data: z.array(questionSchema),
    handler: async (request) => service.questionsByRoute(app.db, request.user?.id ?? null, request.query.lead_route_id),
  });
  routeProvider({
    method: 'GET',
    url: '/api/lead_route_question_override_positions',
    summary: 'Frage an Position verschieben; alle Fragen der Route werden in einer Transaktion neu nummeriert',
    querystring: questionPositionInput,
    data: z.array(questionSchema),
    message: 'Die Reihenfolge wurde gespeichert.',
    handler: async (request) =>
      service.moveQuestion(app.db, signedInUserId(request), request.query.lead_route_question_id, request.query.position),
  });
  const providerExtension = routeGroup(app, { tags: routeTags, config: extension });

  providerExtension({
    method: 'POST',
    url: '/api/lead_route_question_override_positions',
    summary: 'Wie GET, mit Body',
    body: questionPositionInput,
    data: z.array(questionSchema),
    message: 'Die Reihenfolge wurde gespeichert.',
    handler: async (request) =>
      service.moveQuestion(app.db, signedInUserId(request), request.body.lead_route_question_id, request.body.position),
  });

  // --- answers ---
  routeProvider({
    method: 'GET',
    url: '/api/lead_route_answers',
    summary: 'Antwortmöglichkeiten einer Frage, in Reihenfolge',
    querystring: answersListQuery,
    data: z.array(answerOptionSchema),
    handler: async (request) => service.listAnswers(app.db, signedInUserId(request), request.query.lead_route_question_id),
  });
  routeProvider({
    method: 'GET',
    url: '/api/lead_route_answer',
    summary: 'Eine Antwortmöglichkeit',
    querystring: answerIdQuery,
    data: answerOptionSchema,
    handler: async (request) => service.answerDetail(app.db, signedInUserId(request), request.query.lead_route_answer_id),
  });
  routeProvider({
    method: 'POST',
    url: '/api/lead_route_answer',
    summary: 'Antwortmöglichkeit anlegen (nur Auswahlfragen)',
    body: answerBody,
    data: answerOptionSchema,
    status: 201,
    message: 'Die Antwort wurde angelegt.',
    handler: async (request) =>
      service.createAnswer(app.db, signedInUserId(request), request.body.lead_route_question_id, request.body.answer),
  });
  routeProvider({
    method: 'POST',
    url: '/api/lead_route_answer_update',
    summary: 'Antwortmöglichkeit ändern',
    body: answerUpdateBody,
    data: answerOptionSchema,
    message: 'Die Antwort wurde gespeichert.',
    handler: async (request) =>
      service.updateAnswer(app.db, signedInUserId(request), request.body.lead_route_answer_id, request.body.answer),
  });
  routeProvider({
    method: 'DELETE',
    url: '/api/lead_route_answer/:id',
    summary: 'Antwortmöglichkeit löschen; die übrigen werden neu nummeriert',
    params: idParams,
    data: z.null(),
    message: 'Die Antwort wurde gelöscht.',
    handler: async (request) => {
      await service.deleteAnswer(app.db, signedInUserId(request), request.params.id);
      return null;
    },
  });
  routeProvider({
    method: 'GET',
    url: '/api/lead_route_answer_override_positions',
    summary: 'Antwort an Position verschieben (eine Transaktion)',
    querystring: answerPositionInput,
    data: z.array(answerOptionSchema),
    message: 'Die Reihenfolge wurde gespeichert.',
    handler: async (request) =>
      service.moveAnswer(app.db, signedInUserId(request), request.query.lead_route_answer_id, request.query.position),
  });
  providerExtension({
    method: 'POST',
    url: '/api/lead_route_answer_override_positions',
    summary: 'Wie GET, mit Body',
    body: answerPositionInput,
    data: z.array(answerOptionSchema),
    message: 'Die Reihenfolge wurde gespeichert.',
    handler: async (request) =>
      service.moveAnswer(app.db, signedInUserId(request), request.body.lead_route_answer_id, request.body.position),
  });

  // --- calls to action ---
  const ctaProviderLists = pagedRouteGroup(app, { tags: ctaTags, config: provider });

  ctaProviderLists({
    method: 'GET',
    url: '/api/getCallToActions',
    summary: 'Meine Calls to Action (optional einer Route)',
    querystring: ctaListQuery,
    item: callToActionSchema,
    handler: async (request) => {
      const { lead_route_id: routeId } = request.query;
      return readPage(request.query, (page) => service.listCtas(app.db, signedInUserId(request), routeId ? { routeId } : {}, page));
    },
  });
  const ctaProvider = routeGroup(app, { tags: ctaTags, config: provider });

  ctaProvider({
    method: 'GET',
    url: '/api/getCallToAction/:id',
    summary: 'Ein Call to Action',
    params: idParams,
    data: callToActionSchema,
    handler: async (request) => service.ctaDetail(app.db, signedInUserId(request), request.params.id),
  });
  ctaProvider({
    method: 'POST',
    url: '/api/storeCallToAction',
    summary: 'Call to Action anlegen (Status active|inactive, Standard inactive)',
    body: ctaBody,
    data: callToActionSchema,
    status: 201,
    message: 'Die Aktionsbox wurde angelegt.',
    handler: async (request) => service.createCta(app.db, signedInUserId(request), request.body),
  });
  ctaProvider({
    method: 'POST',
    url: '/api/updateCallToAction',
    summary: 'Call to Action ändern',
    body: ctaUpdateBody,
    data: callToActionSchema,
    message: 'Die Aktionsbox wurde gespeichert.',
    handler: async (request) => {
      const { id, ...input } = request.body;
      return service.updateCta(app.db, signedInUserId(request), id, input);
    },
  });
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
  ctaProvider({
    method: 'DELETE',
    url: '/api/deleteCallToAction/:id',
    summary: 'Call to Action löschen',
    params: idParams,
    data: z.null(),
    message: 'Die Aktionsbox wurde gelöscht.',
    handler: async (request) => {
      await service.deleteCta(app.db, signedInUserId(request), request.params.id);
      return null;
    },
  });
};

export default leadRouteRoutes;
