import type { Redis } from 'ioredis';

/** A heartbeat keeps a user online this long (clients beat every 20 s). */
export const PRESENCE_TTL_SECONDS = 45;
/** A typing event lives this long; it is never stored in the database. */
export const TYPING_TTL_SECONDS = 5;

/**
 * Short-lived chat state shared by the instances: online status (heartbeats), typing status and the send counter.
 * Redis keys with a TTL when REDIS_URL is set (every instance sees them); a map in this process otherwise.
 */
export interface ChatState {
  touchPresence(userId: number): Promise<void>;
  forgetPresence(userId: number): Promise<void>;
  onlineUsers(userIds: number[]): Promise<Set<number>>;
  setTyping(conversationId: number, userId: number): Promise<void>;
  isTyping(conversationId: number, userId: number): Promise<boolean>;
  /** Counts one event in the current window of `windowSeconds`; answers the count so far (this one included). */
  count(key: string, windowSeconds: number): Promise<number>;
}

export class MemoryChatState implements ChatState {
  private readonly expiries = new Map<string, number>();
  private readonly counters = new Map<string, { count: number; until: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  private set(key: string, seconds: number): void {
    this.expiries.set(key, this.now() + seconds * 1000);
    if (this.expiries.size > 10_000) this.sweep();
  }

  private alive(key: string): boolean {
    const until = this.expiries.get(key);
    if (until === undefined) return false;
    if (until <= this.now()) {
      this.expiries.delete(key);
      return false;
    }
    return true;
  }

  private sweep(): void {
    const now = this.now();
    for (const [key, until] of this.expiries) if (until <= now) this.expiries.delete(key);
    for (const [key, entry] of this.counters) if (entry.until <= now) this.counters.delete(key);
  }

  async touchPresence(userId: number): Promise<void> {
    this.set(`presence:${userId}`, PRESENCE_TTL_SECONDS);
  }

  async forgetPresence(userId: number): Promise<void> {
    this.expiries.delete(`presence:${userId}`);
  }

  async onlineUsers(userIds: number[]): Promise<Set<number>> {
    return new Set(userIds.filter((id) => this.alive(`presence:${id}`)));
  }

  async setTyping(conversationId: number, userId: number): Promise<void> {
    this.set(`typing:${conversationId}:${userId}`, TYPING_TTL_SECONDS);
  }

  async isTyping(conversationId: number, userId: number): Promise<boolean> {
    return this.alive(`typing:${conversationId}:${userId}`);
  }

  async count(key: string, windowSeconds: number): Promise<number> {
    const now = this.now();
    const entry = this.counters.get(key);
    if (!entry || entry.until <= now) {
      if (this.counters.size > 10_000) this.sweep();
      this.counters.set(key, { count: 1, until: now + windowSeconds * 1000 });
      return 1;
    }
    entry.count += 1;
    return entry.count;
  }
}

export class RedisChatState implements ChatState {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async touchPresence(userId: number): Promise<void> {
    await this.redis.set(`${this.prefix}presence:${userId}`, '1', 'EX', PRESENCE_TTL_SECONDS);
  }

  async forgetPresence(userId: number): Promise<void> {
    await this.redis.del(`${this.prefix}presence:${userId}`);
  }

  async onlineUsers(userIds: number[]): Promise<Set<number>> {
    if (userIds.length === 0) return new Set();
    const values = await this.redis.mget(userIds.map((id) => `${this.prefix}presence:${id}`));
    return new Set(userIds.filter((_, index) => values[index] !== null));
  }

  async setTyping(conversationId: number, userId: number): Promise<void> {
    await this.redis.set(`${this.prefix}typing:${conversationId}:${userId}`, '1', 'EX', TYPING_TTL_SECONDS);
  }

  async isTyping(conversationId: number, userId: number): Promise<boolean> {
    return (await this.redis.exists(`${this.prefix}typing:${conversationId}:${userId}`)) === 1;
  }

  async count(key: string, windowSeconds: number): Promise<number> {
    const full = `${this.prefix}count:${key}`;
    const [[, value] = [null, 1]] = (await this.redis.multi().incr(full).expire(full, windowSeconds, 'NX').exec()) ?? [];
    return Number(value);
  }
}

/** Degrades to "offline / not typing / not counted" while Redis is unreachable, rather than failing the call. */
export class ResilientChatState implements ChatState {
  constructor(private readonly inner: ChatState) {}

  private async safe<T>(run: () => Promise<T>, fallback: T): Promise<T> {
    try {
      return await run();
    } catch {
      return fallback;
    }
  }

  touchPresence(userId: number) {
    return this.safe(() => this.inner.touchPresence(userId), undefined);
  }
  forgetPresence(userId: number) {
    return this.safe(() => this.inner.forgetPresence(userId), undefined);
  }
  onlineUsers(userIds: number[]) {
    return this.safe(() => this.inner.onlineUsers(userIds), new Set<number>());
  }
  setTyping(conversationId: number, userId: number) {
    return this.safe(() => this.inner.setTyping(conversationId, userId), undefined);
  }
  isTyping(conversationId: number, userId: number) {
    return this.safe(() => this.inner.isTyping(conversationId, userId), false);
  }
  count(key: string, windowSeconds: number) {
    return this.safe(() => this.inner.count(key, windowSeconds), 0);
  }
}

/** What {@link chatStateFor} needs of an API instance (the Fastify instance has all of it). */
export interface ChatStateServices {
  redis?: Redis | undefined;
  bus: object;
  appConfig: { redis?: { keyPrefix: string } | undefined };
}

const instances = new WeakMap<object, ChatState>();

/**
 * The chat state of one API instance: Redis keys when it has Redis, else one in-process map. Every caller on the
 * same instance (the chat's routes and socket, the offer detail's online status) gets the same object — keyed by
 * the instance's bus, so without Redis all of them read one presence map.
 */
export function chatStateFor(services: ChatStateServices): ChatState {
  const known = instances.get(services.bus);
  if (known) return known;
  const prefix = services.appConfig.redis?.keyPrefix ?? '';
  const redis = services.redis;
  const state = new ResilientChatState(redis ? new RedisChatState(redis, `${prefix}chat:`) : new MemoryChatState());
  instances.set(services.bus, state);
  return state;
}
