import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okPage, writtenAsBuilt } from '../../http/envelope';
import { routeGroup } from '../../http/route-group';
import { pageMeta } from '../../http/pagination';
import { fields } from '../../http/validation';
import { berlinClock } from '../../lib/opening-hours';
import { signedInUserId } from '../../plugins/access';
import {
  dayHoursSchema,
  foodFilter,
  holidaySchema,
  mapSettingsSchema,
  openStateSchema,
  pageSuccessSchema,
  providerCardSchema,
  publicLocationSchema,
  searchQuery,
  storeIdQuery,
  tags,
} from './schemas';
import { PROVIDER_SORTS, searchProviders, setProviderIndustries } from './search';
import { publicLocationsBySlug } from './public-locations';
import { listHolidays, publicLocation, publicLocations, publicProvider } from './service';

/** Public reads: a provider's locations, times, closed days and open-now, the provider search. */
const publicStoreRoutes: FastifyPluginAsyncZod = async (app) => {
  const open = routeGroup(app, { tags, config: { access: 'public' } });
  const publicExtension = routeGroup(app, { tags, config: { access: 'public', extension: true } });

  open({
    method: 'GET',
    url: '/getStoreTimings',
    summary: 'Öffnungszeiten eines Standorts (öffentlich) mit „jetzt geöffnet“',
    querystring: storeIdQuery,
    data: z.object({ times: z.array(dayHoursSchema), always_open: z.boolean(), state_now: openStateSchema }),
    handler: async (request) => {
      const location = await publicLocation(app.db, request.query.store_id);
      const [entry] = await publicLocations(app.db, location.providerId).then((all) => all.filter((one) => one.id === location.id));
      return { times: entry!.times, always_open: entry!.always_open, state_now: entry!.state_now };
    },
  });

  open({
    method: 'GET',
    url: '/getHolidaysTimes',
    summary: 'Kommende Schließtage eines Standorts (öffentlich)',
    querystring: storeIdQuery,
    data: z.array(holidaySchema),
    handler: async (request) => {
      const location = await publicLocation(app.db, request.query.store_id);
      return listHolidays(app.db, location.id, 'opening', berlinClock(new Date()).date);
    },
  });

  app.get(
    '/provider_search',
    {
      config: { access: 'public' },
      serializerCompiler: writtenAsBuilt,
      schema: {
        tags,
        summary: 'Anbietersuche: Branchen (filter[industry][]), Stichwort, PLZ und Umkreis, Sortierung; Essensfilter (x-extension)',
        querystring: searchQuery,
        response: { 200: pageSuccessSchema(providerCardSchema) },
      },
    },
    async (request) => {
      const query = request.query;
      const { cards, total } = await searchProviders(app.db, app.appConfig, {
        industries: [...query['filter[industry][]'], ...query['filter[industry]']],
        keyword: query.keyword ?? undefined,
        postal_code: query.postal_code || undefined,
        radius: query.radius,
        sort: query.sort,
        page: query.page,
        perPage: query.per_page,
        food: foodFilter(query),
        openNow: query.open_now === true,
      });
      return okPage(cards, pageMeta({ page: query.page, perPage: query.per_page }, total));
    },
  );

  open({
    method: 'GET',
    url: '/provider_search/sorts',
    summary: 'Sortierungen der Anbietersuche',
    data: z.array(z.object({ key: z.string(), label: z.string() })),
    handler: async () => Object.entries(PROVIDER_SORTS).map(([key, label]) => ({ key, label })),
  });

  publicExtension({
    method: 'GET',
    url: '/provider_search/map',
    summary: 'Kartenkacheln der Anbietersuche (MAP_TILE_URL mit Namensnennung; null = keine Kacheln eingerichtet)',
    data: mapSettingsSchema,
    handler: async () => ({ tile_url: app.appConfig.mapTiles?.url ?? null, attribution: app.appConfig.mapTiles?.attribution ?? null }),
  });

  app.post(
    '/api/v2/providerIndustries',
    {
      config: { access: 'provider' },
      schema: {
        tags,
        summary: 'Branchen des eigenen Anbieterprofils festlegen',
        body: z.object({ industry_ids: z.array(fields.id()).max(50, 'Höchstens 50 Branchen.') }),
      },
    },
    async (request) =>
      ok(await setProviderIndustries(app.db, signedInUserId(request), request.body.industry_ids), 'Die Branchen wurden gespeichert.'),
  );

  app.get(
    '/api/providerSlug',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Die gültige Adresse eines Anbieters (alte Formen werden umgeleitet)',
        querystring: z.object({ slug: fields.requiredText(200) }),
      },
    },
    async (request) => {
      const provider = await publicProvider(app.db, request.query.slug);
      return ok({ id: provider.userId, slug: provider.slug, redirect: provider.redirect });
    },
  );

  open({
    method: 'GET',
    url: '/providerStoreLocations',
    summary: 'Standorte eines Anbieters mit Zeiten und heutigem Zustand',
    querystring: z.object({ slug: fields.requiredText(200) }),
    data: z.array(publicLocationSchema),
    handler: async (request) => publicLocationsBySlug(app.db, request.query.slug),
  });
};

export default publicStoreRoutes;
