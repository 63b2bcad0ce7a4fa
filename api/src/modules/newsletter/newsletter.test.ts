import { eq, sql } from 'drizzle-orm';
import { newsletterSubscriptions, outboxMessages, users } from '../../db/schema';
import { bearer, createUserWithToken, json, outboxLinks } from '../../../test/helpers';
import { testSuite } from '../../../test/fixtures/suite';
import { CHECK_YOUR_INBOX, UNSUBSCRIBE_MAIL_SENT } from './routes';
import { forgetSubscriber, isSubscribed, unsubscribeToken } from './service';

interface Envelope<T> {
  status: boolean;
  message?: string;
  data: T;
  errors?: Record<string, string[]>;
}

interface State {
  email: string;
  subscribed: boolean;
  pending: boolean;
}

const suite = testSuite();
let counter = 0;

const freshEmail = () => `leser-${process.pid}-${(counter += 1)}@example.com`;

async function post<T = null>(url: string, payload: object, token?: string) {
  const response = await suite.context.app.inject({ method: 'POST', url, payload, ...(token ? { headers: bearer(token) } : {}) });
  return { statusCode: response.statusCode, body: json<Envelope<T>>(response) };
}

async function mailsTo(email: string) {
  return suite.context.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email));
}

/** The double opt-in link (API) and its token. */
async function confirmationToken(email: string): Promise<string> {
  const link = (await outboxLinks(suite.context.app, email)).find((entry) => entry.includes('/subscribe-newsletter-email/confirm'));
  if (!link) throw new Error('Kein Bestätigungslink im Postausgang.');
  return new URL(link).searchParams.get('token') ?? '';
}

/** The unsubscribe link (web page) with e-mail and token. */
async function unsubscribeParams(email: string): Promise<{ email: string; token: string }> {
  const link = (await outboxLinks(suite.context.app, email)).find((entry) => entry.includes('/account/newsletter/unsubscribe'));
  if (!link) throw new Error('Kein Abmeldelink im Postausgang.');
  const url = new URL(link);
  return { email: url.searchParams.get('email') ?? '', token: url.searchParams.get('token') ?? '' };
}

async function subscribeAndConfirm(email: string): Promise<void> {
  await post('/subscribe-newsletter-email', { email });
  const response = await suite.context.app.inject({
    method: 'GET',
    url: `/subscribe-newsletter-email/confirm?token=${await confirmationToken(email)}`,
  });
  expect(response.statusCode).toBe(302);
}

