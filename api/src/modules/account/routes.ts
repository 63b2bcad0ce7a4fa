import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { routeGroup } from '../../http/route-group';
import { readImageUpload, uploadUrl } from '../../http/uploads';
import {
  authBody,
  avatarResponse,
  customerProfileData,
  loginData,
  loginOutcomeSchema,
  modulesSchema,
  ownProfileSchema,
  providerProfileData,
  registrationSchema,
  twoFactorData,
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
const SIGNED_IN = 'Sie sind angemeldet.';
const tags = ['Konto'];

const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const accounts = new AccountService(app.db, app.appConfig, app.userErasers, app.providerWithdrawal, app.accountHooks);
  // providers created before slugs were stored (or by fixtures) get theirs once the app is ready
  app.addHook('onReady', async () => {
    await ensureProviderSlugs(app.db);
  });
  const open = routeGroup(app, { tags, config: { access: 'public' } });
  const openExtension = routeGroup(app, { tags, config: { access: 'public', extension: true } });
  const user = routeGroup(app, { tags, config: { access: 'user' } });

  // --- registration -------------------------------------------------------------------------------

  for (const url of ['/register/customer', '/v2/customer-register']) {
    open({
      method: 'POST',
      url,
      summary: 'Kunden registrieren',
      body: customerRegistrationBody,
      data: registrationSchema,
      status: 201,
      message: REGISTERED,
      handler: (request) => accounts.registerCustomer(request.body),
    });
  }

  for (const url of ['/register/provider', '/v2/register/provider']) {
    open({
      method: 'POST',
      url,
      summary: 'Anbieter registrieren',
      body: providerRegistrationBody,
      data: registrationSchema,
      status: 201,
      message: REGISTERED,
      handler: (request) => accounts.registerProvider(request.body),
    });
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

  openExtension({
    method: 'POST',
    url: '/register/confirm',
    summary: 'E-Mail-Adresse mit dem Token aus dem Bestätigungslink bestätigen',
    body: tokenBody,
    data: z.null(),
    message: 'Ihre E-Mail-Adresse ist bestätigt. Sie können sich jetzt anmelden.',
    handler: async (request) => {
      await withLinkAttempt(app.db, request.ip, () => accounts.confirmEmail(request.body.token));
      return null;
    },
  });

  openExtension({
    method: 'POST',
    url: '/register/resend-confirmation',
    summary: 'Bestätigungslink erneut senden',
    body: remindBody,
    data: z.null(),
    message: 'Falls ein unbestätigtes Konto zu dieser E-Mail-Adresse existiert, haben wir den Link erneut gesendet.',
    handler: async (request) => {
      await accounts.resendConfirmation(request.body.email);
      return null;
    },
  });

  // --- session ------------------------------------------------------------------------------------

  open({
    method: 'POST',
    url: '/login',
    summary: 'Anmelden (E-Mail oder Benutzername). Mit Zwei-Faktor: two_factor_required und two_factor_token statt token',
    body: loginBody,
    data: loginOutcomeSchema,
    message: (data) => ('two_factor_required' in data ? 'Wir haben Ihnen einen Bestätigungscode per SMS gesendet.' : SIGNED_IN),
    handler: async (request) => {
      const { email, username, password } = request.body;
      return (await accounts.login(email || username || '', password, request.ip)).data;
    },
  });

  openExtension({
    method: 'POST',
    url: '/login/two-factor',
    summary: 'Zweiter Anmeldeschritt: SMS-Code zum two_factor_token',
    body: twoFactorLoginBody,
    data: loginData,
    message: SIGNED_IN,
    handler: (request) => accounts.completeTwoFactor(request.body.two_factor_token, request.body.code),
  });

  user({
    method: 'POST',
    url: '/logout',
    summary: 'Abmelden: das Token wird auf dem Server gesperrt',
    data: z.null(),
    message: 'Sie wurden abgemeldet.',
    handler: async (request) => {
      await accounts.logout(signedInUser(request));
      return null;
    },
  });

  user({
    method: 'POST',
    url: '/accountDeletion',
    summary: 'Konto löschen: persönliche Daten werden gelöscht bzw. anonymisiert; Bestellungen und Rechnungen bleiben',
    body: deletionBody,
    data: z.null(),
    message: 'Ihr Konto wurde gelöscht.',
    handler: async (request) => {
      await accounts.deleteAccount(signedInUser(request), request.body?.password);
      return null;
    },
  });

  // --- password -----------------------------------------------------------------------------------

  open({
    method: 'POST',
    url: '/password/remind',
    summary: 'Link zum Zurücksetzen des Passworts senden',
    body: remindBody,
    data: z.null(),
    message: 'Falls ein Konto zu dieser E-Mail-Adresse existiert, haben wir Ihnen einen Link zum Zurücksetzen gesendet.',
    handler: async (request) => {
      await accounts.remindPassword(request.body.email);
      return null;
    },
  });

  open({
    method: 'POST',
    url: '/password/reset',
    summary: 'Neues Passwort mit dem Token aus der E-Mail setzen',
    body: resetBody,
    data: z.null(),
    message: 'Ihr Passwort wurde geändert. Sie können sich jetzt anmelden.',
    handler: async (request) => {
      await withLinkAttempt(app.db, request.ip, () => accounts.resetPassword(request.body.token, request.body.password));
      return null;
    },
  });

  // --- profile ------------------------------------------------------------------------------------

  routeGroup(app, { tags, config: { access: 'customer' } })({
    method: 'GET',
    url: '/profile/customer',
    summary: 'Profil des angemeldeten Kunden',
    data: customerProfileData,
    handler: (request) => accounts.customerProfile(signedInUser(request).account),
  });

  routeGroup(app, { tags, config: { access: 'provider' } })({
    method: 'GET',
    url: '/providerProfile',
    summary: 'Profil des angemeldeten Anbieters',
    data: providerProfileData,
    handler: (request) => accounts.providerProfile(signedInUser(request).account),
  });

  user({
    method: 'PATCH',
    url: '/me/details',
    summary: 'Persönliche Angaben ändern',
    body: detailsBody,
    data: ownProfileSchema,
    message: 'Profile updated successfully!',
    handler: (request) => accounts.updateDetails(signedInUser(request).id, request.body),
  });

  user({
    method: 'PATCH',
    url: '/me/details/auth',
    summary:
      'E-Mail, Benutzername, Passwort ändern (current_password erforderlich; neues Passwort beendet andere Sitzungen und liefert ein neues token)',
    body: authBody,
    data: ownProfileSchema,
    message: 'Ihre Zugangsdaten wurden geändert.',
    handler: async (request) => {
      const { profile, token } = await accounts.updateAuth(signedInUser(request).id, request.body);
      return token ? { ...profile, token: token.token, expires_at: token.expiresAt.toISOString() } : profile;
    },
  });

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

  user({
    method: 'GET',
    url: '/two-factor-status',
    summary: 'Zwei-Faktor-Einstellungen',
    data: twoFactorData,
    handler: async (request) => twoFactorSettings(signedInUser(request).account),
  });

  user({
    method: 'POST',
    url: '/two-factor-status',
    summary: 'Zwei-Faktor-Einstellungen ändern',
    body: twoFactorBody,
    data: twoFactorData,
    message: 'Die Zwei-Faktor-Einstellungen wurden gespeichert.',
    handler: (request) => accounts.updateTwoFactor(signedInUser(request).id, request.body),
  });

  open({
    method: 'GET',
    url: '/modulesList',
    summary: 'Bereiche des Marktplatzes',
    data: modulesSchema,
    handler: async () => MARKETPLACE_MODULES,
  });
};

export default accountRoutes;
