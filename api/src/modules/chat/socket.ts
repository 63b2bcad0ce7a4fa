import { and, eq, gt, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { Database } from '../../db/client';
import { chatConversations, chatMessages } from '../../db/schema/chat';
import type { Bus } from '../../infra/bus';
import { AppError } from '../../http/errors';
import type { ChatState } from './state';
import { type ChatEvent, userChannel } from './core';
import type { ChatService } from './service';

/** Largest socket frame a client may send. */
export const MAX_FRAME_BYTES = 4096;
/** Frames a client may send per second before the socket is closed. */
const FRAMES_PER_SECOND = 20;
/** Messages a catch-up answers at most (the client pages on through REST). */
const CATCH_UP_LIMIT = 100;

type Incoming = Record<string, unknown>;

function positiveId(value: unknown): number | null {
  const number = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 1 && number <= 2_147_483_647 ? number : null;
}

/**
 * The sockets of this instance, by user. Each user with a socket here has one bus subscription on their channel;
 * whatever any instance publishes there (after storing it) reaches every socket of the user.
 */
export class SocketHub {
  private readonly sockets = new Map<number, Set<WebSocket>>();
  private readonly unsubscribers = new Map<number, Promise<() => Promise<void>>>();
  /** Read markers being stored, by user and conversation (see {@link markRead}). */
  private readonly reads = new Map<string, { messageId: number | undefined; again: boolean }>();
  private closing = false;

  constructor(
    private readonly db: Database,
    private readonly service: ChatService,
    private readonly state: ChatState,
    private readonly bus: Bus,
    private readonly log: FastifyBaseLogger,
  ) {}

  get size(): number {
    let total = 0;
    for (const set of this.sockets.values()) total += set.size;
    return total;
  }

  attach(userId: number, socket: WebSocket): void {
    if (this.closing) {
      socket.close(1001, 'Server wird beendet');
      return;
    }
    let set = this.sockets.get(userId);
    if (!set) {
      set = new Set();
      this.sockets.set(userId, set);
      this.unsubscribers.set(
        userId,
        this.bus.subscribe(userChannel(userId), (event) => this.deliver(userId, event as ChatEvent)),
      );
    }
    set.add(socket);
    void this.state.touchPresence(userId);
    void this.announcePresence(userId, true);
    let window = Math.floor(Date.now() / 1000);
    let frames = 0;
    socket.on('message', (data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean) => {
      const second = Math.floor(Date.now() / 1000);
      if (second !== window) {
        window = second;
        frames = 0;
      }
      frames += 1;
      if (frames > FRAMES_PER_SECOND) {
        socket.close(1008, 'Zu viele Nachrichten');
        return;
      }
      void this.receive(userId, socket, data, isBinary).catch((error: unknown) => {
        this.log.warn({ err: error }, 'chat socket message failed');
        this.send(socket, { type: 'error', code: 500, message: 'Die Nachricht konnte nicht verarbeitet werden.' });
      });
    });
    socket.on('error', () => undefined);
    socket.on('close', () => this.detach(userId, socket));
    this.send(socket, { type: 'ready', user_id: userId });
  }

  private detach(userId: number, socket: WebSocket): void {
    const set = this.sockets.get(userId);
    if (!set) return;
    set.delete(socket);
    if (set.size > 0) return;
    this.sockets.delete(userId);
    const unsubscribe = this.unsubscribers.get(userId);
    this.unsubscribers.delete(userId);
    void unsubscribe?.then((off) => off()).catch(() => undefined);
    // Still online through a socket on another instance or the polling fallback until the heartbeat lapses.
  }

  private deliver(userId: number, event: ChatEvent): void {
    const set = this.sockets.get(userId);
    if (!set) return;
    if (event.type === 'erased' && event.user_id === userId) {
      for (const socket of set) socket.close(4403, 'Konto gelöscht');
      return;
    }
    const text = JSON.stringify(event);
    for (const socket of set) if (socket.readyState === socket.OPEN) socket.send(text);
  }

  private send(socket: WebSocket, payload: unknown): void {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(payload));
  }

  private async receive(userId: number, socket: WebSocket, data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean): Promise<void> {
    const raw = Buffer.isBuffer(data) ? data : Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data);
    if (isBinary || raw.length > MAX_FRAME_BYTES) {
      this.send(socket, { type: 'error', code: 422, message: 'Die Nachricht ist ungültig.' });
      return;
    }
    let frame: Incoming;
    try {
      const parsed: unknown = JSON.parse(raw.toString('utf8'));
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
      frame = parsed as Incoming;
    } catch {
      this.send(socket, { type: 'error', code: 422, message: 'Die Nachricht ist kein gültiges JSON-Objekt.' });
      return;
    }
    try {
      await this.handle(userId, socket, frame);
    } catch (error) {
      if (error instanceof AppError) {
        this.send(socket, { type: 'error', code: error.statusCode, message: error.message, request: frame.type ?? null });
        return;
      }
      throw error;
    }
  }

  private async handle(userId: number, socket: WebSocket, frame: Incoming): Promise<void> {
    switch (frame.type) {
      case 'ping':
        await this.state.touchPresence(userId);
        this.send(socket, { type: 'pong' });
        return;
      case 'typing': {
        const conversationId = positiveId(frame.conversation_id);
        if (!conversationId) return this.send(socket, { type: 'error', code: 422, message: 'Bitte geben Sie eine Unterhaltung an.' });
        await this.service.typing(userId, conversationId);
        return;
      }
      case 'read': {
        const conversationId = positiveId(frame.conversation_id);
        if (!conversationId) return this.send(socket, { type: 'error', code: 422, message: 'Bitte geben Sie eine Unterhaltung an.' });
        await this.markRead(userId, conversationId, positiveId(frame.message_id) ?? undefined);
        return;
      }
      case 'subscribe': {
        // Catch-up after a reconnect: everything after the last message id the client saw (404 for a stranger).
        const conversationId = positiveId(frame.conversation_id);
        if (!conversationId) return this.send(socket, { type: 'error', code: 422, message: 'Bitte geben Sie eine Unterhaltung an.' });
        const conversation = await this.service.conversationOf(userId, conversationId);
        const afterId = frame.after_id === undefined || frame.after_id === null || frame.after_id === 0 ? 0 : positiveId(frame.after_id);
        if (afterId === null) return this.send(socket, { type: 'error', code: 422, message: 'after_id ist ungültig.' });
        const rows = await this.db
          .select()
          .from(chatMessages)
          .where(and(eq(chatMessages.conversationId, conversation.id), gt(chatMessages.id, afterId)))
          .orderBy(chatMessages.id)
          .limit(CATCH_UP_LIMIT + 1);
        const messages = await this.service.messageDtos(rows.slice(0, CATCH_UP_LIMIT));
        this.send(socket, { type: 'subscribed', conversation_id: conversation.id, messages, has_more: rows.length > CATCH_UP_LIMIT });
        return;
      }
      default:
        this.send(socket, { type: 'error', code: 422, message: 'Unbekannter Nachrichtentyp.' });
    }
  }

  /**
   * Read frames, coalesced: while one marker of a conversation is being stored, later frames only raise the target
   * (no message id = up to the last message), and one more write follows. The marker only moves forward, so the
   * result is the same as storing every frame, with one write per burst instead of one per message.
   */
  private async markRead(userId: number, conversationId: number, messageId: number | undefined): Promise<void> {
    const key = `${userId}:${conversationId}`;
    const pending = this.reads.get(key);
    if (pending) {
      pending.messageId = pending.messageId === undefined || messageId === undefined ? undefined : Math.max(pending.messageId, messageId);
      pending.again = true;
      return;
    }
    const entry = { messageId, again: false };
    this.reads.set(key, entry);
    try {
      await this.service.markRead(userId, conversationId, messageId);
      while (entry.again) {
        entry.again = false;
        await this.service.markRead(userId, conversationId, entry.messageId);
      }
    } finally {
      this.reads.delete(key);
    }
  }

  /** Tells the user's conversation partners that the user came online or went away. */
  private async announcePresence(userId: number, online: boolean): Promise<void> {
    try {
      const rows = await this.db
        .select({ low: chatConversations.userLow, high: chatConversations.userHigh })
        .from(chatConversations)
        .where(or(eq(chatConversations.userLow, userId), eq(chatConversations.userHigh, userId)))
        .limit(500);
      const partners = rows.map((row) => (row.low === userId ? row.high : row.low));
      await Promise.all(partners.map((id) => this.bus.publish(userChannel(id), { type: 'presence', user_id: userId, online })));
    } catch {
      // presence is best effort
    }
  }

  /** Closes every socket (the instance stops); clients reconnect to another instance and catch up. */
  async close(): Promise<void> {
    this.closing = true;
    for (const set of this.sockets.values()) for (const socket of set) socket.close(1001, 'Server wird beendet');
    const offs = [...this.unsubscribers.values()];
    this.unsubscribers.clear();
    this.sockets.clear();
    await Promise.all(offs.map((pending) => pending.then((off) => off()).catch(() => undefined)));
  }
}
