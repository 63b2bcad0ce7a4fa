import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pagedRouteGroup, routeGroup } from '../../http/route-group';
import { readPage } from '../../http/pagination';
import { idParams } from '../../http/validation';
import { signedInStaff } from '../../plugins/access';
import { decideVerification } from '../onboarding/public';
import { listProviders, providerDetail } from './providers';
import { adminProviderDetailSchema, adminProviderListItemSchema, adminProvidersQuery, rejectProviderBody } from './schemas';

const tags = ['Backoffice'];

export const PROVIDER_VERIFIED = 'Die Anbieterangaben sind verifiziert. Der Anbieter wurde per E-Mail informiert.';
export const PROVIDER_REJECTED = 'Die Anbieterangaben wurden abgelehnt. Der Anbieter wurde per E-Mail informiert.';

/**
 * The back office's providers: search, detail and the verification decision (`/admin/providers…`, staff roles; the
 * onboarding decides and writes each decision to the audit log). README „Providers“.
 */
const providerRoutes: FastifyPluginAsyncZod = async (app) => {
  const trustSafetySupportFinanceExtensionLists = pagedRouteGroup(app, {
    tags,
    config: { access: 'staff:trust_safety,support,finance', extension: true },
  });
  const trustSafetySupportFinanceExtension = routeGroup(app, {
    tags,
    config: { access: 'staff:trust_safety,support,finance', extension: true },
  });
  const trustSafetyExtension = routeGroup(app, { tags, config: { access: 'staff:trust_safety', extension: true } });

  trustSafetySupportFinanceExtensionLists({
    method: 'GET',
    url: '/admin/providers',
    summary: 'Anbieter suchen (Firma, E-Mail, Nummer) und nach Stand filtern; eingereichte Angaben zuerst, älteste zuerst',
    querystring: adminProvidersQuery,
    item: adminProviderListItemSchema,
    handler: (request) =>
      readPage(request.query, (page) => listProviders(app.db, { q: request.query.q, status: request.query.status }, page)),
  });

  trustSafetySupportFinanceExtension({
    method: 'GET',
    url: '/admin/providers/:id',
    summary: 'Ein Anbieter: Anbieterangaben, Ausweisdokument (Link für wenige Minuten), Dokumente, Produkte, Bestellungen, Paket, Sperre',
    params: idParams,
    data: adminProviderDetailSchema,
    handler: async (request) => {
      // Finance reads a provider for payouts and commission; the ID document stays with trust & safety and support.
      const roles = signedInStaff(request).roles;
      const idDocument = roles.some((role) => role === 'admin' || role === 'trust_safety' || role === 'support');
      return providerDetail(app.db, app.appConfig, request.params.id, { idDocument });
    },
  });

  trustSafetyExtension({
    method: 'POST',
    url: '/admin/providers/:id/verify',
    summary: 'Eingereichte Anbieterangaben verifizieren (E-Mail an den Anbieter, Eintrag im Audit-Protokoll)',
    params: idParams,
    data: adminProviderDetailSchema,
    message: PROVIDER_VERIFIED,
    handler: async (request) => {
      const member = signedInStaff(request);
      await decideVerification(app.db, app.appConfig, request.params.id, { decision: 'verify' }, { staff: member, ip: request.ip });
      return providerDetail(app.db, app.appConfig, request.params.id);
    },
  });

  trustSafetyExtension({
    method: 'POST',
    url: '/admin/providers/:id/reject',
    summary: 'Eingereichte Anbieterangaben mit Grund ablehnen (der Grund geht per E-Mail an den Anbieter)',
    params: idParams,
    body: rejectProviderBody,
    data: adminProviderDetailSchema,
    message: PROVIDER_REJECTED,
    handler: async (request) => {
      const member = signedInStaff(request);
      await decideVerification(
        app.db,
        app.appConfig,
        request.params.id,
        { decision: 'reject', reason: request.body.reason },
        { staff: member, ip: request.ip },
      );
      return providerDetail(app.db, app.appConfig, request.params.id);
    },
  });
};

export default providerRoutes;
