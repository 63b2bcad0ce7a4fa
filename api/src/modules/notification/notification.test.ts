import { eq } from 'drizzle-orm';
import { chatConversations, inquiries, leads, notifications, notificationSettings, users } from '../../db/schema';
import { bearer, createUserWithToken, DEMO, json, login } from '../../../test/helpers';
import { testSuite } from '../../../test/fixtures/suite';
import type { Envelope } from '../../../test/fixtures/envelope';
import { deleteUserNotifications, notify } from './service';

interface Notification {
  id: number;
  type: string;
  title: string;
  body: string;
  data: Record<string, unknown> | null;
  link: string;
  read_at: string | null;
  created_at: string;
}

interface Setting {
  notification_type: string;
  label: string;
  notification_value: 0 | 1;
}

const suite = testSuite({ users: { user: 'User', other: 'Company' } });

async function call<T>(method: 'GET' | 'POST', url: string, token: string, payload?: object) {
  const response = await suite.context.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  return { statusCode: response.statusCode, body: json<Envelope<T>>(response) };
}

async function notifyMany(userId: number, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let index = 1; index <= count; index += 1) {
    const row = await notify(suite.context.db, userId, { type: 'new_message', title: `Nachricht ${index}`, body: `Text ${index}` });
    if (row) ids.push(row.id);
  }
  return ids;
}

describe('notify', () => {
  it('stores a notification with its data for the user', async () => {
    const row = await notify(suite.context.db, suite.user.id, {
      type: 'new_order',
      title: 'Neue Bestellung',
      body: 'Nr. 1',
      data: { order_id: 7 },
    });
    expect(row).toMatchObject({ userId: suite.user.id, type: 'new_order', title: 'Neue Bestellung', data: { order_id: 7 }, readAt: null });
  });

  it('stores nothing for a type the user switched off, and again once switched on', async () => {
    await call('POST', '/notification-settings', suite.user.token, { notification_type: 'new_offer', notification_value: 0 });
    expect(await notify(suite.context.db, suite.user.id, { type: 'new_offer', title: 'Angebot', body: '' })).toBeNull();
    expect(await suite.context.db.select().from(notifications).where(eq(notifications.userId, suite.user.id))).toEqual([]);
    await call('POST', '/notification-settings', suite.user.token, { notification_type: 'new_offer', notification_value: 1 });
    expect(await notify(suite.context.db, suite.user.id, { type: 'new_offer', title: 'Angebot', body: '' })).not.toBeNull();
  });

  it('always stores account notices (they cannot be switched off)', async () => {
    const row = await notify(suite.context.db, suite.user.id, { type: 'account', title: 'Ihr Passwort wurde geändert', body: '' });
    expect(row?.type).toBe('account');
  });

  it('stores nothing for a deleted or unknown account', async () => {
    await suite.context.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, suite.user.id));
    expect(await notify(suite.context.db, suite.user.id, { type: 'account', title: 'x', body: '' })).toBeNull();
    expect(await notify(suite.context.db, 2_000_000_000, { type: 'account', title: 'x', body: '' })).toBeNull();
  });

  it('joins the caller’s transaction: a rolled-back event leaves no notification', async () => {
    await expect(
      suite.context.db.transaction(async (tx) => {
        await notify(tx, suite.user.id, { type: 'new_order', title: 'Neue Bestellung', body: '' });
        throw new Error('Bestellung abgebrochen');
      }),
    ).rejects.toThrow('Bestellung abgebrochen');
    expect(await suite.context.db.select().from(notifications).where(eq(notifications.userId, suite.user.id))).toEqual([]);
  });
});

