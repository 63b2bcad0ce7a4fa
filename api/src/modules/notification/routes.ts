import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readPage } from '../../http/pagination';
import { pagedRouteGroup, routeGroup } from '../../http/route-group';
import { notificationLinks } from './links';
import {
  latestNotificationsSchema,
  markAllSchema,
  notificationPageQuery,
  notificationSchema,
  notificationSettingSchema,
  readSingleBody,
  readSingleSchema,
  settingBody,
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
  const user = routeGroup(app, { tags, config: { access: 'user' } });

  user({
    method: 'GET',
    url: '/api/latestNotifications',
    summary: 'Die 5 neuesten Benachrichtigungen und die Zahl der ungelesenen (Glocke)',
    data: latestNotificationsSchema,
    handler: (request) => latestNotifications(app.db, app.notificationLinks, signedInUserId(request)),
  });

  pagedRouteGroup(app, { tags, config: { access: 'user' } })({
    method: 'GET',
    url: '/api/allNotifications',
    summary: 'Alle Benachrichtigungen, neueste zuerst, seitenweise',
    querystring: notificationPageQuery,
    item: notificationSchema,
    handler: (request) =>
      readPage(request.query, (page) => pageNotifications(app.db, app.notificationLinks, signedInUserId(request), page)),
  });

  user({
    method: 'POST',
    url: '/api/markAllAsRead',
    summary: 'Alle Benachrichtigungen als gelesen markieren',
    data: markAllSchema,
    message: 'Alle Benachrichtigungen wurden als gelesen markiert.',
    handler: async (request) => ({ updated: await markAllAsRead(app.db, signedInUserId(request)), unread_count: 0 }),
  });

  user({
    method: 'POST',
    url: '/api/notification-read-single',
    summary: 'Eine Benachrichtigung als gelesen markieren',
    body: readSingleBody,
    data: readSingleSchema,
    message: 'Die Benachrichtigung wurde als gelesen markiert.',
    handler: async (request) => {
      const userId = signedInUserId(request);
      const row = await markAsRead(app.db, userId, request.body.notification_id);
      const [link] = await notificationLinks(app.db, app.notificationLinks, userId, [row]);
      return { notification: presentNotification(row, link), unread_count: await unreadCount(app.db, userId) };
    },
  });

  user({
    method: 'GET',
    url: '/getNotificationSettings',
    summary: 'Benachrichtigungseinstellungen: jede Art mit Bezeichnung und Wert 1/0',
    data: z.array(notificationSettingSchema),
    handler: (request) => listSettings(app.db, signedInUserId(request)),
  });

  user({
    method: 'POST',
    url: '/notification-settings',
    summary: 'Eine Benachrichtigungsart ein- (1) oder ausschalten (0)',
    body: settingBody,
    data: notificationSettingSchema,
    message: 'Die Einstellung wurde gespeichert.',
    handler: (request) => saveSetting(app.db, signedInUserId(request), request.body.notification_type, request.body.notification_value),
  });

  user({
    method: 'GET',
    url: '/api/getOrderSoundSetting',
    summary: 'Ob bei neuen Bestellungen ein Ton gespielt wird (1/0)',
    data: notificationSettingSchema,
    handler: (request) => setting(app.db, signedInUserId(request), 'order_sound'),
  });
};

export default notificationRoutes;
