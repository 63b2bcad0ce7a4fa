import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, successSchema } from '../../http/envelope';
import { readPage } from '../../http/pagination';
import { pagedRouteGroup } from '../../http/route-group';
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

  pagedRouteGroup(app, { tags, config: access })({
    method: 'GET',
    url: '/getFavourites',
    summary: 'Favoriten einer Art als Karten, die neuesten zuerst (`type` product oder provider, Standard product)',
    querystring: favouriteListQuery,
    item: favouriteCardSchema,
    handler: (request) => {
      const userId = signedInUserId(request);
      const read = request.query.type === 'product' ? pageProductFavourites : pageProviderFavourites;
      return readPage<FavouriteCard>(request.query, (page) => read(app.db, app.appConfig, userId, page));
    },
  });

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
