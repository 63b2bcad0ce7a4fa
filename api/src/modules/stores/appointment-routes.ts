import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, successSchema } from '../../http/envelope';
import { created } from '../../http/replies';
import { fields, idQuery } from '../../http/validation';
import { signedInUser, signedInUserId } from '../../plugins/access';
import {
  acceptProposal,
  appointmentCalendar,
  appointmentCalendarFor,
  cancelAppointment,
  confirmAppointment,
  declineAppointment,
  declineProposal,
  freeSlots,
  listAppointments,
  proposeAppointment,
  requestAppointment,
} from './appointments';
import { appointmentSchema, appointmentSlotsSchema, date, tags } from './schemas';

/** Appointments at a store: free slots, requests, proposals and the calendar. */
const appointmentRoutes: FastifyPluginAsyncZod = async (app) => {
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
      created(
        reply,
        await requestAppointment(app.db, app.appConfig, signedInUserId(request), request.body),
        'Ihre Terminanfrage wurde gesendet. Sie erhalten eine E-Mail, sobald der Anbieter antwortet.',
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
        querystring: idQuery,
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

export default appointmentRoutes;
