import websocket from '@fastify/websocket';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CHAT_CONTEXT_TYPES } from '../../db/schema/chat';
import { ok, successSchema } from '../../http/envelope';
import { created } from '../../http/replies';
import { UnauthorizedError } from '../../http/errors';
import { fields } from '../../http/validation';
import { signedInUser, signedInUserId } from '../../plugins/access';
import { uploadAttachment } from './attachments';
import { submitContact } from './contact';
import { CHAT_TEXT } from './messages';
import {
  chatAddressSchema,
  chatAttachmentSchema,
  chatBlockSchema,
  chatConversationSchema,
  chatMessageSchema,
  chatMessagesPageSchema,
  chatReadSchema,
  chatTypingStatusSchema,
  chatUserSchema,
} from './schemas';
import { ChatService } from './service';
import { MAX_FRAME_BYTES, SocketHub } from './socket';
import { chatStateFor } from './state';

const TAGS = ['Chat'];
const HEARTBEAT_SECONDS = 20;
/** The bus channel on which the `chat.erase-user` job tells every instance to forget a deleted user. */
export const ERASE_CHANNEL = 'chat-erase';

const conversationId = () => fields.id();

const routes: FastifyPluginAsyncZod = async (app) => {
  const state = chatStateFor(app);
  const service = new ChatService(app.db, app.appConfig, state, app.bus);
  const hub = new SocketHub(app.db, service, state, app.bus, app.log);
  const ticketUsers = new WeakMap<FastifyRequest, number>();

  const offErase = await app.bus.subscribe(ERASE_CHANNEL, (event) => {
    const userId = (event as { user_id?: unknown } | null)?.user_id;
    if (typeof userId !== 'number') return;
    void state.forgetPresence(userId);
    void app.bus.publish(`chat-user:${userId}`, { type: 'erased', user_id: userId }).catch(() => undefined);
  });
  app.addHook('preClose', async () => {
    await offErase();
    await hub.close();
  });

  await app.register(websocket, { options: { maxPayload: MAX_FRAME_BYTES * 4 } });

  app.get(
    '/getChatAddress',
    {
      config: { access: 'user' },
      schema: {
        tags: TAGS,
        summary: 'Adresse des Echtzeit-Chats und ein Einmal-Ticket (eine Minute gültig)',
        response: { 200: successSchema(chatAddressSchema) },
      },
    },
    async (request) => {
      const issued = await app.tickets.issue(signedInUserId(request), 'chat');
      const url = `${app.appConfig.publicApiUrl.replace(/^http/, 'ws')}/chat/ws`;
      return ok({ url, ticket: issued.ticket, expires_at: issued.expires_at, heartbeat_seconds: HEARTBEAT_SECONDS });
    },
  );

  app.get(
    '/chat/ws',
    {
      websocket: true,
      config: { access: 'public', extension: true },
      schema: { tags: TAGS, summary: 'WebSocket des Chats (mit ?ticket= aus /getChatAddress)', hide: true },
      preValidation: async (request: FastifyRequest) => {
        if (!request.ws) return;
        const ticket = (request.query as { ticket?: unknown } | undefined)?.ticket;
        const userId = typeof ticket === 'string' ? await app.tickets.redeem(ticket, 'chat') : null;
        if (!userId) throw new UnauthorizedError('Das Ticket ist ungültig oder abgelaufen.');
        ticketUsers.set(request, userId);
      },
    } as never,
    ((socket: import('ws').WebSocket, request: FastifyRequest) => {
      const userId = ticketUsers.get(request);
      if (!userId) {
        socket.close(4401, 'Ticket fehlt');
        return;
      }
      hub.attach(userId, socket);
    }) as never,
  );

  app.get(
    '/chat/allUsers',
    {
      config: { access: 'user' },
      schema: {
        tags: TAGS,
        summary: 'Unterhaltungen mit Name, Bild, Online-Status, letzter Nachricht und Ungelesenen',
        response: { 200: successSchema(z.array(chatConversationSchema)) },
      },
    },
    async (request) => ok(await service.conversations(signedInUserId(request))),
  );

  app.get(
    '/chat/unreadCount',
    {
      config: { access: 'user', extension: true },
      schema: {
        tags: TAGS,
        summary: 'Anzahl ungelesener Nachrichten (Plakette am Chat-Knopf)',
        response: { 200: successSchema(z.object({ unread: z.number().int() })) },
      },
    },
    async (request) => ok({ unread: await service.unreadTotal(signedInUserId(request)) }),
  );

  app.get(
    '/getConversationMessages',
    {
      config: { access: 'user' },
      schema: {
        tags: TAGS,
        summary: 'Nachrichten einer Unterhaltung (before_id: ältere, after_id: neuere)',
        querystring: z.object({
          conversation_id: conversationId(),
          before_id: fields.id().optional(),
          after_id: z.coerce
            .number({ error: 'Bitte geben Sie eine gültige Nummer an.' })
            .int('Bitte geben Sie eine gültige Nummer an.')
            .min(0, 'Bitte geben Sie eine gültige Nummer an.')
            .max(2_147_483_647, 'Bitte geben Sie eine gültige Nummer an.')
            .optional(),
          limit: z.coerce
            .number({ error: 'Bitte geben Sie eine Zahl von 1 bis 100 an.' })
            .int('Bitte geben Sie eine Zahl von 1 bis 100 an.')
            .min(1, 'Bitte geben Sie eine Zahl von 1 bis 100 an.')
            .max(100, 'Bitte geben Sie eine Zahl von 1 bis 100 an.')
            .default(30),
        }),
        response: { 200: successSchema(chatMessagesPageSchema) },
      },
    },
    async (request) => ok(await service.messages(signedInUserId(request), request.query)),
  );

  app.get(
    '/chat/searchUser',
    {
      config: { access: 'user' },
      schema: {
        tags: TAGS,
        summary: 'Personen, denen man schreiben darf (nach id oder Suchbegriff)',
        querystring: z.object({ id: fields.id().optional(), search: fields.text().max(100, 'Höchstens 100 Zeichen erlaubt.').optional() }),
        response: { 200: successSchema(z.array(chatUserSchema)) },
      },
    },
    async (request) => ok(await service.search(signedInUser(request), request.query)),
  );

  app.get(
    '/chat/userTypingStatus',
    {
      config: { access: 'user' },
      schema: {
        tags: TAGS,
        summary: 'Ob die Person gerade schreibt (Ersatz, wenn kein WebSocket offen ist)',
        querystring: z.object({ user_id: fields.id() }),
        response: { 200: successSchema(chatTypingStatusSchema) },
      },
    },
    async (request) => ok(await service.typingStatus(signedInUserId(request), request.query.user_id)),
  );

  app.post(
    '/chat/typing',
    {
      config: { access: 'user', extension: true },
      schema: {
        tags: TAGS,
        summary: 'Meldet, dass man gerade schreibt (5 Sekunden; Ersatz für das Socket-Ereignis)',
        body: z.object({ conversation_id: conversationId() }),
        response: { 200: successSchema(z.object({ typing: z.boolean() })) },
      },
    },
    async (request) => {
      await service.typing(signedInUserId(request), request.body.conversation_id);
      return ok({ typing: true });
    },
  );

  app.post(
    '/sendMessage',
    {
      config: { access: 'user' },
      schema: {
        tags: TAGS,
        summary: 'Nachricht senden (an eine Unterhaltung oder einen Empfänger; idempotent über client_message_id)',
        body: z.object({
          conversation_id: conversationId().optional(),
          receiver_id: fields.id().optional(),
          message: fields.text().default(''),
          client_message_id: fields
            .text()
            .trim()
            .min(1, 'Die Nachrichtenkennung ist ungültig.')
            .max(64, 'Die Nachrichtenkennung darf höchstens 64 Zeichen lang sein.')
            .optional(),
          attachment_ids: z.array(fields.id()).max(5, CHAT_TEXT.tooManyAttachments).optional(),
          context_type: z.enum(CHAT_CONTEXT_TYPES, { error: 'Der Bezug ist ungültig.' }).optional(),
          context_id: fields.id().optional(),
        }),
        response: { 201: successSchema(chatMessageSchema), 200: successSchema(chatMessageSchema) },
      },
    },
    async (request, reply) => {
      const { message, created } = await service.send(signedInUser(request), request.body);
      return reply.status(created ? 201 : 200).send(ok(message, CHAT_TEXT.sent));
    },
  );

  app.post(
    '/chat/messageUpdate',
    {
      config: { access: 'user' },
      schema: {
        tags: TAGS,
        summary: 'Eigene Nachricht bearbeiten (innerhalb von 15 Minuten)',
        body: z.object({ message_id: fields.id(), message: fields.text() }),
        response: { 200: successSchema(chatMessageSchema) },
      },
    },
    async (request) => ok(await service.update(signedInUserId(request), request.body.message_id, request.body.message), CHAT_TEXT.updated),
  );

  app.post(
    '/chat/markRead',
    {
      config: { access: 'user', extension: true },
      schema: {
        tags: TAGS,
        summary: 'Unterhaltung als gelesen markieren (bis message_id oder ganz)',
        body: z.object({ conversation_id: conversationId(), message_id: fields.id().optional() }),
        response: { 200: successSchema(chatReadSchema) },
      },
    },
    async (request) => ok(await service.markRead(signedInUserId(request), request.body.conversation_id, request.body.message_id)),
  );

  app.post(
    '/chat/attachment',
    {
      config: { access: 'user', extension: true },
      schema: {
        tags: TAGS,
        summary: 'Anhang hochladen (multipart, Feld file); danach mit attachment_ids senden',
        response: { 201: successSchema(chatAttachmentSchema) },
      },
    },
    async (request, reply) => created(reply, await uploadAttachment(app.db, app.appConfig, request, signedInUserId(request))),
  );

  app.get(
    '/chat/attachment',
    {
      config: { access: 'user', extension: true },
      schema: {
        tags: TAGS,
        summary: 'Kurzlebiger Download-Link eines Anhangs (nur für Beteiligte)',
        querystring: z.object({ attachment_id: fields.id() }),
        response: { 200: successSchema(chatAttachmentSchema) },
      },
    },
    async (request) => ok(await service.attachmentUrl(signedInUserId(request), request.query.attachment_id)),
  );

  app.post(
    '/chat/block',
    {
      config: { access: 'user', extension: true },
      schema: {
        tags: TAGS,
        summary: 'Unterhaltung blockieren oder die Blockierung aufheben',
        body: z.object({ conversation_id: conversationId(), blocked: fields.flag() }),
        response: { 200: successSchema(chatBlockSchema) },
      },
    },
    async (request) => {
      const result = await service.setBlocked(signedInUserId(request), request.body.conversation_id, request.body.blocked);
      return ok(result, result.blocked ? CHAT_TEXT.blockedDone : CHAT_TEXT.unblockedDone);
    },
  );

  app.post(
    '/chat/report',
    {
      config: { access: 'user', extension: true },
      schema: {
        tags: TAGS,
        summary: 'Unterhaltung melden (E-Mail an die Moderation)',
        body: z.object({
          conversation_id: conversationId(),
          reason: fields.text().trim().min(3, CHAT_TEXT.reportReason).max(1000, 'Höchstens 1.000 Zeichen erlaubt.'),
        }),
        response: { 200: successSchema(z.object({ reported: z.boolean() })) },
      },
    },
    async (request) => {
      await service.report(signedInUserId(request), request.body.conversation_id, request.body.reason);
      return ok({ reported: true }, CHAT_TEXT.reported);
    },
  );

  app.post(
    '/contactformsubmit',
    {
      config: { access: 'public' },
      schema: {
        tags: TAGS,
        summary: 'Kontaktformular senden (Eingangsbestätigung an den Absender)',
        body: z.object({
          category_id: fields.id(),
          name: fields.requiredText(100),
          email: fields.email(),
          subject: fields.requiredText(150),
          message: fields.text().trim().min(10, 'Bitte schreiben Sie mindestens 10 Zeichen.').max(5000, 'Höchstens 5.000 Zeichen erlaubt.'),
          privacy_consent: fields.flag(),
          website: fields.text().max(200).nullish(),
        }),
        response: { 200: successSchema(z.object({ received: z.boolean() })) },
      },
    },
    async (request) =>
      ok(
        await submitContact(app.db, app.appConfig, state, request.body, { ip: request.ip, userId: request.user?.id ?? null }),
        CHAT_TEXT.contactSent,
      ),
  );
};

export default routes;
