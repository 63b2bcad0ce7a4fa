/**
 * The API's log carries no personal data: a scenario of registrations, logins of the demo users, an order, a
 * password reminder, wrong and malformed requests and a failing query runs with the log at `info` (every request
 * line), and the captured log is searched for the e-mail addresses, passwords and tokens used. Both drivers.
 */
import { randomBytes } from 'node:crypto';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import type { FastifyPluginAsync } from 'fastify';
import { modules as registeredModules } from '../src/modules';
import type { DomainModule } from '../src/modules/types';
import { loggerOptions, safeUrl, scrubPersonalData, serializeError } from '../src/logger';
import { createProduct, createShippingMethod, createProvider, createCustomer } from './fixtures/checkout';
import { bearer, DEMO, outboxLinks } from './helpers';
import { testSuite } from './fixtures/suite';

const lines: string[] = [];
const capture = { write: (line: string) => void lines.push(line) };
const fresh = `log-${randomBytes(4).toString('hex')}@example.com`;
const PASSWORD = 'Sichere-Pass-2026';
const IBAN = 'DE89370400440532013000';

/** A route whose query fails with customers' data in its parameters (a constraint violation: a bug, so a 500). */
const failing: FastifyPluginAsync = async (app) => {
  app.get('/test/broken-query', { config: { access: 'public' } }, async () => {
    const violation = Object.assign(new Error('duplicate key value violates unique constraint "users_email_idx"'), { code: '23505' });
    throw new DrizzleQueryError('insert into users (email, iban) values ($1, $2)', [DEMO.customer, IBAN], violation);
  });
};
const testModule: DomainModule = { name: 'log-test', routes: failing as DomainModule['routes'] };

