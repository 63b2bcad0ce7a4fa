/**
 * The rate limiter counts every request, also those the access guard refuses with 401 (token guessing), and
 * refuses them with 429 once the limit is reached.
 */
import { json } from './helpers';
import { testSuite } from './fixtures/suite';

const LIMIT = 5;
const suite = testSuite({ config: { rateLimitMax: LIMIT } });

function withToken(token: string, ip: string) {
  return suite.context.app.inject({
    method: 'GET',
    url: '/profile/customer',
    headers: { authorization: `Bearer ${token}` },
    remoteAddress: ip,
  });
}

describe('the rate limiter and requests refused with 401', () => {
  it('counts each 401: the remaining count goes down with every invalid token', async () => {
    const ip = '10.20.0.1';
    const remaining: number[] = [];
    for (let index = 0; index < LIMIT; index += 1) {
      const response = await withToken(`geraten-${index}`, ip);
      expect(response.statusCode).toBe(401);
      remaining.push(Number(response.headers['x-ratelimit-remaining']));
    }
    expect(remaining).toEqual([4, 3, 2, 1, 0]);
    // The limit is used up by the 401s alone: a public request from the address is refused too.
    expect((await suite.context.app.inject({ method: 'GET', url: '/modulesList', remoteAddress: ip })).statusCode).toBe(429);
  });

  it('answers 429, not 401, to an invalid token once the limit has tripped', async () => {
    const ip = '10.20.0.2';
    for (let index = 0; index < LIMIT; index += 1)
      await suite.context.app.inject({ method: 'GET', url: '/modulesList', remoteAddress: ip });
    const guessed = await withToken('geraten', ip);
    expect(guessed.statusCode).toBe(429);
    expect(json(guessed).message).toBe('Zu viele Anfragen. Bitte versuchen Sie es später erneut.');
    expect(Number(guessed.headers['retry-after'])).toBeGreaterThan(0);
    const malformed = await suite.context.app.inject({
      method: 'GET',
      url: '/profile/customer',
      headers: { authorization: 'Bearer' },
      remoteAddress: ip,
    });
    expect(malformed.statusCode).toBe(429);
  });

  it('still answers 401 (with the CORS header) below the limit, before the body is read', async () => {
    const response = await suite.context.app.inject({
      method: 'POST',
      url: '/logout',
      headers: {
        authorization: 'Bearer geraten',
        origin: suite.context.config.corsOrigins[0] ?? 'http://localhost:3000',
        'content-type': 'application/json',
      },
      payload: '{"kaputt":',
      remoteAddress: '10.20.0.3',
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers['access-control-allow-origin']).toBe(suite.context.config.corsOrigins[0] ?? 'http://localhost:3000');
  });
});
