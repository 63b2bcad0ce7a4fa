import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, successSchema } from '../../http/envelope';
import { signedInUserId } from '../../plugins/access';
import { providerActivities } from './activities';
import { providerDashboard } from './service';
import { providerActivitiesSchema, providerDashboardSchema } from './schemas';

const tags = ['Shop – Anbieter'];

/** The provider's start page (x-extension: the spec has only the GraphQL counters). */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/shop/provider/dashboard',
    {
      config: { access: 'provider', extension: true },
      schema: {
        tags,
        summary:
          'Startseite des Anbieters: offene Bestellungen, Umsatz der letzten 30 Tage, ausverkaufte Produkte, Aufgaben; Kacheln für Essensbestellungen, neue Anfragen, Terminanfragen und Guthaben',
        response: { 200: successSchema(providerDashboardSchema) },
      },
    },
    async (request) => ok(await providerDashboard(app.db, signedInUserId(request), app.appConfig.payouts.holdDays)),
  );

  app.get(
    '/shop/provider/activities',
    {
      config: { access: 'provider', extension: true },
      schema: {
        tags,
        summary: 'Was der Anbieter tut (Shop, Essen, Anfragen, Standorte): das Anbietermenü zeigt danach seine Bereiche',
        response: { 200: successSchema(providerActivitiesSchema) },
      },
    },
    async (request) => ok(await providerActivities(app.db, signedInUserId(request))),
  );
};

export default routes;
