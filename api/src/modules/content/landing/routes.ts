import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, successSchema } from '../../../http/envelope';
import { created } from '../../../http/replies';
import { signedInStaff } from '../../../plugins/access';
import type { EditorContext } from '../editor/editing';
import { contentVersionSummarySchema } from '../editor/schemas';
import { listVersions } from '../editor/versions';
import {
  LANDING_MESSAGES,
  landingItemParams,
  landingItemWriteBody,
  landingListParams,
  landingListSchema,
  landingOrderBody,
  landingPagesSchema,
  landingVersionQuery,
} from './schemas';
import {
  createLandingItem,
  deleteLandingItem,
  landingListOf,
  landingPages,
  readLandingList,
  reorderLandingList,
  updateLandingItem,
} from './service';

const tags = ['Redaktion'];
const access = { access: 'staff:editor', extension: true } as const;
const listResponse = successSchema(landingListSchema);
const base = '/admin/content/landing/:page/:list';

/** The lists of the landing and marketplace start page for editors (`staff:editor`). README „Startseiten“. */
export const landingRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = (request: Parameters<typeof signedInStaff>[0]): EditorContext => ({
    db: app.db,
    config: app.appConfig,
    actor: signedInStaff(request),
    ip: request.ip,
  });

  app.get(
    '/admin/content/landing',
    {
      config: access,
      schema: {
        tags,
        summary: 'Startseiten und ihre Listen (Startbild, Kacheln, Slider, Sticky-Layer)',
        response: { 200: successSchema(landingPagesSchema) },
      },
    },
    async () => ok(landingPages()),
  );

  app.get(
    base,
    {
      config: access,
      schema: {
        tags,
        summary: 'Eine Liste einer Startseite mit ihren Einträgen in der Reihenfolge der Besucher und ihrer Version',
        params: landingListParams,
        response: { 200: listResponse },
      },
    },
    async (request) => ok(await readLandingList(app.db, landingListOf(request.params.page, request.params.list))),
  );

  app.post(
    `${base}/items`,
    {
      config: access,
      schema: {
        tags,
        summary: 'Eintrag am Ende der Liste anlegen (neue Version; 409, wenn inzwischen jemand anderes gespeichert hat)',
        params: landingListParams,
        body: landingItemWriteBody,
        response: { 201: listResponse },
      },
    },
    async (request, reply) => {
      const { based_on_version: basedOn, ...input } = request.body;
      const list = landingListOf(request.params.page, request.params.list);
      return created(reply, await createLandingItem(context(request), list, input, basedOn), LANDING_MESSAGES.created);
    },
  );

  app.put(
    `${base}/items/:id`,
    {
      config: access,
      schema: {
        tags,
        summary: 'Eintrag speichern (neue Version; 409, wenn inzwischen jemand anderes gespeichert hat)',
        params: landingItemParams,
        body: landingItemWriteBody,
        response: { 200: listResponse },
      },
    },
    async (request) => {
      const { based_on_version: basedOn, ...input } = request.body;
      const list = landingListOf(request.params.page, request.params.list);
      return ok(await updateLandingItem(context(request), list, request.params.id, input, basedOn), LANDING_MESSAGES.saved);
    },
  );

  app.delete(
    `${base}/items/:id`,
    {
      config: access,
      schema: {
        tags,
        summary: 'Eintrag löschen (neue Version der Liste)',
        params: landingItemParams,
        querystring: landingVersionQuery,
        response: { 200: listResponse },
      },
    },
    async (request) => {
      const list = landingListOf(request.params.page, request.params.list);
      return ok(
        await deleteLandingItem(context(request), list, request.params.id, request.query.based_on_version),
        LANDING_MESSAGES.deleted,
      );
    },
  );

  app.put(
    `${base}/order`,
    {
      config: access,
      schema: {
        tags,
        summary: 'Reihenfolge speichern: alle Einträge der Liste in der neuen Reihenfolge (neue Version)',
        params: landingListParams,
        body: landingOrderBody,
        response: { 200: listResponse },
      },
    },
    async (request) => {
      const list = landingListOf(request.params.page, request.params.list);
      return ok(
        await reorderLandingList(context(request), list, request.body.ids, request.body.based_on_version),
        LANDING_MESSAGES.reordered,
      );
    },
  );

  app.get(
    `${base}/versions`,
    {
      config: access,
      schema: {
        tags,
        summary: 'Versionen einer Liste der Startseite, neueste zuerst',
        params: landingListParams,
        response: { 200: successSchema(z.array(contentVersionSummarySchema)) },
      },
    },
    async (request) => ok(await listVersions(app.db, 'landing', landingListOf(request.params.page, request.params.list).id)),
  );
};