describe('reading notifications', () => {
  it('latestNotifications answers the newest five and the unread count', async () => {
    const ids = await notifyMany(suite.user.id, 7);
    await notifyMany(suite.other.id, 2);
    const { statusCode, body } = await call<{ notifications: Notification[]; unread_count: number }>(
      'GET',
      '/api/latestNotifications',
      suite.user.token,
    );
    expect(statusCode).toBe(200);
    expect(body.data.notifications.map((entry) => entry.id)).toEqual(ids.slice(2).reverse());
    expect(body.data.unread_count).toBe(7);
    expect(body.data.notifications[0]).toMatchObject({ title: 'Nachricht 7', body: 'Text 7', read_at: null });
  });

  it('allNotifications pages the user’s own notifications with REST meta', async () => {
    const ids = await notifyMany(suite.user.id, 12);
    await notifyMany(suite.other.id, 3);
    const first = await call<Notification[]>('GET', '/api/allNotifications', suite.user.token);
    expect(first.body.data).toHaveLength(10);
    expect(first.body.meta).toEqual({ current_page: 1, last_page: 2, per_page: 10, total: 12 });
    const second = await call<Notification[]>('GET', '/api/allNotifications?page=2', suite.user.token);
    expect(second.body.data.map((entry) => entry.id)).toEqual([ids[1], ids[0]]);
    const small = await call<Notification[]>('GET', '/api/allNotifications?page=3&per_page=5', suite.user.token);
    expect(small.body.data).toHaveLength(2);
    expect((await call('GET', '/api/allNotifications?page=0', suite.user.token)).statusCode).toBe(422);
  });

  it('marks one notification read, keeps the first read time, and lowers the unread count', async () => {
    const [first] = await notifyMany(suite.user.id, 2);
    const read = await call<{ notification: Notification; unread_count: number }>(
      'POST',
      '/api/notification-read-single',
      suite.user.token,
      {
        notification_id: first,
      },
    );
    expect(read.statusCode).toBe(200);
    expect(read.body.data.notification.read_at).not.toBeNull();
    expect(read.body.data.unread_count).toBe(1);
    const again = await call<{ notification: Notification }>('POST', '/api/notification-read-single', suite.user.token, {
      notification_id: String(first),
    });
    expect(again.body.data.notification.read_at).toBe(read.body.data.notification.read_at);
  });

  it('answers 404 for another user’s notification and leaves it unread', async () => {
    const [foreign] = await notifyMany(suite.other.id, 1);
    const attempt = await call('POST', '/api/notification-read-single', suite.user.token, { notification_id: foreign });
    expect(attempt.statusCode).toBe(404);
    expect(attempt.body.code).toBe('NOT_FOUND');
    const [row] = await suite.context.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, foreign as number));
    expect(row?.readAt).toBeNull();
  });

  it('refuses a missing notification_id with a German field message', async () => {
    const attempt = await call('POST', '/api/notification-read-single', suite.user.token, {});
    expect(attempt.statusCode).toBe(422);
    expect(attempt.body.errors?.notification_id).toEqual(['Bitte geben Sie eine Benachrichtigung an.']);
  });

  it('markAllAsRead reads only the caller’s notifications', async () => {
    await notifyMany(suite.user.id, 3);
    await notifyMany(suite.other.id, 2);
    const done = await call<{ updated: number; unread_count: number }>('POST', '/api/markAllAsRead', suite.user.token, {});
    expect(done.body.data).toEqual({ updated: 3, unread_count: 0 });
    const latest = await call<{ unread_count: number }>('GET', '/api/latestNotifications', suite.user.token);
    expect(latest.body.data.unread_count).toBe(0);
    const others = await call<{ unread_count: number }>('GET', '/api/latestNotifications', suite.other.token);
    expect(others.body.data.unread_count).toBe(2);
  });

  it('shows the seeded demo notifications to the demo customer', async () => {
    const token = await login(suite.context.app, DEMO.customer);
    const latest = await call<{ notifications: Notification[]; unread_count: number }>('GET', '/api/latestNotifications', token);
    expect(latest.body.data.notifications.length).toBeGreaterThanOrEqual(3);
    expect(latest.body.data.unread_count).toBeGreaterThanOrEqual(2);
  });

  it('refuses anonymous calls with 401', async () => {
    const response = await suite.context.app.inject({ method: 'GET', url: '/api/latestNotifications' });
    expect(response.statusCode).toBe(401);
  });
});

describe('where a notification leads', () => {
  it('links a chat message to its conversation while it exists, to the list once it is gone', async () => {
    const [low, high] = suite.user.id < suite.other.id ? [suite.user.id, suite.other.id] : [suite.other.id, suite.user.id];
    const [conversation] = await suite.context.db.insert(chatConversations).values({ userLow: low, userHigh: high }).returning();
    await notify(suite.context.db, suite.user.id, {
      type: 'new_message',
      title: 'Neue Nachricht',
      body: 'Hallo',
      data: { conversation_id: conversation!.id },
    });
    const before = await call<{ notifications: Notification[] }>('GET', '/api/latestNotifications', suite.user.token);
    expect(before.body.data.notifications[0]?.link).toBe(`/chat/${conversation!.id}`);
    await suite.context.db.delete(chatConversations).where(eq(chatConversations.id, conversation!.id));
    const after = await call<Notification[]>('GET', '/api/allNotifications', suite.user.token);
    expect(after.body.data[0]?.link).toBe('/account/notifications');
  });

  it('links a new inquiry to the provider’s own lead, and never to another provider’s', async () => {
    const [inquiry] = await suite.context.db
      .insert(inquiries)
      .values({ customerId: suite.user.id, title: 'Badsanierung', expiresAt: new Date(Date.now() + 86_400_000) })
      .returning();
    const [lead] = await suite.context.db.insert(leads).values({ inquiryId: inquiry!.id, providerId: suite.other.id }).returning();
    const third = await createUserWithToken(suite.context, 'Company');
    for (const id of [suite.other.id, third.id])
      await notify(suite.context.db, id, {
        type: 'new_inquiry',
        title: 'Neue Anfrage',
        body: 'Badsanierung',
        data: { inquiry_id: inquiry!.id },
      });
    const own = await call<{ notifications: Notification[] }>('GET', '/api/latestNotifications', suite.other.token);
    expect(own.body.data.notifications[0]?.link).toBe(`/leads/provider/${lead!.id}`);
    const foreign = await call<{ notifications: Notification[] }>('GET', '/api/latestNotifications', third.token);
    expect(foreign.body.data.notifications[0]?.link).toBe('/account/notifications');
  });

  it('answers the link when marking one read, and the list for a notification without a target', async () => {
    const row = await notify(suite.context.db, suite.user.id, { type: 'new_order', title: 'Neue Bestellung', body: 'ohne Daten' });
    const read = await call<{ notification: Notification }>('POST', '/api/notification-read-single', suite.user.token, {
      notification_id: row!.id,
    });
    expect(read.body.data.notification).toMatchObject({ id: row!.id, link: '/account/notifications' });
    const account = await notify(suite.context.db, suite.user.id, {
      type: 'account',
      title: 'Passwort geändert',
      body: '',
      data: { topic: 'password' },
    });
    const again = await call<{ notification: Notification }>('POST', '/api/notification-read-single', suite.user.token, {
      notification_id: account!.id,
    });
    expect(again.body.data.notification.link).toBe('/account/security');
  });
});

