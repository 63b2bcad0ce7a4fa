import { count, isNotNull, max, sql } from 'drizzle-orm';
import { staffRolesOf } from '../src/http/auth';
import {
  STAFF_ROLES,
  staffAuditHead,
  staffChallenges,
  staffMembers,
  staffRecoveryCodes,
  staffTokens,
  type StaffRole,
} from '../src/db/schema';
import type { RouteEntry } from '../src/plugins/access';
import { createUserWithToken } from './helpers';
import { staffWithSession } from './fixtures/staff';
import { testSuite } from './fixtures/suite';

/** The `/admin` routes anyone may call: the login steps and the invitation's set-password link. */
const PUBLIC_ADMIN_ROUTES = ['POST /admin/login', 'POST /admin/login/totp', 'POST /admin/login/enrol', 'POST /admin/password'];

// Every /admin route × every identity and role: minutes on a loaded machine.
jest.setTimeout(300_000);

const suite = testSuite();

function methodsOf(route: RouteEntry): string[] {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  return methods.filter((method) => method !== 'HEAD' && method !== 'OPTIONS');
}

function adminRoutes(): Array<{ method: string; url: string; access: RouteEntry['access'] }> {
  return suite.context.app.routeTable
    .filter((route) => route.url === '/admin' || route.url.startsWith('/admin/'))
    .flatMap((route) => methodsOf(route).map((method) => ({ method, url: route.url, access: route.access })));
}

/** Fills path parameters with the id of a member that exists (so a refusal is not a "not found" of the record). */
function concreteUrl(url: string, id: number): string {
  return url.replace(/:[A-Za-z_]+/g, String(id));
}

/** What a call could have changed in the staff domain (a refused call must leave it as it was). */
async function stateOf(): Promise<string> {
  const [members] = await suite.context.db.select({ rows: count(), updated: max(staffMembers.updatedAt) }).from(staffMembers);
  const [tokens] = await suite.context.db
    .select({ rows: count(), revoked: count(staffTokens.revokedAt), reauth: max(staffTokens.reauthAt) })
    .from(staffTokens);
  const [challenges] = await suite.context.db.select({ rows: count() }).from(staffChallenges).where(isNotNull(staffChallenges.usedAt));
  const [codes] = await suite.context.db.select({ rows: count() }).from(staffRecoveryCodes);
  const [head] = await suite.context.db.select({ seq: staffAuditHead.seq }).from(staffAuditHead);
  const [roles] = await suite.context.db
    .select({ roles: sql<string>`string_agg(array_to_string(${staffMembers.roles}, ','), ';' order by ${staffMembers.id})` })
    .from(staffMembers);
  return JSON.stringify({ members, tokens, challenges, codes, head, roles });
}

function request(method: string, url: string, token?: string) {
  return suite.context.app.inject({
    method: method as 'GET',
    url,
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
    ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
  });
}

describe('back-office route table', () => {
  it('declares every /admin route for staff, except the login steps', () => {
    const routes = adminRoutes();
    expect(routes.length).toBeGreaterThan(10);
    for (const route of routes) {
      const name = `${route.method} ${route.url}`;
      if (PUBLIC_ADMIN_ROUTES.includes(name)) expect(route.access).toBe('public');
      else expect({ name, roles: staffRolesOf(route.access) }).toEqual({ name, roles: expect.any(Array) });
    }
  });

  it('answers 404 on every staff route without a staff credential: no token, a customer’s, a provider’s, a bad one', async () => {
    const customer = await createUserWithToken(suite.context, 'User');
    const provider = await createUserWithToken(suite.context, 'Company');
    const { id } = await staffWithSession(suite.context.db, ['support']);
    const failures: string[] = [];
    const before = await stateOf();
    for (const route of adminRoutes().filter((entry) => entry.access !== 'public')) {
      for (const [identity, token] of [
        ['anonymous', undefined],
        ['customer', customer.token],
        ['provider', provider.token],
        ['garbage', 'kein-gueltiger-schluessel'],
      ] as const) {
        const response = await request(route.method, concreteUrl(route.url, id), token);
        if (response.statusCode !== 404 || response.json().message !== 'Nicht gefunden.') {
          failures.push(`${route.method} ${route.url} als ${identity}: ${response.statusCode} ${response.body.slice(0, 120)}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(await stateOf()).toBe(before);
  });

  it('answers 403 to a staff member without the route’s role and changes nothing; a member with the role gets past the guard', async () => {
    const target = await staffWithSession(suite.context.db, ['support']);
    const failures: string[] = [];
    for (const route of adminRoutes().filter((entry) => entry.access !== 'public')) {
      const required = staffRolesOf(route.access) ?? [];
      for (const role of STAFF_ROLES) {
        // A fresh member per call: a route may log out or deactivate the member it is called with.
        const member = await staffWithSession(suite.context.db, [role]);
        const allowed = required.length === 0 || role === 'admin' || required.includes(role as StaffRole);
        const before = await stateOf();
        const response = await request(route.method, concreteUrl(route.url, target.id), member.token);
        const name = `${route.method} ${route.url} als ${role}`;
        if (allowed) {
          const guardRefused =
            response.statusCode === 401 ||
            response.statusCode === 403 ||
            (response.statusCode === 404 && response.json().message === 'Nicht gefunden.');
          // 403 from a handler is only the re-authentication request (not a role refusal)
          const reauth = response.statusCode === 403 && response.json().errors?.reauth;
          if (guardRefused && !reauth)
            failures.push(`${name}: erlaubt erwartet, erhalten ${response.statusCode} ${response.body.slice(0, 120)}`);
        } else {
          if (response.statusCode !== 403 || response.json().message !== 'Ihre Rolle erlaubt diese Aktion nicht.') {
            failures.push(`${name}: 403 erwartet, erhalten ${response.statusCode} ${response.body.slice(0, 120)}`);
          }
          if ((await stateOf()) !== before) failures.push(`${name}: abgelehnt, aber es hat sich etwas geändert`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
