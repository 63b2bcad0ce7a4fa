import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okPage, pageSuccessSchema, successSchema } from '../../http/envelope';
import { pageMeta } from '../../http/pagination';
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
  app.get(
    '/admin/providers',
    {
      config: { access: 'staff:trust_safety,support,finance', extension: true },
      schema: {
        tags,
        summary: 'Anbieter suchen (Firma, E-Mail, Nummer) und nach Stand filtern; eingereichte Angaben zuerst, älteste zuerst',
        querystring: adminProvidersQuery,
        response: { 200: pageSuccessSchema(adminProviderListItemSchema) },
      },
    },
    async (request) => {
      const page = { page: request.query.page, perPage: request.query.per_page };
      const { rows, total } = await listProviders(app.db, { q: request.query.q, status: request.query.status }, page);
      return okPage(rows, pageMeta(page, total));
    },
  );

  app.get(
    '/admin/providers/:id',
    {
      config: { access: 'staff:trust_safety,support,finance', extension: true },
      schema: {
        tags,
        summary:
          'Ein Anbieter: Anbieterangaben, Ausweisdokument (Link für wenige Minuten), Dokumente, Produkte, Bestellungen, Paket, Sperre',
        params: idParams,
        response: { 200: successSchema(adminProviderDetailSchema) },
      },
    },
    async (request) => {
      // Finance reads a provider for payouts and commission; the ID document stays with trust & safety and support.
      const roles = signedInStaff(request).roles;
      const idDocument = roles.some((role) => role === 'admin' || role === 'trust_safety' || role === 'support');
      return ok(await providerDetail(app.db, app.appConfig, request.params.id, { idDocument }));
    },
  );

  app.post(
    '/admin/providers/:id/verify',
    {
      config: { access: 'staff:trust_safety', extension: true },
      schema: {
        tags,
        summary: 'Eingereichte Anbieterangaben verifizieren (E-Mail an den Anbieter, Eintrag im Audit-Protokoll)',
        params: idParams,
        response: { 200: successSchema(adminProviderDetailSchema) },
      },
    },
    async (request) => {
      const member = signedInStaff(request);
      await decideVerification(app.db, app.appConfig, request.params.id, { decision: 'verify' }, { staff: member, ip: request.ip });
      return ok(await providerDetail(app.db, app.appConfig, request.params.id), PROVIDER_VERIFIED);
    },
  );

  app.post(
    '/admin/providers/:id/reject',
    {
      config: { access: 'staff:trust_safety', extension: true },
      schema: {
        tags,
        summary: 'Eingereichte Anbieterangaben mit Grund ablehnen (der Grund geht per E-Mail an den Anbieter)',
        params: idParams,
        body: rejectProviderBody,
        response: { 200: successSchema(adminProviderDetailSchema) },
      },
    },
    async (request) => {
      const member = signedInStaff(request);
      await decideVerification(
        app.db,
        app.appConfig,
        request.params.id,
        { decision: 'reject', reason: request.body.reason },
        { staff: member, ip: request.ip },
      );
      return ok(await providerDetail(app.db, app.appConfig, request.params.id), PROVIDER_REJECTED);
    },
  );
};

export default providerRoutes;
