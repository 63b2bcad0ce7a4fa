import { createTestApp, DEMO, json, type TestContext } from './helpers';

let context: TestContext;
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(async () => {
  await context.close();
});

function attempt(email: string, password: string, ip: string) {
  return context.app.inject({ method: 'POST', url: '/login', payload: { email, password }, remoteAddress: ip });
}

describe('brute-force throttle on login', () => {
  it('locks an account after five wrong passwords, even for the right one and by username', async () => {
    for (let index = 0; index < 5; index += 1) {
      const name = index % 2 === 0 ? DEMO.provider : 'anbieter';
      expect((await attempt(name, `falsch-${index}`, `10.1.0.${index}`)).statusCode).toBe(422);
    }
    const locked = await attempt(DEMO.provider, DEMO.password, '10.1.0.99');
    expect(locked.statusCode).toBe(429);
    expect(json(locked).message).toMatch(/Zu viele fehlgeschlagene Anmeldeversuche/);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('locks a client address after thirty failures across accounts', async () => {
    const ip = '10.2.0.1';
    for (let index = 0; index < 30; index += 1) {
      await attempt(`unbekannt-${index}@example.com`, 'falsch-falsch', ip);
    }
    const locked = await attempt(DEMO.customer, DEMO.password, ip);
    expect(locked.statusCode).toBe(429);
    const elsewhere = await attempt(DEMO.customer, DEMO.password, '10.2.0.2');
    expect(elsewhere.statusCode).toBe(200);
  });

  it('clears the account counter after a successful login', async () => {
    const email = DEMO.customer;
    for (let index = 0; index < 4; index += 1) await attempt(email, 'falsch-falsch', '10.3.0.1');
    expect((await attempt(email, DEMO.password, '10.3.0.1')).statusCode).toBe(200);
    for (let index = 0; index < 4; index += 1) await attempt(email, 'falsch-falsch', '10.3.0.1');
    expect((await attempt(email, DEMO.password, '10.3.0.1')).statusCode).toBe(200);
  });
});
