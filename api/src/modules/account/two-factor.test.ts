import { bearer, DEMO, json, login, outboxLinks } from '../../../test/helpers';
import { testSuite } from '../../../test/fixtures/suite';

type Body = { status: boolean; message: string; data: Record<string, unknown>; code?: string; errors?: Record<string, string[]> };

const customerPayload = (email: string) => ({
  gender: 'female',
  first_name: 'Lena',
  last_name: 'Fischer',
  email,
  password: 'Sichere-Pass-2026',
  phone: '+49 170 1234567',
});

const suite = testSuite();

async function confirmVia(email: string): Promise<void> {
  const [link] = await outboxLinks(suite.context.app, email);
  expect(link).toContain('/register/confirm?token=');
  const url = new URL(link as string);
  const response = await suite.context.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
  expect(response.statusCode).toBe(302);
  expect(response.headers.location).toBe('http://127.0.0.1:3000/login?confirmed=1');
}

describe('two-factor authentication', () => {
  it('GET answers the three two-factor fields', async () => {
    const token = await login(suite.context.app, DEMO.provider);
    const response = await suite.context.app.inject({ method: 'GET', url: '/two-factor-status', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(json<Body>(response).data).toEqual({ two_factor_mobile: null, two_factor_status: false, two_factor_country_code: null });
  });

  it('POST needs a mobile number when switching on', async () => {
    const token = await login(suite.context.app, DEMO.provider);
    const response = await suite.context.app.inject({
      method: 'POST',
      url: '/two-factor-status',
      headers: bearer(token),
      payload: { two_factor_status: 1 },
    });
    expect(response.statusCode).toBe(422);
    expect(json<Body>(response).errors?.two_factor_mobile).toBeDefined();
  });

  it('switched on, login takes a second step with the SMS code', async () => {
    const email = 'zwei-faktor@example.com';
    await suite.context.app.inject({ method: 'POST', url: '/register/customer', payload: customerPayload(email) });
    await confirmVia(email);
    const token = await login(suite.context.app, email, 'Sichere-Pass-2026');
    const enable = await suite.context.app.inject({
      method: 'POST',
      url: '/two-factor-status',
      headers: bearer(token),
      payload: { two_factor_status: true, two_factor_mobile: '0170 1234567', two_factor_country_code: '49' },
    });
    expect(enable.statusCode).toBe(200);
    expect(json<Body>(enable).data).toEqual({ two_factor_mobile: '01701234567', two_factor_status: true, two_factor_country_code: '+49' });

    const first = await suite.context.app.inject({ method: 'POST', url: '/login', payload: { email, password: 'Sichere-Pass-2026' } });
    expect(first.statusCode).toBe(200);
    const challenge = json<Body>(first).data;
    expect(challenge.two_factor_required).toBe(true);
    expect(challenge.token).toBeUndefined();
    const sms = await suite.context.app.inject({
      method: 'GET',
      url: `/dev/outbox?recipient=${encodeURIComponent('+491701234567')}&channel=sms`,
    });
    const text = json<{ data: Array<{ body: string }> }>(sms).data[0]?.body ?? '';
    const code = /(\d{6})/.exec(text)?.[1];
    expect(code).toBeDefined();

    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await suite.context.app.inject({
      method: 'POST',
      url: '/login/two-factor',
      payload: { two_factor_token: challenge.two_factor_token, code: wrongCode },
    });
    expect(wrong.statusCode).toBe(422);
    const done = await suite.context.app.inject({
      method: 'POST',
      url: '/login/two-factor',
      payload: { two_factor_token: challenge.two_factor_token, code },
    });
    expect(done.statusCode).toBe(200);
    expect(typeof json<Body>(done).data.token).toBe('string');
    const reuse = await suite.context.app.inject({
      method: 'POST',
      url: '/login/two-factor',
      payload: { two_factor_token: challenge.two_factor_token, code },
    });
    expect(reuse.statusCode).toBe(422);
  });

  it('ends a two-factor attempt after five wrong codes', async () => {
    const email = 'zwei-faktor-2@example.com';
    await suite.context.app.inject({ method: 'POST', url: '/register/customer', payload: customerPayload(email) });
    await confirmVia(email);
    const token = await login(suite.context.app, email, 'Sichere-Pass-2026');
    await suite.context.app.inject({
      method: 'POST',
      url: '/two-factor-status',
      headers: bearer(token),
      payload: { two_factor_status: '1', two_factor_mobile: '1609876543', two_factor_country_code: '+49' },
    });
    const first = await suite.context.app.inject({ method: 'POST', url: '/login', payload: { email, password: 'Sichere-Pass-2026' } });
    const challenge = json<Body>(first).data.two_factor_token;
    const sms = await suite.context.app.inject({ method: 'GET', url: `/dev/outbox?recipient=${encodeURIComponent('+491609876543')}` });
    const code = /(\d{6})/.exec(json<{ data: Array<{ body: string }> }>(sms).data[0]?.body ?? '')?.[1] as string;
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await suite.context.app.inject({
        method: 'POST',
        url: '/login/two-factor',
        payload: { two_factor_token: challenge, code: wrongCode },
      });
    }
    const late = await suite.context.app.inject({
      method: 'POST',
      url: '/login/two-factor',
      payload: { two_factor_token: challenge, code },
    });
    expect(late.statusCode).toBe(422);
  });
});
