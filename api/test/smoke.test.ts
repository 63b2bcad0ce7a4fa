import { DEMO, login } from './helpers';
import { testSuite } from './fixtures/suite';

describe('test app', () => {
  const suite = testSuite();

  it('answers the health check and logs the demo customer in', async () => {
    const health = await suite.context.app.inject({ method: 'GET', url: '/health' });
    expect(health.json()).toEqual({ status: true, data: { ok: true } });
    const token = await login(suite.context.app, DEMO.customer);
    expect(token.split('.')).toHaveLength(3);
  });
});
