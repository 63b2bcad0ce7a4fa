/**
 * Food benchmarks (not a test), PostgreSQL (DATABASE_URL or the local `test`).
 *
 * `npm run bench:food` — board latency: 200 connected boards (Server-Sent Events of the pizzeria), then status
 * changes through `/changeStatusOfFoodOrders`; for each change the time from sending the call to the event arriving on
 * every board. In one process (memory bus), or with `BENCH_REDIS=1` (REDIS_URL or 127.0.0.1:6379) through Redis with
 * two instances (the boards spread over both, the calls go to the first). BENCH_BOARDS (200), BENCH_ORDERS (40).
 *
 * `npm run bench:food -- list` — the board list: 50,000 food orders of the pizzeria (set-based seed: every status,
 * one to three dishes each), autocannon with 50 connections against `/getFoodTypeOrders` (the four tabs, pages 1–5,
 * 50 a page as the board asks), once on an unchanged board and once while BENCH_CHANGES (5) orders a second are
 * accepted, then the query plan of the list query. Targets ≥ 1,000 req/s, p99 < 100 ms. BENCH_DURATION (10 s), BENCH_PORT (4314), BENCH_DATABASE (`mp_bench_food_list`), BENCH_KEEP=1 keeps that database for
 * the next run. BENCH_CPU_PROF=1 writes a CPU profile of the API process (`bench/server.ts`).
 */
import { loadavg } from 'node:os';
import autocannon, { type Result } from 'autocannon';
import type pg from 'pg';
import {
  adminUrl,
  benchDatabaseExists,
  dropBenchDatabase,
  recreateBenchDatabase,
  databaseUrl,
  startBenchServer,
  serverCpu,
  withClient,
  type BenchServer,
} from './server';
import { FOOD_ORDER_STATUSES } from '../src/db/schema/food';

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

async function latency() {
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
    await dropBenchDatabase(database);
  }
}

// --- the board list with 50,000 food orders ---------------------------------------------------------------------

const LIST_ORDERS = 50_000;
const LIST_DATABASE = process.env.BENCH_DATABASE ?? 'mp_bench_food_list';
/** Status changes per second during the list's second run (BENCH_CHANGES). */
const CHANGES_PER_SECOND = Number(process.env.BENCH_CHANGES ?? 5);
/** Status by order number: a busy evening's open orders, the rest done (completed, some rejected or cancelled). */
const LIST_STATUSES = [
  'pending',
  'confirmed',
  'processing',
  'on_delivery',
  'ready_for_pickup',
  'completed',
  'completed',
  'completed',
  'completed',
  'completed',
  'completed',
  'rejected',
  'cancelled',
  'completed',
  'completed',
  'completed',
];

