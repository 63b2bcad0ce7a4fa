/**
 * The bus over Redis when a module subscribes at start-up, before the subscriber connection is ready: the
 * subscription must neither end the connection (ioredis fails its ready check when a SUBSCRIBE sent during the
 * handshake is answered first) nor hold the API's start while Redis is not there. Runs once (the PGlite project),
 * on a redis-server of the test's own.
 */
import { RedisBus } from '../src/infra/bus';
import { connectRedis } from '../src/infra/redis';
import { freePort, OwnRedis, redisServerAvailable, waitFor } from './services';

const enabled = process.env.MP_TEST_DRIVER === 'pglite' && redisServerAvailable();

(enabled ? describe : describe.skip)('RedisBus subscriptions made before the connection is ready', () => {
  test('a subscription made while connecting keeps the connection and receives what is published', async () => {
    const redis = new OwnRedis(await freePort());
    await redis.start();
    const publisher = connectRedis(redis.url, { name: 'bus-test-pub' });
    const subscriber = connectRedis(redis.url, { name: 'bus-test-sub' });
    const bus = new RedisBus(publisher, subscriber, 'bus-test:');
    try {
      const heard: unknown[] = [];
      await Promise.all([bus.subscribe('a', (message) => heard.push(message)), bus.subscribe('b', (message) => heard.push(message))]);
      expect(subscriber.status).toBe('ready');
      await bus.publish('a', { n: 1 });
      await bus.publish('b', { n: 2 });
      await waitFor('zwei Nachrichten', () => heard.length === 2, 5000, 20);
      expect(heard).toEqual(expect.arrayContaining([{ n: 1 }, { n: 2 }]));
    } finally {
      await bus.close();
      publisher.disconnect();
      subscriber.disconnect();
      await redis.stop();
    }
  }, 30_000);

  test('without Redis the subscription answers within seconds and takes effect once Redis is there', async () => {
    const redis = new OwnRedis(await freePort());
    const publisher = connectRedis(redis.url, { name: 'bus-test-pub' });
    const subscriber = connectRedis(redis.url, { name: 'bus-test-sub' });
    const bus = new RedisBus(publisher, subscriber, 'bus-test:');
    try {
      const heard: unknown[] = [];
      const started = Date.now();
      await bus.subscribe('later', (message) => heard.push(message));
      expect(Date.now() - started).toBeLessThan(10_000);
      await redis.start();
      await waitFor('Abonnent verbunden', () => subscriber.status === 'ready', 15_000, 50);
      await waitFor(
        'Nachricht angekommen',
        async () => {
          await bus.publish('later', { ok: true }).catch(() => undefined);
          return heard.length > 0;
        },
        15_000,
        200,
      );
      expect(heard[0]).toEqual({ ok: true });
    } finally {
      await bus.close();
      publisher.disconnect();
      subscriber.disconnect();
      await redis.stop();
    }
  }, 60_000);
});
