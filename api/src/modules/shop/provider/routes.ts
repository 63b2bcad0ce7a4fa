import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import bulkRoutes from './bulk-routes';
import productRoutes from './product-routes';
import variantRoutes from './variant-routes';

/**
 * The provider's shop calls (product editor, variants, tiered prices, bulk work); registered by the shop module.
 * One file per topic, registered in this order.
 */
export const providerShopRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(productRoutes);
  await app.register(variantRoutes);
  await app.register(bulkRoutes);
};
