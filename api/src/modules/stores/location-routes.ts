import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okPage } from '../../http/envelope';
import { routeGroup } from '../../http/route-group';
import { pageMeta, pageQuery } from '../../http/pagination';
import { fields, idParams, idQuery } from '../../http/validation';
import { signedInUserId } from '../../plugins/access';
import {
  dayHoursSchema,
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

  const provider = routeGroup(app, { tags, config: { access: 'provider' } });

  provider({
    method: 'GET',
    url: '/api/get-store-location',
    summary: 'Ein eigener Standort',
    querystring: idQuery,
    data: locationSchema,
    handler: async (request) => locationDto(await ownLocation(app.db, signedInUserId(request), request.query.id)),
  });

  provider({
    method: 'POST',
    url: '/api/save-store-location',
    summary: 'Standort anlegen',
    body: locationBody,
    data: locationSchema,
    status: 201,
    message: 'Der Standort wurde gespeichert.',
    handler: async (request) => createLocation(app.db, signedInUserId(request), request.body),
  });

  provider({
    method: 'POST',
    url: '/api/update-store-location',
    summary: 'Standort ändern',
    body: locationBody.extend({ id: fields.id() }),
    data: locationSchema,
    message: 'Der Standort wurde gespeichert.',
    handler: async (request) => updateLocation(app.db, signedInUserId(request), request.body.id, request.body),
  });

  provider({
    method: 'DELETE',
    url: '/delete-store-location/:id',
    summary: 'Standort löschen',
    params: idParams,
    data: z.null(),
    message: 'Der Standort wurde gelöscht.',
    handler: async (request) => {
      await deleteLocation(app.db, signedInUserId(request), request.params.id);
      return null;
    },
  });

  provider({
    method: 'POST',
    url: '/setDefaultLocation',
    summary: 'Standardstandort festlegen',
    body: idQuery,
    data: locationSchema,
    message: 'Der Standardstandort wurde festgelegt.',
    handler: async (request) => setDefaultLocation(app.db, signedInUserId(request), request.body.id),
  });

  provider({
    method: 'POST',
    url: '/api/setStoreLocationAlwaysOpen',
    summary: 'Standort rund um die Uhr geöffnet',
    body: z.object({ store_id: fields.id(), always_open: fields.flag() }),
    data: locationSchema,
    message: 'Gespeichert.',
    handler: async (request) => setAlwaysOpen(app.db, signedInUserId(request), request.body.store_id, request.body.always_open),
  });

  provider({
    method: 'POST',
    url: '/api/setStoreLocationAppointment',
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
    data: locationSchema,
    message: 'Gespeichert.',
    handler: async (request) =>
      setAppointments(app.db, signedInUserId(request), request.body.store_id, request.body.takes_appointments, request.body.slot_minutes),
  });

  for (const url of ['/api/get-store-location-times', '/getDeliveryTimings']) {
    provider({
      method: 'GET',
      url,
      summary: kindOf(url) === 'delivery' ? 'Lieferzeiten eines eigenen Standorts' : 'Öffnungszeiten eines eigenen Standorts',
      querystring: storeIdQuery,
      data: z.array(dayHoursSchema),
      handler: async (request) => getTimes(app.db, signedInUserId(request), request.query.store_id, kindOf(url)),
    });
  }

  for (const url of ['/api/save-store-location-times', '/api/setDeliveryTimings']) {
    provider({
      method: 'POST',
      url,
      summary: kindOf(url) === 'delivery' ? 'Lieferzeiten speichern' : 'Öffnungszeiten speichern (Teilschichten, über Mitternacht)',
      body: timesBody,
      data: z.array(dayHoursSchema),
      message: 'Die Zeiten wurden gespeichert.',
      handler: async (request) => saveTimes(app.db, signedInUserId(request), request.body.store_id, kindOf(url), request.body.times),
    });
  }

  for (const url of ['/api/getStoreHolidaysTimes', '/getDeliveryHolidaysTimes']) {
    provider({
      method: 'GET',
      url,
      summary: 'Schließtage eines eigenen Standorts',
      querystring: storeIdQuery,
      data: z.array(holidaySchema),
      handler: async (request) => getHolidays(app.db, signedInUserId(request), request.query.store_id, kindOf(url)),
    });
  }

  provider({
    method: 'POST',
    url: '/api/setStoreHolidaysTimes',
    summary: 'Schließtag oder -zeitraum eintragen (z. B. Betriebsferien)',
    body: holidayBody.extend({ kind: z.enum(['opening', 'delivery']).default('opening') }),
    data: z.array(holidaySchema),
    message: 'Der Schließtag wurde gespeichert.',
    handler: async (request) => addHoliday(app.db, signedInUserId(request), request.body.store_id, request.body.kind, request.body),
  });

  provider({
    method: 'DELETE',
    url: '/api/delete-holidays/:id',
    summary: 'Schließtag löschen',
    params: idParams,
    data: z.null(),
    message: 'Der Schließtag wurde gelöscht.',
    handler: async (request) => {
      await deleteHoliday(app.db, signedInUserId(request), request.params.id);
      return null;
    },
  });
};

export default locationRoutes;