/** 50,000 cash food orders of the pizzeria (orders, vendor orders, dishes, food rows and dish states), set-based. */
async function fillFoodOrders(client: pg.Client): Promise<void> {
  const ids = await client.query<{ provider: number; customer: number; product: number; variant: number }>(
    `select p.id as provider, c.id as customer, sp.id as product, v.id as variant
       from users p, users c, shop_products sp join shop_product_variants v on v.product_id = sp.id and v.is_default
      where p.email = 'pizzeria@example.com' and c.email = 'kunde@example.com' and sp.provider_id = p.id and sp.name = 'Pizza Margherita'`,
  );
  const seed = ids.rows[0];
  if (!seed) throw new Error('Die Demodaten haben keine Pizzeria, keinen Kunden oder keine Pizza Margherita.');
  const address = `jsonb_build_object('gender', 'female', 'first_name', 'Mia', 'last_name', 'Klein' || n % 97, 'company', '',
    'street', 'Kastanienallee', 'street_number', (n % 90)::text, 'zip', '10435', 'city', 'Berlin', 'country', 'DE', 'email', '', 'phone', '')`;
  await client.query(
    `insert into shop_orders (order_number, cart_key, user_id, status, payment_method, payment_status, payment_reference,
       items_cents, shipping_cents, total_cents, tax_cents, vat, amount_due_cents, customer_email, billing_address,
       shipping_address, terms_accepted_at, created_at, updated_at)
     select 'FOOD-' || n, gen_random_uuid(), $1, 'processing', 'cash', 'pending', 'FOOD-' || n, 850 * (1 + n % 3), 250,
       850 * (1 + n % 3) + 250, 0, '[]'::jsonb, 850 * (1 + n % 3) + 250, 'kunde@example.com', ${address}, ${address},
       now(), now() - n * interval '1 minute', now() - n * interval '1 minute'
     from generate_series(1, ${LIST_ORDERS}) n`,
    [seed.customer],
  );
  await client.query(
    `insert into shop_vendor_orders (order_id, vendor_order_number, provider_id, provider_name, status, delivery_mode,
       shipping_method_name, cash_option, items_cents, shipping_cents, total_cents, tax_cents, vat, amount_due_cents, created_at, updated_at)
     select o.id, o.order_number || '-1', $1, 'Pizzeria Da Marco', 'confirmed', 'shipping', 'Lieferung', 'on_delivery',
       o.items_cents, o.shipping_cents, o.total_cents, 0, '[]'::jsonb, o.amount_due_cents, o.created_at, o.updated_at
     from shop_orders o where o.order_number like 'FOOD-%'`,
    [seed.provider],
  );
  await client.query(
    `insert into shop_order_items (order_id, vendor_order_id, product_id, variant_id, product_name, qty, unit_price_cents,
       line_total_cents, tax_rate, line_net_cents, line_tax_cents)
     select v.order_id, v.id, $1, $2, 'Pizza Margherita', 1 + v.id % 3, 850, 850 * (1 + v.id % 3), 7, 0, 0
     from shop_vendor_orders v where v.vendor_order_number like 'FOOD-%'`,
    [seed.product, seed.variant],
  );
  await client.query(
    `insert into food_orders (vendor_order_id, provider_id, user_id, status, created_at, updated_at)
     select v.id, v.provider_id, $1, ($2::text[])[1 + v.id % ${LIST_STATUSES.length}], v.created_at, v.updated_at
     from shop_vendor_orders v where v.vendor_order_number like 'FOOD-%'`,
    [seed.customer, LIST_STATUSES],
  );
  await client.query(
    `insert into food_order_item_states (order_item_id, vendor_order_id, status)
     select i.id, i.vendor_order_id, 'ready' from shop_order_items i join food_orders f on f.vendor_order_id = i.vendor_order_id`,
  );
  // The board's counts by status, as the food service keeps them for orders it registers.
  await client.query(
    `insert into food_boards (provider_id, pending_version, processing_version, delivery_version, completed_version, pending, confirmed,
       processing, on_delivery, ready_for_pickup, completed, rejected, cancelled)
     select provider_id, 1, 1, 1, 1, ${FOOD_ORDER_STATUSES.map((status) => `count(*) filter (where status = '${status}')`).join(', ')}
     from food_orders group by provider_id
     on conflict (provider_id) do update set pending_version = food_boards.pending_version + 1,
       processing_version = food_boards.processing_version + 1, delivery_version = food_boards.delivery_version + 1,
       completed_version = food_boards.completed_version + 1, pending = excluded.pending, confirmed = excluded.confirmed,
       processing = excluded.processing, on_delivery = excluded.on_delivery, ready_for_pickup = excluded.ready_for_pickup,
       completed = excluded.completed, rejected = excluded.rejected, cancelled = excluded.cancelled`,
  );
  await client.query('vacuum analyze');
}

function listLine(label: string, result: Result): string {
  const errors = result.errors + result.timeouts + result.non2xx;
  const met = result.requests.average >= 1000 && result.latency.p99 < 100 && errors === 0 ? '✓' : '✗';
  return `| ${label} | 50 | ${result.requests.average.toFixed(0)} | ${result.latency.p50} ms | ${result.latency.p99} ms | ${errors} | ${met} |`;
}

