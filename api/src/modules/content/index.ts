import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { seedContent } from '../../db/seed/content';
import type { DomainModule } from '../types';
import { announceContentChange, changedKind, connectContentChanges } from './changes';
import { followSlugRedirects } from './editor/redirects';
import { editorRoutes } from './editor/routes';
import { freshnessRoutes } from './freshness-routes';
import { contentResolvers, contentSchema } from './graphql';
import { contentRoutes } from './routes';
import { siteRoutes } from './site/routes';

/** The visitors' reads (old slugs answer 301 to the current one) and the editors' back office. */
const routes: FastifyPluginAsyncZod = async (app) => {
  await connectContentChanges(app);
  // Every successful write of the back office's content calls announces a change (changes.ts), whoever wrote it.
  app.addHook('onResponse', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD' || reply.statusCode >= 400) return;
    const kind = changedKind(request.url);
    if (kind) await announceContentChange(kind).catch(() => undefined);
  });
  followSlugRedirects(app);
  await app.register(contentRoutes);
  await app.register(editorRoutes);
  await app.register(siteRoutes);
  await app.register(freshnessRoutes);
};

export const contentModule: DomainModule = {
  name: 'content',
  routes,
  graphql: { schema: contentSchema, resolvers: contentResolvers },
  seed: (db) => seedContent(db),
};
