import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, successSchema } from '../../../http/envelope';
import { created } from '../../../http/replies';
import { signedInStaff } from '../../../plugins/access';
import { EDITOR_MESSAGES, type EditorContext } from './editing';
import {
  createEditorPost,
  deleteEditorPost,
  listEditorPosts,
  publishEditorPost,
  readEditorPost,
  restoreEditorPost,
  unpublishEditorPost,
  updateEditorPost,
} from './posts';
import {
  contentIdParams,
  contentVersionParams,
  contentVersionSchema,
  contentVersionSummarySchema,
  editorListItemSchema,
  editorPostSchema,
  listQuery,
  postBody,
  postUpdateBody,
  publishBody,
  restoreBody,
} from './schemas';
import { getVersion, listVersions } from './versions';

const tags = ['Redaktion'];
const access = { access: 'staff:editor', extension: true } as const;
const postResponse = successSchema(editorPostSchema);

/** News posts for editors (`staff:editor`; admins have every role). README „Redaktion (Back office)“. */
export const editorPostRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = (request: Parameters<typeof signedInStaff>[0]): EditorContext => ({
    db: app.db,
    config: app.appConfig,
    actor: signedInStaff(request),
    ip: request.ip,
  });

  app.get(
    '/admin/content/posts',
    {
      config: access,
      schema: {
        tags,
        summary: 'Newsbeiträge (auch Entwürfe und geplante), neueste zuerst, Suche in Titel und Adresse',
        querystring: listQuery,
        response: { 200: successSchema(z.array(editorListItemSchema)) },
      },
    },
    async (request) => ok(await listEditorPosts(app.db, request.query.q)),
  );

  app.post(
    '/admin/content/posts',
    {
      config: access,
      schema: { tags, summary: 'Newsbeitrag anlegen (Entwurf, Version 1)', body: postBody, response: { 201: postResponse } },
    },
    async (request, reply) => created(reply, await createEditorPost(context(request), request.body), EDITOR_MESSAGES.postCreated),
  );

  app.get(
    '/admin/content/posts/:id',
    {
      config: access,
      schema: {
        tags,
        summary: 'Newsbeitrag zum Bearbeiten (Text als HTML, Version, Veröffentlichung)',
        params: contentIdParams,
        response: { 200: postResponse },
      },
    },
    async (request) => ok(await readEditorPost(app.db, request.params.id)),
  );

  app.put(
    '/admin/content/posts/:id',
    {
      config: access,
      schema: {
        tags,
        summary: 'Newsbeitrag speichern (neue Version; 409, wenn inzwischen jemand anderes gespeichert hat)',
        params: contentIdParams,
        body: postUpdateBody,
        response: { 200: postResponse },
      },
    },
    async (request) => {
      const { based_on_version: basedOn, ...input } = request.body;
      return ok(await updateEditorPost(context(request), request.params.id, input, basedOn), EDITOR_MESSAGES.postSaved);
    },
  );

  app.delete(
    '/admin/content/posts/:id',
    {
      config: access,
      schema: { tags, summary: 'Newsbeitrag löschen', params: contentIdParams, response: { 200: successSchema(z.null()) } },
    },
    async (request) => {
      await deleteEditorPost(context(request), request.params.id);
      return ok(null, EDITOR_MESSAGES.postDeleted);
    },
  );

  app.post(
    '/admin/content/posts/:id/publish',
    {
      config: access,
      schema: {
        tags,
        summary: 'Newsbeitrag sofort oder geplant veröffentlichen (publish_at mit Zeitzone)',
        params: contentIdParams,
        body: publishBody,
        response: { 200: postResponse },
      },
    },
    async (request) => {
      const post = await publishEditorPost(context(request), request.params.id, request.body.publish_at);
      return ok(post, post.status === 'scheduled' ? EDITOR_MESSAGES.scheduled : EDITOR_MESSAGES.published);
    },
  );

  app.post(
    '/admin/content/posts/:id/unpublish',
    { config: access, schema: { tags, summary: 'Newsbeitrag offline nehmen', params: contentIdParams, response: { 200: postResponse } } },
    async (request) => ok(await unpublishEditorPost(context(request), request.params.id), EDITOR_MESSAGES.unpublished),
  );

  app.get(
    '/admin/content/posts/:id/versions',
    {
      config: access,
      schema: {
        tags,
        summary: 'Versionen eines Newsbeitrags, neueste zuerst',
        params: contentIdParams,
        response: { 200: successSchema(z.array(contentVersionSummarySchema)) },
      },
    },
    async (request) => ok(await listVersions(app.db, 'post', request.params.id)),
  );

  app.get(
    '/admin/content/posts/:id/versions/:version',
    {
      config: access,
      schema: {
        tags,
        summary: 'Eine Version eines Newsbeitrags mit ihrem vollständigen Inhalt',
        params: contentVersionParams,
        response: { 200: successSchema(contentVersionSchema) },
      },
    },
    async (request) => ok(await getVersion(app.db, 'post', request.params.id, request.params.version)),
  );

  app.post(
    '/admin/content/posts/:id/versions/:version/restore',
    {
      config: access,
      schema: {
        tags,
        summary: 'Version wiederherstellen (eine neue Version mit diesem Inhalt)',
        params: contentVersionParams,
        body: restoreBody,
        response: { 200: postResponse },
      },
    },
    async (request) =>
      ok(
        await restoreEditorPost(context(request), request.params.id, request.params.version, request.body.based_on_version),
        EDITOR_MESSAGES.postRestored,
      ),
  );
};
