import { eq } from 'drizzle-orm';
import { oneTimeTokens, users } from '../src/db/schema';
import { hashPassword } from '../src/modules/account/passwords';
import { DEMO, json } from './helpers';
import { testSuite } from './fixtures/suite';

const suite = testSuite();

function attempt(email: string, password: string, ip: string) {
  return suite.context.app.inject({ method: 'POST', url: '/login', payload: { email, password }, remoteAddress: ip });
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

const PASSWORD = 'Drossel-Passwort-2026';
let passwordHash: Promise<string> | undefined;

/** A confirmed customer with a password (and, with `mobile`, two-factor login), inserted directly. */
async function customer(name: string, mobile?: string): Promise<{ email: string; id: number }> {
  const email = `${name}-${process.pid}@example.com`;
  const [row] = await suite.context.db
    .insert(users)
    .values({
      role: 'User',
      email,
      passwordHash: await (passwordHash ??= hashPassword(PASSWORD)),
      firstName: 'Drossel',
      lastName: 'Test',
      emailConfirmedAt: new Date(),
      ...(mobile ? { twoFactorStatus: true, twoFactorMobile: mobile, twoFactorCountryCode: '+49' } : {}),
    })
    .returning({ id: users.id });
  return { email, id: row!.id };
}

function statuses(responses: Array<{ statusCode: number }>): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const response of responses) counts[response.statusCode] = (counts[response.statusCode] ?? 0) + 1;
  return counts;
}

describe('the login throttle under parallel requests (one atomic step per counter)', () => {
  it('twelve parallel wrong passwords for one account: at most five are checked (422), the rest answer 429', async () => {
    const { email } = await customer('parallel-konto');
    const responses = await Promise.all(Array.from({ length: 12 }, (_, index) => attempt(email, `falsch-${index}`, `10.4.0.${index + 1}`)));
    const counts = statuses(responses);
    expect(counts[422] ?? 0).toBeLessThanOrEqual(5);
    expect(counts[429] ?? 0).toBeGreaterThanOrEqual(7);
    expect((counts[422] ?? 0) + (counts[429] ?? 0)).toBe(12);
    const refused = responses.find((response) => response.statusCode === 429)!;
    expect(json(refused).message).toMatch(/^Zu viele fehlgeschlagene Anmeldeversuche\. Bitte versuchen Sie es in 15 Minuten erneut\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect((await attempt(email, PASSWORD, '10.4.1.1')).statusCode).toBe(429);
  });

  it('a burst of 24 wrong passwords and the right one: at most five are evaluated, then even the right one is refused', async () => {
    const { email } = await customer('parallel-burst');
    const burst = [...Array.from({ length: 24 }, (_, index) => `falsch-${index}`), PASSWORD];
    const responses = await Promise.all(burst.map((password) => attempt(email, password, '10.5.0.1')));
    const evaluated = responses.filter((response) => response.statusCode !== 429);
    expect(evaluated.length).toBeLessThanOrEqual(5);
    // The right password logs in only when it was among the first five attempts counted.
    const right = responses[24]!;
    if (right.statusCode === 200) expect(evaluated).toContain(right);
    expect((await attempt(email, PASSWORD, '10.5.0.2')).statusCode).toBe(429);
  });

  it('forty parallel wrong passwords from one address over many accounts: at most thirty are checked', async () => {
    const ip = '10.6.0.1';
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, index) => attempt(`niemand-${index}@example.com`, 'falsch-falsch', ip)),
    );
    const counts = statuses(responses);
    expect(counts[422] ?? 0).toBeLessThanOrEqual(30);
    expect(counts[429] ?? 0).toBeGreaterThanOrEqual(10);
    expect((await attempt(DEMO.customer, DEMO.password, ip)).statusCode).toBe(429);
  });

  it('right passwords do not count against the address: thirty-five logins of different accounts from one address (five at a time) all succeed', async () => {
    const accounts = [];
    for (let index = 0; index < 35; index += 1) accounts.push(await customer(`buero-${index}`));
    const responses = [];
    for (let round = 0; round < 7; round += 1) {
      responses.push(
        ...(await Promise.all(accounts.slice(round * 5, round * 5 + 5).map(({ email }) => attempt(email, PASSWORD, '10.7.0.1')))),
      );
    }
    expect(statuses(responses)).toEqual({ 200: 35 });
    expect((await attempt(accounts[0]!.email, 'falsch-falsch', '10.7.0.1')).statusCode).toBe(422);
  });
});

