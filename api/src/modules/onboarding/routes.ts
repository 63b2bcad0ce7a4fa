import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeGroup } from '../../http/route-group';
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
  const provider = routeGroup(app, { tags, config: { access: 'provider' } });

  provider({
    method: 'GET',
    url: '/getProviderOnBoardingInfo',
    summary: 'Eigene Anbieterangaben (Art. 30 DSA): Stand, Schritte, Daten, Auszahlungskonto',
    data: onboardingInfoSchema,
    handler: (request) => onboardingInfo(app.db, app.appConfig, signedInUserId(request)),
  });

  provider({
    method: 'POST',
    url: '/storeProviderOnBoarding',
    summary: 'Anbieterangaben speichern (beliebige Felder der Schritte); submit: 1 reicht sie zur Prüfung ein',
    body: storeOnboardingBody.optional(),
    data: onboardingInfoSchema,
    message: (info, request) => (!request.body?.submit ? SAVED : info.status === 'verified' ? VERIFIED : SUBMITTED),
    handler: async (request) => {
      const providerId = signedInUserId(request);
      await storeOnboarding(app.db, app.appConfig, providerId, request.body ?? {});
      return onboardingInfo(app.db, app.appConfig, providerId);
    },
  });

  provider({
    method: 'POST',
    url: '/v2/providerUploadDocs',
    summary:
      'Ausweisdokument der gesetzlichen Vertretung hochladen (multipart, Feld file: pdf, png, jpg; höchstens 10 MB; privat gespeichert)',
    data: onboardingInfoSchema,
    message: UPLOADED,
    handler: async (request) => {
      const providerId = signedInUserId(request);
      const form = await readForm(request, 1);
      const upload = form.files[0];
      if (!upload) throw ValidationError.field('file', MESSAGES.idDocument);
      await uploadIdDocument(app.db, app.appConfig, providerId, checkFile(upload.buffer, upload.fileName, 'file'));
      return onboardingInfo(app.db, app.appConfig, providerId);
    },
  });

  provider({
    method: 'GET',
    url: '/getSubscriptionStep',
    summary: 'Wo der Anbieter steht: Stand der Verifizierung, nächster offener Schritt, ob er veröffentlichen darf',
    data: subscriptionStepSchema,
    handler: (request) => subscriptionStep(app.db, app.appConfig, signedInUserId(request)),
  });
};

export default onboardingRoutes;
