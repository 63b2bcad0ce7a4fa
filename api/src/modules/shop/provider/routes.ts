import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The provider's shop calls (product editor, variants, tiered prices, bulk work); registered by the shop module. */
export const providerShopRoutes: FastifyPluginAsyncZod = async () => {};
