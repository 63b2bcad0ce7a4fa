import Fastify from 'fastify';
import accessPlugin from '../src/plugins/access';
import { staffRolesOf, type Access } from '../src/http/auth';
import type { RouteEntry } from '../src/plugins/access';
import { createUserWithToken } from './helpers';
import { testSuite } from './fixtures/suite';

type Identity = 'anonymous' | 'customer' | 'provider' | 'otherProvider';

/** What the declared access allows each identity: `allowed`, or the status of the refusal. */
function expected(access: Access, identity: Identity): 'allowed' | 401 | 403 | 404 {
  if (access === 'public') return 'allowed';
  // Back-office routes do not exist for anyone but staff (test/staff-routes.test.ts covers the staff roles).
  if (staffRolesOf(access)) return 404;
  if (identity === 'anonymous') return 401;
  if (access === 'customer') return identity === 'customer' ? 'allowed' : 403;
  if (access === 'provider') return identity === 'customer' ? 403 : 'allowed';
  return 'allowed';
}

function methodsOf(route: RouteEntry): string[] {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  return methods.filter((method) => method !== 'HEAD' && method !== 'OPTIONS');
}

/** Fills path parameters with a plausible id. */
function concreteUrl(url: string): string {
  return url.replace(/:[A-Za-z_]+/g, '1').replace(/\*$/, 'nichts.txt');
}

// These suites walk the whole route table, which grows with every module: on a loaded machine that takes minutes.
jest.setTimeout(300_000);

const suite = testSuite();

describe('route table', () => {
  it('refuses to register a route without an access declaration', async () => {
    const app = Fastify({ logger: false });
    app.decorate('db', suite.context.db);
    app.decorate('appConfig', suite.context.config);
    await app.register(accessPlugin);
    expect(() => app.get('/ohne-angabe', async () => 'x')).toThrow(/keine gültige Zugriffsangabe/);
    expect(() => app.get('/falsche-angabe', { config: { access: 'admin' as 'public' } }, async () => 'x')).toThrow(
      /keine gültige Zugriffsangabe/,
    );
    app.get('/mit-angabe', { config: { access: 'public' } }, async () => 'x');
    await app.ready();
    expect(app.routeTable.map((route) => `${String(route.method)} ${route.url} ${route.access}`)).toEqual([
      'GET /mit-angabe public',
      'HEAD /mit-angabe public',
    ]);
    await app.close();
  });

  it('holds every route with a declared access level, the account calls among them', () => {
    const table = suite.context.app.routeTable;
    expect(table.length).toBeGreaterThan(20);
    for (const route of table) {
      if (staffRolesOf(route.access) === null) expect(['public', 'user', 'customer', 'provider']).toContain(route.access);
    }
    const declared = new Map(table.map((route) => [`${methodsOf(route).join(',')} ${route.url}`, route.access]));
    expect(declared.get('POST /login')).toBe('public');
    expect(declared.get('GET /profile/customer')).toBe('customer');
    expect(declared.get('GET /providerProfile')).toBe('provider');
    expect(declared.get('PATCH /me/details')).toBe('user');
  });

  it('enforces each route’s declared access for anonymous, customer, provider and another provider', async () => {
    const routes = suite.context.app.routeTable.filter((route) => !route.infrastructure);
    const failures: string[] = [];
    for (const route of routes) {
      for (const method of methodsOf(route)) {
        for (const identity of ['anonymous', 'customer', 'provider', 'otherProvider'] as Identity[]) {
          // A fresh user per call: a route may log out or delete the account it is called with.
          const headers: Record<string, string> = {};
          if (identity !== 'anonymous') {
            const { token } = await createUserWithToken(suite.context, identity === 'customer' ? 'User' : 'Company');
            headers.authorization = `Bearer ${token}`;
          }
          const response = await suite.context.app.inject({
            method: method as 'GET',
            url: concreteUrl(route.url),
            headers,
            ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
          });
          const want = expected(route.access, identity);
          const got = response.statusCode;
          const ok = want === 'allowed' ? got !== 401 && got !== 403 && got < 500 : got === want;
          if (!ok) failures.push(`${method} ${route.url} als ${identity}: erwartet ${want}, erhalten ${got}`);
          if (want === 401)
            expect(response.json()).toMatchObject({ status: false, code: 'TOKEN_INVALID', message: 'Bitte melden Sie sich an.' });
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
