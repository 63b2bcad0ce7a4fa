import { eq } from 'drizzle-orm';
import { oneTimeTokens, outboxMessages, providerProfiles, users } from '../../db/schema';
import { bearer, DEMO, json, login, outboxLinks, userByEmail } from '../../../test/helpers';
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

const providerPayload = (email: string) => ({
  gender: 'male',
  first_name: 'Jonas',
  last_name: 'Wagner',
  email,
  password: 'Sichere-Pass-2026',
  company_name: 'Wagner Gartenbau GmbH',
  street: 'Gartenweg',
  street_number: '7a',
  postal_code: '50667',
  city: 'Köln',
  phone: '0221 987654',
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

describe('registration', () => {
  it.each(['/register/customer', '/v2/customer-register'])(
    '%s creates an unconfirmed customer and answers 201 with requires_email_confirmation',
    async (url) => {
      const email = `neu-${url.length}@example.com`;
      const response = await suite.context.app.inject({ method: 'POST', url, payload: customerPayload(email) });
      expect(response.statusCode).toBe(201);
      const body = json<Body>(response);
      expect(body.status).toBe(true);
      expect(body.message).toBe('Bitte bestätigen Sie Ihr E-Mail-Konto!');
      expect(body.data.requires_email_confirmation).toBe(true);
      const row = await userByEmail(suite.context.db, email);
      expect(row?.role).toBe('User');
      expect(row?.emailConfirmedAt).toBeNull();
      expect(row?.passwordHash.startsWith('$argon2id$v=19$m=19456,p=1,t=2$')).toBe(true);
    },
  );

  it.each(['/register/provider', '/v2/register/provider'])('%s creates a provider with its company profile', async (url) => {
    const email = `firma-${url.length}@example.com`;
    const response = await suite.context.app.inject({ method: 'POST', url, payload: providerPayload(email) });
    expect(response.statusCode).toBe(201);
    expect(json<Body>(response).data.requires_email_confirmation).toBe(true);
    const row = await userByEmail(suite.context.db, email);
    expect(row?.role).toBe('Company');
    const [profile] = await suite.context.db.select().from(providerProfiles).where(eq(providerProfiles.userId, row!.id));
    expect(profile).toMatchObject({ companyName: 'Wagner Gartenbau GmbH', houseNumber: '7a', zipCode: '50667', city: 'Köln' });
  });

  it('answers a duplicate e-mail (any case) with 422 and errors.email', async () => {
    const response = await suite.context.app.inject({
      method: 'POST',
      url: '/register/customer',
      payload: customerPayload('KUNDE@example.com'),
    });
    expect(response.statusCode).toBe(422);
    const body = json<Body>(response);
    expect(body.status).toBe(false);
    expect(body.errors?.email).toEqual(['Diese E-Mail-Adresse ist bereits registriert.']);
    expect(body.data).toBeUndefined();
  });

  it('refuses short, overlong and common passwords with German field errors', async () => {
    for (const password of ['kurz', 'x'.repeat(129), 'password123', 'Passwort1!']) {
      const response = await suite.context.app.inject({
        method: 'POST',
        url: '/register/customer',
        payload: { ...customerPayload('pw-test@example.com'), password },
      });
      expect(response.statusCode).toBe(422);
      expect(json<Body>(response).errors?.password?.[0]).toMatch(/Passwort/);
    }
  });

  it('refuses missing fields, a bad gender and an unknown bank with field errors', async () => {
    const response = await suite.context.app.inject({ method: 'POST', url: '/register/customer', payload: { email: 'kaputt' } });
    expect(response.statusCode).toBe(422);
    const errors = json<Body>(response).errors ?? {};
    expect(Object.keys(errors)).toEqual(expect.arrayContaining(['gender', 'first_name', 'last_name', 'email', 'password']));
    expect(errors.first_name).toEqual(['Dieses Feld ist erforderlich.']);
    const bank = await suite.context.app.inject({
      method: 'POST',
      url: '/register/customer',
      payload: { ...customerPayload('bank@example.com'), bank_id: 99999 },
    });
    expect(bank.statusCode).toBe(422);
    expect(json<Body>(bank).errors?.bank_id).toBeDefined();
  });

  it('refuses login until the e-mail is confirmed, and the outbox link activates the account', async () => {
    const email = 'bestaetigen@example.com';
    await suite.context.app.inject({ method: 'POST', url: '/register/customer', payload: customerPayload(email) });
    const before = await suite.context.app.inject({ method: 'POST', url: '/login', payload: { email, password: 'Sichere-Pass-2026' } });
    expect(before.statusCode).toBe(403);
    expect(json<Body>(before).code).toBe('EMAIL_NOT_CONFIRMED');
    expect(json<Body>(before).message).toMatch(/bestätigen Sie zuerst Ihre E-Mail-Adresse/);
    await confirmVia(email);
    const after = await suite.context.app.inject({ method: 'POST', url: '/login', payload: { email, password: 'Sichere-Pass-2026' } });
    expect(after.statusCode).toBe(200);
  });

  it('uses a confirmation link once only', async () => {
    const email = 'einmal@example.com';
    await suite.context.app.inject({ method: 'POST', url: '/register/customer', payload: customerPayload(email) });
    const [link] = await outboxLinks(suite.context.app, email);
    const token = new URL(link as string).searchParams.get('token');
    const first = await suite.context.app.inject({ method: 'POST', url: '/register/confirm', payload: { token } });
    expect(first.statusCode).toBe(200);
    const second = await suite.context.app.inject({ method: 'POST', url: '/register/confirm', payload: { token } });
    expect(second.statusCode).toBe(422);
    expect(json<Body>(second).errors?.token).toBeDefined();
  });
});

describe('login', () => {
  it('answers the login response fields of spec 01 §3 as data', async () => {
    const response = await suite.context.app.inject({
      method: 'POST',
      url: '/login',
      payload: { email: DEMO.provider, password: DEMO.password },
    });
    expect(response.statusCode).toBe(200);
    const data = json<Body>(response).data;
    for (const field of [
      'token',
      'role',
      'avatar',
      'last_name',
      'first_name',
      'subscribed',
      'user_id',
      'name',
      'is_show_cookie',
      'registration_completed',
    ]) {
      expect(data).toHaveProperty(field);
    }
    expect(data.role).toBe('Company');
    expect(data.name).toBe('Thomas Becker');
  });

  it('accepts the username instead of the e-mail', async () => {
    const response = await suite.context.app.inject({
      method: 'POST',
      url: '/login',
      payload: { email: 'kunde', password: DEMO.password },
    });
    expect(response.statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown e-mail alike with the catalogue text', async () => {
    for (const payload of [
      { email: DEMO.customer, password: 'falsch-falsch' },
      { email: 'niemand@example.com', password: 'falsch-falsch' },
    ]) {
      const response = await suite.context.app.inject({
        method: 'POST',
        url: '/login',
        payload,
        headers: { 'x-forwarded-for': '10.0.0.1' },
      });
      expect(response.statusCode).toBe(422);
      expect(json<Body>(response).message).toBe('E-Mail-Adresse oder Passwort ist falsch.');
      expect(json<Body>(response).errors?.email).toEqual(['E-Mail-Adresse oder Passwort ist falsch.']);
    }
  });
});

describe('logout', () => {
  it('revokes the token on the server', async () => {
    const token = await login(suite.context.app, DEMO.customer);
    const out = await suite.context.app.inject({ method: 'POST', url: '/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    const after = await suite.context.app.inject({ method: 'GET', url: '/profile/customer', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    expect(json<Body>(after).code).toBe('TOKEN_INVALID');
  });

  it('leaves other sessions of the same user working', async () => {
    const first = await login(suite.context.app, DEMO.customer);
    const second = await login(suite.context.app, DEMO.customer);
    await suite.context.app.inject({ method: 'POST', url: '/logout', headers: bearer(first) });
    const response = await suite.context.app.inject({ method: 'GET', url: '/profile/customer', headers: bearer(second) });
    expect(response.statusCode).toBe(200);
  });

  it('needs a login', async () => {
    const response = await suite.context.app.inject({ method: 'POST', url: '/logout' });
    expect(response.statusCode).toBe(401);
  });
});

describe('profiles', () => {
  it('GET /profile/customer answers the customer with role User', async () => {
    const token = await login(suite.context.app, DEMO.customer);
    const response = await suite.context.app.inject({ method: 'GET', url: '/profile/customer', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(json<Body>(response).data).toMatchObject({ role: 'User', email: DEMO.customer, first_name: 'Anna', last_name: 'Schneider' });
  });

  it('GET /providerProfile answers every provider profile field of spec 01 §3', async () => {
    const token = await login(suite.context.app, DEMO.provider);
    const response = await suite.context.app.inject({ method: 'GET', url: '/providerProfile', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    const data = json<Body>(response).data;
    const specFields = [
      'bank_id',
      'id',
      'gender',
      'first_name',
      'last_name',
      'email',
      'company_name',
      'phone',
      'street',
      'house_number',
      'zip_code',
      'city',
      'show_profile',
      'second_email',
      'user_name',
      'vat_number',
      'company_registration_number',
      'invoice_text_1',
      'invoice_text_2',
      'invoice_text_3',
      'invoice_text_4',
      'invoice_text_5',
    ];
    for (const field of specFields) expect(data).toHaveProperty(field);
    expect(data).toMatchObject({ role: 'Company', company_name: 'Becker Handwerk & Design GmbH', zip_code: '80802' });
  });

  it('keeps customers out of the provider profile and providers out of the customer profile', async () => {
    const customer = await login(suite.context.app, DEMO.customer);
    const provider = await login(suite.context.app, DEMO.provider);
    expect((await suite.context.app.inject({ method: 'GET', url: '/providerProfile', headers: bearer(customer) })).statusCode).toBe(403);
    expect((await suite.context.app.inject({ method: 'GET', url: '/profile/customer', headers: bearer(provider) })).statusCode).toBe(403);
  });
});

describe('PATCH /me/details', () => {
  it('updates the profile fields and answers the profile with the catalogue message', async () => {
    const token = await login(suite.context.app, DEMO.customer);
    const response = await suite.context.app.inject({
      method: 'PATCH',
      url: '/me/details',
      headers: bearer(token),
      payload: {
        first_name: 'Anne',
        last_name: 'Schmidt',
        birthday: '29.02.1992',
        phone: '030 555',
        address: 'Ringstraße 1, 12345 Berlin',
        country_id: 276,
      },
    });
    expect(response.statusCode).toBe(200);
    const body = json<Body>(response);
    expect(body.message).toBe('Profile updated successfully!');
    expect(body.data).toMatchObject({ first_name: 'Anne', last_name: 'Schmidt', birthday: '1992-02-29', country_id: 276 });
    const row = await userByEmail(suite.context.db, DEMO.customer);
    expect(row?.firstName).toBe('Anne');
  });

  it('refuses an impossible birthday and an empty first name', async () => {
    const token = await login(suite.context.app, DEMO.customer);
    const response = await suite.context.app.inject({
      method: 'PATCH',
      url: '/me/details',
      headers: bearer(token),
      payload: { birthday: '29.02.2023', first_name: '' },
    });
    expect(response.statusCode).toBe(422);
    const errors = json<Body>(response).errors ?? {};
    expect(errors.birthday?.[0]).toMatch(/TT\.MM\.JJJJ/);
    expect(errors.first_name).toBeDefined();
  });
});

describe('PATCH /me/details/auth', () => {
  it('requires the current password', async () => {
    const token = await login(suite.context.app, DEMO.provider);
    const missing = await suite.context.app.inject({
      method: 'PATCH',
      url: '/me/details/auth',
      headers: bearer(token),
      payload: { username: 'neuername' },
    });
    expect(missing.statusCode).toBe(422);
    expect(json<Body>(missing).errors?.current_password).toBeDefined();
    const wrong = await suite.context.app.inject({
      method: 'PATCH',
      url: '/me/details/auth',
      headers: bearer(token),
      payload: { username: 'neuername', current_password: 'falsch' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(json<Body>(wrong).errors?.current_password).toEqual(['Das aktuelle Passwort ist falsch.']);
  });

  it('refuses an e-mail another account uses', async () => {
    const token = await login(suite.context.app, DEMO.provider);
    const response = await suite.context.app.inject({
      method: 'PATCH',
      url: '/me/details/auth',
      headers: bearer(token),
      payload: { email: DEMO.customer, current_password: DEMO.password },
    });
    expect(response.statusCode).toBe(422);
    expect(json<Body>(response).errors?.email).toBeDefined();
  });

  it('changes the password, ends older sessions and answers a new token', async () => {
    const fresh = await suite.context.app.inject({
      method: 'POST',
      url: '/register/customer',
      payload: customerPayload('wechsel@example.com'),
    });
    expect(fresh.statusCode).toBe(201);
    await confirmVia('wechsel@example.com');
    const old = await login(suite.context.app, 'wechsel@example.com', 'Sichere-Pass-2026');
    const response = await suite.context.app.inject({
      method: 'PATCH',
      url: '/me/details/auth',
      headers: bearer(old),
      payload: { username: 'wechsler', password: 'Neues-Passwort-2026', current_password: 'Sichere-Pass-2026' },
    });
    expect(response.statusCode).toBe(200);
    const data = json<Body>(response).data;
    expect(data.user_name ?? data.username).toBe('wechsler');
    expect(typeof data.token).toBe('string');
    expect((await suite.context.app.inject({ method: 'GET', url: '/profile/customer', headers: bearer(old) })).statusCode).toBe(401);
    expect(
      (await suite.context.app.inject({ method: 'GET', url: '/profile/customer', headers: bearer(data.token as string) })).statusCode,
    ).toBe(200);
    await login(suite.context.app, 'wechsel@example.com', 'Neues-Passwort-2026');
  });
});

describe('password reminder and reset', () => {
  it('answers the same for known and unknown addresses and mails a link only to a known one', async () => {
    const known = await suite.context.app.inject({ method: 'POST', url: '/password/remind', payload: { email: DEMO.provider } });
    const unknown = await suite.context.app.inject({
      method: 'POST',
      url: '/password/remind',
      payload: { email: 'unbekannt@example.com' },
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(json<Body>(known).message).toBe(json<Body>(unknown).message);
    expect(await outboxLinks(suite.context.app, 'unbekannt@example.com')).toEqual([]);
    const [link] = await outboxLinks(suite.context.app, DEMO.provider);
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1:3000\/password\/reset\?token=.+&email=/);
  });

  it('resets the password once with the mailed token and ends open sessions', async () => {
    const email = 'reset@example.com';
    await suite.context.app.inject({ method: 'POST', url: '/register/customer', payload: customerPayload(email) });
    await confirmVia(email);
    const session = await login(suite.context.app, email, 'Sichere-Pass-2026');
    await suite.context.app.inject({ method: 'POST', url: '/password/remind', payload: { email } });
    const link = (await outboxLinks(suite.context.app, email)).find((entry) => entry.includes('/password/reset'));
    const token = new URL(link as string).searchParams.get('token');
    const reset = await suite.context.app.inject({
      method: 'POST',
      url: '/password/reset',
      payload: { token, password: 'Ganz-Neu-2026!' },
    });
    expect(reset.statusCode).toBe(200);
    await login(suite.context.app, email, 'Ganz-Neu-2026!');
    expect((await suite.context.app.inject({ method: 'GET', url: '/profile/customer', headers: bearer(session) })).statusCode).toBe(401);
    const again = await suite.context.app.inject({
      method: 'POST',
      url: '/password/reset',
      payload: { token, password: 'Noch-Neuer-2026!' },
    });
    expect(again.statusCode).toBe(422);
    expect(json<Body>(again).errors?.token?.[0]).toMatch(/ungültig oder abgelaufen/);
  });

  it('refuses an expired reset token', async () => {
    await suite.context.app.inject({ method: 'POST', url: '/password/remind', payload: { email: DEMO.customer } });
    const link = (await outboxLinks(suite.context.app, DEMO.customer)).find((entry) => entry.includes('/password/reset'));
    const token = new URL(link as string).searchParams.get('token');
    const user = await userByEmail(suite.context.db, DEMO.customer);
    await suite.context.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.userId, user!.id));
    const response = await suite.context.app.inject({
      method: 'POST',
      url: '/password/reset',
      payload: { token, password: 'Ganz-Neu-2026!' },
    });
    expect(response.statusCode).toBe(422);
  });
});

describe('POST /me/avatar', () => {
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
  const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);

  function multipart(filename: string, content: Buffer, field = 'file') {
    const boundary = '----marktplatz-test';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
  }

  it('stores a png and serves it under the answered URL', async () => {
    const token = await login(suite.context.app, DEMO.customer);
    const { payload, headers } = multipart('ich.png', png);
    const response = await suite.context.app.inject({
      method: 'POST',
      url: '/me/avatar',
      payload,
      headers: { ...headers, ...bearer(token) },
    });
    expect(response.statusCode).toBe(200);
    const avatar = json<Body>(response).data.avatar as string;
    expect(avatar).toMatch(/^http:\/\/127\.0\.0\.1:4000\/uploads\/avatars\/.+\.png$/);
    const file = await suite.context.app.inject({ method: 'GET', url: new URL(avatar).pathname });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(png)).toBe(true);
    const profile = await suite.context.app.inject({ method: 'GET', url: '/profile/customer', headers: bearer(token) });
    expect(json<Body>(profile).data.avatar).toBe(avatar);
  });

  it('accepts a jpeg named .jpg', async () => {
    const token = await login(suite.context.app, DEMO.provider);
    const { payload, headers } = multipart('foto.JPG', jpeg);
    const response = await suite.context.app.inject({
      method: 'POST',
      url: '/me/avatar',
      payload,
      headers: { ...headers, ...bearer(token) },
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses other extensions and content that is not what the name says', async () => {
    const token = await login(suite.context.app, DEMO.customer);
    for (const [name, content] of [
      ['skript.svg', png],
      ['bild.png', Buffer.from('<?php echo 1; ?>')],
      ['bild.png', jpeg],
    ] as const) {
      const { payload, headers } = multipart(name, content);
      const response = await suite.context.app.inject({
        method: 'POST',
        url: '/me/avatar',
        payload,
        headers: { ...headers, ...bearer(token) },
      });
      expect(response.statusCode).toBe(422);
      expect(json<Body>(response).errors?.file).toBeDefined();
    }
  });

  it('answers 413 for a file over 2 MB', async () => {
    const token = await login(suite.context.app, DEMO.customer);
    const { payload, headers } = multipart('gross.png', Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024 + 10)]));
    const response = await suite.context.app.inject({
      method: 'POST',
      url: '/me/avatar',
      payload,
      headers: { ...headers, ...bearer(token) },
    });
    expect(response.statusCode).toBe(413);
    expect(json<Body>(response).message).toMatch(/zu groß/);
  });

  it('answers 422 without a file', async () => {
    const token = await login(suite.context.app, DEMO.customer);
    const json422 = await suite.context.app.inject({ method: 'POST', url: '/me/avatar', headers: bearer(token), payload: {} });
    expect(json422.statusCode).toBe(422);
    const { payload, headers } = multipart('ich.png', png, 'anderes');
    const wrongField = await suite.context.app.inject({
      method: 'POST',
      url: '/me/avatar',
      payload,
      headers: { ...headers, ...bearer(token) },
    });
    expect(wrongField.statusCode).toBe(422);
  });
});

describe('GET /modulesList', () => {
  it('lists the marketplace areas for anyone', async () => {
    const response = await suite.context.app.inject({ method: 'GET', url: '/modulesList' });
    expect(response.statusCode).toBe(200);
    const data = json<{ data: Array<{ key: string; name: string }> }>(response).data;
    expect(data.map((entry) => entry.key)).toEqual(expect.arrayContaining(['shop', 'leads', 'orders', 'food', 'stores', 'chat']));
  });
});

describe('POST /accountDeletion', () => {
  it('anonymises the personal data in the database and ends the session', async () => {
    const email = 'loeschen@example.com';
    await suite.context.app.inject({ method: 'POST', url: '/register/provider', payload: providerPayload(email) });
    await confirmVia(email);
    const token = await login(suite.context.app, email, 'Sichere-Pass-2026');
    await suite.context.app.inject({
      method: 'PATCH',
      url: '/me/details',
      headers: bearer(token),
      payload: { birthday: '01.01.1980', address: 'Geheimweg 1' },
    });
    const before = await userByEmail(suite.context.db, email);

    const wrong = await suite.context.app.inject({
      method: 'POST',
      url: '/accountDeletion',
      headers: bearer(token),
      payload: { password: 'falsch' },
    });
    expect(wrong.statusCode).toBe(422);
    const response = await suite.context.app.inject({ method: 'POST', url: '/accountDeletion', headers: bearer(token) });
    expect(response.statusCode).toBe(200);

    const [row] = await suite.context.db.select().from(users).where(eq(users.id, before!.id));
    expect(row).toMatchObject({
      email: `geloescht-${before!.id}@anonymisiert.invalid`,
      username: null,
      firstName: 'Gelöschtes',
      lastName: 'Konto',
      phone: null,
      address: null,
      birthday: null,
      avatar: null,
      twoFactorMobile: null,
    });
    expect(row?.deletedAt).not.toBeNull();
    expect(row?.passwordHash).not.toBe(before?.passwordHash);
    expect(await suite.context.db.select().from(providerProfiles).where(eq(providerProfiles.userId, before!.id))).toEqual([]);
    expect(await suite.context.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email))).toEqual([]);
    expect(await suite.context.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, before!.id))).toEqual([]);

    expect((await suite.context.app.inject({ method: 'GET', url: '/providerProfile', headers: bearer(token) })).statusCode).toBe(401);
    const relogin = await suite.context.app.inject({ method: 'POST', url: '/login', payload: { email, password: 'Sichere-Pass-2026' } });
    expect(relogin.statusCode).toBe(422);
    const again = await suite.context.app.inject({ method: 'POST', url: '/register/provider', payload: providerPayload(email) });
    expect(again.statusCode).toBe(201);
  });
});
