import { SignJWT, UnsecuredJWT } from 'jose';
import { DEMO, json, login, userByEmail } from './helpers';
import { testSuite } from './fixtures/suite';

const suite = testSuite();

async function profileWith(token: string) {
  return suite.context.app.inject({ method: 'GET', url: '/profile/customer', headers: { authorization: `Bearer ${token}` } });
}

async function customerClaims() {
  const user = await userByEmail(suite.context.db, DEMO.customer);
  return { sub: String(user!.id), role: 'User', tv: user!.tokenVersion };
}

describe('access tokens', () => {
  it('accepts a token from login', async () => {
    const token = await login(suite.context.app, DEMO.customer);
    expect((await profileWith(token)).statusCode).toBe(200);
  });

  it('refuses a token with a changed payload as TOKEN_INVALID', async () => {
    const token = await login(suite.context.app, DEMO.customer);
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload as string, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, role: 'Company', sub: '2' })).toString('base64url');
    const response = await profileWith(`${header}.${forged}.${signature}`);
    expect(response.statusCode).toBe(401);
    expect(json(response)).toMatchObject({ status: false, code: 'TOKEN_INVALID' });
  });

  it('refuses an unsigned token (alg: none)', async () => {
    const claims = await customerClaims();
    const unsigned = new UnsecuredJWT({ role: claims.role, tv: claims.tv })
      .setSubject(claims.sub)
      .setJti('ohne-signatur')
      .setIssuer(suite.context.config.jwtIssuer)
      .setIssuedAt()
      .setExpirationTime('1h')
      .encode();
    const response = await profileWith(unsigned);
    expect(response.statusCode).toBe(401);
    expect(json(response).code).toBe('TOKEN_INVALID');
  });

  it('refuses a token signed with another secret or algorithm', async () => {
    const claims = await customerClaims();
    const otherSecret = await new SignJWT({ role: claims.role, tv: claims.tv })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setJti('fremd')
      .setIssuer(suite.context.config.jwtIssuer)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('ein-ganz-anderes-geheimnis-mit-genug-zeichen'));
    expect(json(await profileWith(otherSecret)).code).toBe('TOKEN_INVALID');
    const hs512 = await new SignJWT({ role: claims.role, tv: claims.tv })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject(claims.sub)
      .setJti('hs512')
      .setIssuer(suite.context.config.jwtIssuer)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(suite.context.config.jwtSecret));
    expect(json(await profileWith(hs512)).code).toBe('TOKEN_INVALID');
  });

  it('refuses a token of another issuer', async () => {
    const claims = await customerClaims();
    const token = await new SignJWT({ role: claims.role, tv: claims.tv })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setJti('issuer')
      .setIssuer('jemand-anderes')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(suite.context.config.jwtSecret));
    expect(json(await profileWith(token)).code).toBe('TOKEN_INVALID');
  });

  it('refuses an expired token as TOKEN_EXPIRED', async () => {
    const claims = await customerClaims();
    const now = Math.floor(Date.now() / 1000);
    const token = await new SignJWT({ role: claims.role, tv: claims.tv })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setJti('abgelaufen')
      .setIssuer(suite.context.config.jwtIssuer)
      .setIssuedAt(now - 90_000)
      .setExpirationTime(now - 3_600)
      .sign(new TextEncoder().encode(suite.context.config.jwtSecret));
    const response = await profileWith(token);
    expect(response.statusCode).toBe(401);
    expect(json(response)).toMatchObject({ status: false, code: 'TOKEN_EXPIRED' });
  });

  it('issues tokens that expire after 24 hours', async () => {
    const token = await login(suite.context.app, DEMO.customer);
    const claims = JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString()) as { iat: number; exp: number };
    expect(claims.exp - claims.iat).toBe(24 * 60 * 60);
  });

  it('answers garbage in the Authorization header with TOKEN_INVALID, not a 500', async () => {
    for (const value of ['Bearer', 'Bearer x.y.z', 'Bearer ....', 'Basic abc', `Bearer ${'a'.repeat(5000)}`]) {
      const response = await suite.context.app.inject({ method: 'GET', url: '/profile/customer', headers: { authorization: value } });
      expect(response.statusCode).toBe(401);
    }
  });

  it('ignores a bad token on a public route', async () => {
    const response = await suite.context.app.inject({ method: 'GET', url: '/modulesList', headers: { authorization: 'Bearer kaputt' } });
    expect(response.statusCode).toBe(200);
  });
});