async function twoFactorChallenge(email: string, mobile: string): Promise<{ token: string; code: string; wrong: string }> {
  const first = await attempt(email, PASSWORD, '10.8.0.1');
  expect(first.statusCode).toBe(200);
  const token = json<{ data: { two_factor_token: string } }>(first).data.two_factor_token;
  const sms = await suite.context.app.inject({
    method: 'GET',
    url: `/dev/outbox?recipient=${encodeURIComponent(`+49${mobile}`)}&channel=sms`,
  });
  const code = /(\d{6})/.exec(json<{ data: Array<{ body: string }> }>(sms).data[0]?.body ?? '')![1]!;
  return { token, code, wrong: code === '000000' ? '111111' : '000000' };
}

function sendCode(token: string, code: string) {
  return suite.context.app.inject({ method: 'POST', url: '/login/two-factor', payload: { two_factor_token: token, code } });
}

describe('the two-factor code under parallel requests', () => {
  it('twelve parallel wrong codes for one login: at most five are tried, and the code is dead afterwards', async () => {
    const mobile = '1701112233';
    const { email, id } = await customer('zwei-faktor-parallel', mobile);
    const { token, code, wrong } = await twoFactorChallenge(email, mobile);
    const responses = await Promise.all(Array.from({ length: 12 }, () => sendCode(token, wrong)));
    expect(statuses(responses)).toEqual({ 422: 12 });
    const [row] = await suite.context.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, id));
    expect(row!.attempts).toBe(5);
    expect(row!.usedAt).not.toBeNull();
    expect((await sendCode(token, code)).statusCode).toBe(422);
  });

  it('wrong codes count per account across logins: after ten the account answers 429 with a German message', async () => {
    const mobile = '1702223344';
    const { email } = await customer('zwei-faktor-konto', mobile);
    const firstLogin = await twoFactorChallenge(email, mobile);
    await Promise.all(Array.from({ length: 5 }, () => sendCode(firstLogin.token, firstLogin.wrong)));
    const second = await twoFactorChallenge(email, mobile);
    const responses = await Promise.all(Array.from({ length: 5 }, () => sendCode(second.token, second.wrong)));
    expect(statuses(responses)).toEqual({ 422: 5 });
    const third = await twoFactorChallenge(email, mobile);
    const refused = await sendCode(third.token, third.code);
    expect(refused.statusCode).toBe(429);
    expect(json(refused).message).toMatch(/^Zu viele falsche Codes\. Bitte versuchen Sie es in \d+ Minuten erneut\.$/);
  });

  it('two parallel right codes log in once (single use)', async () => {
    const mobile = '1703334455';
    const { email } = await customer('zwei-faktor-einmal', mobile);
    const { token, code } = await twoFactorChallenge(email, mobile);
    const responses = await Promise.all([sendCode(token, code), sendCode(token, code)]);
    expect(statuses(responses)).toEqual({ 200: 1, 422: 1 });
  });
});

describe('one-time links (password reset, e-mail confirmation, newsletter) per client address', () => {
  it('forty parallel invalid links from one address: at most thirty are looked up, the rest answer 429, on every link kind', async () => {
    const ip = '10.9.0.1';
    const post = (url: string, payload: Record<string, unknown>) =>
      suite.context.app.inject({ method: 'POST', url, payload, remoteAddress: ip });
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        index % 2 === 0
          ? post('/register/confirm', { token: `ungueltig-${index}` })
          : post('/subscribe-newsletter-email/confirm', { token: `ungueltig-${index}` }),
      ),
    );
    const counts = statuses(responses);
    expect(counts[422] ?? 0).toBeLessThanOrEqual(30);
    expect(counts[429] ?? 0).toBeGreaterThanOrEqual(10);
    const reset = await post('/password/reset', {
      token: 'ungueltig',
      password: 'Neues-Passwort-2026',
      password_confirmation: 'Neues-Passwort-2026',
    });
    expect(reset.statusCode).toBe(429);
    expect(json(reset).message).toMatch(/^Zu viele ungültige Links\. Bitte versuchen Sie es in \d+ Minuten? erneut\.$/);
    const unsubscribe = await post('/unsubscribe-newsletter-email', { email: 'jemand@example.com', token: 'ungueltig' });
    expect(unsubscribe.statusCode).toBe(429);
    // Another address is not affected.
    const elsewhere = await suite.context.app.inject({
      method: 'POST',
      url: '/register/confirm',
      payload: { token: 'ungueltig' },
      remoteAddress: '10.9.0.2',
    });
    expect(elsewhere.statusCode).toBe(422);
  });
});
