import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  COMPLAINT_OUTCOMES,
  MODERATION_ACTIONS,
  MODERATION_CATEGORIES,
  MODERATION_GROUND_DETAILS,
  MODERATION_GROUNDS,
  MODERATION_REPORTABLE_TYPES,
  MODERATION_TARGET_TYPES,
} from '../../db/schema/moderation';
import { ok } from '../../http/envelope';
import { created } from '../../http/replies';
import { pagedRouteGroup, routeGroup } from '../../http/route-group';
import { pageOffset, readPage } from '../../http/pagination';
import { idParams } from '../../http/validation';
import { signedInStaff, signedInUserId } from '../../plugins/access';
import {
  complainAsUser,
  complainByLink,
  complaintDetail,
  complaintLinkInfo,
  decideComplaint,
  listComplaints,
  myDecisions,
} from './complaints';
import {
  ACTION_SHORT_LABELS,
  ACTION_TARGETS,
  ANONYMOUS_CATEGORIES,
  CATEGORY_LABELS,
  COMPLAINT_OUTCOME_LABELS,
  GROUND_DETAILS,
  GROUND_SHORT_LABELS,
  MESSAGES,
  TARGET_LABELS,
} from './messages';
import { decideNotice, listNotices, noticeDetail, startReview } from './notices';
import {
  complaintBody,
  complaintDecisionBody,
  complaintDetailSchema,
  complaintItemSchema,
  complaintLinkBody,
  complaintLinkQuery,
  complaintLinkSchema,
  complaintListQuery,
  decisionBody,
  moderationOptionsSchema,
  myDecisionSchema,
  noticeDetailSchema,
  noticeItemSchema,
  noticeListQuery,
  ownComplaintSchema,
  reinstateBody,
  reportBody,
  reportCategoriesResponse,
  reportResponse,
  reviewBody,
  suspendBody,
  suspensionSchema,
  transparencyQuery,
  transparencySchema,
} from './schemas';
import { createReport, reportForUser } from './service';
import { reinstateProvider, suspendProvider } from './suspensions';
import { transparencyCsv, transparencyFigures } from './transparency';

const tags = ['Meldungen (DSA)'];

const adminTags = ['Backoffice: Meldungen und Beschwerden (DSA)'];

/** The signed-in member and the client address, for the audit log. */
function staffActor(request: FastifyRequest) {
  return { member: signedInStaff(request), ip: request.ip };
}

/**
 * Notice and action (Art. 16, 17 DSA), provider suspensions, internal complaints (Art. 20) and the transparency
 * figures (Art. 15/24). Anyone reports; staff decide in the back office (`/admin/…`, `staff:<role>`, every decision
 * in the audit log); the affected user and the reporter complain from their account or the e-mail's link.
 */
