import { seedContent } from '../../db/seed/content';
import type { DomainModule } from '../types';
import { contentResolvers, contentSchema } from './graphql';

export const contentModule: DomainModule = {
  name: 'content',
  graphql: { schema: contentSchema, resolvers: contentResolvers },
  seed: (db) => seedContent(db),
};
