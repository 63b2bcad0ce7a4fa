import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routeGroup } from '../../http/route-group';
import { signedInStaff } from '../../plugins/access';
import customerRoutes from './customer-routes';
import figuresRoutes from './figures-routes';
import deadJobRoutes from './jobs';
import providerRoutes from './provider-routes';
import { dashboard, QUEUE_KEYS } from './service';

const queueSchema = z.object({
  key: z.enum(QUEUE_KEYS),
  label: z.string(),
  count: z.number().int(),
  oldest_at: z.string().nullable(),
  oldest_age_minutes: z.number().int().nullable(),
  overdue: z.number().int(),
  path: z.string().nullable(),
});

export const dashboardSchema = z.object({ generated_at: z.string(), queues: z.array(queueSchema) });

/** The back office's overview across modules (`/admin/dashboard`), its customers and providers. */
const backofficeRoutes: FastifyPluginAsyncZod = async (app) => {
  const staffExtension = routeGroup(app, { tags: ['Backoffice'], config: { access: 'staff', extension: true } });

  staffExtension({
    method: 'GET',
    url: '/admin/dashboard',
    summary: 'Übersicht: die Warteschlangen der eigenen Rollen',
    description:
      'Je Warteschlange die Zahl offener Einträge, Zeitpunkt und Alter (Minuten) des ältesten und wie viele überfällig sind: Meldungen und gemeldete Chatnachrichten (Frist), Beschwerden, Anbieter zur Verifizierung, fehlgeschlagene Aufträge. Nur die Warteschlangen, die die Rollen bearbeiten (Administration: alle).',
    data: dashboardSchema,
    handler: async (request) => dashboard(app.db, signedInStaff(request).roles),
  });

  await app.register(deadJobRoutes);
  await app.register(figuresRoutes);
  await app.register(customerRoutes);
  await app.register(providerRoutes);
};

export default backofficeRoutes;
