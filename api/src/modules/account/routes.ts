import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { created } from '../../http/replies';
import { readImageUpload, uploadUrl } from '../../http/uploads';
import {
  authBody,
  avatarResponse,
  customerProfileResponse,
  loginResponse,
  messageResponse,
  modulesResponse,
  ownProfileResponse,
  providerProfileResponse,
  registrationResponse,
  tokenLoginResponse,
  twoFactorResponse,
  customerRegistrationBody,
  deletionBody,
  detailsBody,
  loginBody,
  providerRegistrationBody,
  remindBody,
  resetBody,
  tokenBody,
  twoFactorBody,
  twoFactorLoginBody,
} from './schemas';
import { twoFactorSettings } from './presenters';
import { AccountService, MARKETPLACE_MODULES } from './service';
import { ensureProviderSlugs } from './provider-slug';
import { withLinkAttempt } from './throttle';
import { signedInUser } from '../../plugins/access';

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
const REGISTERED = 'Bitte bestätigen Sie Ihr E-Mail-Konto!';
const tags = ['Konto'];

const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const accounts = new AccountService(app.db, app.appConfig, app.userErasers, app.providerWithdrawal, app.accountHooks);
  // providers created before slugs were stored (or by fixtures) get theirs once the app is ready
  app.addHook('onReady', async () => {
    await ensureProviderSlugs(app.db);
  });
  // --- registration -------------------------------------------------------------------------------

  for (const url of ['/register/customer', '/v2/customer-register']) {
    app.post(
      url,
      {
        config: { access: 'public' },
        schema: { tags, summary: 'Kunden registrieren', body: customerRegistrationBody, response: { 201: registrationResponse } },
      },
      async (request, reply) => created(reply, await accounts.registerCustomer(request.body), REGISTERED),
    );
  }

  for (const url of ['/register/provider', '/v2/register/provider']) {
    app.post(
      url,
      {
        config: { access: 'public' },
        schema: { tags, summary: 'Anbieter registrieren', body: providerRegistrationBody, response: { 201: registrationResponse } },
      },
      async (request, reply) => created(reply, await accounts.registerProvider(request.body), REGISTERED),
    );
  }

  app.get(
    '/register/confirm',
    {
      config: { access: 'public', extension: true },
      schema: {
        tags,
        summary: 'Bestätigungslink aus der E-Mail: aktiviert das Konto und leitet zur Anmeldung weiter',
        querystring: z.object({ token: z.string().max(200).default('') }),
      },
    },
    async (request, reply) => {
      const target = new URL('/login', app.appConfig.publicWebUrl);
      try {
        await withLinkAttempt(app.db, request.ip, () => accounts.confirmEmail(request.query.token));
        target.searchParams.set('confirmed', '1');
      } catch (error) {
        request.log.info({ err: error }, 'email confirmation failed');
        target.searchParams.set('confirmed', '0');
      }
      return reply.redirect(target.toString(), 302);
    },
  );

  app.post(
    '/register/confirm',
    {
      config: { access: 'public', extension: true },
      schema: {
        tags,
        summary: 'E-Mail-Adresse mit dem Token aus dem Bestätigungslink bestätigen',
        body: tokenBody,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      await withLinkAttempt(app.db, request.ip, () => accounts.confirmEmail(request.body.token));
      return ok(null, 'Ihre E-Mail-Adresse ist bestätigt. Sie können sich jetzt anmelden.');
    },
  );

  app.post(
    '/register/resend-confirmation',
    {
      config: { access: 'public', extension: true },
      schema: { tags, summary: 'Bestätigungslink erneut senden', body: remindBody, response: { 200: messageResponse } },
    },
    async (request) => {
      await accounts.resendConfirmation(request.body.email);
      return ok(null, 'Falls ein unbestätigtes Konto zu dieser E-Mail-Adresse existiert, haben wir den Link erneut gesendet.');
    },
  );

  // --- session ------------------------------------------------------------------------------------

  app.post(
    '/login',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Anmelden (E-Mail oder Benutzername). Mit Zwei-Faktor: two_factor_required und two_factor_token statt token',
        body: loginBody,
        response: { 200: loginResponse },
      },
    },
    async (request) => {
      const { email, username, password } = request.body;
      const outcome = await accounts.login(email || username || '', password, request.ip);
      if (outcome.kind === 'two_factor') {
        return ok(outcome.data, 'Wir haben Ihnen einen Bestätigungscode per SMS gesendet.');
      }
      return ok(outcome.data, 'Sie sind angemeldet.');
    },
  );

  app.post(
    '/login/two-factor',
    {
      config: { access: 'public', extension: true },
      schema: {
        tags,
        summary: 'Zweiter Anmeldeschritt: SMS-Code zum two_factor_token',
        body: twoFactorLoginBody,
        response: { 200: tokenLoginResponse },
      },
    },
    async (request) => ok(await accounts.completeTwoFactor(request.body.two_factor_token, request.body.code), 'Sie sind angemeldet.'),
  );

  app.post(
    '/logout',
    {
      config: { access: 'user' },
      schema: { tags, summary: 'Abmelden: das Token wird auf dem Server gesperrt', response: { 200: messageResponse } },
    },
    async (request) => {
      await accounts.logout(signedInUser(request));
      return ok(null, 'Sie wurden abgemeldet.');
    },
  );

  app.post(
    '/accountDeletion',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Konto löschen: persönliche Daten werden gelöscht bzw. anonymisiert; Bestellungen und Rechnungen bleiben',
        body: deletionBody,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      await accounts.deleteAccount(signedInUser(request), request.body?.password);
      return ok(null, 'Ihr Konto wurde gelöscht.');
    },
  );

  // --- password -----------------------------------------------------------------------------------

  app.post(
    '/password/remind',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Link zum Zurücksetzen des Passworts senden', body: remindBody, response: { 200: messageResponse } },
    },
    async (request) => {
      await accounts.remindPassword(request.body.email);
      return ok(null, 'Falls ein Konto zu dieser E-Mail-Adresse existiert, haben wir Ihnen einen Link zum Zurücksetzen gesendet.');
    },
  );

  app.post(
    '/password/reset',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Neues Passwort mit dem Token aus der E-Mail setzen', body: resetBody, response: { 200: messageResponse } },
    },
    async (request) => {
      await withLinkAttempt(app.db, request.ip, () => accounts.resetPassword(request.body.token, request.body.password));
      return ok(null, 'Ihr Passwort wurde geändert. Sie können sich jetzt anmelden.');
    },
  );

  // --- profile ------------------------------------------------------------------------------------

  app.get(
    '/profile/customer',
    {
      config: { access: 'customer' },
      schema: { tags, summary: 'Profil des angemeldeten Kunden', response: { 200: customerProfileResponse } },
    },
    async (request) => {
      return ok(await accounts.customerProfile(signedInUser(request).account));
    },
  );

  app.get(
    '/providerProfile',
    {
      config: { access: 'provider' },
      schema: { tags, summary: 'Profil des angemeldeten Anbieters', response: { 200: providerProfileResponse } },
    },
    async (request) => {
      return ok(await accounts.providerProfile(signedInUser(request).account));
    },
  );

  app.patch(
    '/me/details',
    {
      config: { access: 'user' },
      schema: { tags, summary: 'Persönliche Angaben ändern', body: detailsBody, response: { 200: ownProfileResponse } },
    },
    async (request) => ok(await accounts.updateDetails(signedInUser(request).id, request.body), 'Profile updated successfully!'),
  );

  app.patch(
    '/me/details/auth',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          'E-Mail, Benutzername, Passwort ändern (current_password erforderlich; neues Passwort beendet andere Sitzungen und liefert ein neues token)',
        body: authBody,
        response: { 200: ownProfileResponse },
      },
    },
    async (request) => {
      const { profile, token } = await accounts.updateAuth(signedInUser(request).id, request.body);
      return ok(
        token ? { ...profile, token: token.token, expires_at: token.expiresAt.toISOString() } : profile,
        'Ihre Zugangsdaten wurden geändert.',
      );
    },
  );

  app.post(
    '/me/avatar',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Profilbild hochladen (multipart, Feld file; png/jpg/jpeg, höchstens 2 MB)',
        consumes: ['multipart/form-data'],
        response: { 200: avatarResponse },
      },
    },
    async (request) => {
      const image = await readImageUpload(request, { field: 'file', maxBytes: AVATAR_MAX_BYTES });
      const key = await accounts.updateAvatar(signedInUser(request).id, image);
      return ok({ avatar: uploadUrl(app.appConfig, key) }, 'Ihr Profilbild wurde gespeichert.');
    },
  );

  app.get(
    '/two-factor-status',
    { config: { access: 'user' }, schema: { tags, summary: 'Zwei-Faktor-Einstellungen', response: { 200: twoFactorResponse } } },
    async (request) => ok(twoFactorSettings(signedInUser(request).account)),
  );

  app.post(
    '/two-factor-status',
    {
      config: { access: 'user' },
      schema: { tags, summary: 'Zwei-Faktor-Einstellungen ändern', body: twoFactorBody, response: { 200: twoFactorResponse } },
    },
    async (request) =>
      ok(await accounts.updateTwoFactor(signedInUser(request).id, request.body), 'Die Zwei-Faktor-Einstellungen wurden gespeichert.'),
  );

  app.get(
    '/modulesList',
    { config: { access: 'public' }, schema: { tags, summary: 'Bereiche des Marktplatzes', response: { 200: modulesResponse } } },
    async () => ok(MARKETPLACE_MODULES),
  );
};

export default accountRoutes;
