import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Executor } from '../../db/client';
import { newsletterSubscriptions } from '../../db/schema/newsletter';
import { accountUsers } from '../account/public';
import { NotFoundError, ValidationError } from '../../http/errors';
import { Outbox } from '../outbox/public';
import type { z } from 'zod';
import type { subscriptionStateSchema } from './schemas';

export type SubscriptionRow = typeof newsletterSubscriptions.$inferSelect;

/** How long a double opt-in link stays valid. */
export const CONFIRM_TTL_HOURS = 48;
/** A new opt-in e-mail for the same address goes out at most this often (no mail bombing). */
export const RESEND_AFTER_MINUTES = 5;

export const INVALID_CONFIRM_LINK = 'Der Bestätigungslink ist ungültig oder abgelaufen.';
export const INVALID_UNSUBSCRIBE_LINK = 'Der Abmeldelink ist ungültig.';

const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

const byEmail = (email: string) => sql`lower(${newsletterSubscriptions.email}) = ${email.trim().toLowerCase()}`;

/** The unsubscribe token of an address: an HMAC over the e-mail and the subscription's salt (nothing to store). */
export function unsubscribeToken(config: AppConfig, email: string, salt: string): string {
  return createHmac('sha256', config.jwtSecret).update(`newsletter-abmeldung:${email.toLowerCase()}:${salt}`).digest('base64url');
}

/** The link every newsletter e-mail carries; it opens the account area's unsubscribe page, which posts the token. */
export function unsubscribeLink(config: AppConfig, row: Pick<SubscriptionRow, 'email' | 'unsubscribeSalt'>): string {
  const url = new URL('/account/newsletter/unsubscribe', config.publicWebUrl);
  url.searchParams.set('email', row.email);
  url.searchParams.set('token', unsubscribeToken(config, row.email, row.unsubscribeSalt));
  return url.toString();
}

export function confirmLink(config: AppConfig, secret: string): string {
  return `${config.publicApiUrl}/subscribe-newsletter-email/confirm?token=${encodeURIComponent(secret)}`;
}

async function findByEmail(db: Executor, email: string, lock = false): Promise<SubscriptionRow | undefined> {
  const query = db.select().from(newsletterSubscriptions).where(byEmail(email)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Only a confirmed address counts as `subscribed`; `pending`: an opt-in e-mail is out and not yet confirmed. */
export type SubscriptionState = z.infer<typeof subscriptionStateSchema>;

export async function subscriptionState(db: Executor, email: string): Promise<SubscriptionState> {
  const row = await findByEmail(db, email);
  return { email: email.toLowerCase(), subscribed: row?.status === 'confirmed', pending: row?.status === 'pending' };
}

/** Whether the address receives the newsletter (confirmed double opt-in). The account's `subscribed` flag. */
export async function isSubscribed(db: Executor, email: string): Promise<boolean> {
  return (await subscriptionState(db, email)).subscribed;
}

/**
 * Starts the double opt-in: an e-mail with a confirmation link goes to the address. Nothing is sent for an
 * address already confirmed, nor again within {@link RESEND_AFTER_MINUTES}. The caller answers the same in
 * every case, so the answer tells nobody whether an address is on the list.
 */
export async function requestSubscription(db: Executor, config: AppConfig, email: string, userId?: number): Promise<void> {
  const address = email.trim().toLowerCase();
  await db.transaction(async (tx) => {
    await tx
      .insert(newsletterSubscriptions)
      .values({ email: address, status: 'unsubscribed', unsubscribeSalt: randomBytes(16).toString('hex') })
      .onConflictDoNothing();
    const row = await findByEmail(tx, address, true);
    if (!row) throw new Error('Newsletter-Eintrag fehlt nach dem Anlegen.');
    if (row.status === 'confirmed') {
      if (userId !== undefined && row.userId === null) {
        await tx.update(newsletterSubscriptions).set({ userId, updatedAt: new Date() }).where(eq(newsletterSubscriptions.id, row.id));
      }
      return;
    }
    const now = Date.now();
    const recentlySent =
      row.status === 'pending' && row.confirmSentAt !== null && now - row.confirmSentAt.getTime() < RESEND_AFTER_MINUTES * 60_000;
    if (recentlySent) return;
    const secret = randomBytes(32).toString('base64url');
    await tx
      .update(newsletterSubscriptions)
      .set({
        status: 'pending',
        userId: userId ?? row.userId,
        confirmTokenHash: sha256(secret),
        confirmExpiresAt: new Date(now + CONFIRM_TTL_HOURS * 3_600_000),
        confirmSentAt: new Date(now),
        // A new opt-in after an unsubscribe gets a new unsubscribe token: old links stop working.
        ...(row.status === 'unsubscribed' ? { unsubscribeSalt: randomBytes(16).toString('hex') } : {}),
        updatedAt: new Date(now),
      })
      .where(eq(newsletterSubscriptions.id, row.id));
    const link = confirmLink(config, secret);
    await new Outbox(tx, config).sendEmail({
      to: address,
      ...(userId !== undefined ? { userId } : {}),
      subject: 'Bitte bestätigen Sie Ihre Newsletter-Anmeldung',
      text:
        `Hallo,\n\nSie möchten den Newsletter des Marktplatzes erhalten. Bitte bestätigen Sie Ihre Anmeldung über diesen Link:\n\n${link}\n\n` +
        `Der Link ist ${CONFIRM_TTL_HOURS} Stunden gültig. Wenn Sie sich nicht angemeldet haben, ignorieren Sie diese E-Mail; ` +
        `ohne Bestätigung erhalten Sie keinen Newsletter.\n\nIhr Marktplatz-Team`,
      links: [link],
    });
  });
}

/** Follows the double opt-in link: the address counts as subscribed from now on. */
export async function confirmSubscription(db: Executor, config: AppConfig, secret: string): Promise<SubscriptionState> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(newsletterSubscriptions)
      .set({ status: 'confirmed', confirmedAt: new Date(), confirmTokenHash: null, confirmExpiresAt: null, updatedAt: new Date() })
      .where(
        and(
          eq(newsletterSubscriptions.confirmTokenHash, sha256(secret)),
          eq(newsletterSubscriptions.status, 'pending'),
          gt(newsletterSubscriptions.confirmExpiresAt, new Date()),
        ),
      )
      .returning();
    if (!row) throw ValidationError.field('token', INVALID_CONFIRM_LINK);
    const link = unsubscribeLink(config, row);
    await new Outbox(tx, config).sendEmail({
      to: row.email,
      ...(row.userId !== null ? { userId: row.userId } : {}),
      subject: 'Ihre Newsletter-Anmeldung ist bestätigt',
      text:
        `Hallo,\n\nvielen Dank! Ab jetzt erhalten Sie den Newsletter des Marktplatzes.\n\n` +
        `Abmelden können Sie sich jederzeit über diesen Link:\n\n${link}\n\nIhr Marktplatz-Team`,
      links: [link],
    });
    return { email: row.email, subscribed: true, pending: false };
  });
}

