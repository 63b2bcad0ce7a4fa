import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { seedContent } from '../../db/seed/content';
import type { DomainModule } from '../types';
import { followSlugRedirects } from './editor/redirects';
import { editorRoutes } from './editor/routes';
import { contentResolvers, contentSchema } from './graphql';
import { contentRoutes } from './routes';
import { siteRoutes } from './site/routes';

/** The visitors' reads (old slugs answer 301 to the current one) and the editors' back office. */
const routes: FastifyPluginAsyncZod = async (app) => {
  followSlugRedirects(app);
  await app.register(contentRoutes);
  await app.register(editorRoutes);
  await app.register(siteRoutes);
};

export const contentModule: DomainModule = {
  name: 'content',
  routes,
  graphql: { schema: contentSchema, resolvers: contentResolvers },
  seed: (db) => seedContent(db),
};
