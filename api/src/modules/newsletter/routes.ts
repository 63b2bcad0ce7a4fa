import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, successSchema } from '../../http/envelope';
import { accountSwitchBody, confirmBody, confirmQuery, emailBody, subscriptionStateSchema, unsubscribeBody } from './schemas';
import {
  accountEmail,
  confirmSubscription,
  requestSubscription,
  sendUnsubscribeLink,
  setAccountSubscription,
  subscriptionState,
  unsubscribeWithToken,
} from './service';
import { signedInUserId } from '../../plugins/access';
import { withLinkAttempt } from '../account/public';

const tags = ['Newsletter'];

export const CHECK_YOUR_INBOX = 'Bitte bestätigen Sie Ihre Anmeldung über den Link, den wir Ihnen per E-Mail geschickt haben.';
export const UNSUBSCRIBE_MAIL_SENT = 'Falls diese Adresse angemeldet ist, haben wir Ihnen einen Abmeldelink geschickt.';
export const UNSUBSCRIBED = 'Sie wurden vom Newsletter abgemeldet.';
export const CONFIRMED = 'Ihre Newsletter-Anmeldung ist bestätigt.';

/** Newsletter with double opt-in (spec 02 §7 "Portal and content"). */
const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/subscribe-newsletter',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Newsletter-Schalter des eigenen Kontos: 1 startet das Double-Opt-in an die Konto-Adresse, 0 meldet sofort ab',
        body: accountSwitchBody,
      },
    },
    async (request) => {
      const state = await setAccountSubscription(app.db, app.appConfig, signedInUserId(request), request.body.subscribe);
      const message = request.body.subscribe ? (state.subscribed ? CONFIRMED : CHECK_YOUR_INBOX) : UNSUBSCRIBED;
      return ok(state, message);
    },
  );

  app.get(
    '/api/newsletter-status',
    {
      config: { access: 'user', extension: true },
      schema: {
        tags,
        summary: 'Newsletter-Status des eigenen Kontos: subscribed (bestätigt) und pending (Bestätigung offen)',
        response: { 200: successSchema(subscriptionStateSchema) },
      },
    },
    async (request) => ok(await subscriptionState(app.db, await accountEmail(app.db, signedInUserId(request)))),
  );

  app.post(
    '/subscribe-newsletter-email',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Newsletter für eine E-Mail-Adresse bestellen (Double-Opt-in; Antwort immer gleich)', body: emailBody },
    },
    async (request) => {
      await requestSubscription(app.db, app.appConfig, request.body.email);
      return ok(null, CHECK_YOUR_INBOX);
    },
  );

  app.get(
    '/subscribe-newsletter-email/confirm',
    {
      config: { access: 'public', extension: true },
      schema: {
        tags,
        summary:
          'Bestätigungslink aus der E-Mail: bestätigt und leitet zu PUBLIC_WEB_URL/account/newsletter?confirmed=1 (0 bei ungültigem Link)',
        querystring: confirmQuery,
      },
    },
    async (request, reply) => {
      const target = new URL('/account/newsletter', app.appConfig.publicWebUrl);
      try {
        await withLinkAttempt(app.db, request.ip, () => confirmSubscription(app.db, app.appConfig, request.query.token));
        target.searchParams.set('confirmed', '1');
      } catch (error) {
        request.log.info({ err: error }, 'newsletter confirmation failed');
        target.searchParams.set('confirmed', '0');
      }
      return reply.redirect(target.toString(), 302);
    },
  );

  app.post(
    '/subscribe-newsletter-email/confirm',
    {
      config: { access: 'public', extension: true },
      schema: { tags, summary: 'Newsletter-Anmeldung mit dem Token aus dem Bestätigungslink bestätigen', body: confirmBody },
    },
    async (request) =>
      ok(await withLinkAttempt(app.db, request.ip, () => confirmSubscription(app.db, app.appConfig, request.body.token)), CONFIRMED),
  );

  app.post(
    '/unsubscribe-newsletter-email',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Abmelden: mit `token` aus dem Abmeldelink sofort; ohne Token geht ein Abmeldelink an die Adresse (Antwort immer gleich)',
        body: unsubscribeBody,
      },
    },
    async (request) => {
      if (request.body.token === undefined) {
        await sendUnsubscribeLink(app.db, app.appConfig, request.body.email);
        return ok(null, UNSUBSCRIBE_MAIL_SENT);
      }
      const token = request.body.token;
      await withLinkAttempt(app.db, request.ip, () => unsubscribeWithToken(app.db, app.appConfig, request.body.email, token));
      return ok({ email: request.body.email, subscribed: false }, UNSUBSCRIBED);
    },
  );
};

export default newsletterRoutes;
