import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, successSchema } from '../../../http/envelope';
import { routeGroup, type GroupRequest } from '../../../http/route-group';
import { editorContextOf } from '../editor/editing';
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
const base = '/admin/content/landing/:page/:list';

/** The lists of the landing and marketplace start page for editors (`staff:editor`). README „Startseiten“. */
export const landingRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = editorContextOf(app);

  const route = routeGroup(app, { tags, config: access });

  route({
    method: 'GET',
    url: '/admin/content/landing',
    summary: 'Startseiten und ihre Listen (Startbild, Kacheln, Slider, Sticky-Layer)',
    data: landingPagesSchema,
    handler: async () => landingPages(),
  });

  route({
    method: 'GET',
    url: base,
    summary: 'Eine Liste einer Startseite mit ihren Einträgen in der Reihenfolge der Besucher und ihrer Version',
    params: landingListParams,
    data: landingListSchema,
    handler: (request) => readLandingList(app.db, landingListOf(request.params.page, request.params.list)),
  });

  // A new entry (POST, 201) and a changed one (PUT): one save, the entry's id only in the PUT's path.
  const saveItem = (request: GroupRequest<typeof landingListParams, undefined, typeof landingItemWriteBody>, id: number | null) => {
    const { based_on_version: basedOn, ...input } = request.body;
    return saveLandingItem(context(request), landingListOf(request.params.page, request.params.list), id, input, basedOn);
  };

  route({
    method: 'POST',
    url: `${base}/items`,
    summary: 'Eintrag am Ende der Liste anlegen (neue Version; 409, wenn inzwischen jemand anderes gespeichert hat)',
    params: landingListParams,
    body: landingItemWriteBody,
    data: landingListSchema,
    status: 201,
    message: LANDING_MESSAGES.created,
    handler: (request) => saveItem(request, null),
  });

  route({
    method: 'PUT',
    url: `${base}/items/:id`,
    summary: 'Eintrag speichern (neue Version; 409, wenn inzwischen jemand anderes gespeichert hat)',
    params: landingItemParams,
    body: landingItemWriteBody,
    data: landingListSchema,
    message: LANDING_MESSAGES.saved,
    handler: (request) => saveItem(request, request.params.id),
  });

  route({
    method: 'DELETE',
    url: `${base}/items/:id`,
    summary: 'Eintrag löschen (neue Version der Liste)',
    params: landingItemParams,
    querystring: landingVersionQuery,
    data: landingListSchema,
    message: LANDING_MESSAGES.deleted,
    handler: (request) =>
      deleteLandingItem(
        context(request),
        landingListOf(request.params.page, request.params.list),
        request.params.id,
        request.query.based_on_version,
      ),
  });

  route({
    method: 'PUT',
    url: `${base}/order`,
    summary: 'Reihenfolge speichern: alle Einträge der Liste in der neuen Reihenfolge (neue Version)',
    params: landingListParams,
    body: landingOrderBody,
    data: landingListSchema,
    message: LANDING_MESSAGES.reordered,
    handler: (request) =>
      reorderLandingList(
        context(request),
        landingListOf(request.params.page, request.params.list),
        request.body.ids,
        request.body.based_on_version,
      ),
  });

  route({
    method: 'GET',
    url: `${base}/versions`,
    summary: 'Versionen einer Liste der Startseite, neueste zuerst',
    params: landingListParams,
    data: z.array(contentVersionSummarySchema),
    handler: (request) => listVersions(app.db, 'landing', landingListOf(request.params.page, request.params.list).id),
  });

  route({
    method: 'POST',
    url: `${base}/versions/:version/restore`,
    summary: 'Eine Version der Liste wiederherstellen (wird selbst eine neue Version; 409, wenn inzwischen jemand anderes gespeichert hat)',
    params: landingListVersionParams,
    body: landingRestoreBody,
    data: landingListSchema,
    message: LANDING_MESSAGES.restored,
    handler: (request) =>
      restoreLandingList(
        context(request),
        landingListOf(request.params.page, request.params.list),
        request.params.version,
        request.body.based_on_version,
      ),
  });

  const sections = '/admin/content/landing/:page/sections';

  route({
    method: 'GET',
    url: sections,
    summary: 'Die Abschnitte einer Startseite in der Reihenfolge der Besucher und die Version dieser Reihenfolge',
    params: landingPageParams,
    data: landingSectionsSchema,
    handler: (request) => readSectionOrder(app.db, request.params.page),
  });

  route({
    method: 'PUT',
    url: sections,
    summary: 'Reihenfolge der Abschnitte speichern: alle Abschnitte der Seite in der neuen Reihenfolge (neue Version)',
    params: landingPageParams,
    body: landingSectionsBody,
    data: landingSectionsSchema,
    message: LANDING_MESSAGES.sectionsReordered,
    handler: (request) => reorderSections(context(request), request.params.page, request.body.keys, request.body.based_on_version),
  });

  route({
    method: 'GET',
    url: `${sections}/versions`,
    summary: 'Versionen der Reihenfolge der Abschnitte, neueste zuerst',
    params: landingPageParams,
    data: z.array(contentVersionSummarySchema),
    handler: (request) => listVersions(app.db, 'landing', SECTION_ORDER_IDS[request.params.page]),
  });

  route({
    method: 'POST',
    url: `${sections}/versions/:version/restore`,
    summary: 'Eine Version der Reihenfolge der Abschnitte wiederherstellen (neue Version)',
    params: landingPageVersionParams,
    body: landingRestoreBody,
    data: landingSectionsSchema,
    message: LANDING_MESSAGES.restored,
    handler: (request) => restoreSectionOrder(context(request), request.params.page, request.params.version, request.body.based_on_version),
  });

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
