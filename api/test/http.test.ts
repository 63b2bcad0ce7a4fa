import type { GraphQLError } from 'graphql';
import { NotFoundError } from '../src/http/errors';
import { modules } from '../src/modules';
import type { DomainModule } from '../src/modules/types';
import { requireAccess } from '../src/plugins/graphql';
import { createTestApp, createUserWithToken, json } from './helpers';
import { testSuite } from './fixtures/suite';

/** A module only these tests register: a protected GraphQL query and a failing one. */
const probeModule: DomainModule = {
  name: 'probe',
  graphql: {
    schema: 'extend type Query { probeWhoAmI: Int! probeMissing: String deep: Probe } type Probe { child: Probe value: Int }',
    resolvers: {
      Query: {
        probeWhoAmI: (_root: unknown, _args: unknown, context: Parameters<typeof requireAccess>[0]) =>
          requireAccess(context, 'provider').id,
        probeMissing: () => {
          throw new NotFoundError('Gibt es nicht.');
        },
        deep: () => ({}),
      },
      Probe: { child: () => ({}), value: () => 1 },
    },
  },
};

const suite = testSuite({ modules: [...modules, probeModule] });

function graphql(query: string, token?: string) {
  return suite.context.app.inject({
    method: 'POST',
    url: '/graphql',
    payload: { query },
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

describe('HTTP conventions', () => {
  it('answers unknown routes with the failure envelope and 404', async () => {
    const response = await suite.context.app.inject({ method: 'GET', url: '/gibt-es-nicht' });
    expect(response.statusCode).toBe(404);
    expect(json(response)).toMatchObject({ status: false, code: 'NOT_FOUND' });
  });

  it('answers broken JSON with 400 and a German message', async () => {
    const response = await suite.context.app.inject({
      method: 'POST',
      url: '/login',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ status: false, message: 'Die Anfrage ist ungültig.' });
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await suite.context.app.inject({
      method: 'POST',
      url: '/login',
      payload: '<xml/>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(response.statusCode).toBe(415);
    expect(json(response).status).toBe(false);
  });

  it('sends CORS headers to the configured front-end origins only', async () => {
    const allowed = await suite.context.app.inject({
      method: 'OPTIONS',
      url: '/login',
      headers: { origin: 'http://localhost:3007', 'access-control-request-method': 'POST' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:3007');
    const foreign = await suite.context.app.inject({
      method: 'OPTIONS',
      url: '/login',
      headers: { origin: 'http://boese.example', 'access-control-request-method': 'POST' },
    });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('sets security headers', async () => {
    const response = await suite.context.app.inject({ method: 'GET', url: '/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves the OpenAPI document with the account calls and x-extension marks', async () => {
    const response = await suite.context.app.inject({ method: 'GET', url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = json<{ paths: Record<string, Record<string, Record<string, unknown>>> }>(response);
    expect(document.paths['/login']?.post).toBeDefined();
    expect(document.paths['/login/two-factor']?.post?.['x-extension']).toBe(true);
    expect(document.paths['/login']?.post?.['x-extension']).toBeUndefined();
    expect(document.paths['/profile/customer']?.get?.security).toEqual([{ bearer: [] }]);
    expect(document.paths['/login']?.post?.responses).toHaveProperty('200');
  });

  it('limits requests per client when RATE_LIMIT_MAX is set', async () => {
    const limited = await createTestApp({ config: { rateLimitMax: 3 } });
    try {
      const statuses: number[] = [];
      for (let index = 0; index < 4; index += 1)
        statuses.push((await limited.app.inject({ method: 'GET', url: '/modulesList' })).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
      // Load-balancer probes are not counted.
      expect((await limited.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
      expect((await limited.app.inject({ method: 'GET', url: '/ready' })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('GraphQL', () => {
  it('answers a query', async () => {
    const response = await graphql('{ apiVersion }');
    expect(json(response)).toEqual({ data: { apiVersion: '0.1.0' } });
  });

  it('reads the bearer token and puts the refusal code in extensions.code', async () => {
    const anonymous = json<{ errors: GraphQLError[] }>(await graphql('{ probeWhoAmI }'));
    expect(anonymous.errors[0]).toMatchObject({ message: 'Bitte melden Sie sich an.', extensions: { code: 'TOKEN_INVALID' } });
    const bad = json<{ errors: GraphQLError[] }>(await graphql('{ probeWhoAmI }', 'kaputt'));
    expect(bad.errors[0]?.extensions?.code).toBe('TOKEN_INVALID');
    const customer = await createUserWithToken(suite.context, 'User');
    expect(json<{ errors: GraphQLError[] }>(await graphql('{ probeWhoAmI }', customer.token)).errors[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
    const provider = await createUserWithToken(suite.context, 'Company');
    expect(json(await graphql('{ probeWhoAmI }', provider.token))).toEqual({ data: { probeWhoAmI: provider.id } });
  });

  it('maps service errors to extensions.code', async () => {
    const body = json<{ errors: GraphQLError[] }>(await graphql('{ probeMissing }'));
    expect(body.errors[0]).toMatchObject({ message: 'Gibt es nicht.', extensions: { code: 'NOT_FOUND' } });
  });

  it('refuses queries deeper than the limit', async () => {
    const deep = `{ deep { ${'child { '.repeat(12)}value${' }'.repeat(12)} } }`;
    const response = await graphql(deep);
    expect(response.statusCode).toBe(400);
    expect(json<{ errors: unknown[] }>(response).errors.length).toBeGreaterThan(0);
  });

  it('allows introspection outside production', async () => {
    const body = json<{ data: { __schema: { queryType: { name: string } } } }>(await graphql('{ __schema { queryType { name } } }'));
    expect(body.data.__schema.queryType.name).toBe('Query');
  });

  it('refuses introspection in production', async () => {
    const production = await createTestApp({ config: { nodeEnv: 'production' } });
    try {
      const response = await production.app.inject({
        method: 'POST',
        url: '/graphql',
        payload: { query: '{ __schema { queryType { name } } }' },
      });
      expect(json<{ errors?: unknown[] }>(response).errors?.length).toBeGreaterThan(0);
      expect((await production.app.inject({ method: 'GET', url: '/graphiql' })).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