const suite = testSuite({
  modules: [...registeredModules, testModule],
  logger: loggerOptions({ logLevel: 'info' }, capture),
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  suite.context.app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('log without personal data', () => {
  test('a scenario of registration, logins, an order and failures leaves no e-mail, password, token or IBAN in the log', async () => {
    // Registration of a fresh customer, confirmation through the link of the dev outbox (the address in a query).
    const registered = await post('/register/customer', {
      gender: 'female',
      first_name: 'Lena',
      last_name: 'Fischer',
      email: fresh,
      password: PASSWORD,
      phone: '+49 170 1234567',
    });
    expect(registered.statusCode).toBe(201);
    const [link] = await outboxLinks(suite.context.app, fresh);
    const confirmUrl = new URL(link as string);
    expect((await suite.context.app.inject({ method: 'GET', url: `${confirmUrl.pathname}${confirmUrl.search}` })).statusCode).toBe(302);

    // Logins: the fresh address, both demo users; a wrong password; a malformed body that quotes the address.
    const tokens: string[] = [];
    for (const [email, password] of [
      [fresh, PASSWORD],
      [DEMO.customer, DEMO.password],
      [DEMO.provider, DEMO.password],
    ] as const) {
      const response = await post('/login', { email, password });
      expect(response.statusCode).toBe(200);
      tokens.push((response.json() as { data: { token: string } }).data.token);
    }
    expect((await post('/login', { email: DEMO.customer, password: 'falsch-falsch' })).statusCode).toBe(422);
    const malformed = await suite.context.app.inject({
      method: 'POST',
      url: '/login',
      headers: { 'content-type': 'application/json' },
      payload: `{"email":"${DEMO.provider}", "password": "${DEMO.password}"`,
    });
    expect(malformed.statusCode).toBe(400);

    // Reads with the tokens, cookies and an API token header; addresses and an IBAN in query strings.
    for (const token of tokens) {
      await suite.context.app.inject({
        method: 'GET',
        url: '/profile/customer',
        headers: { ...bearer(token), cookie: `session=${token}`, 'x-api-token': 'geheim' },
      });
    }
    await suite.context.app.inject({ method: 'GET', url: `/register/confirm?token=abc&email=${encodeURIComponent(DEMO.customer)}` });
    await suite.context.app.inject({ method: 'GET', url: `/gibt-es-nicht?iban=${IBAN}&q=${encodeURIComponent(fresh)}` });
    expect((await post('/password/remind', { email: DEMO.customer })).statusCode).toBe(200);

    // An order (its confirmation e-mail is queued and delivered by the in-process worker).
    const provider = await createProvider(suite.context, 'Hofladen Protokoll');
    const method = await createShippingMethod(suite.context.db, provider.id, { name: 'Standardversand', priceCents: 490 });
    const product = await createProduct(suite.context.db, {
      providerId: provider.id,
      name: 'Apfelsaft 1 l',
      priceCents: 350,
      qty: 5,
      methodIds: [method],
    });
    const customer = await createCustomer(suite.context);
    const cart = await post('/cart/add', { variant_id: product.variantId, qty: 1 }, bearer(customer.token));
    expect(cart.statusCode).toBe(201);
    const cartKey = (cart.json() as { data: { cart_key: string } }).data.cart_key;
    expect(
      (
        await post(
          '/updateCartItemShipping',
          { cart_key: cartKey, provider_id: provider.id, shipping_method_id: method },
          bearer(customer.token),
        )
      ).statusCode,
    ).toBe(200);
    expect((await post('/orderPlace', { cart_key: cartKey, accept_terms: 1 }, bearer(customer.token))).statusCode).toBe(201);

    // A failing query with an address and an IBAN among its parameters: 500, logged without them.
    const broken = await suite.context.app.inject({ method: 'GET', url: '/test/broken-query' });
    expect(broken.statusCode).toBe(500);

    await suite.context.app.jobWorker?.drain().catch(() => undefined);
    const log = lines.join('');
    // The log was written (request lines, the 500 with its error).
    expect(log).toContain('"url":"/login"');
    expect(log).toContain('unhandled error');
    expect(log).toContain('users_email_idx');
    for (const secret of [fresh, DEMO.customer, DEMO.provider, PASSWORD, DEMO.password, IBAN, 'geheim', ...tokens]) {
      expect({ secret, found: log.includes(secret) }).toEqual({ secret, found: false });
    }
    expect(log).not.toMatch(/[A-Za-z0-9._%+-]+@[A-Za-z][A-Za-z0-9-]*\.[A-Za-z]{2,}/);
    expect(log).not.toMatch(/params: (?!\[entfernt\])/);
    expect(log).toContain('email=[entfernt]');
  });
});

describe('log helpers', () => {
  test('safeUrl removes the values of sensitive query parameters and any value with an @', () => {
    expect(safeUrl('/dev/outbox?recipient=kunde%40example.com&channel=email')).toBe('/dev/outbox?recipient=[entfernt]&channel=email');
    expect(safeUrl('/password/reset?token=abc&email=a@b.de&page=2')).toBe('/password/reset?token=[entfernt]&email=[entfernt]&page=2');
    expect(safeUrl('/search?q=jemand%40beispiel.de&per_page=20')).toBe('/search?q=[entfernt]&per_page=20');
    expect(safeUrl('/files/a/b.pdf?expires=1&signature=xyz')).toBe('/files/a/b.pdf?expires=1&signature=[entfernt]');
    expect(safeUrl('/products?page=1')).toBe('/products?page=1');
  });

  test('scrubPersonalData replaces e-mail addresses (also cut-off ones) and IBANs, and leaves package versions alone', () => {
    expect(scrubPersonalData('an kunde@example.com und "anbieter@exam"… ')).toBe('an [E-Mail] und "[E-Mail]"… ');
    expect(scrubPersonalData('IBAN DE89 3704 0044 0532 0130 00.')).toBe('IBAN [IBAN].');
    expect(scrubPersonalData('/node_modules/.pnpm/drizzle-orm@0.45.4/node_modules')).toBe(
      '/node_modules/.pnpm/drizzle-orm@0.45.4/node_modules',
    );
  });

  test("serializeError drops drizzle's parameters and keeps the cause", () => {
    const cause = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const error = new DrizzleQueryError('select * from users where email = $1', ['kunde@example.com'], cause);
    const serialized = serializeError(error);
    expect(serialized.message).toBe('Failed query: select * from users where email = $1\nparams: [entfernt]');
    expect(JSON.stringify(serialized)).not.toContain('kunde@example.com');
    expect(serialized.cause).toMatchObject({ code: 'ECONNREFUSED', message: 'connect ECONNREFUSED 127.0.0.1:5432' });
  });
});
