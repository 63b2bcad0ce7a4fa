import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, successSchema } from '../../http/envelope';
import { ValidationError } from '../../http/errors';
import { signedInUserId } from '../../plugins/access';
import { checkFile, readForm } from '../../http/multipart-files';
import { MESSAGES } from './checks';
import { onboardingInfoSchema, storeOnboardingBody, subscriptionStepSchema } from './schemas';
import { onboardingInfo, storeOnboarding, subscriptionStep, uploadIdDocument } from './service';

const tags = ['Onboarding'];

export const SAVED = 'Ihre Angaben wurden gespeichert.';
export const SUBMITTED = 'Ihre Angaben wurden zur Prüfung eingereicht.';
export const VERIFIED = 'Ihre Angaben sind verifiziert. Sie können jetzt veröffentlichen.';
export const UPLOADED = 'Das Ausweisdokument wurde hochgeladen.';

/**
 * Provider onboarding with the trader data of Art. 30 DSA (README). The back office's providers (`/admin/providers…`:
 * search, detail and the verification decision) are routes of the backoffice module.
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
};

export default onboardingRoutes;