const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
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
        target_types: MODERATION_REPORTABLE_TYPES.map((value) => ({ value, label: TARGET_LABELS[value] })),
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
      return created(reply, result.report, result.reporterEmail ? MESSAGES.receivedWithReceipt(result.reporterEmail) : MESSAGES.received);
    },
  );

  app.get(
    '/moderation/reports/:id',
    {
      config: { access: 'user', extension: true },
      schema: {
        tags,
        summary: 'Eigene Meldung oder Meldung zum eigenen Inhalt: Stand',
        params: idParams,
        response: { 200: reportResponse },
      },
    },
    async (request) => {
      return ok(await reportForUser(app.db, request.params.id, signedInUserId(request)));
    },
  );

  // --- complaining (Art. 20 DSA) ---------------------------------------------------------------------------

  const user = routeGroup(app, { tags, config: { access: 'user', extension: true } });
  const everyone = routeGroup(app, { tags, config: { access: 'public', extension: true } });

  user({
    method: 'GET',
    url: '/moderation/my-decisions',
    summary: 'Entscheidungen, die mich betreffen (als Betroffene oder Meldende): Beschwerde möglich bis',
    data: z.array(myDecisionSchema),
    handler: (request) => myDecisions(app.db, signedInUserId(request)),
  });

  user({
    method: 'POST',
    url: '/moderation/complaints',
    summary: 'Beschwerde gegen eine Entscheidung (Art. 20 DSA), sechs Monate ab der Entscheidung',
    body: complaintBody,
    data: ownComplaintSchema,
    status: 201,
    message: MESSAGES.complaintReceived,
    handler: (request) => complainAsUser(app.db, app.appConfig, signedInUserId(request), request.body.case_id, request.body.text),
  });

  everyone({
    method: 'GET',
    url: '/moderation/complaints/link',
    summary: 'Beschwerde über den Link der E-Mail: die Entscheidung',
    querystring: complaintLinkQuery,
    data: complaintLinkSchema,
    handler: (request) => complaintLinkInfo(app.db, request.query.token),
  });

  everyone({
    method: 'POST',
    url: '/moderation/complaints/link',
    summary: 'Beschwerde über den Link der E-Mail einlegen (ohne Konto; höchstens 5 je Adresse und Stunde)',
    body: complaintLinkBody,
    data: ownComplaintSchema,
    status: 201,
    message: MESSAGES.complaintReceived,
    handler: (request) => complainByLink(app.db, app.appConfig, request.body.token, request.body.text, request.ip),
  });

  // --- back office -----------------------------------------------------------------------------------------

  const staff = routeGroup(app, { tags: adminTags, config: { access: 'staff', extension: true } });
  const caseWorkers = routeGroup(app, { tags: adminTags, config: { access: 'staff:trust_safety,support', extension: true } });
  const trustSafety = routeGroup(app, { tags: adminTags, config: { access: 'staff:trust_safety', extension: true } });

  staff({
    method: 'GET',
    url: '/admin/moderation/options',
    summary: 'Listen für Meldungen, Entscheidungen und Beschwerden',
    data: moderationOptionsSchema,
    handler: async () => ({
      categories: MODERATION_CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] })),
      target_types: MODERATION_TARGET_TYPES.map((value) => ({ value, label: TARGET_LABELS[value] })),
      actions: MODERATION_ACTIONS.map((value) => ({
        value,
        label: ACTION_SHORT_LABELS[value],
        target_types: [...ACTION_TARGETS[value]],
      })),
      grounds: MODERATION_GROUNDS.map((value) => ({ value, label: GROUND_SHORT_LABELS[value] })),
      ground_details: MODERATION_GROUND_DETAILS.map((value) => ({
        value,
        label: GROUND_DETAILS[value].label,
        ground: GROUND_DETAILS[value].ground,
      })),
      complaint_outcomes: COMPLAINT_OUTCOMES.map((value) => ({ value, label: COMPLAINT_OUTCOME_LABELS[value] })),
    }),
  });

  pagedRouteGroup(app, { tags: adminTags, config: { access: 'staff:trust_safety,support', extension: true } })({
    method: 'GET',
    url: '/admin/notices',
    summary: 'Meldungen, gemeldete Unterhaltungen und eigene Fälle (offene älteste zuerst)',
    description:
      'Support ohne Trust & Safety sieht nur gemeldete Unterhaltungen (`source = chat_report`). `status=open`: eingegangen oder in Prüfung.',
    querystring: noticeListQuery,
    item: noticeItemSchema,
    handler: (request) => readPage(request.query, (page) => listNotices(app.db, signedInStaff(request), request.query, pageOffset(page))),
  });

  caseWorkers({
    method: 'GET',
    url: '/admin/notices/:id',
    summary: 'Ein Fall mit Verlauf, Beschwerden und (Chat) den letzten Nachrichten',
    params: idParams,
    data: noticeDetailSchema,
    handler: (request) => noticeDetail(app.db, request.params.id, signedInStaff(request)),
  });

  caseWorkers({
    method: 'POST',
    url: '/admin/notices/:id/review',
    summary: 'Prüfung beginnen',
    params: idParams,
    body: reviewBody,
    data: noticeDetailSchema,
    message: MESSAGES.reviewStarted,
    handler: (request) => startReview(app.db, request.params.id, staffActor(request)),
  });

  caseWorkers({
    method: 'POST',
    url: '/admin/notices/:id/decision',
    summary: 'Entscheiden (Begründung an die Betroffenen, Ergebnis an die Meldenden; beide mit Beschwerdelink)',
    params: idParams,
    body: decisionBody,
    data: noticeDetailSchema,
    message: MESSAGES.decided,
    handler: (request) => decideNotice(app.db, app.appConfig, app.providerWithdrawal, request.params.id, request.body, staffActor(request)),
  });

  trustSafety({
    method: 'POST',
    url: '/admin/providers/:id/suspend',
    summary: 'Anbieter sperren (eigener Fall, Begründung nach Art. 17 DSA per E-Mail)',
    params: idParams,
    body: suspendBody,
    data: suspensionSchema,
    message: MESSAGES.suspended,
    handler: (request) =>
      suspendProvider(app.db, app.appConfig, app.providerWithdrawal, request.params.id, request.body, staffActor(request)),
  });

  trustSafety({
    method: 'POST',
    url: '/admin/providers/:id/reinstate',
    summary: 'Sperre eines Anbieters aufheben',
    params: idParams,
    body: reinstateBody,
    data: z.object({ reinstated: z.literal(true) }),
    message: MESSAGES.reinstated,
    handler: (request) =>
      reinstateProvider(app.db, app.appConfig, app.providerWithdrawal, request.params.id, request.body.reason, staffActor(request)),
  });

  pagedRouteGroup(app, { tags: adminTags, config: { access: 'staff:trust_safety', extension: true } })({
    method: 'GET',
    url: '/admin/complaints',
    summary: 'Beschwerden (Art. 20 DSA)',
    querystring: complaintListQuery,
    item: complaintItemSchema,
    handler: (request) => readPage(request.query, (page) => listComplaints(app.db, request.query.status, pageOffset(page))),
  });

  trustSafety({
    method: 'GET',
    url: '/admin/complaints/:id',
    summary: 'Eine Beschwerde mit ihrem Fall',
    params: idParams,
    data: complaintDetailSchema,
    handler: (request) => complaintDetail(app.db, request.params.id),
  });

  trustSafety({
    method: 'POST',
    url: '/admin/complaints/:id/decision',
    summary: 'Über eine Beschwerde entscheiden (eine andere Person als die, die zuerst entschieden hat)',
    params: idParams,
    body: complaintDecisionBody,
    data: complaintItemSchema,
    message: MESSAGES.complaintDecidedMessage,
    handler: (request) =>
      decideComplaint(app.db, app.appConfig, app.providerWithdrawal, request.params.id, request.body, staffActor(request)),
  });

  trustSafety({
    method: 'GET',
    url: '/admin/transparency',
    summary: 'Transparenzzahlen eines Zeitraums (Art. 15/24 DSA), aus den gespeicherten Fällen und dem Audit-Protokoll',
    description: '`date_from`/`date_to`: JJJJ-MM-TT, Berliner Zeit, beide einschließlich.',
    querystring: transparencyQuery,
    data: transparencySchema,
    handler: (request) => transparencyFigures(app.db, request.query.date_from, request.query.date_to),
  });

  app.get(
    '/admin/transparency.csv',
    {
      config: { access: 'staff:trust_safety', extension: true },
      schema: {
        tags: adminTags,
        summary: 'Transparenzzahlen als CSV (UTF-8 mit BOM, Trennzeichen ;)',
        querystring: transparencyQuery,
        response: { 200: { description: 'CSV für deutsche Tabellenkalkulationen', content: { 'text/csv': { schema: z.string() } } } },
      },
    },
    async (request, reply) => {
      const figures = await transparencyFigures(app.db, request.query.date_from, request.query.date_to);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="transparenz-${figures.date_from}-${figures.date_to}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(transparencyCsv(figures) as never);
    },
  );
};

export default moderationRoutes;
