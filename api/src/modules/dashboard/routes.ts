import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, successSchema } from '../../http/envelope';
import { signedInUserId } from '../../plugins/access';
import { providerDashboard } from './service';
import { providerDashboardSchema } from './wire';

const tags = ['Shop – Anbieter'];

/** The provider's start page (x-extension: the spec has only the GraphQL counters). */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/shop/provider/dashboard',
    {
      config: { access: 'provider', extension: true },
      schema: {
        tags,
        summary: 'Startseite des Anbieters: offene Bestellungen, Umsatz der letzten 30 Tage, ausverkaufte Produkte, Aufgaben',
        response: { 200: successSchema(providerDashboardSchema) },
      },
    },
    async (request) => ok(await providerDashboard(app.db, signedInUserId(request))),
  );
};

export default routes;
