import { Redis } from 'ioredis';

/**
 * A Redis connection that never takes the process down: commands wait (bounded) while Redis is away and the
 * client reconnects by itself; callers decide what a failed command means (the rate limiter lets the request
 * pass, `/ready` answers 503).
 */
export function connectRedis(
  url: string,
  options: { name: string; keyPrefix?: string; log?: (message: string) => void; failFast?: boolean },
): Redis {
  const client = new Redis(url, {
    connectionName: options.name,
    ...(options.keyPrefix ? { keyPrefix: options.keyPrefix } : {}),
    lazyConnect: false,
    // failFast: while disconnected a command fails at once instead of waiting for the reconnect (the rate
    // limiter then lets the request pass without delay).
    enableOfflineQueue: !options.failFast,
    maxRetriesPerRequest: 2,
    connectTimeout: 5000,
    commandTimeout: 2000,
    retryStrategy: (times) => Math.min(2000, 100 * times),
  });
  let reported = false;
  client.on('error', (error: Error) => {
    if (reported) return;
    reported = true;
    options.log?.(`Redis (${options.name}) nicht erreichbar: ${error.message}`);
  });
  client.on('ready', () => {
    reported = false;
  });
  return client;
}
