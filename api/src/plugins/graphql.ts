import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { GraphQLError, NoSchemaIntrospectionCustomRule } from 'graphql';
import mercurius, { type IResolvers, type MercuriusContext } from 'mercurius';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import { assertAccess, type Access, type SessionUser } from '../http/auth';
import { AppError, SERVICE_UNAVAILABLE_MESSAGE, ServiceUnavailableError, type UnauthorizedError } from '../http/errors';
import { classifyOutage, OUTAGE_RETRY_AFTER_SECONDS } from '../infra/outage';
import { paginatorInfoSdl } from '../http/pagination';
import type { DomainModule } from '../modules/types';

/**
 * The HTTP status of a GraphQL answer with errors, as mercurius' default formatter decides it: 200 when there is
 * data (graphql-over-http), else the execution's status, else the status of a single error's cause, else 200.
 */
function graphqlStatus(execution: { data?: unknown; statusCode?: number; errors?: readonly GraphQLError[] }): number {
  if (execution.data) return 200;
  if (typeof execution.statusCode === 'number') return execution.statusCode;
  const only = execution.errors?.length === 1 ? (execution.errors[0]?.originalError as { statusCode?: unknown } | undefined) : undefined;
  return typeof only?.statusCode === 'number' ? only.statusCode : 200;
}

declare module 'mercurius' {
  interface MercuriusContext {
    db: Database;
    config: AppConfig;
    user: SessionUser | null;
    authFailure: UnauthorizedError | null;
  }
}

const baseSchema = `
"Beliebiger JSON-Wert."
scalar JSON
${paginatorInfoSdl}
type Query {
  "Version der Marktplatz-API."
  apiVersion: String!
}
`;

/** In a resolver: the user, if `access` allows the caller; else a GraphQL error with `extensions.code`. */
export function requireAccess(context: MercuriusContext, access: Exclude<Access, 'public'>): SessionUser {
  assertAccess(access, context.user, context.authFailure);
  return context.user as SessionUser;
}

function mergeResolvers(parts: IResolvers[]): IResolvers {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const part of parts) {
    for (const [typeName, fields] of Object.entries(part)) {
      merged[typeName] = { ...(merged[typeName] ?? {}), ...(fields as Record<string, unknown>) };
    }
  }
  return merged as IResolvers;
}

function toAppError(error: GraphQLError): AppError | undefined {
  const original = error.originalError;
  if (original instanceof AppError) return original;
  return undefined;
}

/** GraphQL at /graphql with every module's schema merged; GraphiQL in development. */
export default fp<{ modules: DomainModule[] }>(async (app: FastifyInstance, { modules }) => {
  const config = app.appConfig;
  const parts = modules.flatMap((module) => (module.graphql ? [module.graphql] : []));
  const schema = [baseSchema, ...parts.map((part) => part.schema)].join('\n');
  const resolvers = mergeResolvers([{ Query: { apiVersion: () => '0.1.0' } }, ...parts.map((part) => part.resolvers)]);

  await app.register(mercurius, {
    schema,
    resolvers,
    path: '/graphql',
    graphiql: config.nodeEnv === 'development',
    queryDepth: 8,
    validationRules: config.nodeEnv === 'production' ? [NoSchemaIntrospectionCustomRule] : [],
    context: (request: FastifyRequest) => ({
      db: app.db,
      config,
      user: request.user,
      authFailure: request.authFailure,
    }),
    // Not mercurius' default formatter: it logs each error with its raw message, which for a failed query is the SQL
    // with its parameters (customers' data). Each kind below logs what it needs, through the data-free serializer.
    errorFormatter: (execution, context) => {
      let unavailable = false;
      const errors = (execution.errors ?? []).map((error) => {
        // A service that is down (database, Redis): 503 with Retry-After as on REST, logged once per kind, no SQL.
        const outage =
          error.originalError instanceof ServiceUnavailableError
            ? (classifyOutage(error.originalError.cause) ?? { service: error.originalError.service, reason: 'unavailable' })
            : classifyOutage(error.originalError);
        if (outage) {
          unavailable = true;
          app.outages.report(outage, context.reply.log, { route: '/graphql' });
          return new GraphQLError(SERVICE_UNAVAILABLE_MESSAGE, {
            nodes: error.nodes,
            path: error.path,
            extensions: { code: 'SERVICE_UNAVAILABLE', status: 503 },
          });
        }
        const appError = toAppError(error);
        if (appError) {
          return new GraphQLError(appError.message, {
            nodes: error.nodes,
            path: error.path,
            extensions: { code: appError.code, status: appError.statusCode, ...(appError.errors ? { errors: appError.errors } : {}) },
          });
        }
        if (error.originalError && !(error.originalError instanceof GraphQLError) && error.path) {
          app.log.error({ err: error.originalError }, 'graphql resolver error');
          return new GraphQLError('Es ist ein interner Fehler aufgetreten.', {
            nodes: error.nodes,
            path: error.path,
            extensions: { code: 'INTERNAL_ERROR' },
          });
        }
        context.reply.log.info({ code: 'GRAPHQL_VALIDATION_FAILED' }, 'graphql client error');
        return new GraphQLError(error.message, {
          nodes: error.nodes,
          path: error.path,
          extensions: { code: 'GRAPHQL_VALIDATION_FAILED', ...error.extensions },
        });
      });
      if (unavailable) {
        void context.reply.header('retry-after', String(OUTAGE_RETRY_AFTER_SECONDS));
        return { statusCode: 503, response: { data: execution.data ?? null, errors } };
      }
      return { statusCode: graphqlStatus(execution), response: { data: execution.data ?? null, errors } };
    },
  });
});