describe('notification settings', () => {
  it('lists every type with its German label, all on (1) by default', async () => {
    const { body } = await call<Setting[]>('GET', '/getNotificationSettings', suite.user.token);
    expect(body.data.map((setting) => setting.notification_type)).toEqual(
      expect.arrayContaining(['new_order', 'new_message', 'new_offer', 'offer_accepted', 'newsletter', 'order_sound']),
    );
    expect(body.data.find((setting) => setting.notification_type === 'new_order')?.label).toBe('Neue Bestellung');
    expect(body.data.every((setting) => setting.notification_value === 1)).toBe(true);
  });

  it('saves a value 1/0 per type for the caller only', async () => {
    const saved = await call<Setting>('POST', '/notification-settings', suite.user.token, {
      notification_type: 'newsletter',
      notification_value: '0',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.body.message).toBe('Die Einstellung wurde gespeichert.');
    expect(saved.body.data).toEqual({ notification_type: 'newsletter', label: 'Newsletter und Aktionen', notification_value: 0 });
    const mine = await call<Setting[]>('GET', '/getNotificationSettings', suite.user.token);
    expect(mine.body.data.find((setting) => setting.notification_type === 'newsletter')?.notification_value).toBe(0);
    const theirs = await call<Setting[]>('GET', '/getNotificationSettings', suite.other.token);
    expect(theirs.body.data.find((setting) => setting.notification_type === 'newsletter')?.notification_value).toBe(1);
    const stored = await suite.context.db.select().from(notificationSettings).where(eq(notificationSettings.userId, suite.user.id));
    expect(stored).toHaveLength(1);
  });

  it('refuses an unknown type and a value other than 1/0', async () => {
    const unknown = await call('POST', '/notification-settings', suite.user.token, { notification_type: 'spam', notification_value: 1 });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.body.errors?.notification_type?.[0]).toMatch(/^Unbekannte Benachrichtigungsart/);
    const badValue = await call('POST', '/notification-settings', suite.user.token, {
      notification_type: 'new_order',
      notification_value: 2,
    });
    expect(badValue.statusCode).toBe(422);
    expect(badValue.body.errors?.notification_value).toEqual(['Der Wert muss 1 (an) oder 0 (aus) sein.']);
  });

  it('getOrderSoundSetting answers the order sound switch', async () => {
    const before = await call<Setting>('GET', '/api/getOrderSoundSetting', suite.other.token);
    expect(before.body.data).toMatchObject({ notification_type: 'order_sound', notification_value: 1 });
    await call('POST', '/notification-settings', suite.other.token, { notification_type: 'order_sound', notification_value: 0 });
    const after = await call<Setting>('GET', '/api/getOrderSoundSetting', suite.other.token);
    expect(after.body.data.notification_value).toBe(0);
  });
});

describe('account deletion helper', () => {
  it('deleteUserNotifications removes the user’s notifications and switches only', async () => {
    await notifyMany(suite.user.id, 2);
    await notifyMany(suite.other.id, 1);
    await call('POST', '/notification-settings', suite.user.token, { notification_type: 'new_order', notification_value: 0 });
    await deleteUserNotifications(suite.context.db, suite.user.id);
    expect(await suite.context.db.select().from(notifications).where(eq(notifications.userId, suite.user.id))).toEqual([]);
    expect(await suite.context.db.select().from(notificationSettings).where(eq(notificationSettings.userId, suite.user.id))).toEqual([]);
    expect(await suite.context.db.select().from(notifications).where(eq(notifications.userId, suite.other.id))).toHaveLength(1);
  });
});
