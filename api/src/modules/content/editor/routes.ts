import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { editorPageRoutes } from './page-routes';
import { editorPostRoutes } from './post-routes';

/** The editors' back office of the content module: `/admin/content/pages…` and `/admin/content/posts…`. */
export const editorRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(editorPageRoutes);
  await app.register(editorPostRoutes);
};
