import { bearer, createUserWithToken, json } from './helpers';
import { testSuite } from './fixtures/suite';

const suite = testSuite();

/** The ways a client sends a POST without data. */
const EMPTY_BODIES: Array<{ name: string; headers: Record<string, string> }> = [
  { name: 'no content type', headers: {} },
  { name: 'application/json with an empty body', headers: { 'content-type': 'application/json' } },
  { name: 'application/json; charset=utf-8 with whitespace only', headers: { 'content-type': 'application/json; charset=utf-8' } },
  {
    name: 'application/x-www-form-urlencoded with an empty body (axios from Node)',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  },
];

describe('POST without a body', () => {
  it.each(EMPTY_BODIES)('POST /logout accepts $name', async ({ name, headers }) => {
    const user = await createUserWithToken(suite.context, 'User');
    const payload = name.includes('whitespace') ? '  \n' : '';
    const response = await suite.context.app.inject({
      method: 'POST',
      url: '/logout',
      headers: { ...headers, ...bearer(user.token) },
      payload,
    });
    expect(response.statusCode).toBe(200);
    const after = await suite.context.app.inject({ method: 'GET', url: '/profile/customer', headers: bearer(user.token) });
    expect(after.statusCode).toBe(401);
  });

  it.each(EMPTY_BODIES)('POST /api/markAllAsRead accepts $name', async ({ headers }) => {
    const user = await createUserWithToken(suite.context, 'User');
    const response = await suite.context.app.inject({
      method: 'POST',
      url: '/api/markAllAsRead',
      headers: { ...headers, ...bearer(user.token) },
      payload: '',
    });
    expect(response.statusCode).toBe(200);
    expect(json(response).status).toBe(true);
  });

  it.each(EMPTY_BODIES)('a route that needs a body answers 422 (not 400/415) for $name', async ({ headers }) => {
    const response = await suite.context.app.inject({ method: 'POST', url: '/login', headers, payload: '' });
    expect(response.statusCode).toBe(422);
    expect(json(response)).toMatchObject({ status: false, code: 'VALIDATION_FAILED' });
  });

  it('still reads a JSON body', async () => {
    const response = await suite.context.app.inject({
      method: 'POST',
      url: '/login',
      payload: { email: 'niemand@example.com', password: 'falsch-falsch' },
    });
    expect(response.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(response).errors.email).toEqual(['E-Mail-Adresse oder Passwort ist falsch.']);
  });

  it('still refuses broken JSON with 400 and prototype poisoning with 400', async () => {
    const broken = await suite.context.app.inject({
      method: 'POST',
      url: '/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(broken.statusCode).toBe(400);
    const poisoned = await suite.context.app.inject({
      method: 'POST',
      url: '/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__":{"admin":true},"email":"a@example.com","password":"x"}',
    });
    expect(poisoned.statusCode).toBe(400);
  });

  it('refuses a non-empty form-encoded body with 415', async () => {
    const response = await suite.context.app.inject({
      method: 'POST',
      url: '/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a%40example.com&password=x',
    });
    expect(response.statusCode).toBe(415);
    expect(json(response)).toMatchObject({ status: false, message: 'Dieses Datenformat wird nicht unterstützt.' });
  });
});
