import { createTestApp, createUserWithToken, json } from './helpers';
import { testSuite } from './fixtures/suite';

/** A front-end origin the test configuration allows. */
const ORIGIN = 'http://localhost:3007';

const suite = testSuite();

function expectCors(response: { headers: Record<string, unknown> }): void {
  expect(response.headers['access-control-allow-origin']).toBe(ORIGIN);
  expect(response.headers['access-control-allow-credentials']).toBe('true');
}

describe('CORS and security headers on refused requests', () => {
  it('adds CORS and security headers to a 401 TOKEN_INVALID (no token on a protected route)', async () => {
    const response = await suite.context.app.inject({ method: 'GET', url: '/profile/customer', headers: { origin: ORIGIN } });
    expect(response.statusCode).toBe(401);
    expect(json(response).code).toBe('TOKEN_INVALID');
    expectCors(response);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('adds CORS headers to a 401 for a broken bearer token', async () => {
    const response = await suite.context.app.inject({
      method: 'GET',
      url: '/profile/customer',
      headers: { origin: ORIGIN, authorization: 'Bearer kaputt' },
    });
    expect(response.statusCode).toBe(401);
    expect(json(response).code).toBe('TOKEN_INVALID');
    expectCors(response);
  });

  it('adds CORS headers to a 403 for the wrong role', async () => {
    const provider = await createUserWithToken(suite.context, 'Company');
    const response = await suite.context.app.inject({
      method: 'GET',
      url: '/profile/customer',
      headers: { origin: ORIGIN, authorization: `Bearer ${provider.token}` },
    });
    expect(response.statusCode).toBe(403);
    expectCors(response);
  });

  it('adds CORS headers to a 404 for an unknown route', async () => {
    const response = await suite.context.app.inject({ method: 'GET', url: '/gibt-es-nicht', headers: { origin: ORIGIN } });
    expect(response.statusCode).toBe(404);
    expectCors(response);
  });

  it('adds CORS headers to a 422 validation failure', async () => {
    const response = await suite.context.app.inject({ method: 'POST', url: '/login', headers: { origin: ORIGIN }, payload: {} });
    expect(response.statusCode).toBe(422);
    expectCors(response);
  });

  it('adds CORS headers to a 429 from the request limit', async () => {
    const limited = await createTestApp({ config: { rateLimitMax: 1 } });
    try {
      await limited.app.inject({ method: 'GET', url: '/modulesList', headers: { origin: ORIGIN } });
      const response = await limited.app.inject({ method: 'GET', url: '/modulesList', headers: { origin: ORIGIN } });
      expect(response.statusCode).toBe(429);
      expectCors(response);
    } finally {
      await limited.close();
    }
  });

  it('sends no CORS headers to a foreign origin, even on a 401', async () => {
    const response = await suite.context.app.inject({
      method: 'GET',
      url: '/profile/customer',
      headers: { origin: 'http://boese.example' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});
