import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, successSchema } from '../../http/envelope';
import { created } from '../../http/replies';
import { signedInStaff } from '../../plugins/access';
import {
  CATEGORY_MESSAGES as M,
  type CategoryAdminContext,
  createCategory,
  deleteCategory,
  listAdminCategories,
  moveCategory,
  reorderCategories,
  retireCategory,
  updateCategory,
} from './category-admin';
import {
  adminCategorySchema,
  categoryBody,
  categoryIdParams,
  categoryMoveBody,
  categoryOrderBody,
  categoryUpdateBody,
} from './category-admin-schemas';

const tags = ['Stammdaten'];
const access = { access: 'staff:editor', extension: true } as const;
const base = '/admin/shop/categories';
const item = successSchema(adminCategorySchema);
const done = successSchema(z.null());

/** The shop's category tree for editors and admins (`staff:editor`). README „Kategorien im Backoffice“. */
export const categoryAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = (request: Parameters<typeof signedInStaff>[0]): CategoryAdminContext => ({
    db: app.db,
    actor: signedInStaff(request),
    ip: request.ip,
  });

  app.get(
    base,
    {
      config: access,
      schema: {
        tags,
        summary: 'Kategoriebaum (auch stillgelegte, mit Anzahl der Produkte)',
        response: { 200: successSchema(z.array(adminCategorySchema)) },
      },
    },
    async () => ok(await listAdminCategories(app.db)),
  );
  app.post(
    base,
    { config: access, schema: { tags, summary: 'Kategorie anlegen', body: categoryBody, response: { 201: item } } },
    async (request, reply) => created(reply, await createCategory(context(request), request.body), M.created),
  );
  app.put(
    `${base}/order`,
    {
      config: access,
      schema: { tags, summary: 'Reihenfolge der Kategorien einer Ebene', body: categoryOrderBody, response: { 200: done } },
    },
    async (request) => {
      await reorderCategories(context(request), request.body.ids);
      return ok(null, M.reordered);
    },
  );
  app.put(
    `${base}/:id`,
    {
      config: access,
      schema: { tags, summary: 'Kategorie umbenennen', params: categoryIdParams, body: categoryUpdateBody, response: { 200: item } },
    },
    async (request) => ok(await updateCategory(context(request), request.params.id, request.body), M.saved),
  );
  app.post(
    `${base}/:id/move`,
    {
      config: access,
      schema: {
        tags,
        summary: 'Kategorie unter eine andere verschieben',
        params: categoryIdParams,
        body: categoryMoveBody,
        response: { 200: item },
      },
    },
    async (request) => ok(await moveCategory(context(request), request.params.id, request.body.parent_id), M.moved),
  );
  app.post(
    `${base}/:id/retire`,
    { config: access, schema: { tags, summary: 'Kategorie stilllegen', params: categoryIdParams, response: { 200: done } } },
    async (request) => {
      await retireCategory(context(request), request.params.id, true);
      return ok(null, M.retired);
    },
  );
  app.post(
    `${base}/:id/unretire`,
    { config: access, schema: { tags, summary: 'Kategorie wieder auswählbar machen', params: categoryIdParams, response: { 200: done } } },
    async (request) => {
      await retireCategory(context(request), request.params.id, false);
      return ok(null, M.unretired);
    },
  );
  app.delete(
    `${base}/:id`,
    {
      config: access,
      schema: {
        tags,
        summary: 'Kategorie löschen (nur ohne Produkte, sonst stilllegen)',
        params: categoryIdParams,
        response: { 200: done },
      },
    },
    async (request) => {
      await deleteCategory(context(request), request.params.id);
      return ok(null, M.deleted);
    },
  );
};
