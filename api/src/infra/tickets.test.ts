import { Redis } from 'ioredis';
import { MemoryTicketStore, RedisTicketStore, TICKET_TTL_SECONDS, type TicketStore } from './tickets';

function behavesAsTicketStore(name: string, make: () => TicketStore | undefined) {
  describe(name, () => {
    it('redeems a ticket once, for the user it was issued to', async () => {
      const store = make();
      if (!store) return;
      const { ticket, expires_at } = await store.issue(42, 'chat');
      expect(new Date(expires_at).getTime()).toBeGreaterThan(Date.now());
      expect(await store.redeem(ticket, 'chat')).toBe(42);
      expect(await store.redeem(ticket, 'chat')).toBeNull();
    });

    it('refuses a ticket for another purpose and burns it', async () => {
      const store = make();
      if (!store) return;
      const { ticket } = await store.issue(7, 'food-events');
      expect(await store.redeem(ticket, 'chat')).toBeNull();
      expect(await store.redeem(ticket, 'food-events')).toBeNull();
    });

    it('refuses unknown and malformed tickets', async () => {
      const store = make();
      if (!store) return;
      expect(await store.redeem('x'.repeat(32), 'chat')).toBeNull();
      expect(await store.redeem('../../etc', 'chat')).toBeNull();
    });
  });
}

behavesAsTicketStore('MemoryTicketStore', () => new MemoryTicketStore());

describe('MemoryTicketStore expiry', () => {
  it('refuses a ticket after one minute', async () => {
    let now = 1_000_000;
    const store = new MemoryTicketStore(() => now);
    const { ticket } = await store.issue(1, 'chat');
    now += TICKET_TTL_SECONDS * 1000 + 1;
    expect(await store.redeem(ticket, 'chat')).toBeNull();
  });
});

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
let redis: Redis | undefined;
beforeAll(async () => {
  const client = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1000, retryStrategy: () => null });
  client.on('error', () => undefined);
  try {
    await client.connect();
    redis = client;
  } catch {
    client.disconnect();
  }
});
afterAll(async () => {
  await redis?.quit();
});
behavesAsTicketStore('RedisTicketStore (skipped without a local Redis)', () =>
  redis ? new RedisTicketStore(redis, `mp-test-${process.pid}:ticket:`) : undefined,
);
