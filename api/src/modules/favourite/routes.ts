import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okPage, pageSuccessSchema, successSchema } from '../../http/envelope';
import { pageMeta } from '../../http/pagination';
import { addAnswerSchema, favouriteBody, favouriteCardSchema, favouriteIdsQuery, favouriteListQuery, removeAnswerSchema } from './schemas';
import { addFavourite, favouriteIds, MESSAGES, pageProductFavourites, pageProviderFavourites, removeFavourite } from './service';
import { signedInUserId } from '../../plugins/access';

type FavouriteCard = z.infer<typeof favouriteCardSchema>;

const tags = ['Favoriten'];

/** A customer's favourite products and providers (spec 02 §7 "Favourites"); every query is filtered by the session user. */
const favouriteRoutes: FastifyPluginAsyncZod = async (app) => {
  const access = { access: 'customer' as const };

  app.post(
    '/api/add-favourite',
    {
      config: access,
      schema: {
        tags,
        summary: 'Produkt oder Anbieter merken (idempotent: ein zweiter Aufruf ändert nichts, `created: false`)',
        body: favouriteBody,
        response: { 200: successSchema(addAnswerSchema) },
      },
    },
    async (request) => {
      const { id, type } = request.body;
      const { created } = await addFavourite(app.db, signedInUserId(request), type, id);
      return ok({ id, type, is_favourite: true as const, created }, MESSAGES[type].added);
    },
  );

  for (const path of ['/api/remove-favourite', '/remove-favourite']) {
    app.post(
      path,
      {
        config: access,
        schema: {
          tags,
          summary: 'Produkt oder Anbieter aus den Favoriten entfernen (idempotent: `removed: false`, wenn es keiner war)',
          body: favouriteBody,
          response: { 200: successSchema(removeAnswerSchema) },
        },
      },
      async (request) => {
        const { id, type } = request.body;
        const { removed } = await removeFavourite(app.db, signedInUserId(request), type, id);
        return ok({ id, type, is_favourite: false as const, removed }, MESSAGES[type].removed);
      },
    );
  }

  app.get(
    '/getFavourites',
    {
      config: access,
      schema: {
        tags,
        summary: 'Favoriten einer Art als Karten, die neuesten zuerst (`type` product oder provider, Standard product)',
        querystring: favouriteListQuery,
        response: { 200: pageSuccessSchema(favouriteCardSchema) },
      },
    },
    async (request) => {
      const { type, page, per_page: perPage } = request.query;
      const userId = signedInUserId(request);
      const { rows, total } =
        type === 'product'
          ? await pageProductFavourites(app.db, app.appConfig, userId, { page, perPage })
          : await pageProviderFavourites(app.db, app.appConfig, userId, { page, perPage });
      return okPage<FavouriteCard>(rows, pageMeta({ page, perPage }, total));
    },
  );

  app.get(
    '/api/favourite-ids',
    {
      config: { ...access, extension: true },
      schema: {
        tags,
        summary: 'Alle gemerkten IDs einer Art (für die Herz-Schalter auf Produkt- und Anbieterkarten)',
        querystring: favouriteIdsQuery,
        response: { 200: successSchema(z.object({ type: z.enum(['product', 'provider']), ids: z.array(z.number()) })) },
      },
    },
    async (request) => {
      const { type } = request.query;
      return ok({ type, ids: await favouriteIds(app.db, signedInUserId(request), type) });
    },
  );
};

export default favouriteRoutes;
