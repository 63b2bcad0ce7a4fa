import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import customerRoutes from './customer-routes';
import liveRoutes from './live-routes';
import orderRoutes from './order-routes';
import settingsRoutes from './settings-routes';

/** The food calls, one file per topic, registered in this order. */
const routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(customerRoutes);
  await app.register(orderRoutes);
  await app.register(liveRoutes);
  await app.register(settingsRoutes);
};

export default routes;
