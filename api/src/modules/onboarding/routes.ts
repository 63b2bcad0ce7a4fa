import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okPage, pageSuccessSchema, successSchema } from '../../http/envelope';
import { ValidationError } from '../../http/errors';
import { pageMeta } from '../../http/pagination';
import { signedInStaff, signedInUserId } from '../../plugins/access';
import { checkFile, readForm } from '../../http/multipart-files';
import { MESSAGES } from './checks';
import { listProviders, providerDetail } from './admin';
import {
  adminProviderDetailSchema,
  adminProviderListItemSchema,
  adminProviderParams,
  adminProvidersQuery,
  onboardingInfoSchema,
  rejectProviderBody,
  storeOnboardingBody,
  subscriptionStepSchema,
} from './schemas';
import { decide, onboardingInfo, storeOnboarding, subscriptionStep, uploadIdDocument } from './service';

const tags = ['Onboarding'];
const adminTags = ['Backoffice'];

export const SAVED = 'Ihre Angaben wurden gespeichert.';
export const SUBMITTED = 'Ihre Angaben wurden zur Prüfung eingereicht.';
export const VERIFIED = 'Ihre Angaben sind verifiziert. Sie können jetzt veröffentlichen.';
export const UPLOADED = 'Das Ausweisdokument wurde hochgeladen.';
export const PROVIDER_VERIFIED = 'Die Anbieterangaben sind verifiziert. Der Anbieter wurde per E-Mail informiert.';
export const PROVIDER_REJECTED = 'Die Anbieterangaben wurden abgelehnt. Der Anbieter wurde per E-Mail informiert.';

/**
 * Provider onboarding with the trader data of Art. 30 DSA (README), and the back office's providers: search,
 * detail and the verification decision (`/admin/providers…`, staff roles; each decision in the audit log).
 */
const onboardingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/getProviderOnBoardingInfo',
    {
      config: { access: 'provider' },
      schema: {
        tags,
        summary: 'Eigene Anbieterangaben (Art. 30 DSA): Stand, Schritte, Daten, Auszahlungskonto',
        response: { 200: successSchema(onboardingInfoSchema) },
      },
    },
    async (request) => ok(await onboardingInfo(app.db, app.appConfig, signedInUserId(request))),
  );

  app.post(
    '/storeProviderOnBoarding',
    {
      config: { access: 'provider' },
      schema: {
        tags,
        summary: 'Anbieterangaben speichern (beliebige Felder der Schritte); submit: 1 reicht sie zur Prüfung ein',
        body: storeOnboardingBody.optional(),
        response: { 200: successSchema(onboardingInfoSchema) },
      },
    },
    async (request) => {
      const providerId = signedInUserId(request);
      const input = request.body ?? {};
      await storeOnboarding(app.db, app.appConfig, providerId, input);
      const info = await onboardingInfo(app.db, app.appConfig, providerId);
      const message = !input.submit ? SAVED : info.status === 'verified' ? VERIFIED : SUBMITTED;
      return ok(info, message);
    },
  );

  app.post(
    '/v2/providerUploadDocs',
    {
      config: { access: 'provider' },
      schema: {
        tags,
        summary:
          'Ausweisdokument der gesetzlichen Vertretung hochladen (multipart, Feld file: pdf, png, jpg; höchstens 10 MB; privat gespeichert)',
        response: { 200: successSchema(onboardingInfoSchema) },
      },
    },
    async (request) => {
      const providerId = signedInUserId(request);
      const form = await readForm(request, 1);
      const upload = form.files[0];
      if (!upload) throw ValidationError.field('file', MESSAGES.idDocument);
      await uploadIdDocument(app.db, app.appConfig, providerId, checkFile(upload.buffer, upload.fileName, 'file'));
      return ok(await onboardingInfo(app.db, app.appConfig, providerId), UPLOADED);
    },
  );

  app.get(
    '/getSubscriptionStep',
    {
      config: { access: 'provider' },
      schema: {
        tags,
        summary: 'Wo der Anbieter steht: Stand der Verifizierung, nächster offener Schritt, ob er veröffentlichen darf',
        response: { 200: successSchema(subscriptionStepSchema) },
      },
    },
    async (request) => ok(await subscriptionStep(app.db, app.appConfig, signedInUserId(request))),
  );

  // --- back office: providers and their verification ----------------------------------------------------

  app.get(
    '/admin/providers',
    {
      config: { access: 'staff:trust_safety,support,finance', extension: true },
      schema: {
        tags: adminTags,
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
        tags: adminTags,
        summary:
          'Ein Anbieter: Anbieterangaben, Ausweisdokument (Link für wenige Minuten), Dokumente, Produkte, Bestellungen, Paket, Sperre',
        params: adminProviderParams,
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
        tags: adminTags,
        summary: 'Eingereichte Anbieterangaben verifizieren (E-Mail an den Anbieter, Eintrag im Audit-Protokoll)',
        params: adminProviderParams,
        response: { 200: successSchema(adminProviderDetailSchema) },
      },
    },
    async (request) => {
      const member = signedInStaff(request);
      await decide(app.db, app.appConfig, request.params.id, { decision: 'verify' }, { staff: member, ip: request.ip });
      return ok(await providerDetail(app.db, app.appConfig, request.params.id), PROVIDER_VERIFIED);
    },
  );

  app.post(
    '/admin/providers/:id/reject',
    {
      config: { access: 'staff:trust_safety', extension: true },
      schema: {
        tags: adminTags,
        summary: 'Eingereichte Anbieterangaben mit Grund ablehnen (der Grund geht per E-Mail an den Anbieter)',
        params: adminProviderParams,
        body: rejectProviderBody,
        response: { 200: successSchema(adminProviderDetailSchema) },
      },
    },
    async (request) => {
      const member = signedInStaff(request);
      await decide(
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

export default onboardingRoutes;
