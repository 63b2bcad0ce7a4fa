import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeGroup } from '../../../http/route-group';
import { idParamsOf } from '../../../http/validation';
import { editorContextOf } from '../editor/editing';
import { readCookieSettings, saveCookieSettings } from './cookies';
import { z } from 'zod';
import type { SiteSettingsEntity } from '../../../db/schema/content';
import { readMenus, restoreMenus, saveMenus } from './menus';
import { cookiesBody, cookiesUpdateBody, editorCookiesSchema, editorMenusSchema, menusUpdateBody, SITE_MESSAGES } from './schemas';
import { listSiteVersions, SITE_VERSION_MESSAGES, siteVersionContent, siteVersionSummarySchema } from './versions';

const tags = ['Redaktion'];
const access = { access: 'staff:editor', extension: true } as const;

/**
 * The editors' menus, footer and cookie texts (`staff:editor`; admins have every role). The legal pages are content
 * pages: they are edited at `/admin/content/pages/{id}`. Every save is a version; an earlier one is restored as a new
 * save (`…/versions/{version}/restore`). README „Navigation, Fußzeile und Cookie-Texte“.
 */
export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = editorContextOf(app);

  const route = routeGroup(app, { tags, config: access });

  route({
    method: 'GET',
    url: '/admin/content/site/menus',
    summary: 'Navigation, Fußzeile und rechtliche Links in ihrer Reihenfolge',
    data: editorMenusSchema,
    handler: () => readMenus(app.db),
  });

  route({
    method: 'PUT',
    url: '/admin/content/site/menus',
    summary: 'Navigation und Fußzeile speichern (ganze Listen, Reihenfolge wie übergeben; Versionsprüfung)',
    body: menusUpdateBody,
    data: editorMenusSchema,
    message: SITE_MESSAGES.menusSaved,
    handler: (request) => {
      const { based_on_version: basedOn, ...menus } = request.body;
      return saveMenus(context(request), menus, basedOn);
    },
  });

  route({
    method: 'GET',
    url: '/admin/content/site/cookies',
    summary: 'Texte und Kategorien des Cookie-Banners mit der Version der Einwilligung',
    data: editorCookiesSchema,
    handler: () => readCookieSettings(app.db),
  });

  route({
    method: 'PUT',
    url: '/admin/content/site/cookies',
    summary: 'Cookie-Texte und -Kategorien speichern; `ask_again: true` hebt die Version der Einwilligung (Besucher werden erneut gefragt)',
    body: cookiesUpdateBody,
    data: editorCookiesSchema,
    message: (_saved, request) => (request.body.ask_again ? SITE_MESSAGES.cookiesSavedAskAgain : SITE_MESSAGES.cookiesSaved),
    handler: (request) => {
      const { based_on_version: basedOn, ask_again: askAgain, ...settings } = request.body;
      return saveCookieSettings(context(request), settings, askAgain, basedOn);
    },
  });

  for (const [type, summary] of [
    ['menus', 'Versionen von Navigation und Fußzeile (neueste zuerst, wer und wann)'],
    ['cookies', 'Versionen der Cookie-Texte (neueste zuerst, wer und wann)'],
  ] as const satisfies readonly (readonly [SiteSettingsEntity, string])[]) {
    route({
      method: 'GET',
      url: `/admin/content/site/${type}/versions`,
      summary,
      data: z.array(siteVersionSummarySchema),
      handler: () => listSiteVersions(app.db, type),
    });
  }

  route({
    method: 'POST',
    url: '/admin/content/site/menus/versions/:version/restore',
    summary: 'Navigation und Fußzeile einer früheren Version wiederherstellen (eine neue Version; Versionsprüfung)',
    params: idParamsOf('version'),
    body: menusUpdateBody.pick({ based_on_version: true }),
    data: editorMenusSchema,
    message: (_restored, request) => SITE_VERSION_MESSAGES.menusRestored(request.params.version),
    handler: (request) => restoreMenus(context(request), request.params.version, request.body.based_on_version),
  });

  route({
    method: 'POST',
    url: '/admin/content/site/cookies/versions/:version/restore',
    summary:
      'Cookie-Texte einer früheren Version wiederherstellen (eine neue Version; `ask_again: true` hebt die Version der Einwilligung)',
    params: idParamsOf('version'),
    body: cookiesUpdateBody.pick({ based_on_version: true, ask_again: true }),
    data: editorCookiesSchema,
    message: (_restored, request) => SITE_VERSION_MESSAGES.cookiesRestored(request.params.version),
    handler: async (request) => {
      const { version } = request.params;
      const { based_on_version: basedOn, ask_again: askAgain } = request.body;
      const settings = await siteVersionContent(app.db, 'cookies', version, cookiesBody);
      return saveCookieSettings(context(request), settings, askAgain, basedOn);
    },
  });
};
