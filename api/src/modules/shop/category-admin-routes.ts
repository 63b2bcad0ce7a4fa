import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeGroup } from '../../http/route-group';
import { retirableValueRoutes } from '../../http/retirable-value-routes';
import { idParams } from '../../http/validation';
import { signedInStaff } from '../../plugins/access';
import {
  CATEGORY_MESSAGES as M,
  createCategory,
  deleteCategory,
  listAdminCategories,
  moveCategory,
  reorderCategories,
  retireCategory,
  updateCategory,
} from './category-admin';
import { adminCategorySchema, categoryBody, categoryMoveBody, categoryUpdateBody } from './category-admin-schemas';

const tags = ['Stammdaten'];
const config = { access: 'staff:editor', extension: true } as const;
const base = '/admin/shop/categories';

/** The shop's category tree for editors and admins (`staff:editor`). README „Kategorien im Backoffice“. */
export const categoryAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(
    retirableValueRoutes({
      base,
      tags,
      config,
      item: adminCategorySchema,
      createBody: categoryBody,
      updateBody: categoryUpdateBody,
      summaries: {
        list: 'Kategoriebaum (auch stillgelegte, mit Anzahl der Produkte)',
        create: 'Kategorie anlegen',
        order: 'Reihenfolge der Kategorien einer Ebene',
        update: 'Kategorie umbenennen',
        retire: 'Kategorie stilllegen',
        unretire: 'Kategorie wieder auswählbar machen',
        delete: 'Kategorie löschen (nur ohne Produkte, sonst stilllegen)',
      },
      messages: M,
      staff: signedInStaff,
      list: listAdminCategories,
      create: createCategory,
      update: updateCategory,
      reorder: reorderCategories,
      setRetired: retireCategory,
      remove: deleteCategory,
    }),
  );

  const editorExtension = routeGroup(app, { tags, config: config });

  editorExtension({
    method: 'POST',
    url: `${base}/:id/move`,
    summary: 'Kategorie unter eine andere verschieben',
    params: idParams,
    body: categoryMoveBody,
    data: adminCategorySchema,
    message: M.moved,
    handler: async (request) =>
      moveCategory({ db: app.db, actor: signedInStaff(request), ip: request.ip }, request.params.id, request.body.parent_id),
  });
};
