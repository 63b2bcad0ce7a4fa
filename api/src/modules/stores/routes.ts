import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SessionUser } from '../../http/auth';
import { ok, okPage, successSchema, writtenAsBuilt } from '../../http/envelope';
import { pageMeta, pageQuery } from '../../http/pagination';
import { fields } from '../../http/validation';
import {
  addHoliday,
  createLocation,
  deleteHoliday,
  deleteLocation,
  getHolidays,
  getTimes,
  listHolidays,
  listLocations,
  ownLocation,
  publicLocation,
  publicLocations,
  publicProvider,
  saveTimes,
  setAlwaysOpen,
  setAppointments,
  setDefaultLocation,
  updateLocation,
  locationDto,
} from './service';
import { berlinClock } from './open-now';
import { GENDERS } from '../../db/schema';
import { readImageUpload } from '../../http/uploads';
import { updateProviderInfo } from '../account/public';
import { assertCanPublish } from '../onboarding/public';
import { getVendorPolicies } from '../reference/public';
import { reportBody } from '../review/public';
import { moneyCents } from '../shop/public';
import type { FoodFilter } from '../food/public';
import { reportReview } from '../review/public';
import {
  acceptProposal,
  appointmentCalendar,
  appointmentCalendarFor,
  cancelAppointment,
  declineProposal,
  freeSlots,
  proposeAppointment,
  confirmAppointment,
  declineAppointment,
  listAppointments,
  requestAppointment,
} from './appointments';
import {
  STORE_IMAGE_KINDS,
  providerPageData,
  providerShowsProfile,
  providerStoreInfo,
  removeCompanyImages,
  updateStorePage,
  uploadStoreImage,
} from './provider-page';
import {
  appointmentSchema,
  appointmentSlotsSchema,
  dayHoursSchema,
  deletedSchema,
  holidaySchema,
  locationSchema,
  mapSettingsSchema,
  openStateSchema,
  pageSuccessSchema,
  providerCardSchema,
  providerPageSchema,
  publicLocationSchema,
  storeImageSchema,
  storeInfoSchema,
  vendorPolicySchema,
} from './wire';
import { PROVIDER_SORTS, searchProviders, setProviderIndustries, type ProviderSort } from './search';
import { signedInUser, signedInUserId } from '../../plugins/access';

const SORT_BY_LABEL = new Map<string, ProviderSort>(Object.entries(PROVIDER_SORTS).map(([key, label]) => [label, key as ProviderSort]));
const INDUSTRY_MESSAGE = 'Bitte wählen Sie gültige Branchen.';
const industryIds = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value, ctx) => {
    const list = value === undefined ? [] : Array.isArray(value) ? value : [value];
    const ids = list.map((item) => (/^\d{1,9}$/.test(item) ? Number(item) : Number.NaN));
    if (ids.some((id) => !(id >= 1)) || ids.length > 50) {
      ctx.addIssue({ code: 'custom', message: INDUSTRY_MESSAGE });
      return z.NEVER;
    }
    return ids;
  });

/** A query parameter the spec lacks: documented with `x-extension: true` (and said so in its description). */
function extension<T extends z.ZodType>(schema: T, description: string) {
  return schema.optional().meta({ description: `${description} (x-extension)`, 'x-extension': true });
}

/**
 * Query of `/provider_search`. Fastify's query parser keeps `filter[industry][]=3&filter[industry][]=5` as the
 * literal key `filter[industry][]` (a string for one, an array for several); both spellings without `[]` work too.
 */
