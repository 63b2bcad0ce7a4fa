import './types';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { ok } from './http/envelope';
import { namePlugins } from './http/plugin-names';
import { configureGermanValidation } from './http/validation';
import { loggerOptions } from './logger';
import { modules as registeredModules } from './modules';
import { Outbox } from './modules/outbox/service';
import type { DomainModule, NotificationLinkResolvers } from './modules/types';
import { providerWithdrawalSteps } from './modules/withdrawal';
import access, { accessGuard } from './plugins/access';
import bodyParsers from './plugins/body-parsers';
import cors from './plugins/cors';
import errorHandler from './plugins/error-handler';
import graphql from './plugins/graphql';
import helmet from './plugins/helmet';
import infra, { type InfraOptions } from './plugins/infra';
import inputGuard from './plugins/input-guard';
import multipart from './plugins/multipart';
import rateLimit from './plugins/rate-limit';
import staticFiles from './plugins/static';
import swagger from './plugins/swagger';

export interface BuildAppOptions {
  config: AppConfig;
  db: Database;
  /** Defaults to every registered domain module. */
  modules?: DomainModule[];
  logger?: FastifyServerOptions['logger'];
  /** Shared services and shutdown state (src/plugins/infra.ts). */
  infra?: InfraOptions;
}

/** Builds the API (not listening). Tests call this with an injected database and use `app.inject`. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const modules = options.modules ?? registeredModules;
  configureGermanValidation();

  const app = Fastify({
    logger: options.logger ?? loggerOptions(config),
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  });
  namePlugins(app);

  app.decorate('db', db);
  app.decorate('appConfig', config);
  app.decorate('outbox', new Outbox(db, config));
  app.decorate(
    'sitemapSources',
    modules.flatMap((module) => (module.sitemap ? [module.sitemap] : [])),
  );
  app.decorate(
    'userErasers',
    modules.flatMap((module) => (module.eraseUser ? [module.eraseUser] : [])),
  );
  app.decorate(
    'userExporters',
    modules.flatMap((module) => (module.exportUser ? [{ module: module.name, exportUser: module.exportUser }] : [])),
  );
  app.decorate('providerWithdrawal', providerWithdrawalSteps(modules, config));
  app.decorate(
    'notificationLinks',
    modules.reduce<NotificationLinkResolvers>((resolvers, module) => ({ ...resolvers, ...module.notificationLinks }), {}),
  );
  app.decorate('accountHooks', {
    events: modules.flatMap((module) => (module.onAccountEvent ? [module.onAccountEvent] : [])),
    profile: modules.flatMap((module) => (module.accountProfile ? [module.accountProfile] : [])),
  });

  await app.register(errorHandler);
  await app.register(bodyParsers);
  await app.register(inputGuard);
  // Order matters: `access` must see every route (CORS adds the preflight route); helmet and CORS add their
  // headers in `onRequest` before the access guard can refuse a request, so 401/403 answers carry them too.
  await app.register(access);
  await app.register(helmet);
  await app.register(cors);
  await app.register(accessGuard);
  await app.register(infra, options.infra ?? {});
  await app.register(rateLimit);
  await app.register(multipart);
  await app.register(swagger);
  await app.register(staticFiles);
  await app.register(graphql, { modules });

  // REST routes: the zod compilers live only in this encapsulated context (set globally they break mercurius).
  await app.register(async (rest) => {
    rest.setValidatorCompiler(validatorCompiler);
    rest.setSerializerCompiler(serializerCompiler);
    const typed = rest.withTypeProvider<ZodTypeProvider>();
    typed.get(
      '/health',
      {
        // Load balancers ask every few seconds from one address: probes are not rate-limited.
        config: { access: 'public', extension: true, rateLimit: false },
        schema: {
          tags: ['System'],
          summary: 'Lebt (für den Load Balancer)',
          response: { 200: z.object({ status: z.literal(true), data: z.object({ ok: z.boolean() }) }) },
        },
      },
      async () => ok({ ok: true }),
    );
    for (const module of modules) {
      if (module.routes) await typed.register(module.routes);
    }
  });

  return app;
}