async function boardList() {
  const port = Number(process.env.BENCH_PORT ?? 4314);
  const duration = Number(process.env.BENCH_DURATION ?? 10);
  const keep = process.env.BENCH_KEEP === '1';
  const exists = await benchDatabaseExists(LIST_DATABASE);
  if (!(keep && exists)) {
    await recreateBenchDatabase(LIST_DATABASE);
    await (await startBenchServer({ port, database: LIST_DATABASE })).stop();
    await withClient(databaseUrl(LIST_DATABASE), fillFoodOrders);
  }
  const server = await startBenchServer({ port, database: LIST_DATABASE });
  try {
    const token = (await call<{ token: string }>(server.url, null, 'POST', 'login', { email: 'pizzeria@example.com', password: PASSWORD }))
      .token;
    const tabs = ['pending', 'processing', 'delivery', 'completed'];
    let next = 0;
    const path = () => {
      const n = next++;
      return `/getFoodTypeOrders?status=${tabs[n % tabs.length]}&page=${1 + (Math.floor(n / tabs.length) % 5)}&per_page=50`;
    };
    const run = (seconds: number) =>
      autocannon({
        url: server.url,
        connections: 50,
        duration: seconds,
        headers: { authorization: `Bearer ${token}` },
        requests: [{ setupRequest: (request) => ({ ...request, path: path() }) }],
      });
    await run(2);
    const cpuBefore = await serverCpu(server, LIST_DATABASE);
    const before = loadavg()
      .map((value) => value.toFixed(1))
      .join(' / ');
    const result = await run(duration);
    const cpuAfter = await serverCpu(server, LIST_DATABASE);
    const after = loadavg()
      .map((value) => value.toFixed(1))
      .join(' / ');
    // The same load while the restaurant works: newest pending orders accepted at a steady rate, each a new board
    // version of the tabs it touches (so their kept pages are read again).
    const pendingIds = await withClient(databaseUrl(LIST_DATABASE), async (client) =>
      (
        await client.query<{ id: number }>(
          `select f.vendor_order_id as id from food_orders f join users p on p.id = f.provider_id
            where p.email = 'pizzeria@example.com' and f.status = 'pending' order by f.vendor_order_id desc limit 1000`,
        )
      ).rows.map((row) => row.id),
    );
    let changed = 0;
    const changer = setInterval(() => {
      const id = pendingIds.shift();
      if (id === undefined) return;
      void call(server.url, token, 'POST', 'changeStatusOfFoodOrders', { order_id: id, status: 'confirmed' }).then(
        () => (changed += 1),
        () => undefined,
      );
    }, 1000 / CHANGES_PER_SECOND);
    const busyCpuBefore = await serverCpu(server, LIST_DATABASE);
    const busy = await run(duration);
    const busyCpuAfter = await serverCpu(server, LIST_DATABASE);
    clearInterval(changer);
    const plans = await withClient(databaseUrl(LIST_DATABASE), async (client) => {
      const provider = (await client.query<{ id: number }>(`select id from users where email = 'pizzeria@example.com'`)).rows[0]!.id;
      const explain = async (sql: string) =>
        (await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, costs off, timing on) ${sql}`)).rows
          .map((row) => row['QUERY PLAN'])
          .join('\n');
      return {
        page: await explain(
          `select f.vendor_order_id, f.status from food_orders f where f.provider_id = ${provider}
            and (case f.status when 'pending' then 0 when 'confirmed' then 1 when 'processing' then 1 when 'on_delivery' then 2
              when 'ready_for_pickup' then 2 else 3 end) = 2 order by f.vendor_order_id desc limit 50 offset 100`,
        ),
        completed: await explain(
          `select f.vendor_order_id from food_orders f where f.provider_id = ${provider} and f.status in ('completed', 'rejected', 'cancelled')
            order by f.vendor_order_id desc limit 50 offset 200`,
        ),
        tabs: await explain(`select status, count(*) from food_orders where provider_id = ${provider} group by status`),
      };
    });
    console.log(
      `\n${LIST_ORDERS.toLocaleString('de-DE')} Essensbestellungen der Pizzeria (PostgreSQL); Last (1/5/15 min) vorher ${before}, nachher ${after}\n`,
    );
    console.log('| Szenario | Verb. | req/s | p50 | p99 | Fehler | ≥ 1000 req/s, p99 < 100 ms |');
    console.log('|---|---|---|---|---|---|---|');
    console.log(listLine('GET /getFoodTypeOrders (4 Reiter, Seiten 1–5, 50 je Seite)', result));
    console.log(listLine(`dasselbe, dabei ${CHANGES_PER_SECOND} Statuswechsel je Sekunde (${changed} angenommen)`, busy));
    const cpuLine = (label: string, run: Result, from: typeof cpuBefore, to: typeof cpuBefore) => {
      const requests = run.requests.total;
      const perRequest = (seconds: number) => ((seconds * 1000) / Math.max(1, requests)).toFixed(2);
      return (
        `${label}: API-Prozess ${perRequest(to.api - from.api)} ms, ` +
        `PostgreSQL-Verbindungen der API ${perRequest(to.postgres - from.postgres)} ms (${requests} Anfragen)`
      );
    };
    console.log('\nCPU-Zeit je Anfrage (weniger lastabhängig als req/s):');
    console.log(cpuLine('- ohne Änderungen', result, cpuBefore, cpuAfter));
    console.log(cpuLine(`- mit ${CHANGES_PER_SECOND} Statuswechseln je Sekunde`, busy, busyCpuBefore, busyCpuAfter));
    for (const [name, plan] of Object.entries(plans)) console.log(`\nPlan (${name}):\n${plan}`);
  } finally {
    await server.stop();
    if (!keep) await dropBenchDatabase(LIST_DATABASE);
  }
}

const main = process.argv[2] === 'list' ? boardList : latency;

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
