import { and, eq } from 'drizzle-orm';
import { addresses, newsletterSubscriptions, notifications, notificationSettings, users, vendorPolicies } from '../../db/schema';
import { bearer, json, login, outboxLinks, userByEmail } from '../../../test/helpers';
import { testSuite } from '../../../test/fixtures/suite';
import { setVendorPolicies } from '../reference/service';

/** The account module together with the notification, newsletter, address and reference modules. */

const PASSWORD = 'Sichere-Pass-2026';

const customerPayload = (email: string) => ({ gender: 'female', first_name: 'Lena', last_name: 'Fischer', email, password: PASSWORD });

const providerPayload = (email: string) => ({
  ...customerPayload(email),
  company_name: 'Fischer Gartenbau GmbH',
  street: 'Gartenweg',
  street_number: '7a',
  postal_code: '50667',
  city: 'Köln',
  phone: '0221 987654',
});

const suite = testSuite();

async function registerConfirmed(email: string, role: 'customer' | 'provider' = 'customer'): Promise<number> {
  const payload = role === 'customer' ? customerPayload(email) : providerPayload(email);
  const registered = await suite.context.app.inject({ method: 'POST', url: `/register/${role}`, payload });
  expect(registered.statusCode).toBe(201);
  const [link] = await outboxLinks(suite.context.app, email);
  const url = new URL(link as string);
  const confirmed = await suite.context.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
  expect(confirmed.headers.location).toMatch(/confirmed=1$/);
  const user = await userByEmail(suite.context.db, email);
  return user!.id;
}

async function accountNotices(userId: number) {
  return suite.context.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, 'account')));
}

async function confirmedSubscription(email: string, userId: number): Promise<void> {
  await suite.context.db.insert(newsletterSubscriptions).values({
    email,
    status: 'confirmed',
    userId,
    unsubscribeSalt: 'salz',
    confirmedAt: new Date(),
  });
}

describe('account notifications', () => {
  it('stores a welcome notification when the registration is confirmed', async () => {
    const email = 'willkommen@example.com';
    const registered = await suite.context.app.inject({ method: 'POST', url: '/register/customer', payload: customerPayload(email) });
    const userId = json<{ data: { user_id: number } }>(registered).data.user_id;
    expect(await accountNotices(userId)).toEqual([]);
    await registerConfirmedLink(email);
    const notices = await accountNotices(userId);
    expect(notices.map((row) => row.title)).toEqual(['Willkommen beim Marktplatz']);
    expect(notices[0]?.body).toBe('Ihre E-Mail-Adresse ist bestätigt, Ihr Konto ist aktiv.');
  });

  it('stores a password-changed notification when the password is changed in the settings', async () => {
    const email = 'pw-einstellungen@example.com';
    const userId = await registerConfirmed(email);
    const token = await login(suite.context.app, email, PASSWORD);
    const usernameOnly = await suite.context.app.inject({
      method: 'PATCH',
      url: '/me/details/auth',
      headers: bearer(token),
      payload: { username: 'nur-name', current_password: PASSWORD },
    });
    expect(usernameOnly.statusCode).toBe(200);
    expect((await accountNotices(userId)).map((row) => row.title)).toEqual(['Willkommen beim Marktplatz']);
    const changed = await suite.context.app.inject({
      method: 'PATCH',
      url: '/me/details/auth',
      headers: bearer(token),
      payload: { password: 'Neues-Passwort-2026', current_password: PASSWORD },
    });
    expect(changed.statusCode).toBe(200);
    const titles = (await accountNotices(userId)).map((row) => row.title);
    expect(titles).toContain('Ihr Passwort wurde geändert');
    expect(titles).toHaveLength(2);
  });

  it('stores a password-changed notification when the password is reset with the mailed link', async () => {
    const email = 'pw-reset@example.com';
    const userId = await registerConfirmed(email);
    await suite.context.app.inject({ method: 'POST', url: '/password/remind', payload: { email } });
    const link = (await outboxLinks(suite.context.app, email)).find((entry) => entry.includes('/password/reset'));
    const token = new URL(link as string).searchParams.get('token');
    const reset = await suite.context.app.inject({
      method: 'POST',
      url: '/password/reset',
      payload: { token, password: 'Ganz-Neu-2026!' },
    });
    expect(reset.statusCode).toBe(200);
    const notice = (await accountNotices(userId)).find((row) => row.title === 'Ihr Passwort wurde geändert');
    expect(notice?.body).toBe(
      'Wenn Sie das nicht selbst waren, setzen Sie Ihr Passwort über „Passwort vergessen?“ zurück und melden Sie sich bei uns.',
    );
  });
});

