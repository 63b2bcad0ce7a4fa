import fc from 'fast-check';
import type { RouteEntry } from '../src/plugins/access';
import { createUserWithToken } from './helpers';
import { testSuite } from './fixtures/suite';

// These suites walk the whole route table, which grows with every module: on a loaded machine that takes minutes.
jest.setTimeout(300_000);

const suite = testSuite();

const RUNS = Number(process.env.FUZZ_RUNS ?? 15);

function methodsOf(route: RouteEntry): string[] {
  return (Array.isArray(route.method) ? route.method : [route.method]).filter((method) => method !== 'HEAD' && method !== 'OPTIONS');
}

function concreteUrl(url: string, parameter = '1'): string {
  return url.replace(/:[A-Za-z_]+/g, encodeURIComponent(parameter));
}

/** A token that passes the route's access check, so the input reaches validation and the handler. */
async function headersFor(route: RouteEntry): Promise<Record<string, string>> {
  if (route.access === 'public') return {};
  const { token } = await createUserWithToken(suite.context, route.access === 'provider' ? 'Company' : 'User');
  return { authorization: `Bearer ${token}` };
}

function appRoutes(): RouteEntry[] {
  return suite.context.app.routeTable.filter((route) => !route.infrastructure);
}

describe('malformed input never produces a 5xx', () => {
  it('random JSON bodies on every route with a body', async () => {
    for (const route of appRoutes()) {
      for (const method of methodsOf(route).filter((entry) => entry !== 'GET' && entry !== 'DELETE')) {
        const headers = await headersFor(route);
        await fc.assert(
          fc.asyncProperty(fc.jsonValue({ maxDepth: 3 }), async (body) => {
            const response = await suite.context.app.inject({
              method: method as 'POST',
              url: concreteUrl(route.url),
              headers: { ...headers, 'content-type': 'application/json' },
              payload: JSON.stringify(body),
            });
            if (response.statusCode >= 500) throw new Error(`${method} ${route.url} → ${response.statusCode}: ${response.body}`);
          }),
          { numRuns: RUNS },
        );
      }
    }
  });

  it('objects with the right keys and wrong values', async () => {
    const keys = [
      'email',
      'password',
      'first_name',
      'last_name',
      'gender',
      'birthday',
      'country_id',
      'bank_id',
      'token',
      'code',
      'two_factor_status',
      'two_factor_mobile',
      'two_factor_country_code',
      'current_password',
      'username',
      'page',
      'per_page',
      'id',
      'slug',
      'type',
    ];
    const value = fc.oneof(
      fc.string(),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.string(), { maxLength: 3 }),
      fc.object({ maxDepth: 1 }),
    );
    for (const route of appRoutes()) {
      for (const method of methodsOf(route).filter((entry) => entry !== 'GET' && entry !== 'DELETE')) {
        const headers = await headersFor(route);
        await fc.assert(
          fc.asyncProperty(fc.dictionary(fc.constantFrom(...keys), value), async (body) => {
            const response = await suite.context.app.inject({
              method: method as 'POST',
              url: concreteUrl(route.url),
              headers,
              payload: body,
            });
            if (response.statusCode >= 500) throw new Error(`${method} ${route.url} → ${response.statusCode}: ${response.body}`);
          }),
          { numRuns: RUNS },
        );
      }
    }
  });

  it('random query strings and path parameters on every route', async () => {
    const queryValue = fc.oneof(
      fc.string(),
      fc.integer().map(String),
      fc.constantFrom('-1', '0', '1e309', 'NaN', '%', '[]', 'null', '9'.repeat(30)),
    );
    for (const route of appRoutes()) {
      for (const method of methodsOf(route)) {
        const headers = await headersFor(route);
        await fc.assert(
          fc.asyncProperty(
            fc.dictionary(
              fc.constantFrom(
                'page',
                'per_page',
                'q',
                'search',
                'id',
                'slug',
                'type',
                'country',
                'postal_code',
                'token',
                'recipient',
                'channel',
                'limit',
              ),
              queryValue,
            ),
            fc.string({ maxLength: 20 }),
            async (query, parameter) => {
              const response = await suite.context.app.inject({
                method: method as 'GET',
                url: concreteUrl(route.url, parameter || 'x'),
                query,
                headers,
              });
              if (response.statusCode >= 500) throw new Error(`${method} ${route.url} → ${response.statusCode}: ${response.body}`);
            },
          ),
          { numRuns: RUNS },
        );
      }
    }
  });

  it('raw bodies that are not JSON, with a JSON content type', async () => {
    const route = appRoutes().find((entry) => entry.url === '/login');
    expect(route).toBeDefined();
    await fc.assert(
      fc.asyncProperty(fc.string(), async (raw) => {
        const response = await suite.context.app.inject({
          method: 'POST',
          url: '/login',
          payload: raw,
          headers: { 'content-type': 'application/json' },
        });
        expect(response.statusCode).toBeLessThan(500);
      }),
      { numRuns: RUNS * 3 },
    );
  });

  it('random uploads to /me/avatar are stored only when they are png or jpeg', async () => {
    const { token } = await createUserWithToken(suite.context, 'User');
    const filename = fc.oneof(
      fc.constantFrom('a.png', 'a.jpg', 'a.jpeg', 'a.gif', 'a', '.png', 'a.PNG', '../../etc/passwd.png', 'a.png.exe'),
      fc.string({ maxLength: 30 }).filter((name) => !/["\r\n]/.test(name)),
    );
    const prefix = fc.constantFrom(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from([0xff, 0xd8, 0xff]),
      Buffer.alloc(0),
    );
    await fc.assert(
      fc.asyncProperty(
        filename,
        prefix,
        fc.uint8Array({ maxLength: 512 }),
        fc.constantFrom('file', 'avatar', ''),
        async (name, head, bytes, field) => {
          const boundary = 'fuzzgrenze';
          const content = Buffer.concat([head, Buffer.from(bytes)]);
          const payload = Buffer.concat([
            Buffer.from(
              `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`,
            ),
            content,
            Buffer.from(`\r\n--${boundary}--\r\n`),
          ]);
          const response = await suite.context.app.inject({
            method: 'POST',
            url: '/me/avatar',
            payload,
            headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${token}` },
          });
          expect(response.statusCode).toBeLessThan(500);
          if (response.statusCode === 200) {
            expect(field).toBe('file');
            expect(head.length).toBeGreaterThan(0);
            expect(name.toLowerCase()).toMatch(/\.(png|jpe?g)$/);
          }
        },
      ),
      { numRuns: RUNS * 4 },
    );
  });

  it('broken multipart bodies', async () => {
    const { token } = await createUserWithToken(suite.context, 'User');
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ maxLength: 300 }),
        fc.constantFrom('multipart/form-data; boundary=x', 'multipart/form-data', 'multipart/form-data; boundary='),
        async (bytes, type) => {
          const response = await suite.context.app.inject({
            method: 'POST',
            url: '/me/avatar',
            payload: Buffer.from(bytes),
            headers: { 'content-type': type, authorization: `Bearer ${token}` },
          });
          expect(response.statusCode).toBeLessThan(500);
        },
      ),
      { numRuns: RUNS * 2 },
    );
  });
});
