import { createTestApp, json } from './helpers';
import { testSuite } from './fixtures/suite';

describe('dev outbox', () => {
  const suite = testSuite();
  beforeAll(async () => {
    await suite.context.app.outbox.sendEmail({
      to: 'Erste@Example.com',
      subject: 'Erste',
      text: 'Hallo http://127.0.0.1:3000/a',
      links: ['http://127.0.0.1:3000/a'],
    });
    await suite.context.app.outbox.sendEmail({ to: 'zweite@example.com', subject: 'Zweite <b>', text: 'Hallo' });
    await suite.context.app.outbox.sendSms({ to: '+491701111111', text: 'Code 123456' });
  });

  it('lists messages newest first', async () => {
    const response = await suite.context.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(response.statusCode).toBe(200);
    const data = json<{ data: Array<{ recipient: string; channel: string }> }>(response).data;
    expect(data.slice(0, 3).map((entry) => entry.recipient)).toEqual(['+491701111111', 'zweite@example.com', 'erste@example.com']);
  });

  it('filters by recipient (any case) and channel', async () => {
    const byRecipient = await suite.context.app.inject({ method: 'GET', url: '/dev/outbox?recipient=ERSTE@example.com' });
    const entries = json<{ data: Array<{ subject: string; links: string[] }> }>(byRecipient).data;
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ subject: 'Erste', links: ['http://127.0.0.1:3000/a'] });
    const sms = await suite.context.app.inject({ method: 'GET', url: '/dev/outbox?channel=sms' });
    expect(json<{ data: unknown[] }>(sms).data).toHaveLength(1);
  });

  it('shows an HTML page with clickable links and escaped text', async () => {
    const response = await suite.context.app.inject({ method: 'GET', url: '/dev/outbox.html' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('<a href="http://127.0.0.1:3000/a">');
    expect(response.body).toContain('Zweite &#60;b&#62;');
  });

  it('is absent when DEV_OUTBOX is off', async () => {
    const off = await createTestApp({ config: { devOutbox: false } });
    try {
      expect((await off.app.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});
