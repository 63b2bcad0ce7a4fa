import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okPage } from '../../http/envelope';
import { pageMeta } from '../../http/pagination';
import { notificationLinks } from './links';
import {
  latestNotificationsResponse,
  markAllResponse,
  notificationPageQuery,
  notificationPageResponse,
  readSingleBody,
  readSingleResponse,
  settingBody,
  settingResponse,
  settingsResponse,
} from './schemas';
import {
  latestNotifications,
  listSettings,
  markAllAsRead,
  markAsRead,
  pageNotifications,
  presentNotification,
  saveSetting,
  setting,
  unreadCount,
} from './service';
import { signedInUserId } from '../../plugins/access';

const tags = ['Benachrichtigungen'];

/** Notifications and their settings (spec 02 §7 "Notifications"), for any logged-in user, own rows only. */
const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const access = { access: 'user' as const };

  app.get(
    '/api/latestNotifications',
    {
      config: access,
      schema: {
        tags,
        summary: 'Die 5 neuesten Benachrichtigungen und die Zahl der ungelesenen (Glocke)',
        response: { 200: latestNotificationsResponse },
      },
    },
    async (request) => ok(await latestNotifications(app.db, app.notificationLinks, signedInUserId(request))),
  );

  app.get(
    '/api/allNotifications',
    {
      config: access,
      schema: {
        tags,
        summary: 'Alle Benachrichtigungen, neueste zuerst, seitenweise',
        querystring: notificationPageQuery,
        response: { 200: notificationPageResponse },
      },
    },
    async (request) => {
      const page = { page: request.query.page, perPage: request.query.per_page };
      const { rows, total } = await pageNotifications(app.db, app.notificationLinks, signedInUserId(request), page);
      return okPage(rows, pageMeta(page, total));
    },
  );

  app.post(
    '/api/markAllAsRead',
    { config: access, schema: { tags, summary: 'Alle Benachrichtigungen als gelesen markieren', response: { 200: markAllResponse } } },
    async (request) => {
      const updated = await markAllAsRead(app.db, signedInUserId(request));
      return ok({ updated, unread_count: 0 }, 'Alle Benachrichtigungen wurden als gelesen markiert.');
    },
  );

  app.post(
    '/api/notification-read-single',
    {
      config: access,
      schema: { tags, summary: 'Eine Benachrichtigung als gelesen markieren', body: readSingleBody, response: { 200: readSingleResponse } },
    },
    async (request) => {
      const userId = signedInUserId(request);
      const row = await markAsRead(app.db, userId, request.body.notification_id);
      const [link] = await notificationLinks(app.db, app.notificationLinks, userId, [row]);
      return ok(
        { notification: presentNotification(row, link), unread_count: await unreadCount(app.db, userId) },
        'Die Benachrichtigung wurde als gelesen markiert.',
      );
    },
  );

  app.get(
    '/getNotificationSettings',
    {
      config: access,
      schema: {
        tags,
        summary: 'Benachrichtigungseinstellungen: jede Art mit Bezeichnung und Wert 1/0',
        response: { 200: settingsResponse },
      },
    },
    async (request) => ok(await listSettings(app.db, signedInUserId(request))),
  );

  app.post(
    '/notification-settings',
    {
      config: access,
      schema: {
        tags,
        summary: 'Eine Benachrichtigungsart ein- (1) oder ausschalten (0)',
        body: settingBody,
        response: { 200: settingResponse },
      },
    },
    async (request) =>
      ok(
        await saveSetting(app.db, signedInUserId(request), request.body.notification_type, request.body.notification_value),
        'Die Einstellung wurde gespeichert.',
      ),
  );

  app.get(
    '/api/getOrderSoundSetting',
    {
      config: access,
      schema: { tags, summary: 'Ob bei neuen Bestellungen ein Ton gespielt wird (1/0)', response: { 200: settingResponse } },
    },
    async (request) => ok(await setting(app.db, signedInUserId(request), 'order_sound')),
  );
};

export default notificationRoutes;
