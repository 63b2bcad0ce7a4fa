import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, successSchema } from '../../http/envelope';
import { NotFoundError, ValidationError } from '../../http/errors';
import { signedInUserId } from '../../plugins/access';
import { checkFile, readForm } from '../leads/public';
import { MESSAGES } from './checks';
import { onboardingInfoSchema, operatorDecisionBody, operatorProviderParams, storeOnboardingBody, subscriptionStepSchema } from './schemas';
import { decide, onboardingInfo, STATUS_TEXTS, storeOnboarding, submittedOnboardings, subscriptionStep, uploadIdDocument } from './service';

const tags = ['Onboarding'];

export const SAVED = 'Ihre Angaben wurden gespeichert.';
export const SUBMITTED = 'Ihre Angaben wurden zur Prüfung eingereicht.';
export const VERIFIED = 'Ihre Angaben sind verifiziert. Sie können jetzt veröffentlichen.';
export const UPLOADED = 'Das Ausweisdokument wurde hochgeladen.';

/**
 * Provider onboarding with the trader data of Art. 30 DSA (README). The operator's script
 * (`api/scripts/onboarding.mjs`) lists submissions and decides through `/onboarding/operator/…`, which need the
 * header `x-operator-key` (MODERATION_OPERATOR_KEY) and answer 404 without it.
 */
const onboardingRoutes: FastifyPluginAsyncZod = async (app) => {
  const operatorOnly = async (request: FastifyRequest) => {
    const key = app.appConfig.moderationOperatorKey;
    const given = request.headers['x-operator-key'];
    const valid =
      key !== null && typeof given === 'string' && given.length === key.length && timingSafeEqual(Buffer.from(given), Buffer.from(key));
    if (!valid) throw new NotFoundError('Nicht gefunden.');
  };

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

  app.get(
    '/onboarding/operator/submissions',
    {
      config: { access: 'public', extension: true },
      preHandler: operatorOnly,
      schema: { tags, summary: 'Betreiber: eingereichte Anbieterangaben' },
    },
    async () =>
      ok(
        (await submittedOnboardings(app.db)).map((row) => ({
          provider_id: row.providerId,
          company_name: row.companyName,
          email: row.email,
          submitted_at: row.submittedAt?.toISOString() ?? null,
        })),
      ),
  );

  app.get(
    '/onboarding/operator/providers/:id',
    {
      config: { access: 'public', extension: true },
      preHandler: operatorOnly,
      schema: { tags, summary: 'Betreiber: Anbieterangaben eines Anbieters', params: operatorProviderParams },
    },
    async (request) => ok(await onboardingInfo(app.db, app.appConfig, request.params.id)),
  );

  app.post(
    '/onboarding/operator/providers/:id/decision',
    {
      config: { access: 'public', extension: true },
      preHandler: operatorOnly,
      schema: {
        tags,
        summary: 'Betreiber: eingereichte Angaben verifizieren oder mit Grund ablehnen',
        params: operatorProviderParams,
        body: operatorDecisionBody,
      },
    },
    async (request) => {
      const row = await decide(app.db, app.appConfig, request.params.id, request.body);
      return ok({ provider_id: row.providerId, status: row.status, status_text: STATUS_TEXTS[row.status] });
    },
  );
};

export default onboardingRoutes;
