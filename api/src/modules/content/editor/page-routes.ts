import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, successSchema } from '../../../http/envelope';
import { created } from '../../../http/replies';
import { signedInStaff } from '../../../plugins/access';
import { EDITOR_MESSAGES, type EditorContext } from './editing';
import {
  createEditorPage,
  deleteEditorPage,
  listEditorPages,
  publishEditorPage,
  readEditorPage,
  restoreEditorPage,
  unpublishEditorPage,
  updateEditorPage,
} from './pages';
import {
  contentIdParams,
  contentVersionParams,
  contentVersionSchema,
  contentVersionSummarySchema,
  editorListItemSchema,
  editorPageSchema,
  listQuery,
  pageBody,
  pageUpdateBody,
  publishBody,
  restoreBody,
} from './schemas';
import { getVersion, listVersions } from './versions';

const tags = ['Redaktion'];
const access = { access: 'staff:editor', extension: true } as const;
const pageResponse = successSchema(editorPageSchema);

/** Content pages for editors (`staff:editor`; admins have every role). README „Redaktion (Back office)“. */
export const editorPageRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = (request: Parameters<typeof signedInStaff>[0]): EditorContext => ({
    db: app.db,
    config: app.appConfig,
    actor: signedInStaff(request),
    ip: request.ip,
  });

  app.get(
    '/admin/content/pages',
    {
      config: access,
      schema: {
        tags,
        summary: 'Inhaltsseiten (auch Entwürfe und geplante), Suche in Titel und Adresse',
        querystring: listQuery,
        response: { 200: successSchema(z.array(editorListItemSchema)) },
      },
    },
    async (request) => ok(await listEditorPages(app.db, request.query.q)),
  );

  app.post(
    '/admin/content/pages',
    {
      config: access,
      schema: { tags, summary: 'Inhaltsseite anlegen (Entwurf, Version 1)', body: pageBody, response: { 201: pageResponse } },
    },
    async (request, reply) => created(reply, await createEditorPage(context(request), request.body), EDITOR_MESSAGES.pageCreated),
  );

  app.get(
    '/admin/content/pages/:id',
    {
      config: access,
      schema: {
        tags,
        summary: 'Inhaltsseite zum Bearbeiten (Text als HTML, Version, Veröffentlichung)',
        params: contentIdParams,
        response: { 200: pageResponse },
      },
    },
    async (request) => ok(await readEditorPage(app.db, request.params.id)),
  );

  app.put(
    '/admin/content/pages/:id',
    {
      config: access,
      schema: {
        tags,
        summary: 'Inhaltsseite speichern (neue Version; 409, wenn inzwischen jemand anderes gespeichert hat)',
        params: contentIdParams,
        body: pageUpdateBody,
        response: { 200: pageResponse },
      },
    },
    async (request) => {
      const { based_on_version: basedOn, ...input } = request.body;
      return ok(await updateEditorPage(context(request), request.params.id, input, basedOn), EDITOR_MESSAGES.pageSaved);
    },
  );

  app.delete(
    '/admin/content/pages/:id',
    {
      config: access,
      schema: {
        tags,
        summary: 'Inhaltsseite löschen (Rechtstexte nicht)',
        params: contentIdParams,
        response: { 200: successSchema(z.null()) },
      },
    },
    async (request) => {
      await deleteEditorPage(context(request), request.params.id);
      return ok(null, EDITOR_MESSAGES.pageDeleted);
    },
  );

  app.post(
    '/admin/content/pages/:id/publish',
    {
      config: access,
      schema: {
        tags,
        summary: 'Inhaltsseite sofort oder geplant veröffentlichen (publish_at mit Zeitzone)',
        params: contentIdParams,
        body: publishBody,
        response: { 200: pageResponse },
      },
    },
    async (request) => {
      const page = await publishEditorPage(context(request), request.params.id, request.body.publish_at);
      return ok(page, page.status === 'scheduled' ? EDITOR_MESSAGES.scheduled : EDITOR_MESSAGES.published);
    },
  );

  app.post(
    '/admin/content/pages/:id/unpublish',
    { config: access, schema: { tags, summary: 'Inhaltsseite offline nehmen', params: contentIdParams, response: { 200: pageResponse } } },
    async (request) => ok(await unpublishEditorPage(context(request), request.params.id), EDITOR_MESSAGES.unpublished),
  );

  app.get(
    '/admin/content/pages/:id/versions',
    {
      config: access,
      schema: {
        tags,
        summary: 'Versionen einer Inhaltsseite, neueste zuerst',
        params: contentIdParams,
        response: { 200: successSchema(z.array(contentVersionSummarySchema)) },
      },
    },
    async (request) => ok(await listVersions(app.db, 'page', request.params.id)),
  );

  app.get(
    '/admin/content/pages/:id/versions/:version',
    {
      config: access,
      schema: {
        tags,
        summary: 'Eine Version einer Inhaltsseite mit ihrem vollständigen Inhalt',
        params: contentVersionParams,
        response: { 200: successSchema(contentVersionSchema) },
      },
    },
    async (request) => ok(await getVersion(app.db, 'page', request.params.id, request.params.version)),
  );

  app.post(
    '/admin/content/pages/:id/versions/:version/restore',
    {
      config: access,
      schema: {
        tags,
        summary: 'Version wiederherstellen (eine neue Version mit diesem Inhalt)',
        params: contentVersionParams,
        body: restoreBody,
        response: { 200: pageResponse },
      },
    },
    async (request) =>
      ok(
        await restoreEditorPage(context(request), request.params.id, request.params.version, request.body.based_on_version),
        EDITOR_MESSAGES.pageRestored,
      ),
  );
};
