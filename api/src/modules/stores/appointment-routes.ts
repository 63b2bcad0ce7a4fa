import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fileRouteGroup, routeGroup } from '../../http/route-group';
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

const ICS = 'text/calendar; charset=utf-8';

/** Appointments at a store: free slots, requests, proposals and the calendar. */
const appointmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const appointmentTime = () =>
    z
      .string({ error: 'Bitte wählen Sie eine Uhrzeit.' })
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Bitte geben Sie eine Uhrzeit im Format HH:MM zwischen 00:00 und 23:59 an.');
  const publicExtension = routeGroup(app, { tags, config: { access: 'public', extension: true } });
  const user = routeGroup(app, { tags, config: { access: 'user' } });
  const userExtension = routeGroup(app, { tags, config: { access: 'user', extension: true } });
  const providerExtension = routeGroup(app, { tags, config: { access: 'provider', extension: true } });

  publicExtension({
    method: 'GET',
    url: '/api/provider_appointment/slots',
    summary: 'Freie Termine eines Standorts an einem Tag (Öffnungszeiten, Schließtage, Feiertage, vergebene Termine)',
    querystring: z.object({ store_id: fields.id(), date: date() }),
    data: appointmentSlotsSchema,
    handler: async (request) => freeSlots(app.db, request.query.store_id, request.query.date),
  });

  user({
    method: 'POST',
    url: '/api/provider_appointment',
    summary: 'Termin an einem Standort anfragen (innerhalb der Öffnungszeiten, nicht an Feiertagen)',
    body: z.object({
      store_id: fields.id(),
      date: date(),
      time: appointmentTime(),
      message: fields.optionalText(1000),
    }),
    data: appointmentSchema,
    status: 201,
    message: 'Ihre Terminanfrage wurde gesendet. Sie erhalten eine E-Mail, sobald der Anbieter antwortet.',
    handler: async (request) => requestAppointment(app.db, app.appConfig, signedInUserId(request), request.body),
  });

  userExtension({
    method: 'GET',
    url: '/api/provider_appointments',
    summary: 'Terminanfragen: beim Anbieter die eingegangenen, beim Kunden die eigenen',
    data: z.array(appointmentSchema),
    handler: async (request) => listAppointments(app.db, signedInUser(request)),
  });

  const decision = z.object({ id: fields.id(), reason: fields.optionalText(500) });
  providerExtension({
    method: 'POST',
    url: '/api/provider_appointment/confirm',
    summary: 'Terminanfrage bestätigen (E-Mail mit Kalenderdatei an den Kunden)',
    body: decision,
    data: appointmentSchema,
    message: 'Der Termin wurde bestätigt.',
    handler: async (request) => confirmAppointment(app.db, app.appConfig, signedInUserId(request), request.body.id),
  });
  providerExtension({
    method: 'POST',
    url: '/api/provider_appointment/decline',
    summary: 'Terminanfrage ablehnen',
    body: decision,
    data: appointmentSchema,
    message: 'Die Terminanfrage wurde abgelehnt.',
    handler: async (request) => declineAppointment(app.db, app.appConfig, signedInUserId(request), request.body.id, request.body.reason),
  });
  userExtension({
    method: 'POST',
    url: '/api/provider_appointment/cancel',
    summary: 'Termin stornieren (Kunde oder Anbieter)',
    body: decision,
    data: appointmentSchema,
    message: 'Der Termin wurde storniert.',
    handler: async (request) => cancelAppointment(app.db, app.appConfig, signedInUserId(request), request.body.id, request.body.reason),
  });
  providerExtension({
    method: 'POST',
    url: '/api/provider_appointment/propose',
    summary: 'Einen anderen Termin vorschlagen (die Kundin bzw. der Kunde nimmt an oder lehnt ab)',
    body: z.object({ id: fields.id(), date: date(), time: appointmentTime(), reason: fields.optionalText(500) }),
    data: appointmentSchema,
    message: 'Ihr Vorschlag wurde gesendet. Die Kundin bzw. der Kunde erhält eine E-Mail.',
    handler: async (request) => proposeAppointment(app.db, app.appConfig, signedInUserId(request), request.body),
  });
  userExtension({
    method: 'POST',
    url: '/api/provider_appointment/accept_proposal',
    summary: 'Den Terminvorschlag des Anbieters annehmen (der Termin ist dann bestätigt)',
    body: decision,
    data: appointmentSchema,
    message: 'Der Termin ist bestätigt.',
    handler: async (request) => acceptProposal(app.db, app.appConfig, signedInUserId(request), request.body.id),
  });
  userExtension({
    method: 'POST',
    url: '/api/provider_appointment/decline_proposal',
    summary: 'Den Terminvorschlag des Anbieters ablehnen',
    body: decision,
    data: appointmentSchema,
    message: 'Der Vorschlag wurde abgelehnt.',
    handler: async (request) => declineProposal(app.db, app.appConfig, signedInUserId(request), request.body.id, request.body.reason),
  });
  fileRouteGroup(app, { tags, config: { access: 'user', extension: true } })({
    url: '/api/provider_appointment/ics',
    summary: 'Kalenderdatei (.ics) eines bestätigten Termins für Kunde und Anbieter',
    querystring: idQuery,
    handler: async (request) => {
      const file = await appointmentCalendarFor(app.db, signedInUserId(request), request.query.id);
      return { body: file, contentType: ICS, fileName: `termin-${request.query.id}.ics`, noStore: false };
    },
  });
  fileRouteGroup(app, { tags, config: { access: 'public', extension: true } })({
    url: '/api/provider_appointment/calendar',
    summary: 'Kalenderdatei (.ics) eines bestätigten Termins (Link aus der E-Mail)',
    querystring: z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, 'Der Link ist ungültig.') }),
    handler: async (request) => ({
      body: await appointmentCalendar(app.db, request.query.token),
      contentType: ICS,
      fileName: 'termin.ics',
      noStore: false,
    }),
  });
};

export default appointmentRoutes;