const searchQuery = pageQuery(12).extend({
  'filter[industry][]': industryIds,
  'filter[industry]': industryIds,
  keyword: fields.optionalText(100),
  postal_code: z
    .union([
      z.literal(''),
      z
        .string()
        .trim()
        .regex(/^\d{5}$/, 'Die Postleitzahl muss aus genau fünf Ziffern bestehen.'),
    ])
    .optional(),
  radius: z.coerce
    .number({ error: 'Bitte geben Sie einen Umkreis in Kilometern an.' })
    .min(1, 'Der Umkreis beträgt mindestens 1 km.')
    .max(500, 'Der Umkreis beträgt höchstens 500 km.')
    .optional(),
  sort: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (!value) return 'rating' as ProviderSort;
      const key = (value in PROVIDER_SORTS ? value : SORT_BY_LABEL.get(value)) as ProviderSort | undefined;
      if (!key) {
        ctx.addIssue({ code: 'custom', message: `Bitte wählen Sie eine Sortierung: ${Object.values(PROVIDER_SORTS).join(', ')}.` });
        return z.NEVER;
      }
      return key;
    }),
  // The food filters (spec 02 §7 „Food“ asks for them; the spec's parameter list lacks them): any of them limits
  // the search to food providers and adds `food` to the cards.
  food: extension(fields.flag(), 'Nur Essensanbieter (auch ohne weitere Essensfilter)'),
  cuisine: extension(fields.text().trim().max(40, 'Höchstens 40 Zeichen erlaubt.'), 'Küche, ein Wert aus /getGastroTags'),
  delivers_to: extension(
    z
      .string()
      .trim()
      .regex(/^\d{5}$/, 'Die Postleitzahl muss aus genau fünf Ziffern bestehen.'),
    'Liefert an diese Postleitzahl (mit pickup=1 auch Betriebe, bei denen man abholen kann)',
  ),
  open_now: extension(
    fields.flag(),
    'Jetzt geöffnet (Europe/Berlin), über alle Seiten: nur Anbieter mit einem jetzt geöffneten Standort (im Umkreis), die Karte zeigt ihn; mit food=1 oder einem anderen Essensfilter: Essensbestellung jetzt geöffnet',
  ),
  pickup: extension(fields.flag(), 'Abholung möglich'),
  max_minimum_order: extension(moneyCents(100_000), 'Mindestbestellwert höchstens so viel Euro'),
});

/**
 * The food filters of a search, or undefined when none is set (then the search is not limited to food). `open_now`
 * is a food filter only in a food search (`food=1` or another food filter); alone it asks for a store open now.
 */
function foodFilter(query: z.infer<typeof searchQuery>): FoodFilter | undefined {
  const filter: FoodFilter = {
    cuisine: query.cuisine || undefined,
    delivers_to: query.delivers_to,
    pickup: query.pickup || undefined,
    max_minimum_order_cents: query.max_minimum_order,
  };
  const any = query.food === true || Object.values(filter).some((value) => value !== undefined);
  return any ? { ...filter, open_now: query.open_now || undefined } : undefined;
}

const tags = ['Standorte'];

/*
 * The search's and the provider page's answers are written as built (`writtenAsBuilt`): `searchProviders` and `providerPageData` build
 * them typed to `providerCardSchema`/`providerPageSchema`, field by field, and tests parse real answers with the schemas
 * and require them unchanged (`search.test.ts`, `provider-page.test.ts`). Checking and copying every card through zod
 * cost a share of the API's CPU per request under the bench (README, benchmark). The schemas still document the answers
 * in the OpenAPI contract.
 */
/** An optional field that stays `undefined` when left out (so a partial update keeps the stored value). */
const keep = <T extends z.ZodType>(schema: T) => z.union([z.undefined(), schema]);
const DATE_MESSAGE = 'Bitte geben Sie ein gültiges Datum (JJJJ-MM-TT) an.';