describe('double opt-in', () => {
  it('sends a confirmation link and counts the address only once it is confirmed', async () => {
    const email = freshEmail();
    const { statusCode, body } = await post('/subscribe-newsletter-email', { email: email.toUpperCase() });
    expect(statusCode).toBe(200);
    expect(body.message).toBe(CHECK_YOUR_INBOX);
    expect(await isSubscribed(suite.context.db, email)).toBe(false);
    const token = await confirmationToken(email);
    const confirm = await suite.context.app.inject({ method: 'GET', url: `/subscribe-newsletter-email/confirm?token=${token}` });
    expect(confirm.statusCode).toBe(302);
    expect(confirm.headers.location).toBe(`${suite.context.config.publicWebUrl}/account/newsletter?confirmed=1`);
    expect(await isSubscribed(suite.context.db, email)).toBe(true);
  });

  it('refuses a used, wrong or expired confirmation link', async () => {
    const email = freshEmail();
    await post('/subscribe-newsletter-email', { email });
    const token = await confirmationToken(email);
    expect((await post<State>('/subscribe-newsletter-email/confirm', { token })).body.data.subscribed).toBe(true);
    const reused = await post('/subscribe-newsletter-email/confirm', { token });
    expect(reused.statusCode).toBe(422);
    expect(reused.body.errors?.token).toEqual(['Der Bestätigungslink ist ungültig oder abgelaufen.']);
    const wrong = await suite.context.app.inject({ method: 'GET', url: '/subscribe-newsletter-email/confirm?token=falsch' });
    expect(wrong.headers.location).toBe(`${suite.context.config.publicWebUrl}/account/newsletter?confirmed=0`);

    const late = freshEmail();
    await post('/subscribe-newsletter-email', { email: late });
    const lateToken = await confirmationToken(late);
    await suite.context.db
      .update(newsletterSubscriptions)
      .set({ confirmExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(newsletterSubscriptions.email, late));
    expect((await post('/subscribe-newsletter-email/confirm', { token: lateToken })).statusCode).toBe(422);
    expect(await isSubscribed(suite.context.db, late)).toBe(false);
  });

  it('answers the same for a confirmed address and sends it no second opt-in e-mail', async () => {
    const email = freshEmail();
    await subscribeAndConfirm(email);
    const before = (await mailsTo(email)).length;
    const again = await post('/subscribe-newsletter-email', { email });
    expect(again.statusCode).toBe(200);
    expect(again.body.message).toBe(CHECK_YOUR_INBOX);
    expect((await mailsTo(email)).length).toBe(before);
  });

  it('sends at most one opt-in e-mail per address within five minutes', async () => {
    const email = freshEmail();
    await post('/subscribe-newsletter-email', { email });
    await post('/subscribe-newsletter-email', { email });
    expect(await mailsTo(email)).toHaveLength(1);
    await suite.context.db
      .update(newsletterSubscriptions)
      .set({ confirmSentAt: new Date(Date.now() - 6 * 60_000) })
      .where(eq(newsletterSubscriptions.email, email));
    await post('/subscribe-newsletter-email', { email });
    expect(await mailsTo(email)).toHaveLength(2);
  });

  it('refuses an invalid e-mail address with a German field message', async () => {
    const { statusCode, body } = await post('/subscribe-newsletter-email', { email: 'keine-adresse' });
    expect(statusCode).toBe(422);
    expect(body.errors?.email).toEqual(['Bitte geben Sie eine gültige E-Mail-Adresse ein.']);
  });

  it('keeps one row per address whatever its case', async () => {
    const email = freshEmail();
    await Promise.all([
      post('/subscribe-newsletter-email', { email }),
      post('/subscribe-newsletter-email', { email: email.toUpperCase() }),
    ]);
    const rows = await suite.context.db
      .select()
      .from(newsletterSubscriptions)
      .where(sql`lower(${newsletterSubscriptions.email}) = ${email}`);
    expect(rows).toHaveLength(1);
  });
});

describe('unsubscribe', () => {
  it('unsubscribes with the e-mail and the token of the link from the welcome e-mail', async () => {
    const email = freshEmail();
    await subscribeAndConfirm(email);
    const params = await unsubscribeParams(email);
    expect(params.email).toBe(email);
    const done = await post<State>('/unsubscribe-newsletter-email', params);
    expect(done.statusCode).toBe(200);
    expect(done.body.message).toBe('Sie wurden vom Newsletter abgemeldet.');
    expect(await isSubscribed(suite.context.db, email)).toBe(false);
  });

  it('answers a wrong token for a subscribed address exactly like any token for an unknown address', async () => {
    const email = freshEmail();
    await subscribeAndConfirm(email);
    const wrong = await post('/unsubscribe-newsletter-email', { email, token: 'falsch' });
    const unknown = await post('/unsubscribe-newsletter-email', { email: freshEmail(), token: 'falsch' });
    expect(wrong.statusCode).toBe(422);
    expect(unknown.statusCode).toBe(422);
    expect(wrong.body).toEqual(unknown.body);
    expect(await isSubscribed(suite.context.db, email)).toBe(true);
  });

  it('refuses the token of one address for another', async () => {
    const first = freshEmail();
    const second = freshEmail();
    await subscribeAndConfirm(first);
    await subscribeAndConfirm(second);
    const { token } = await unsubscribeParams(first);
    expect((await post('/unsubscribe-newsletter-email', { email: second, token })).statusCode).toBe(422);
    expect(await isSubscribed(suite.context.db, second)).toBe(true);
  });

  it('without a token mails the link to a subscribed address and answers the same for an unknown one', async () => {
    const email = freshEmail();
    await subscribeAndConfirm(email);
    const before = (await mailsTo(email)).length;
    const known = await post('/unsubscribe-newsletter-email', { email });
    const unknownEmail = freshEmail();
    const unknown = await post('/unsubscribe-newsletter-email', { email: unknownEmail });
    expect(known.body).toEqual(unknown.body);
    expect(known.body.message).toBe(UNSUBSCRIBE_MAIL_SENT);
    expect((await mailsTo(email)).length).toBe(before + 1);
    expect(await mailsTo(unknownEmail)).toEqual([]);
    expect(await isSubscribed(suite.context.db, email)).toBe(true);
  });

  it('a new subscription after unsubscribing gets a new token; the old link stops working', async () => {
    const email = freshEmail();
    await subscribeAndConfirm(email);
    const old = await unsubscribeParams(email);
    expect((await post('/unsubscribe-newsletter-email', old)).statusCode).toBe(200);
    await subscribeAndConfirm(email);
    expect((await post('/unsubscribe-newsletter-email', old)).statusCode).toBe(422);
    const [row] = await suite.context.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));
    const current = await unsubscribeParams(email);
    expect(current.token).toBe(unsubscribeToken(suite.context.config, email, row?.unsubscribeSalt ?? ''));
    expect(current.token).not.toBe(old.token);
    expect((await post('/unsubscribe-newsletter-email', current)).statusCode).toBe(200);
  });
});