/** Unsubscribes with the token of an unsubscribe link. A wrong token and an unknown address answer alike. */
export async function unsubscribeWithToken(db: Executor, config: AppConfig, email: string, token: string): Promise<void> {
  const address = email.trim().toLowerCase();
  const row = await findByEmail(db, address);
  const expected = unsubscribeToken(config, address, row?.unsubscribeSalt ?? 'keine-anmeldung');
  const given = Buffer.from(token);
  const wanted = Buffer.from(expected);
  const matches = given.length === wanted.length && timingSafeEqual(given, wanted);
  if (!row || !matches) throw ValidationError.field('token', INVALID_UNSUBSCRIBE_LINK);
  await unsubscribeRow(db, row.id);
}

async function unsubscribeRow(db: Executor, id: number): Promise<void> {
  await db
    .update(newsletterSubscriptions)
    .set({ status: 'unsubscribed', unsubscribedAt: new Date(), confirmTokenHash: null, confirmExpiresAt: null, updatedAt: new Date() })
    .where(eq(newsletterSubscriptions.id, id));
}

/** Sends the unsubscribe link to a confirmed address; silent for any other (an unconfirmed opt-in just expires). */
export async function sendUnsubscribeLink(db: Executor, config: AppConfig, email: string): Promise<void> {
  const row = await findByEmail(db, email);
  if (row?.status !== 'confirmed') return;
  const link = unsubscribeLink(config, row);
  await new Outbox(db, config).sendEmail({
    to: row.email,
    ...(row.userId !== null ? { userId: row.userId } : {}),
    subject: 'Abmeldung vom Newsletter',
    text:
      `Hallo,\n\nüber diesen Link melden Sie sich vom Newsletter des Marktplatzes ab:\n\n${link}\n\n` +
      `Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail.\n\nIhr Marktplatz-Team`,
    links: [link],
  });
}

/** The logged-in user's e-mail address (the newsletter switch of the account). */
export async function accountEmail(db: Executor, userId: number): Promise<string> {
  const [user] = await db
    .select({ email: accountUsers.email })
    .from(accountUsers)
    .where(and(eq(accountUsers.id, userId), isNull(accountUsers.deletedAt)))
    .limit(1);
  if (!user) throw new NotFoundError('Das Benutzerkonto wurde nicht gefunden.');
  return user.email.toLowerCase();
}

/** The account's own switch: on starts the double opt-in, off unsubscribes at once (the login proves the owner). */
export async function setAccountSubscription(
  db: Executor,
  config: AppConfig,
  userId: number,
  subscribe: boolean,
): Promise<SubscriptionState> {
  const email = await accountEmail(db, userId);
  if (subscribe) {
    await requestSubscription(db, config, email, userId);
  } else {
    const row = await findByEmail(db, email);
    if (row && row.status !== 'unsubscribed') await unsubscribeRow(db, row.id);
  }
  return subscriptionState(db, email);
}

/** Forgets an address entirely (account deletion); call it inside the deletion's transaction. */
export async function forgetSubscriber(db: Executor, email: string): Promise<void> {
  await db.delete(newsletterSubscriptions).where(byEmail(email));
}
