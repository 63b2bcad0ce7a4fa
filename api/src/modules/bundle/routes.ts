import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BundleRequestStatus } from '../../db/schema/bundle';
import { z } from 'zod';
import { ok, successSchema } from '../../http/envelope';
import { pagedRouteGroup, routeGroup } from '../../http/route-group';
import { NotFoundError } from '../../http/errors';
import { readPage } from '../../http/pagination';
import { idParams } from '../../http/validation';
import {
  activeQuery,
  bundleBody,
  bundlePartnerSchema,
  bundleProductChoiceSchema,
  bundleRequestCountSchema,
  bundleRequestSchema,
  bundleSchema,
  bundleUpdateBody,
  bundleWithRequestsSchema,
  confirmBody,
  inactivateBody,
  keywordQuery,
  listQuery,
  providerProductsQuery,
  reasonBody,
  requestIdQuery,
} from './schemas';
import {
  activeBundlesOf,
  isOtherProvider,
  listRequests,
  productsOf,
  providerList,
  publicBundles,
  requestCount,
  requestDetail,
  type RequestScope,
} from './present';
import { changeRequestStatus } from './requests';
import { createBundle, updateBundle } from './service';
import { signedInUserId } from '../../plugins/access';

const tags = ['Bundles'];

/** Bundle requests between providers and the marketplace's bundle section (spec 02 §7 "Bundles"). */
const bundleRoutes: FastifyPluginAsyncZod = async (app) => {
  const provider = { access: 'provider' as const };
  const providerLists = pagedRouteGroup(app, { tags, config: provider });

  const lists: { path: string; summary: string; scope: RequestScope; statuses?: BundleRequestStatus[]; excludeDeleted?: boolean }[] = [
    { path: '/allBundleIncomingRequests', summary: 'Anfragen an mich (ohne gelöschte)', scope: 'incoming', excludeDeleted: true },
    { path: '/allBundleOutgoingRequests', summary: 'Von mir gesendete Anfragen (ohne gelöschte)', scope: 'outgoing', excludeDeleted: true },
    { path: '/allBundleRequests', summary: 'Alle Anfragen beider Richtungen (ohne gelöschte)', scope: 'both', excludeDeleted: true },
    { path: '/getAllDeletedRequests', summary: 'Gelöschte Anfragen', scope: 'both', statuses: ['deleted'] },
    { path: '/getAllInactivatedRequests', summary: 'Deaktivierte Anfragen', scope: 'both', statuses: ['inactivated'] },
  ];
  for (const list of lists) {
    providerLists({
      method: 'GET',
      url: list.path,
      summary: list.summary,
      querystring: listQuery,
      item: bundleRequestSchema,
      handler: (request) => {
        const filter = {
          scope: list.scope,
          ...(list.statuses ? { statuses: list.statuses } : {}),
          ...(list.excludeDeleted ? { excludeDeleted: true } : {}),
        };
        return readPage(request.query, (page) => listRequests(app.db, app.appConfig, signedInUserId(request), filter, page));
      },
    });
  }

  for (const [path, scope] of [
    ['/incomingBundleRequests', 'incoming'],
    ['/outgoingBundleRequests', 'outgoing'],
  ] as const) {
    app.get(
      path,
      {
        config: { ...provider, extension: true },
        schema: {
          tags,
          summary: `Die fünf neuesten offenen Anfragen (${scope === 'incoming' ? 'eingehend' : 'ausgehend'})`,
          response: { 200: successSchema(z.array(bundleRequestSchema)) },
        },
      },
      async (request) => {
        const { rows } = await listRequests(
          app.db,
          app.appConfig,
          signedInUserId(request),
          { scope, statuses: ['requested'] },
          { page: 1, perPage: 5 },
        );
        return ok(rows);
      },
    );
  }

  providerLists({
    method: 'GET',
    url: '/activeBundleRequests',
    summary: 'Aktive (bestätigte) oder mit status=inactive deaktivierte Anfragen',
    querystring: activeQuery,
    item: bundleRequestSchema,
    handler: (request) => {
      const statuses: BundleRequestStatus[] = request.query.status === 'inactive' ? ['inactivated'] : ['confirmed'];
      return readPage(request.query, (page) =>
        listRequests(app.db, app.appConfig, signedInUserId(request), { scope: 'both', statuses }, page),
      );
    },
  });

  providerLists({
    method: 'GET',
    url: '/getAllBundleProducts',
    summary: 'Verkäufliche Produktsets, an denen ich beteiligt bin',
    querystring: listQuery,
    item: bundleSchema,
    handler: (request) => readPage(request.query, (page) => activeBundlesOf(app.db, app.appConfig, signedInUserId(request), page)),
  });

  const providerRoute = routeGroup(app, { tags, config: provider });

  providerRoute({
    method: 'GET',
    url: '/bundleProductsRequestCount',
    summary: 'Offene Anfragen (Badge: incoming)',
    data: bundleRequestCountSchema,
    handler: (request) => requestCount(app.db, signedInUserId(request)),
  });

  providerRoute({
    method: 'GET',
    url: '/sendorBundleRequestDetail',
    summary: 'Eine Anfrage mit dem ganzen Produktset',
    querystring: requestIdQuery,
    data: bundleRequestSchema,
    handler: (request) => requestDetail(app.db, app.appConfig, signedInUserId(request), request.query.bundle_provider_request_id),
  });

  const statusMessages = {
    confirmed: 'Die Produktset-Anfrage wurde bestätigt.',
    rejected: 'Die Produktset-Anfrage wurde abgelehnt.',
    inactivated: 'Das Produktset wurde deaktiviert.',
  };

  providerRoute({
    method: 'POST',
    url: '/confirmUpdateStatusRequest',
    summary: 'Anfrage bestätigen (Standard), ablehnen oder deaktivieren; E-Mail an die andere Seite',
    body: confirmBody,
    data: bundleRequestSchema,
    message: (_updated, request) => statusMessages[request.body.status],
    handler: (request) => {
      const { bundle_provider_request_id: id, status, reason } = request.body;
      return changeRequestStatus(app.db, app.appConfig, signedInUserId(request), id, status, { reason: reason ?? null, mail: true });
    },
  });

  providerRoute({
    method: 'DELETE',
    url: '/deleteConfirmBundleRequest/:id',
    summary: 'Anfrage löschen (ohne E-Mail)',
    params: idParams,
    data: bundleRequestSchema,
    message: 'Die Produktset-Anfrage wurde gelöscht.',
    handler: (request) =>
      changeRequestStatus(app.db, app.appConfig, signedInUserId(request), request.params.id, 'deleted', { mail: false }),
  });

  providerRoute({
    method: 'POST',
    url: '/sendMailForDeleteRequest/:id',
    summary: 'Anfrage löschen und die andere Seite per E-Mail informieren',
    params: idParams,
    body: reasonBody,
    data: bundleRequestSchema,
    message: 'Die Produktset-Anfrage wurde gelöscht und der Partner informiert.',
    handler: (request) =>
      changeRequestStatus(app.db, app.appConfig, signedInUserId(request), request.params.id, 'deleted', {
        reason: request.body?.reason ?? null,
        mail: true,
      }),
  });

  providerRoute({
    method: 'POST',
    url: '/sendMailForInactivatedRequest',
    summary: 'Bestätigte Anfrage deaktivieren und die andere Seite per E-Mail informieren',
    body: inactivateBody,
    data: bundleRequestSchema,
    message: 'Das Produktset wurde deaktiviert und der Partner informiert.',
    handler: (request) =>
      changeRequestStatus(app.db, app.appConfig, signedInUserId(request), request.body.bundle_provider_request_id, 'inactivated', {
        reason: request.body.reason ?? null,
        mail: true,
      }),
  });

  providerLists({
    method: 'GET',
    url: '/getAllProviderLists',
    summary: 'Andere Anbieter mit aktiven Produkten (Partner für ein Produktset)',
    querystring: keywordQuery,
    item: bundlePartnerSchema,
    handler: (request) => readPage(request.query, (page) => providerList(app.db, signedInUserId(request), request.query.keyword, page)),
  });

  providerLists({
    method: 'GET',
    url: '/getAllProductsByProvider',
    summary: 'Aktive Produkte eines anderen Anbieters mit Varianten',
    querystring: providerProductsQuery,
    item: bundleProductChoiceSchema,
    handler: async (request) => {
      const me = signedInUserId(request);
      if (!(await isOtherProvider(app.db, me, request.query.provider_id))) throw new NotFoundError('Der Anbieter wurde nicht gefunden.');
      return readPage(request.query, (page) => productsOf(app.db, app.appConfig, request.query.provider_id, request.query.keyword, page));
    },
  });

  providerLists({
    method: 'GET',
    url: '/getAllProductsForBundle',
    summary: 'Meine aktiven Produkte mit Varianten',
    querystring: keywordQuery,
    item: bundleProductChoiceSchema,
    handler: (request) =>
      readPage(request.query, (page) => productsOf(app.db, app.appConfig, signedInUserId(request), request.query.keyword, page)),
  });

  providerRoute({
    method: 'POST',
    url: '/createBundleProductsRequest',
    summary: 'Produktset anlegen und die anderen Anbieter anfragen',
    body: bundleBody,
    data: bundleWithRequestsSchema,
    status: 201,
    message: 'Das Produktset wurde angelegt und die Anfragen wurden gesendet.',
    handler: (request) => createBundle(app.db, app.appConfig, signedInUserId(request), request.body),
  });

  providerRoute({
    method: 'POST',
    url: '/outgoingRequestBundleProductsUpdate',
    summary: 'Eigenes Produktset ändern; alle Anfragen gehen zurück auf requested',
    body: bundleUpdateBody,
    data: bundleWithRequestsSchema,
    message: 'Das Produktset wurde geändert; die Partner wurden erneut angefragt.',
    handler: (request) => {
      const { bundle_id: bundleId, ...input } = request.body;
      return updateBundle(app.db, app.appConfig, signedInUserId(request), bundleId, input);
    },
  });

  pagedRouteGroup(app, { tags, config: { access: 'public' } })({
    method: 'GET',
    url: '/v2/getBundleProducts',
    summary: 'Verkäufliche Produktsets für den Marktplatz',
    querystring: listQuery,
    item: bundleSchema,
    handler: (request) => readPage(request.query, (page) => publicBundles(app.db, app.appConfig, page)),
  });
};

export default bundleRoutes;
