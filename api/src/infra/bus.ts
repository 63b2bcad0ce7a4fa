import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';

export type BusHandler = (message: unknown) => void;

/**
 * Realtime events between instances (chat messages, the food order board, notices). `publish` reaches every
 * subscriber of the channel on every instance: through Redis pub/sub when `REDIS_URL` is set, in this process
 * otherwise. Delivery is best effort (at most once, only to subscribers connected at that moment): anything
 * that must not be lost is written to the database first and the event only tells clients to look.
 */
export interface Bus {
  readonly kind: 'memory' | 'redis';
  publish(channel: string, message: unknown): Promise<void>;
  /** Answers the unsubscribe function. */
  subscribe(channel: string, handler: BusHandler): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export class MemoryBus implements Bus {
  readonly kind = 'memory' as const;
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  async publish(channel: string, message: unknown): Promise<void> {
    // Serialised like Redis would, so a subscriber never shares (and mutates) the publisher's object.
    const copy = JSON.parse(JSON.stringify(message ?? null)) as unknown;
    queueMicrotask(() => this.emitter.emit(channel, copy));
  }

  async subscribe(channel: string, handler: BusHandler): Promise<() => Promise<void>> {
    this.emitter.on(channel, handler);
    return async () => {
      this.emitter.off(channel, handler);
    };
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}

/** How long a subscription waits for the subscriber connection to be ready before it subscribes later. */
const READY_WAIT_MS = 5000;

/** Pub/sub over Redis: one connection publishes, a second one (in subscriber mode) listens. */
export class RedisBus implements Bus {
  readonly kind = 'redis' as const;
  private readonly local = new EventEmitter().setMaxListeners(0);
  private readonly counts = new Map<string, number>();

  constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
    private readonly prefix: string,
  ) {
    subscriber.on('message', (fullChannel: string, text: string) => {
      if (!fullChannel.startsWith(prefix)) return;
      let message: unknown;
      try {
        message = JSON.parse(text);
      } catch {
        return;
      }
      this.local.emit(fullChannel.slice(prefix.length), message);
    });
  }

  async publish(channel: string, message: unknown): Promise<void> {
    await this.publisher.publish(this.prefix + channel, JSON.stringify(message ?? null));
  }

  async subscribe(channel: string, handler: BusHandler): Promise<() => Promise<void>> {
    this.local.on(channel, handler);
    const count = (this.counts.get(channel) ?? 0) + 1;
    this.counts.set(channel, count);
    if (count === 1) await this.listen(channel);
    let done = false;
    return async () => {
      if (done) return;
      done = true;
      this.local.off(channel, handler);
      const left = (this.counts.get(channel) ?? 1) - 1;
      if (left <= 0) {
        this.counts.delete(channel);
        await this.subscriber.unsubscribe(this.prefix + channel).catch(() => undefined);
      } else {
        this.counts.set(channel, left);
      }
    };
  }

  /**
   * SUBSCRIBE only on a ready connection. ioredis also sends it during the connection's handshake (Redis allows it
   * while loading), and a subscription answered before ioredis' ready check makes that check fail („Connection in
   * subscriber mode“), which ends the connection. So: wait for the connection to be ready (a few seconds at most);
   * if Redis is not there yet, subscribe once it is, without holding up the caller (reconnects re-subscribe by
   * themselves).
   */
  private async listen(channel: string): Promise<void> {
    const fullChannel = this.prefix + channel;
    if (this.subscriber.status !== 'ready' && !(await this.readyWithin(READY_WAIT_MS))) {
      this.subscriber.once('ready', () => {
        if (this.counts.has(channel)) this.subscriber.subscribe(fullChannel).catch(() => undefined);
      });
      return;
    }
    await this.subscriber.subscribe(fullChannel);
  }

  private readyWithin(ms: number): Promise<boolean> {
    return new Promise((resolve) => {
      const onReady = () => {
        clearTimeout(timer);
        resolve(true);
      };
      const timer = setTimeout(() => {
        this.subscriber.off('ready', onReady);
        resolve(false);
      }, ms);
      timer.unref();
      this.subscriber.once('ready', onReady);
    });
  }

  async close(): Promise<void> {
    this.local.removeAllListeners();
    this.counts.clear();
  }
}