const date = () =>
  z
    .string({ error: DATE_MESSAGE })
    .regex(/^\d{4}-\d{2}-\d{2}$/, DATE_MESSAGE)
    .refine(
      (value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
      DATE_MESSAGE,
    );

const coordinate = (min: number, max: number) =>
  z.coerce
    .number({ error: 'Bitte geben Sie eine gültige Koordinate an.' })
    .min(min, 'Die Koordinate liegt außerhalb des erlaubten Bereichs.')
    .max(max, 'Die Koordinate liegt außerhalb des erlaubten Bereichs.')
    .nullish();

const locationBody = z.object({
  title: fields.requiredText(120),
  street: fields.optionalText(120).transform((value) => value ?? ''),
  street_number: fields.optionalText(20).transform((value) => value ?? ''),
  zipcode: z
    .string({ error: 'Bitte geben Sie eine Postleitzahl an.' })
    .trim()
    .regex(/^\d{5}$/, 'Die Postleitzahl muss aus genau fünf Ziffern bestehen.'),
  city: fields.optionalText(120).transform((value) => value ?? ''),
  state: fields.optionalText(2).transform((value) => value ?? undefined),
  email: z
    .union([z.literal(''), z.null(), fields.email()])
    .optional()
    .transform((value) => value || null),
  calling_code: fields.optionalText(6),
  mobile_number: z
    .string()
    .trim()
    .regex(/^[0-9 /-]{0,20}$/, 'Bitte geben Sie eine gültige Telefonnummer an.')
    .nullish()
    .transform((value) => value || null),
  latitude: coordinate(-90, 90),
  longitude: coordinate(-180, 180),
});

const idQuery = z.object({ id: fields.id() });
const storeIdQuery = z.object({ store_id: fields.id() });
const idParams = z.object({ id: fields.id() });
const kindOf = (url: string) => (url.toLowerCase().includes('delivery') ? ('delivery' as const) : ('opening' as const));

const timeField = z.union([z.string().max(10, 'Bitte geben Sie eine Uhrzeit im Format HH:MM an.'), z.null()]).optional();
const timesBody = z.object({
  store_id: fields.id(),
  times: z
    .array(
      z.object({
        days: z.coerce
          .number()
          .int('Bitte wählen Sie einen Wochentag.')
          .min(1, 'Bitte wählen Sie einen Wochentag.')
          .max(7, 'Bitte wählen Sie einen Wochentag.'),
        from_time: timeField,
        untill_time: timeField,
        after_from_time: timeField,
        after_untill_time: timeField,
        status: fields.flag(),
      }),
      { error: 'Bitte geben Sie die Zeiten der Woche an.' },
    )
    .min(1, 'Bitte geben Sie die Zeiten der Woche an.')
    .max(7, 'Höchstens sieben Wochentage.')
    .refine((times) => new Set(times.map((time) => time.days)).size === times.length, 'Jeder Wochentag darf nur einmal vorkommen.'),
});

const holidayBody = z.object({
  store_id: fields.id(),
  start_date: date(),
  end_date: z
    .union([z.literal(''), z.null(), date()])
    .optional()
    .transform((value) => value || null),
  title: fields.optionalText(120).transform((value) => value ?? ''),
});

/** Store locations, weekly times, closed days and open-now (spec 02 §8 "Store locations and times"). */
const storesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/store-locations',
    {
      config: { access: 'provider' },
      schema: {
        tags,
        summary: 'Eigene Standorte (seitenweise)',
        querystring: pageQuery(10),
        response: { 200: pageSuccessSchema(locationSchema) },
      },
    },
    async (request) => {
      const { page, per_page } = request.query;
      const { rows, total } = await listLocations(app.db, signedInUserId(request), page, per_page);
      return okPage(rows, pageMeta({ page, perPage: per_page }, total));
    },
  );

  app.get(
    '/api/get-store-location',
    {
      config: { access: 'provider' },
      schema: { tags, summary: 'Ein eigener Standort', querystring: idQuery, response: { 200: successSchema(locationSchema) } },
    },
    async (request) => ok(locationDto(await ownLocation(app.db, signedInUserId(request), request.query.id))),
  );

  app.post(
    '/api/save-store-location',
    {
      config: { access: 'provider' },
      schema: { tags, summary: 'Standort anlegen', body: locationBody, response: { 201: successSchema(locationSchema) } },
    },
    async (request, reply) =>
      reply.status(201).send(ok(await createLocation(app.db, signedInUserId(request), request.body), 'Der Standort wurde gespeichert.')),
  );

  app.post(
    '/api/update-store-location',
    {
      config: { access: 'provider' },
      schema: {
        tags,
        summary: 'Standort ändern',
        body: locationBody.extend({ id: fields.id() }),
        response: { 200: successSchema(locationSchema) },
      },
    },
    async (request) =>
      ok(await updateLocation(app.db, signedInUserId(request), request.body.id, request.body), 'Der Standort wurde gespeichert.'),
  );

  app.delete(
    '/delete-store-location/:id',
    { config: { access: 'provider' }, schema: { tags, summary: 'Standort löschen', params: idParams, response: { 200: deletedSchema } } },
    async (request) => {
      await deleteLocation(app.db, signedInUserId(request), request.params.id);
      return ok(null, 'Der Standort wurde gelöscht.');
    },
  );

  app.post(
    '/setDefaultLocation',
    {
      config: { access: 'provider' },
      schema: { tags, summary: 'Standardstandort festlegen', body: idQuery, response: { 200: successSchema(locationSchema) } },
    },
    async (request) =>
      ok(await setDefaultLocation(app.db, signedInUserId(request), request.body.id), 'Der Standardstandort wurde festgelegt.'),
  );

  app.post(
    '/api/setStoreLocationAlwaysOpen',
    {
      config: { access: 'provider' },
      schema: {
        tags,
        summary: 'Standort rund um die Uhr geöffnet',
        body: z.object({ store_id: fields.id(), always_open: fields.flag() }),
        response: { 200: successSchema(locationSchema) },
      },
    },
    async (request) =>
      ok(await setAlwaysOpen(app.db, signedInUserId(request), request.body.store_id, request.body.always_open), 'Gespeichert.'),
  );

  app.post(
    '/api/setStoreLocationAppointment',
    {
      config: { access: 'provider' },
      schema: {
        tags,
        summary: 'Terminanfragen annehmen (Terminlänge in Minuten)',
        body: z.object({
          store_id: fields.id(),
          takes_appointments: fields.flag(),
          slot_minutes: z.coerce
            .number()
            .int('Bitte geben Sie ganze Minuten an.')
            .min(10, 'Ein Termin dauert mindestens 10 Minuten.')
            .max(480, 'Ein Termin dauert höchstens 480 Minuten.')
            .default(30),
        }),
        response: { 200: successSchema(locationSchema) },
      },
    },
    async (request) =>
      ok(
        await setAppointments(
          app.db,
          signedInUserId(request),
          request.body.store_id,
          request.body.takes_appointments,
          request.body.slot_minutes,
        ),
        'Gespeichert.',
      ),
  );

  for (const url of ['/api/get-store-location-times', '/getDeliveryTimings']) {
    app.get(
      url,
      {
        config: { access: 'provider' },
        schema: {
          tags,
          summary: kindOf(url) === 'delivery' ? 'Lieferzeiten eines eigenen Standorts' : 'Öffnungszeiten eines eigenen Standorts',
          querystring: storeIdQuery,
          response: { 200: successSchema(z.array(dayHoursSchema)) },
        },
      },
      async (request) => ok(await getTimes(app.db, signedInUserId(request), request.query.store_id, kindOf(url))),
    );
  }

  for (const url of ['/api/save-store-location-times', '/api/setDeliveryTimings']) {
    app.post(
      url,
      {
        config: { access: 'provider' },
        schema: {
          tags,
          summary: kindOf(url) === 'delivery' ? 'Lieferzeiten speichern' : 'Öffnungszeiten speichern (Teilschichten, über Mitternacht)',
          body: timesBody,
          response: { 200: successSchema(z.array(dayHoursSchema)) },
        },
      },
      async (request) =>
        ok(
          await saveTimes(app.db, signedInUserId(request), request.body.store_id, kindOf(url), request.body.times),
          'Die Zeiten wurden gespeichert.',
        ),
    );
  }

  for (const url of ['/api/getStoreHolidaysTimes', '/getDeliveryHolidaysTimes']) {
    app.get(
      url,
      {
        config: { access: 'provider' },
        schema: {
          tags,
          summary: 'Schließtage eines eigenen Standorts',
          querystring: storeIdQuery,
          response: { 200: successSchema(z.array(holidaySchema)) },
        },
      },
      async (request) => ok(await getHolidays(app.db, signedInUserId(request), request.query.store_id, kindOf(url))),
    );
  }

  app.post(
    '/api/setStoreHolidaysTimes',
    {
      config: { access: 'provider' },
      schema: {
        tags,
        summary: 'Schließtag oder -zeitraum eintragen (z. B. Betriebsferien)',
        body: holidayBody.extend({ kind: z.enum(['opening', 'delivery']).default('opening') }),
        response: { 200: successSchema(z.array(holidaySchema)) },
      },
    },
    async (request) =>
      ok(
        await addHoliday(app.db, signedInUserId(request), request.body.store_id, request.body.kind, request.body),
        'Der Schließtag wurde gespeichert.',
      ),
  );

  app.delete(
    '/api/delete-holidays/:id',
    { config: { access: 'provider' }, schema: { tags, summary: 'Schließtag löschen', params: idParams, response: { 200: deletedSchema } } },
    async (request) => {
      await deleteHoliday(app.db, signedInUserId(request), request.params.id);
      return ok(null, 'Der Schließtag wurde gelöscht.');
    },
  );

  // --- public reads -------------------------------------------------------------------------------------

  app.get(
    '/getStoreTimings',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Öffnungszeiten eines Standorts (öffentlich) mit „jetzt geöffnet“',
        querystring: storeIdQuery,
        response: {
          200: successSchema(z.object({ times: z.array(dayHoursSchema), always_open: z.boolean(), state_now: openStateSchema })),
        },
      },
    },
    async (request) => {
      const location = await publicLocation(app.db, request.query.store_id);
      const [entry] = await publicLocations(app.db, location.providerId).then((all) => all.filter((one) => one.id === location.id));
      return ok({ times: entry!.times, always_open: entry!.always_open, state_now: entry!.state_now });
    },
  );

  app.get(
    '/getHolidaysTimes',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Kommende Schließtage eines Standorts (öffentlich)',
        querystring: storeIdQuery,
        response: { 200: successSchema(z.array(holidaySchema)) },
      },
    },
    async (request) => {
      const location = await publicLocation(app.db, request.query.store_id);
      return ok(await listHolidays(app.db, location.id, 'opening', berlinClock(new Date()).date));
    },
  );

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

  app.get(
    '/provider_search/sorts',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Sortierungen der Anbietersuche',
        response: { 200: successSchema(z.array(z.object({ key: z.string(), label: z.string() }))) },
      },
    },
    async () => ok(Object.entries(PROVIDER_SORTS).map(([key, label]) => ({ key, label }))),
  );

  app.get(
    '/provider_search/map',
    {
      config: { access: 'public', extension: true },
      schema: {
        tags,
        summary: 'Kartenkacheln der Anbietersuche (MAP_TILE_URL mit Namensnennung; null = keine Kacheln eingerichtet)',
        response: { 200: successSchema(mapSettingsSchema) },
      },
    },
    async () => ok({ tile_url: app.appConfig.mapTiles?.url ?? null, attribution: app.appConfig.mapTiles?.attribution ?? null }),
  );

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

  app.get(
    '/providerStoreLocations',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Standorte eines Anbieters mit Zeiten und heutigem Zustand',
        querystring: z.object({ slug: fields.requiredText(200) }),
        response: { 200: successSchema(z.array(publicLocationSchema)) },
      },
    },
    async (request) => {
      const provider = await publicProvider(app.db, request.query.slug);
      return ok(await publicLocations(app.db, provider.userId));
    },
  );

  // --- provider page, store info, rating reports and appointments ---------------------------------------------

  app.get(
    '/api/providerPageData',
    {
      config: { access: 'public' },
      serializerCompiler: writtenAsBuilt,
      schema: {
        tags,
        summary: 'Öffentliche Anbieterseite (alle Felder von „Provider (public page)“); is_preview=1 nur für den Anbieter selbst',
        querystring: z.object({ slug: fields.requiredText(200), is_preview: fields.flag().optional() }),
        response: { 200: successSchema(providerPageSchema) },
      },
    },
    async (request) => {
      const viewer = request.user ? { id: (request.user as SessionUser).id } : null;
      return ok(await providerPageData(app.db, app.appConfig, request.query.slug, viewer, request.query.is_preview === true));
    },
  );

  app.get(
    '/api/getVendorPolicy',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Rückgabe-, Versand- und Datenschutzrichtlinie eines Anbieters',
        querystring: z.object({ slug: fields.requiredText(200) }),
        response: { 200: successSchema(vendorPolicySchema) },
      },
    },
    async (request) => {
      const provider = await publicProvider(app.db, request.query.slug);
      return ok(await getVendorPolicies(app.db, provider.userId));
    },
  );

  app.get(
    '/api/v2/getProviderStoreInfo',
    {
      config: { access: 'provider' },
      schema: {
        tags,
        summary: 'Eigene Firmendaten und Anbieterseite (Beschreibung, Logo, Galerie, Zertifikate, Inhalte)',
        response: { 200: successSchema(storeInfoSchema) },
      },
    },
    async (request) => ok(await providerStoreInfo(app.db, app.appConfig, signedInUserId(request))),
  );

  app.post(
    '/api/v2/providerInfoUpdate',
    {
      config: { access: 'provider' },
      schema: {
        tags,
        summary: 'Firmendaten ändern (show_profile 0 = Profil verborgen)',
        body: z.object({
          gender: z.enum(GENDERS, { error: 'Bitte wählen Sie eine Anrede.' }).optional(),
          first_name: fields.requiredText(100).optional(),
          last_name: fields.requiredText(100).optional(),
          company_name: fields.requiredText(150).optional(),
          phone: z
            .string()
            .trim()
            .regex(/^\+?[0-9 /()-]{0,30}$/, 'Bitte geben Sie eine gültige Telefonnummer an.')
            .nullish(),
          street: keep(fields.optionalText(120).transform((value) => value ?? '')),
          house_number: keep(fields.optionalText(20).transform((value) => value ?? '')),
          zip_code: z
            .union([
              z.literal(''),
              z
                .string()
                .trim()
                .regex(/^\d{5}$/, 'Die Postleitzahl muss aus genau fünf Ziffern bestehen.'),
            ])
            .optional(),
          city: keep(fields.optionalText(120).transform((value) => value ?? '')),
          show_profile: fields.flag().optional(),
          second_email: z.union([z.literal(''), z.null(), fields.email()]).optional(),
          vat_number: z
            .union([
              z.literal(''),
              z.null(),
              z
                .string()
                .trim()
                .toUpperCase()
                .regex(/^[A-Z]{2}[0-9A-Z]{2,12}$/, 'Bitte geben Sie eine gültige USt-IdNr. an (z. B. DE123456789).'),
            ])
            .optional(),
          company_registration_number: keep(fields.optionalText(60)),
          invoice_text_1: keep(fields.optionalText(500)),
          invoice_text_2: keep(fields.optionalText(500)),
          invoice_text_3: keep(fields.optionalText(500)),
          invoice_text_4: keep(fields.optionalText(500)),
          invoice_text_5: keep(fields.optionalText(500)),
          small_business: fields.flag().optional(),
        }),
        response: { 200: successSchema(storeInfoSchema) },
      },
    },
    async (request) => {
      // Art. 30 DSA: a hidden page becomes public only with verified trader data.
      if (request.body.show_profile === true && !(await providerShowsProfile(app.db, signedInUserId(request))))
        await assertCanPublish(app.db, signedInUserId(request), 'show_profile');
      await updateProviderInfo(app.db, signedInUserId(request), request.body);
      return ok(await providerStoreInfo(app.db, app.appConfig, signedInUserId(request)), 'Ihre Firmendaten wurden gespeichert.');
    },
  );

  const contentEntry = z.object({ content: fields.requiredText(5000), position: z.coerce.number().int().min(0).max(1000).default(0) });
  const price = z.coerce
    .number({ error: 'Bitte geben Sie einen Betrag in Euro an.' })
    .min(0, 'Der Betrag darf nicht negativ sein.')
    .max(1_000_000, 'Höchstens 1.000.000 €.')
    .nullish();
  app.post(
    '/api/v2/providerStoreUpdate',
    {
      config: { access: 'provider' },
      schema: {
        tags,
        summary:
          'Anbieterseite speichern: Beschreibung, Beschreibungsblöcke, Zertifikate, Inhalte, show_*-Schalter (gesendete Listen ersetzen die gespeicherten)',
        body: z.object({
          description: fields.optionalText(10_000),
          url: z
            .union([
              z.literal(''),
              z.null(),
              z.url({ protocol: /^https?$/, error: 'Bitte geben Sie eine Webadresse mit https:// an.' }).max(300),
            ])
            .optional(),
          vendor_text: fields.optionalText(2000),
          show_hide_text: fields.optionalText(500),
          show_chat: fields.flag().optional(),
          show_gallery: fields.flag().optional(),
          show_rating: fields.flag().optional(),
          show_lead: fields.flag().optional(),
          show_product: fields.flag().optional(),
          description_contents: z
            .array(
              z.object({
                content_type: z.enum(['text', 'heading', 'list'], { error: 'Bitte wählen Sie eine Blockart.' }).default('text'),
                position: z.coerce.number().int().min(0).max(1000).default(0),
                contents: z.array(contentEntry).max(50),
              }),
            )
            .max(30, 'Höchstens 30 Blöcke.')
            .optional(),
          certificates: z
            .array(z.object({ name: fields.requiredText(150), text: fields.optionalText(2000), image: fields.optionalText(300) }))
            .max(30, 'Höchstens 30 Zertifikate.')
            .optional(),
          company_contents: z
            .array(
              z.object({
                title: fields.requiredText(150),
                image: fields.optionalText(300),
                date: z.union([z.literal(''), z.null(), z.string().regex(/^\d{4}-\d{2}-\d{2}$/, DATE_MESSAGE)]).optional(),
                status: fields.flag().default(true),
                button_text: fields.optionalText(60),
                text: fields.optionalText(5000),
                price,
                dicounted_price: price,
                is_disabled: fields.flag().default(false),
                is_external_url: fields.flag().default(false),
                external_url: z
                  .union([
                    z.literal(''),
                    z.null(),
                    z.url({ protocol: /^https?$/, error: 'Bitte geben Sie eine Webadresse mit https:// an.' }).max(300),
                  ])
                  .optional(),
                internal_url: fields.optionalText(300),
              }),
            )
            .max(30, 'Höchstens 30 Inhalte.')
            .optional(),
        }),
        response: { 200: successSchema(storeInfoSchema) },
      },
    },
    async (request) =>
      ok(await updateStorePage(app.db, app.appConfig, signedInUserId(request), request.body), 'Ihre Anbieterseite wurde gespeichert.'),
  );

  app.post(
    '/api/v2/providerStoreImage',
    {
      config: { access: 'provider', extension: true },
      schema: {
        tags,
        summary:
          'Bild der Anbieterseite hochladen (multipart, Feld file; kind logo | gallery | certificate | content; png/jpg/jpeg, höchstens 5 MB)',
        consumes: ['multipart/form-data'],
        querystring: z.object({
          kind: z.enum(STORE_IMAGE_KINDS, { error: 'Bitte geben Sie die Bildart an (logo, gallery, certificate, content).' }),
        }),
        response: { 200: successSchema(storeImageSchema) },
      },
    },
    async (request) => {
      const image = await readImageUpload(request, { maxBytes: 5 * 1024 * 1024 });
      return ok(
        await uploadStoreImage(app.db, app.appConfig, signedInUserId(request), request.query.kind, image),
        'Das Bild wurde hochgeladen.',
      );
    },
  );

  app.post(
    '/api/v2/removeCompanyImages',
    {
      config: { access: 'provider' },
      schema: {
        tags,
        summary: 'Galeriebilder entfernen (image_ids oder id)',
        body: z
          .object({ image_ids: z.array(fields.id()).min(1, 'Bitte wählen Sie ein Bild.').max(50).optional(), id: fields.id().optional() })
          .refine((body) => body.image_ids || body.id, { message: 'Bitte wählen Sie ein Bild.', path: ['image_ids'] }),
        response: { 200: successSchema(z.array(z.object({ id: z.number().int(), image: z.string().nullable() }))) },
      },
    },
    async (request) =>
      ok(
        await removeCompanyImages(app.db, app.appConfig, signedInUserId(request), request.body.image_ids ?? [request.body.id!]),
        'Die Bilder wurden entfernt.',
      ),
  );

  app.post(
    '/api/sendProviderRatingReport',
    {
      config: { access: 'user' },
      schema: { tags, summary: 'Eine Bewertung auf der Anbieterseite melden (einmal je Nutzer und Bewertung)', body: reportBody },
    },
    async (request) => {
      const user = signedInUser(request);
      return ok(
        await reportReview(app.db, app.appConfig, { id: user.id, role: user.role }, request.body),
        'Vielen Dank für Ihre Meldung. Wir prüfen die Bewertung.',
      );
    },
  );

  const appointmentTime = () =>
    z
      .string({ error: 'Bitte wählen Sie eine Uhrzeit.' })
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Bitte geben Sie eine Uhrzeit im Format HH:MM zwischen 00:00 und 23:59 an.');
  app.get(
    '/api/provider_appointment/slots',
    {
      config: { access: 'public', extension: true },
      schema: {
        tags,
        summary: 'Freie Termine eines Standorts an einem Tag (Öffnungszeiten, Schließtage, Feiertage, vergebene Termine)',
        querystring: z.object({ store_id: fields.id(), date: date() }),
        response: { 200: successSchema(appointmentSlotsSchema) },
      },
    },
    async (request) => ok(await freeSlots(app.db, request.query.store_id, request.query.date)),
  );

  app.post(
    '/api/provider_appointment',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Termin an einem Standort anfragen (innerhalb der Öffnungszeiten, nicht an Feiertagen)',
        body: z.object({
          store_id: fields.id(),
          date: date(),
          time: appointmentTime(),
          message: fields.optionalText(1000),
        }),
        response: { 201: successSchema(appointmentSchema) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          ok(
            await requestAppointment(app.db, app.appConfig, signedInUserId(request), request.body),
            'Ihre Terminanfrage wurde gesendet. Sie erhalten eine E-Mail, sobald der Anbieter antwortet.',
          ),
        ),
  );

  app.get(
    '/api/provider_appointments',
    {
      config: { access: 'user', extension: true },
      schema: {
        tags,
        summary: 'Terminanfragen: beim Anbieter die eingegangenen, beim Kunden die eigenen',
        response: { 200: successSchema(z.array(appointmentSchema)) },
      },
    },
    async (request) => ok(await listAppointments(app.db, signedInUser(request))),
  );

  const decision = z.object({ id: fields.id(), reason: fields.optionalText(500) });
  app.post(
    '/api/provider_appointment/confirm',
    {
      config: { access: 'provider', extension: true },
      schema: {
        tags,
        summary: 'Terminanfrage bestätigen (E-Mail mit Kalenderdatei an den Kunden)',
        body: decision,
        response: { 200: successSchema(appointmentSchema) },
      },
    },
    async (request) =>
      ok(await confirmAppointment(app.db, app.appConfig, signedInUserId(request), request.body.id), 'Der Termin wurde bestätigt.'),
  );
  app.post(
    '/api/provider_appointment/decline',
    {
      config: { access: 'provider', extension: true },
      schema: { tags, summary: 'Terminanfrage ablehnen', body: decision, response: { 200: successSchema(appointmentSchema) } },
    },
    async (request) =>
      ok(
        await declineAppointment(app.db, app.appConfig, signedInUserId(request), request.body.id, request.body.reason),
        'Die Terminanfrage wurde abgelehnt.',
      ),
  );
  app.post(
    '/api/provider_appointment/cancel',
    {
      config: { access: 'user', extension: true },
      schema: {
        tags,
        summary: 'Termin stornieren (Kunde oder Anbieter)',
        body: decision,
        response: { 200: successSchema(appointmentSchema) },
      },
    },
    async (request) =>
      ok(
        await cancelAppointment(app.db, app.appConfig, signedInUserId(request), request.body.id, request.body.reason),
        'Der Termin wurde storniert.',
      ),
  );
  app.post(
    '/api/provider_appointment/propose',
    {
      config: { access: 'provider', extension: true },
      schema: {
        tags,
        summary: 'Einen anderen Termin vorschlagen (die Kundin bzw. der Kunde nimmt an oder lehnt ab)',
        body: z.object({ id: fields.id(), date: date(), time: appointmentTime(), reason: fields.optionalText(500) }),
        response: { 200: successSchema(appointmentSchema) },
      },
    },
    async (request) =>
      ok(
        await proposeAppointment(app.db, app.appConfig, signedInUserId(request), request.body),
        'Ihr Vorschlag wurde gesendet. Die Kundin bzw. der Kunde erhält eine E-Mail.',
      ),
  );
  app.post(
    '/api/provider_appointment/accept_proposal',
    {
      config: { access: 'user', extension: true },
      schema: {
        tags,
        summary: 'Den Terminvorschlag des Anbieters annehmen (der Termin ist dann bestätigt)',
        body: decision,
        response: { 200: successSchema(appointmentSchema) },
      },
    },
    async (request) =>
      ok(await acceptProposal(app.db, app.appConfig, signedInUserId(request), request.body.id), 'Der Termin ist bestätigt.'),
  );
  app.post(
    '/api/provider_appointment/decline_proposal',
    {
      config: { access: 'user', extension: true },
      schema: {
        tags,
        summary: 'Den Terminvorschlag des Anbieters ablehnen',
        body: decision,
        response: { 200: successSchema(appointmentSchema) },
      },
    },
    async (request) =>
      ok(
        await declineProposal(app.db, app.appConfig, signedInUserId(request), request.body.id, request.body.reason),
        'Der Vorschlag wurde abgelehnt.',
      ),
  );
  app.get(
    '/api/provider_appointment/ics',
    {
      config: { access: 'user', extension: true },
      schema: {
        tags,
        summary: 'Kalenderdatei (.ics) eines bestätigten Termins für Kunde und Anbieter',
        querystring: z.object({ id: fields.id() }),
      },
    },
    async (request, reply) => {
      const file = await appointmentCalendarFor(app.db, signedInUserId(request), request.query.id);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="termin-${request.query.id}.ics"`)
        .send(file);
    },
  );
  app.get(
    '/api/provider_appointment/calendar',
    {
      config: { access: 'public', extension: true },
      schema: {
        tags,
        summary: 'Kalenderdatei (.ics) eines bestätigten Termins (Link aus der E-Mail)',
        querystring: z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, 'Der Link ist ungültig.') }),
      },
    },
    async (request, reply) => {
      const file = await appointmentCalendar(app.db, request.query.token);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', 'attachment; filename="termin.ics"')
        .send(file);
    },
  );
};

export default storesRoutes;
