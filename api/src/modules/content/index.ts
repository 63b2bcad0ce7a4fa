import { seedContent } from '../../db/seed/content';
import type { DomainModule } from '../types';
import { contentResolvers, contentSchema } from './graphql';
import { contentRoutes } from './routes';

export const contentModule: DomainModule = {
  name: 'content',
  routes: contentRoutes,
  graphql: { schema: contentSchema, resolvers: contentResolvers },
  seed: (db) => seedContent(db),
};