async function registerConfirmedLink(email: string): Promise<void> {
  const [link] = await outboxLinks(suite.context.app, email);
  const url = new URL(link as string);
  await suite.context.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
}

describe('newsletter flag of the account', () => {
  it('answers subscribed: false at login without a subscription and true once the address is confirmed', async () => {
    const email = 'leser@example.com';
    const userId = await registerConfirmed(email);
    const before = await suite.context.app.inject({ method: 'POST', url: '/login', payload: { email, password: PASSWORD } });
    expect(json<{ data: { subscribed: boolean } }>(before).data.subscribed).toBe(false);

    await confirmedSubscription(email, userId);
    const after = await suite.context.app.inject({ method: 'POST', url: '/login', payload: { email, password: PASSWORD } });
    expect(json<{ data: { subscribed: boolean } }>(after).data.subscribed).toBe(true);
    const profile = await suite.context.app.inject({
      method: 'GET',
      url: '/profile/customer',
      headers: bearer(json<{ data: { token: string } }>(after).data.token),
    });
    expect(json<{ data: { subscribed: boolean } }>(profile).data.subscribed).toBe(true);
  });

  it('does not count a pending (unconfirmed) subscription as subscribed', async () => {
    const email = 'unentschlossen@example.com';
    const userId = await registerConfirmed(email);
    await suite.context.db.insert(newsletterSubscriptions).values({ email, status: 'pending', userId, unsubscribeSalt: 'salz' });
    const response = await suite.context.app.inject({ method: 'POST', url: '/login', payload: { email, password: PASSWORD } });
    expect(json<{ data: { subscribed: boolean } }>(response).data.subscribed).toBe(false);
  });

  it('answers the provider profile with the newsletter state', async () => {
    const email = 'anbieter-leser@example.com';
    const userId = await registerConfirmed(email, 'provider');
    await confirmedSubscription(email, userId);
    const token = await login(suite.context.app, email, PASSWORD);
    const profile = await suite.context.app.inject({ method: 'GET', url: '/providerProfile', headers: bearer(token) });
    expect(profile.statusCode).toBe(200);
    expect(JSON.stringify(json(profile).data)).toContain('"subscribed":true');
  });
});

describe('account deletion and the other modules', () => {
  it("removes the user's addresses, notifications, notification settings, newsletter subscription and vendor policies", async () => {
    const email = 'weg-damit@example.com';
    const userId = await registerConfirmed(email, 'provider');
    const other = await registerConfirmed('bleibt@example.com', 'provider');
    const token = await login(suite.context.app, email, PASSWORD);
    for (const id of [userId, other]) {
      await suite.context.db.insert(addresses).values({
        userId: id,
        type: 'billing',
        gender: 'female',
        firstName: 'Lena',
        phone: '0221 987654',
        street: 'Gartenweg',
        zip: '50667',
        city: 'Köln',
        country: 'Deutschland',
      });
      await suite.context.db.insert(notificationSettings).values({ userId: id, notificationType: 'new_order', enabled: false });
      await setVendorPolicies(suite.context.db, id, { return_policy: '14 Tage Rückgabe.' });
    }
    await confirmedSubscription(email, userId);
    await confirmedSubscription('bleibt@example.com', other);
    expect(await accountNotices(userId)).not.toEqual([]);

    const response = await suite.context.app.inject({
      method: 'POST',
      url: '/accountDeletion',
      headers: bearer(token),
      payload: { password: PASSWORD },
    });
    expect(response.statusCode).toBe(200);

    expect(await suite.context.db.select().from(addresses).where(eq(addresses.userId, userId))).toEqual([]);
    expect(await suite.context.db.select().from(notifications).where(eq(notifications.userId, userId))).toEqual([]);
    expect(await suite.context.db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId))).toEqual([]);
    expect(await suite.context.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email))).toEqual([]);
    expect(await suite.context.db.select().from(vendorPolicies).where(eq(vendorPolicies.providerId, userId))).toEqual([]);
    const [stub] = await suite.context.db.select().from(users).where(eq(users.id, userId));
    expect(stub?.deletedAt).not.toBeNull();

    // Another account's rows stay.
    expect(await suite.context.db.select().from(addresses).where(eq(addresses.userId, other))).toHaveLength(1);
    expect(await suite.context.db.select().from(notifications).where(eq(notifications.userId, other))).not.toEqual([]);
    expect(await suite.context.db.select().from(notificationSettings).where(eq(notificationSettings.userId, other))).toHaveLength(1);
    expect(
      await suite.context.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, 'bleibt@example.com')),
    ).toHaveLength(1);
    expect(await suite.context.db.select().from(vendorPolicies).where(eq(vendorPolicies.providerId, other))).toHaveLength(1);
  });
});
