import type { AppConfig } from './config';
import type { Database } from './db/client';
import type { Access, SessionUser } from './http/auth';
import type { UnauthorizedError } from './http/errors';
import type { Outbox } from './modules/outbox/service';
import type { RouteEntry } from './plugins/access';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    appConfig: AppConfig;
    outbox: Outbox;
    /** Every registered route with its declared access (filled while routes register). */
    routeTable: RouteEntry[];
  }
  interface FastifyRequest {
    /** The logged-in user, or `null` (anonymous, or a bad token on a public route). */
    user: SessionUser | null;
    /** Why a presented token was refused (public routes and GraphQL go on anonymously). */
    authFailure: UnauthorizedError | null;
  }
  interface FastifyContextConfig {
    /** Who may call the route. Required on every route (see api/README.md). */
    access?: Access;
    /** The spec lacks this call: marked `x-extension: true` in OpenAPI. */
    extension?: boolean;
  }
}
