import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, successSchema } from '../../../http/envelope';
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
  landingListVersionParams,
  landingPageParams,
  landingPageVersionParams,
  landingPagesSchema,
  landingRestoreBody,
  landingSectionsBody,
  landingSectionsSchema,
  landingVersionQuery,
  startPageSchema,
} from './schemas';
import {
  deleteLandingItem,
  landingListOf,
  landingPages,
  readLandingList,
  readSectionOrder,
  reorderLandingList,
  reorderSections,
  restoreLandingList,
  restoreSectionOrder,
  saveLandingItem,
  startPageLayout,
} from './service';
import { SECTION_ORDER_IDS } from './sections';

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

  // A new entry (POST, 201) and a changed one (PUT): one handler, the entry's id only in the PUT's path.
  const itemWrites = [
    {
      method: 'POST',
      url: `${base}/items`,
      params: landingListParams,
      status: 201,
      message: LANDING_MESSAGES.created,
      summary: 'Eintrag am Ende der Liste anlegen (neue Version; 409, wenn inzwischen jemand anderes gespeichert hat)',
    },
    {
      method: 'PUT',
      url: `${base}/items/:id`,
      params: landingItemParams,
      status: 200,
      message: LANDING_MESSAGES.saved,
      summary: 'Eintrag speichern (neue Version; 409, wenn inzwischen jemand anderes gespeichert hat)',
    },
  ] as const;
  for (const write of itemWrites) {
    app.route({
      method: write.method,
      url: write.url,
      config: access,
      schema: {
        tags,
        summary: write.summary,
        params: write.params,
        body: landingItemWriteBody,
        response: { [write.status]: listResponse },
      },
      handler: async (request, reply) => {
        const { based_on_version: basedOn, ...input } = request.body;
        const { params } = request;
        const list = landingListOf(params.page, params.list);
        const id = 'id' in params ? params.id : null;
        return reply.code(write.status).send(ok(await saveLandingItem(context(request), list, id, input, basedOn), write.message));
      },
    });
  }

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

  app.post(
    `${base}/versions/:version/restore`,
    {
      config: access,
      schema: {
        tags,
        summary:
          'Eine Version der Liste wiederherstellen (wird selbst eine neue Version; 409, wenn inzwischen jemand anderes gespeichert hat)',
        params: landingListVersionParams,
        body: landingRestoreBody,
        response: { 200: listResponse },
      },
    },
    async (request) => {
      const list = landingListOf(request.params.page, request.params.list);
      return ok(
        await restoreLandingList(context(request), list, request.params.version, request.body.based_on_version),
        LANDING_MESSAGES.restored,
      );
    },
  );

  const sections = '/admin/content/landing/:page/sections';
  const sectionsResponse = successSchema(landingSectionsSchema);

  app.get(
    sections,
    {
      config: access,
      schema: {
        tags,
        summary: 'Die Abschnitte einer Startseite in der Reihenfolge der Besucher und die Version dieser Reihenfolge',
        params: landingPageParams,
        response: { 200: sectionsResponse },
      },
    },
    async (request) => ok(await readSectionOrder(app.db, request.params.page)),
  );

  app.put(
    sections,
    {
      config: access,
      schema: {
        tags,
        summary: 'Reihenfolge der Abschnitte speichern: alle Abschnitte der Seite in der neuen Reihenfolge (neue Version)',
        params: landingPageParams,
        body: landingSectionsBody,
        response: { 200: sectionsResponse },
      },
    },
    async (request) =>
      ok(
        await reorderSections(context(request), request.params.page, request.body.keys, request.body.based_on_version),
        LANDING_MESSAGES.sectionsReordered,
      ),
  );

  app.get(
    `${sections}/versions`,
    {
      config: access,
      schema: {
        tags,
        summary: 'Versionen der Reihenfolge der Abschnitte, neueste zuerst',
        params: landingPageParams,
        response: { 200: successSchema(z.array(contentVersionSummarySchema)) },
      },
    },
    async (request) => ok(await listVersions(app.db, 'landing', SECTION_ORDER_IDS[request.params.page])),
  );

  app.post(
    `${sections}/versions/:version/restore`,
    {
      config: access,
      schema: {
        tags,
        summary: 'Eine Version der Reihenfolge der Abschnitte wiederherstellen (neue Version)',
        params: landingPageVersionParams,
        body: landingRestoreBody,
        response: { 200: sectionsResponse },
      },
    },
    async (request) =>
      ok(
        await restoreSectionOrder(context(request), request.params.page, request.params.version, request.body.based_on_version),
        LANDING_MESSAGES.restored,
      ),
  );

  app.get(
    '/startPageLayout/:page',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Inhalte'],
        summary: 'Startseite oder Marktplatz-Startseite: Reihenfolge der Abschnitte und aktive Sticky-Layer',
        params: landingPageParams,
        response: { 200: successSchema(startPageSchema) },
      },
    },
    async (request) => ok(await startPageLayout(app.db, request.params.page)),
  );
};
