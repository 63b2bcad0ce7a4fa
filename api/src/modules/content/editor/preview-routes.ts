import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, successSchema } from '../../../http/envelope';
import { fields } from '../../../http/validation';
import { previewPage, previewPost } from './preview';
import { pagePreviewSchema, postPreviewSchema, previewQuery } from './schemas';

const tags = ['Redaktion'];
/** The signed token is the credential (issued to editors only); no session is needed to open the link. */
const access = { access: 'public', extension: true } as const;
const params = z.object({
  slug: fields.text().trim().min(1, 'Bitte geben Sie eine Adresse an.').max(200, 'Die Adresse hat höchstens 200 Zeichen.'),
});

/**
 * The site's preview reads (`?vorschau=<token>` in the shell): the saved version of a page or post, published or not.
 * Never cached, never indexed — also when the token is refused.
 */
export const previewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    reply.header('x-robots-tag', 'noindex');
  });

  app.get(
    '/preview/pages/:slug',
    {
      config: access,
      schema: {
        tags,
        summary: 'Vorschau einer Inhaltsseite (gespeicherte Version, auch unveröffentlicht; 403 bei ungültigem oder abgelaufenem Link)',
        params,
        querystring: previewQuery,
        response: { 200: successSchema(pagePreviewSchema) },
      },
    },
    async (request) => ok(await previewPage(app.db, app.appConfig, request.query.token, request.params.slug)),
  );

  app.get(
    '/preview/posts/:slug',
    {
      config: access,
      schema: {
        tags,
        summary: 'Vorschau eines Newsbeitrags (gespeicherte Version, auch unveröffentlicht; 403 bei ungültigem oder abgelaufenem Link)',
        params,
        querystring: previewQuery,
        response: { 200: successSchema(postPreviewSchema) },
      },
    },
    async (request) => ok(await previewPost(app.db, app.appConfig, request.query.token, request.params.slug)),
  );
};
