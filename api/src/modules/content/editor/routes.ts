import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routeGroup } from '../../../http/route-group';
import { idParams, idParamsOf } from '../../../http/validation';
import { EDITOR_MESSAGES, editorContextOf } from './editing';
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
  type Input = z.output<Body>;

  return async (app) => {
    const context = editorContextOf(app);

    const route = routeGroup(app, { tags, config: access });

    route({
      method: 'GET',
      url: base,
      summary: kind.summary.list,
      querystring: listQuery,
      data: z.array(editorListItemSchema),
      handler: (request) => kind.list(app.db, request.query.q),
    });

    route({
      method: 'POST',
      url: base,
      summary: kind.summary.create,
      body: kind.body,
      data: kind.schema,
      status: 201,
      message: kind.messages.created,
      handler: (request) => kind.create(context(request), request.body as Input),
    });

    route({
      method: 'GET',
      url: `${base}/:id`,
      summary: kind.summary.read,
      params: idParams,
      data: kind.schema,
      handler: (request) => kind.read(app.db, request.params.id),
    });

    route({
      method: 'PUT',
      url: `${base}/:id`,
      summary: kind.summary.update,
      params: idParams,
      body: kind.updateBody,
      data: kind.schema,
      message: kind.messages.saved,
      handler: (request) => {
        const { based_on_version: basedOn, ...input } = request.body as Input & { based_on_version: number };
        return kind.update(context(request), request.params.id, input as Input, basedOn);
      },
    });

    route({
      method: 'DELETE',
      url: `${base}/:id`,
      summary: kind.summary.remove,
      params: idParams,
      data: z.null(),
      message: kind.messages.deleted,
      handler: async (request) => {
        await kind.remove(context(request), request.params.id);
        return null;
      },
    });

    route({
      method: 'POST',
      url: `${base}/:id/publish`,
      summary: kind.summary.publish,
      params: idParams,
      body: publishBody,
      data: kind.schema,
      message: (item) => (item.status === 'scheduled' ? EDITOR_MESSAGES.scheduled : EDITOR_MESSAGES.published),
      handler: (request) => kind.publish(context(request), request.params.id, request.body.publish_at),
    });

    route({
      method: 'POST',
      url: `${base}/:id/unpublish`,
      summary: kind.summary.unpublish,
      params: idParams,
      data: kind.schema,
      message: EDITOR_MESSAGES.unpublished,
      handler: (request) => kind.unpublish(context(request), request.params.id),
    });

    route({
      method: 'GET',
      url: `${base}/:id/versions`,
      summary: kind.summary.versions,
      params: idParams,
      data: z.array(contentVersionSummarySchema),
      handler: (request) => listVersions(app.db, kind.type, request.params.id),
    });

    route({
      method: 'GET',
      url: `${base}/:id/versions/:version`,
      summary: kind.summary.version,
      params: idParamsOf('id', 'version'),
      data: contentVersionSchema,
      handler: (request) => getVersion(app.db, kind.type, request.params.id, request.params.version),
    });

    route({
      method: 'POST',
      url: `${base}/:id/versions/:version/restore`,
      summary: 'Version wiederherstellen (eine neue Version mit diesem Inhalt)',
      params: idParamsOf('id', 'version'),
      body: restoreBody,
      data: kind.schema,
      message: kind.messages.restored,
      handler: (request) => kind.restore(context(request), request.params.id, request.params.version, request.body.based_on_version),
    });

    route({
      method: 'POST',
      url: `${base}/:id/preview`,
      summary: 'Vorschau-Link (eine Stunde gültig) auf die zuletzt gespeicherte Version, auch unveröffentlicht',
      params: idParams,
      data: previewLinkSchema,
      handler: async (request) => issuePreviewLink(app.db, app.appConfig, kind.type, await kind.read(app.db, request.params.id)),
    });
  };
}

/** The kinds the editors edit, each with the same routes. */
const EDITOR_KIND_ROUTES = [kindRoutes(pageKind), kindRoutes(postKind)];

/** The editors' back office of the content module: `/admin/content/pages…` and `/admin/content/posts…`. */
export const editorRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const routes of EDITOR_KIND_ROUTES) await app.register(routes);
  await app.register(previewRoutes);
};
