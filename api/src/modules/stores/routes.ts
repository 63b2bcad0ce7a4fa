import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import appointmentRoutes from './appointment-routes';
import locationRoutes from './location-routes';
import providerPageRoutes from './provider-page-routes';
import publicStoreRoutes from './public-routes';

/**
 * Store locations, weekly times, closed days and open-now (spec 02 §8 "Store locations and times"), the provider
 * page and appointments — one file per topic, registered in this order.
 */
const storesRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(locationRoutes);
  await app.register(publicStoreRoutes);
  await app.register(providerPageRoutes);
  await app.register(appointmentRoutes);
};

export default storesRoutes;
