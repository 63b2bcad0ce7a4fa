import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  ACCESS_LEVELS,
  assertAccess,
  assertStaffAccess,
  authenticate,
  bearerToken,
  isAccess,
  staffRolesOf,
  type Access,
  type SessionUser,
  type StaffPrincipal,
} from '../http/auth';
import { TokenInvalidError, UnauthorizedError } from '../http/errors';
import { authenticateStaff } from '../modules/staff/public';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member on a staff route (`config.access` `staff…`), else `null`. */
    staff: StaffPrincipal | null;
  }
}

/** Routes registered by infrastructure plugins (docs, GraphQL, uploaded files, CORS preflight): public by design. */
const INFRASTRUCTURE_PREFIXES = ['/docs', '/graphql', '/graphiql', '/uploads/'];

/**
 * The signed-in user of a route declared with `access` `user`, `customer` or `provider` (the guard below has already
 * answered 401/403 otherwise). The one place that turns `request.user` into a non-null user; role checks stay in
 * `config.access`. Called on a `public` route without a session it is a programming error.
 */
export function signedInUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new Error('Route ohne Anmeldung aufgerufen, obwohl sie eine verlangt.');
  return request.user;
}

/** The id of {@link signedInUser}. */
export function signedInUserId(request: FastifyRequest): number {
  return signedInUser(request).id;
}

/** The staff member of a route declared with a staff access level (the guard has answered 404/401/403 otherwise). */
export function signedInStaff(request: FastifyRequest): StaffPrincipal {
  if (!request.staff) throw new Error('Mitarbeiterroute ohne Mitarbeiteranmeldung aufgerufen.');
  return request.staff;
}

export interface RouteEntry {
  method: string | string[];
  url: string;
  access: Access;
  /** Registered by an infrastructure plugin (docs, GraphQL, static files, CORS). */
  infrastructure: boolean;
}

/**
 * Every route must declare `config.access`; registration fails otherwise. Register this before any plugin that
 * adds routes (CORS adds the preflight route).
 */
export default fp(
  async (app: FastifyInstance) => {
    const routeTable: RouteEntry[] = [];
    app.decorate('routeTable', routeTable);
    app.decorateRequest('user', null);
    app.decorateRequest('staff', null);
    app.decorateRequest('authFailure', null);

    app.addHook('onRoute', (route) => {
      const config = (route.config ?? {}) as { access?: unknown };
      const preflight = route.method === 'OPTIONS' && route.url === '*';
      if (config.access === undefined && (preflight || INFRASTRUCTURE_PREFIXES.some((prefix) => route.url.startsWith(prefix)))) {
        route.config = { ...route.config, access: 'public' };
        routeTable.push({ method: route.method, url: route.url, access: 'public', infrastructure: true });
        return;
      }
      if (!isAccess(config.access)) {
        const methods = Array.isArray(route.method) ? route.method.join(',') : route.method;
        throw new Error(
          `Route ${methods} ${route.url} hat keine gültige Zugriffsangabe: config.access muss eine von ${ACCESS_LEVELS.join(', ')} oder staff / staff:<Rolle> sein.`,
        );
      }
      routeTable.push({ method: route.method, url: route.url, access: config.access as Access, infrastructure: false });
    });
  },
  { name: 'marktplatz-access' },
);

/**
 * Each request's bearer token is checked (signature, expiry, revocation) and the declared access enforced before
 * the body is read. Register it after helmet and CORS so that a 401/403 still carries their headers (a browser
 * drops a cross-origin answer without `access-control-allow-origin`, and the front end could not react to it).
 *
 * It runs in `preParsing`, not `onRequest`: the rate limiter's hook is a route-level `onRequest` hook, and those
 * run after every app-level `onRequest` hook. In `onRequest` the guard refused a bad token before the limiter
 * had counted the request, so 401s were never counted and token guessing was never limited; in `preParsing`
 * every request is counted (and refused with 429 over the limit) before its token is looked at.
 */
export const accessGuard = fp(
  async (app: FastifyInstance) => {
    app.addHook('preParsing', async (request) => {
      request.user = null;
      request.authFailure = null;
      const access = request.routeOptions.config.access ?? 'public';
      const header = request.headers.authorization;
      const token = bearerToken(header);
      request.staff = null;
      const staffRoles = staffRolesOf(access);
      if (staffRoles) {
        // Back office: only a staff credential counts; customer and provider tokens are never looked at.
        let failure: UnauthorizedError | null = null;
        try {
          request.staff = await authenticateStaff(app.db, token);
        } catch (error) {
          if (!(error instanceof UnauthorizedError)) throw error;
          failure = error;
        }
        assertStaffAccess(staffRoles, request.staff, failure);
        return;
      }
      if (token) {
        try {
          request.user = await authenticate(app.db, app.appConfig, token);
        } catch (error) {
          if (!(error instanceof UnauthorizedError)) throw error;
          request.authFailure = error;
        }
      } else if (header && /^Bearer\b/i.test(header)) {
        request.authFailure = new TokenInvalidError();
      }
      assertAccess(access, request.user, request.authFailure);
    });
  },
  { name: 'marktplatz-access-guard', dependencies: ['marktplatz-access'] },
);