describe('the account’s newsletter switch', () => {
  it('subscribing starts the double opt-in to the account e-mail; unsubscribing ends it at once', async () => {
    const user = await createUserWithToken(suite.context, 'User');
    const [row] = await suite.context.db.select({ email: users.email }).from(users).where(eq(users.id, user.id));
    const email = row?.email ?? '';
    const on = await post<State>('/api/subscribe-newsletter', { subscribe: 1 }, user.token);
    expect(on.statusCode).toBe(200);
    expect(on.body.data).toEqual({ email, subscribed: false, pending: true });
    expect(on.body.message).toBe(CHECK_YOUR_INBOX);
    await post('/subscribe-newsletter-email/confirm', { token: await confirmationToken(email) });
    const status = await suite.context.app.inject({ method: 'GET', url: '/api/newsletter-status', headers: bearer(user.token) });
    expect(json<Envelope<State>>(status).data).toEqual({ email, subscribed: true, pending: false });
    const off = await post<State>('/api/subscribe-newsletter', { subscribe: 0 }, user.token);
    expect(off.body.data).toEqual({ email, subscribed: false, pending: false });
    expect(off.body.message).toBe('Sie wurden vom Newsletter abgemeldet.');
  });

  it('subscribes by default when the body names nothing, and refuses anonymous callers', async () => {
    const user = await createUserWithToken(suite.context, 'Company');
    expect((await post<State>('/api/subscribe-newsletter', {}, user.token)).body.data.pending).toBe(true);
    expect((await post('/api/subscribe-newsletter', {})).statusCode).toBe(401);
  });
});

describe('account deletion helper', () => {
  it('forgetSubscriber removes the address from the list', async () => {
    const email = freshEmail();
    await subscribeAndConfirm(email);
    await forgetSubscriber(suite.context.db, email.toUpperCase());
    expect(await suite.context.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email))).toEqual([]);
    expect(await isSubscribed(suite.context.db, email)).toBe(false);
  });
});

describe('OpenAPI', () => {
  it('documents the newsletter calls, the confirm calls marked as x-extension', async () => {
    const response = await suite.context.app.inject({ method: 'GET', url: '/docs/json' });
    const document = json<{ paths: Record<string, Record<string, Record<string, unknown>>> }>(response);
    expect(document.paths['/subscribe-newsletter-email']?.post?.requestBody).toBeDefined();
    expect(document.paths['/subscribe-newsletter-email']?.post?.['x-extension']).toBeUndefined();
    expect(document.paths['/subscribe-newsletter-email/confirm']?.get?.['x-extension']).toBe(true);
    expect(document.paths['/api/newsletter-status']?.get?.['x-extension']).toBe(true);
    expect(document.paths['/billing-address/store']?.post?.requestBody).toBeDefined();
    expect(document.paths['/api/notification-read-single']?.post?.requestBody).toBeDefined();
  });
});
