/**
 * Food board latency (not a test): 200 connected boards (Server-Sent Events of the pizzeria), then status changes
 * through `/changeStatusOfFoodOrders`; for each change the time from sending the call to the event arriving on every
 * board. In one process (memory bus), or with `BENCH_REDIS=1` (REDIS_URL or 127.0.0.1:6379) through Redis with two
 * instances (the boards spread over both, the calls go to the first). PostgreSQL (DATABASE_URL or the local `test`).
 * `npm run bench:food`; BENCH_BOARDS (200), BENCH_ORDERS (40).
 */
import { adminUrl, startBenchServer, withClient, type BenchServer } from './server';

const BOARDS = Number(process.env.BENCH_BOARDS ?? 200);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 40);
const REDIS = process.env.BENCH_REDIS === '1';
const PASSWORD = 'Marktplatz2026!';

async function call<T>(base: string, token: string | null, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${base}/${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as { data: T; message?: string };
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${json.message ?? ''}`);
  return json.data;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

async function main() {
  const database = `mp_bench_food_${process.pid}`;
  await withClient(adminUrl, (client) => client.query(`create database ${database}`));
  const servers: BenchServer[] = [];
  try {
    const env: Record<string, string> = REDIS
      ? { REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', REDIS_PREFIX: `bench-food-${process.pid}:` }
      : {};
    servers.push(await startBenchServer({ port: 4310, database, env }));
    if (REDIS) servers.push(await startBenchServer({ port: 4311, database, env }));
    const base = servers[0]!.url;
    const provider = (await call<{ token: string }>(base, null, 'POST', 'login', { email: 'pizzeria@example.com', password: PASSWORD }))
      .token;
    const customer = (await call<{ token: string }>(base, null, 'POST', 'login', { email: 'kunde@example.com', password: PASSWORD })).token;

    // The boards.
    const received = new Map<string, number[]>();
    const controllers: AbortController[] = [];
    await Promise.all(
      Array.from({ length: BOARDS }, async (_, index) => {
        const { ticket } = await call<{ ticket: string }>(base, provider, 'POST', 'food/events/ticket');
        const server = servers[index % servers.length]!;
        const controller = new AbortController();
        controllers.push(controller);
        const response = await fetch(`${server.url}/food/events?ticket=${ticket}&last_event_id=999999999`, { signal: controller.signal });
        const reader = response.body!.getReader();
        const decoder = new TextDecoder();
        let buffer = '';
        void (async () => {
          try {
            for (;;) {
              const chunk = await reader.read();
              if (chunk.done) return;
              buffer += decoder.decode(chunk.value);
              let end = buffer.indexOf('\n\n');
              while (end >= 0) {
                const block = buffer.slice(0, end);
                buffer = buffer.slice(end + 2);
                const data = block.split('\n').find((line) => line.startsWith('data: '));
                if (data) {
                  const event = JSON.parse(data.slice(6)) as { order_id: number; status: string; type: string };
                  const key = `${event.order_id}:${event.status}:${event.type}`;
                  received.set(key, [...(received.get(key) ?? []), performance.now()]);
                }
                end = buffer.indexOf('\n\n');
              }
            }
          } catch {
            /* aborted */
          }
        })();
      }),
    );

    // Orders to move (through the shop's cart and the cash checkout).
    const menu = await call<{ categories: { dishes: { name: string; variant_id: number }[] }[] }>(
      base,
      null,
      'GET',
      'api/foodProviderBySlugNew?slug=pizzeria-da-marco',
    );
    const variant = menu.categories.flatMap((category) => category.dishes).find((dish) => dish.name === 'Pizza Margherita')!.variant_id;
    const orderIds: number[] = [];
    for (let i = 0; i < ORDERS; i += 1) {
      const cart = await call<{
        cart_key: string;
        groups: { provider_id: number; shipping: { methods: { id: number; is_pickup: boolean }[] } }[];
      }>(base, customer, 'POST', 'cart/add', { variant_id: variant, qty: 2 });
      const group = cart.groups[0]!;
      const delivery = group.shipping.methods.find((method) => !method.is_pickup)!;
      await call(base, customer, 'POST', 'updateCartItemShipping', {
        cart_key: cart.cart_key,
        provider_id: group.provider_id,
        shipping_method_id: delivery.id,
      });
      await call(base, customer, 'POST', 'order_store_bycash', { cart_key: cart.cart_key, accept_terms: 1 });
    }
    const list = await call<{ id: number; status: string }[]>(base, provider, 'GET', 'getFoodTypeOrders?status=pending&per_page=100');
    orderIds.push(...list.map((order) => order.id).slice(0, ORDERS));

    const latencies: number[] = [];
    let complete = 0;
    for (const id of orderIds) {
      const sent = performance.now();
      await call(base, provider, 'POST', 'changeStatusOfFoodOrders', { order_id: id, status: 'confirmed' });
      const key = `${id}:confirmed:status`;
      const deadline = performance.now() + 5_000;
      while ((received.get(key)?.length ?? 0) < BOARDS && performance.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 2));
      const times = received.get(key) ?? [];
      if (times.length === BOARDS) complete += 1;
      latencies.push(...times.map((time) => time - sent));
    }
    controllers.forEach((controller) => controller.abort());
    console.log(
      JSON.stringify(
        {
          mode: REDIS ? 'redis, 2 instances' : 'in-process',
          boards: BOARDS,
          changes: orderIds.length,
          changes_reaching_every_board: complete,
          p50_ms: Math.round(percentile(latencies, 50) * 10) / 10,
          p99_ms: Math.round(percentile(latencies, 99) * 10) / 10,
        },
        null,
        2,
      ),
    );
  } finally {
    for (const server of servers) await server.stop();
    await withClient(adminUrl, (client) => client.query(`drop database if exists ${database} with (force)`));
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
