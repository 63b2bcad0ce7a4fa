import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, successSchema } from '../../../http/envelope';
import { created } from '../../../http/replies';
import { idParams, idParamsOf } from '../../../http/validation';
import { signedInStaff } from '../../../plugins/access';
import { EDITOR_MESSAGES, type EditorContext } from './editing';
import { pageKind, postKind, type EditorKind } from './kinds';
import { issuePreviewLink } from './preview';
import { previewRoutes } from './preview-routes';
import {
  contentVersionSchema,
  contentVersionSummarySchema,
  editorListItemSchema,
  listQuery,
  previewLinkSchema,
  publishBody,
  restoreBody,
} from './schemas';
import { getVersion, listVersions } from './versions';

const tags = ['Redaktion'];
const access = { access: 'staff:editor', extension: true } as const;

/**
 * The routes of one kind (pages or posts) below `/admin/content/<segment>` (`staff:editor`; admins have every role).
 * README „Redaktion (Back office)“.
 */
function kindRoutes<Body extends z.ZodType, UpdateBody extends z.ZodType, Item extends { id: number; slug: string; status: string }>(
  kind: EditorKind<Body, UpdateBody, Item>,
): FastifyPluginAsyncZod {
  const base = `/admin/content/${kind.segment}`;
  const itemResponse = successSchema(kind.schema);
  type Input = z.output<Body>;

  return async (app) => {
    const context = (request: Parameters<typeof signedInStaff>[0]): EditorContext => ({
      db: app.db,
      config: app.appConfig,
      actor: signedInStaff(request),
      ip: request.ip,
    });

    app.get(
      base,
      {
        config: access,
        schema: {
          tags,
          summary: kind.summary.list,
          querystring: listQuery,
          response: { 200: successSchema(z.array(editorListItemSchema)) },
        },
      },
      async (request) => ok(await kind.list(app.db, request.query.q)),
    );

    app.post(
      base,
      { config: access, schema: { tags, summary: kind.summary.create, body: kind.body, response: { 201: itemResponse } } },
      async (request, reply) => created(reply, await kind.create(context(request), request.body as Input), kind.messages.created),
    );

    app.get(
      `${base}/:id`,
      { config: access, schema: { tags, summary: kind.summary.read, params: idParams, response: { 200: itemResponse } } },
      async (request) => ok(await kind.read(app.db, request.params.id)),
    );

    app.put(
      `${base}/:id`,
      {
        config: access,
        schema: { tags, summary: kind.summary.update, params: idParams, body: kind.updateBody, response: { 200: itemResponse } },
      },
      async (request) => {
        const { based_on_version: basedOn, ...input } = request.body as Input & { based_on_version: number };
        return ok(await kind.update(context(request), request.params.id, input as Input, basedOn), kind.messages.saved);
      },
    );

    app.delete(
      `${base}/:id`,
      {
        config: access,
        schema: { tags, summary: kind.summary.remove, params: idParams, response: { 200: successSchema(z.null()) } },
      },
      async (request) => {
        await kind.remove(context(request), request.params.id);
        return ok(null, kind.messages.deleted);
      },
    );

    app.post(
      `${base}/:id/publish`,
      {
        config: access,
        schema: { tags, summary: kind.summary.publish, params: idParams, body: publishBody, response: { 200: itemResponse } },
      },
      async (request) => {
        const item = await kind.publish(context(request), request.params.id, request.body.publish_at);
        return ok(item, item.status === 'scheduled' ? EDITOR_MESSAGES.scheduled : EDITOR_MESSAGES.published);
      },
    );

    app.post(
      `${base}/:id/unpublish`,
      { config: access, schema: { tags, summary: kind.summary.unpublish, params: idParams, response: { 200: itemResponse } } },
      async (request) => ok(await kind.unpublish(context(request), request.params.id), EDITOR_MESSAGES.unpublished),
    );

    app.get(
      `${base}/:id/versions`,
      {
        config: access,
        schema: {
          tags,
          summary: kind.summary.versions,
          params: idParams,
          response: { 200: successSchema(z.array(contentVersionSummarySchema)) },
        },
      },
      async (request) => ok(await listVersions(app.db, kind.type, request.params.id)),
    );

    app.get(
      `${base}/:id/versions/:version`,
      {
        config: access,
        schema: {
          tags,
          summary: kind.summary.version,
          params: idParamsOf('id', 'version'),
          response: { 200: successSchema(contentVersionSchema) },
        },
      },
      async (request) => ok(await getVersion(app.db, kind.type, request.params.id, request.params.version)),
    );

    app.post(
      `${base}/:id/versions/:version/restore`,
      {
        config: access,
        schema: {
          tags,
          summary: 'Version wiederherstellen (eine neue Version mit diesem Inhalt)',
          params: idParamsOf('id', 'version'),
          body: restoreBody,
          response: { 200: itemResponse },
        },
      },
      async (request) =>
        ok(
          await kind.restore(context(request), request.params.id, request.params.version, request.body.based_on_version),
          kind.messages.restored,
        ),
    );

    app.post(
      `${base}/:id/preview`,
      {
        config: access,
        schema: {
          tags,
          summary: 'Vorschau-Link (eine Stunde gültig) auf die zuletzt gespeicherte Version, auch unveröffentlicht',
          params: idParams,
          response: { 200: successSchema(previewLinkSchema) },
        },
      },
      async (request) => ok(await issuePreviewLink(app.db, app.appConfig, kind.type, await kind.read(app.db, request.params.id))),
    );
  };
}

/** The kinds the editors edit, each with the same routes. */
const EDITOR_KIND_ROUTES = [kindRoutes(pageKind), kindRoutes(postKind)];

/** The editors' back office of the content module: `/admin/content/pages…` and `/admin/content/posts…`. */
export const editorRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const routes of EDITOR_KIND_ROUTES) await app.register(routes);
  await app.register(previewRoutes);
};
