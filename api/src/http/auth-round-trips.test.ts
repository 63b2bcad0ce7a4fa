import { eq } from 'drizzle-orm';
import { newsletterSubscriptions } from '../db/schema';
import { DEMO, json, login, type TestContext } from '../../test/helpers';
import { testSuite } from '../../test/fixtures/suite';

/** Counts the statements the app sends to the database (PGlite client or pg pool: both answer `query`). */
function countQueries(context: TestContext): { count: () => number; restore: () => void } {
  const client = (context.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const spy = jest.spyOn(client, 'query');
  return { count: () => spy.mock.calls.length, restore: () => spy.mockRestore() };
}

const suite = testSuite();

describe('database round trips per request', () => {
  it('GET /profile/customer checks the token and reads the profile with the newsletter state in one query', async () => {
    const token = await login(suite.context.app, DEMO.customer);
    const queries = countQueries(suite.context);
    try {
      const response = await suite.context.app.inject({
        method: 'GET',
        url: '/profile/customer',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode).toBe(200);
      expect(queries.count()).toBe(1);
    } finally {
      queries.restore();
    }
  });

  it('the GraphQL page banners are one query', async () => {
    const queries = countQueries(suite.context);
    try {
      const response = await suite.context.app.inject({
        method: 'POST',
        url: '/graphql',
        payload: { query: '{ pageBanners(page: LOGIN) { data { id title image } paginatorInfo { total currentPage } } }' },
      });
      expect(json<{ data: { pageBanners: { data: unknown[] } } }>(response).data.pageBanners.data.length).toBeGreaterThan(0);
      expect(queries.count()).toBe(1);
    } finally {
      queries.restore();
    }
  });

  it('the profile shows the newsletter state of the same query: only a confirmed subscription counts', async () => {
    const token = await login(suite.context.app, DEMO.customer);
    const subscribed = async () =>
      json<{ data: { subscribed: boolean } }>(
        await suite.context.app.inject({ method: 'GET', url: '/profile/customer', headers: { authorization: `Bearer ${token}` } }),
      ).data.subscribed;
    await suite.context.db.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, DEMO.customer));
    expect(await subscribed()).toBe(false);
    await suite.context.db
      .insert(newsletterSubscriptions)
      .values({ email: DEMO.customer.toUpperCase(), status: 'pending', unsubscribeSalt: 'salz' });
    expect(await subscribed()).toBe(false);
    await suite.context.db
      .update(newsletterSubscriptions)
      .set({ status: 'confirmed' })
      .where(eq(newsletterSubscriptions.email, DEMO.customer.toUpperCase()));
    expect(await subscribed()).toBe(true);
  });
});
