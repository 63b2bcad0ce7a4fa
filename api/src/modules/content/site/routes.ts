import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, successSchema } from '../../../http/envelope';
import { idParamsOf } from '../../../http/validation';
import { signedInStaff } from '../../../plugins/access';
import type { EditorContext } from '../editor/editing';
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
  const context = (request: Parameters<typeof signedInStaff>[0]): EditorContext => ({
    db: app.db,
    config: app.appConfig,
    actor: signedInStaff(request),
    ip: request.ip,
  });

  app.get(
    '/admin/content/site/menus',
    {
      config: access,
      schema: {
        tags,
        summary: 'Navigation, Fußzeile und rechtliche Links in ihrer Reihenfolge',
        response: { 200: successSchema(editorMenusSchema) },
      },
    },
    async () => ok(await readMenus(app.db)),
  );

  app.put(
    '/admin/content/site/menus',
    {
      config: access,
      schema: {
        tags,
        summary: 'Navigation und Fußzeile speichern (ganze Listen, Reihenfolge wie übergeben; Versionsprüfung)',
        body: menusUpdateBody,
        response: { 200: successSchema(editorMenusSchema) },
      },
    },
    async (request) => {
      const { based_on_version: basedOn, ...menus } = request.body;
      return ok(await saveMenus(context(request), menus, basedOn), SITE_MESSAGES.menusSaved);
    },
  );

  app.get(
    '/admin/content/site/cookies',
    {
      config: access,
      schema: {
        tags,
        summary: 'Texte und Kategorien des Cookie-Banners mit der Version der Einwilligung',
        response: { 200: successSchema(editorCookiesSchema) },
      },
    },
    async () => ok(await readCookieSettings(app.db)),
  );

  app.put(
    '/admin/content/site/cookies',
    {
      config: access,
      schema: {
        tags,
        summary:
          'Cookie-Texte und -Kategorien speichern; `ask_again: true` hebt die Version der Einwilligung (Besucher werden erneut gefragt)',
        body: cookiesUpdateBody,
        response: { 200: successSchema(editorCookiesSchema) },
      },
    },
    async (request) => {
      const { based_on_version: basedOn, ask_again: askAgain, ...settings } = request.body;
      const saved = await saveCookieSettings(context(request), settings, askAgain, basedOn);
      return ok(saved, askAgain ? SITE_MESSAGES.cookiesSavedAskAgain : SITE_MESSAGES.cookiesSaved);
    },
  );

  const versionList = (type: SiteSettingsEntity, summary: string) =>
    app.get(
      `/admin/content/site/${type}/versions`,
      {
        config: access,
        schema: { tags, summary, response: { 200: successSchema(z.array(siteVersionSummarySchema)) } },
      },
      async () => ok(await listSiteVersions(app.db, type)),
    );
  versionList('menus', 'Versionen von Navigation und Fußzeile (neueste zuerst, wer und wann)');
  versionList('cookies', 'Versionen der Cookie-Texte (neueste zuerst, wer und wann)');

  app.post(
    '/admin/content/site/menus/versions/:version/restore',
    {
      config: access,
      schema: {
        tags,
        summary: 'Navigation und Fußzeile einer früheren Version wiederherstellen (eine neue Version; Versionsprüfung)',
        params: idParamsOf('version'),
        body: menusUpdateBody.pick({ based_on_version: true }),
        response: { 200: successSchema(editorMenusSchema) },
      },
    },
    async (request) => {
      const { version } = request.params;
      return ok(await restoreMenus(context(request), version, request.body.based_on_version), SITE_VERSION_MESSAGES.menusRestored(version));
    },
  );

  app.post(
    '/admin/content/site/cookies/versions/:version/restore',
    {
      config: access,
      schema: {
        tags,
        summary:
          'Cookie-Texte einer früheren Version wiederherstellen (eine neue Version; `ask_again: true` hebt die Version der Einwilligung)',
        params: idParamsOf('version'),
        body: cookiesUpdateBody.pick({ based_on_version: true, ask_again: true }),
        response: { 200: successSchema(editorCookiesSchema) },
      },
    },
    async (request) => {
      const { version } = request.params;
      const { based_on_version: basedOn, ask_again: askAgain } = request.body;
      const settings = await siteVersionContent(app.db, 'cookies', version, cookiesBody);
      return ok(await saveCookieSettings(context(request), settings, askAgain, basedOn), SITE_VERSION_MESSAGES.cookiesRestored(version));
    },
  );
};
