import { createTestApp, DEMO, login, type TestContext } from './helpers';

describe('test app', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestApp();
  });
  afterAll(async () => {
    await context.close();
  });

  it('answers the health check and logs the demo customer in', async () => {
    const health = await context.app.inject({ method: 'GET', url: '/health' });
    expect(health.json()).toEqual({ status: true, data: { ok: true } });
    const token = await login(context.app, DEMO.customer);
    expect(token.split('.')).toHaveLength(3);
  });
});
