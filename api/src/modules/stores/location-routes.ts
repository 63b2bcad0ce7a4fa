import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okPage, successSchema } from '../../http/envelope';
import { created } from '../../http/replies';
import { pageMeta, pageQuery } from '../../http/pagination';
import { fields, idParams, idQuery } from '../../http/validation';
import { signedInUserId } from '../../plugins/access';
import {
  dayHoursSchema,
  deletedSchema,
  holidayBody,
  holidaySchema,
  kindOf,
  locationBody,
  locationSchema,
  pageSuccessSchema,
  storeIdQuery,
  tags,
  timesBody,
} from './schemas';
import {
  addHoliday,
  createLocation,
  deleteHoliday,
  deleteLocation,
  getHolidays,
  getTimes,
  listLocations,
  locationDto,
  ownLocation,
  saveTimes,
  setAlwaysOpen,
  setAppointments,
  setDefaultLocation,
  updateLocation,
} from './service';

/** Store locations, weekly times and closed days of the provider (spec 02 §8 "Store locations and times"). */
const locationRoutes: FastifyPluginAsyncZod = async (app) => {
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
      created(reply, await createLocation(app.db, signedInUserId(request), request.body), 'Der Standort wurde gespeichert.'),
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
};

export default locationRoutes;
