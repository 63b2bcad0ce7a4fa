import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { IResolvers } from 'mercurius';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';

export interface SeedContext {
  config: AppConfig;
}

/** One domain of the API: its REST routes, optional GraphQL part and optional demo data. */
export interface DomainModule {
  /** Unique name (also the key in `seed_history`). */
  name: string;
  /** REST routes; registered inside the encapsulated zod plugin. Every route declares `config.access`. */
  routes?: FastifyPluginAsyncZod;
  /** SDL using `extend type Query { … }`, and its resolvers. */
  graphql?: { schema: string; resolvers: IResolvers };
  /** Fills an empty database with German demo data; runs once per database, in module order. */
  seed?: (db: Database, context: SeedContext) => Promise<void>;
}
