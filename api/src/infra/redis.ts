import { Command, Redis } from 'ioredis';

/** Thrown at once instead of sending a command while the circuit breaker is open (Redis failed a moment ago). */
export class RedisUnavailableError extends Error {
  readonly code = 'REDIS_UNAVAILABLE';
  constructor() {
    super('Redis ist vorübergehend nicht erreichbar (Schutzschalter offen).');
    this.name = 'RedisUnavailableError';
  }
}

/**
 * A circuit breaker: after a failure it is open and every call fails at once; meanwhile a probe of its own (a PING,
 * never a caller's request) tries the service every `openMs`, and its success — or any call's — closes it again.
 */
export class CircuitBreaker {
  private open = false;
  private stopped = false;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    readonly openMs: number,
    private readonly probe: () => Promise<unknown>,
  ) {}

  get isOpen(): boolean {
    return this.open;
  }

  /** Whether a call may go out now. */
  allow(): boolean {
    return !this.open;
  }

  success(): void {
    this.open = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
  }

  failure(): void {
    this.open = true;
    if (!this.timer && !this.stopped) this.schedule();
  }

  /** No more probes (the client was closed). */
  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
  }

  private schedule(): void {
    this.timer = setTimeout(() => {
      this.probe().then(
        () => this.success(),
        () => {
          this.timer = undefined;
          if (this.open) this.failure();
        },
      );
    }, this.openMs);
    this.timer.unref();
  }
}

export interface RedisOptions {
  name: string;
  keyPrefix?: string;
  log?: (message: string) => void;
  /**
   * Commands fail at once while Redis is away instead of waiting: no offline queue, and a circuit breaker that
   * fails every command from the first failed one until a PING every `breakerMs` (or the reconnect) succeeds — a
   * Redis that hangs would otherwise cost each command the full command timeout. Callers decide what a failed command means: the rate limiter lets the
   * request pass, the chat shows nobody online, tickets answer 503, `/ready` answers 503.
   */
  failFast?: boolean;
  /** How long the breaker stays open after a failure (ms); default 3000. */
  breakerMs?: number;
  /** Per-command timeout (ms); default 2000. */
  commandTimeoutMs?: number;
}

/** The breaker of a client made with `failFast` (tests and `/ready` read it). */
export const breakers = new WeakMap<Redis, CircuitBreaker>();

type SendCommand = Redis['sendCommand'];

/** A command reached Redis and Redis answered with an error (WRONGTYPE, NOSCRIPT …): Redis itself is fine. */
function isReply(error: unknown): boolean {
  return (error as { name?: unknown } | null)?.name === 'ReplyError';
}

/**
 * Puts a breaker in front of every command of `client` (connection handshakes pass: they run before `ready`); its
 * probe is a PING that bypasses it.
 */
function guard(client: Redis, openMs: number): CircuitBreaker {
  const send = client.sendCommand.bind(client) as (command: Command, stream?: unknown) => unknown;
  const breaker = new CircuitBreaker(openMs, () => {
    const ping = new Command('ping', []);
    send(ping);
    return ping.promise;
  });
  client.sendCommand = ((command: Command, stream?: unknown) => {
    // Only a ready connection is guarded: while (re)connecting, ioredis refuses user commands itself (no offline
    // queue) and lets the handshake through, which the breaker must not block.
    if (client.status === 'ready' && !breaker.allow()) {
      command.reject(new RedisUnavailableError());
      return command.promise;
    }
    const result = send(command, stream);
    command.promise.then(
      () => breaker.success(),
      (error: unknown) => {
        if (isReply(error)) breaker.success();
        else breaker.failure();
      },
    );
    return result;
  }) as SendCommand;
  client.on('close', () => breaker.failure());
  client.on('ready', () => breaker.success());
  client.on('end', () => breaker.stop());
  return breaker;
}

/**
 * A Redis connection that never takes the process down: the client reconnects by itself; callers decide what a
 * failed command means. See {@link RedisOptions.failFast}.
 */
export function connectRedis(url: string, options: RedisOptions): Redis {
  const client = new Redis(url, {
    connectionName: options.name,
    ...(options.keyPrefix ? { keyPrefix: options.keyPrefix } : {}),
    lazyConnect: false,
    enableOfflineQueue: !options.failFast,
    maxRetriesPerRequest: 2,
    connectTimeout: 5000,
    commandTimeout: options.commandTimeoutMs ?? 2000,
    retryStrategy: (times) => Math.min(2000, 100 * times),
  });
  if (options.failFast) {
    breakers.set(client, guard(client, options.breakerMs ?? 3000));
  }
  let reported = false;
  client.on('error', (error: Error) => {
    if (reported) return;
    reported = true;
    options.log?.(`Redis (${options.name}) nicht erreichbar: ${error.message}`);
  });
  client.on('ready', () => {
    if (reported) options.log?.(`Redis (${options.name}) wieder erreichbar`);
    reported = false;
  });
  return client;
}
