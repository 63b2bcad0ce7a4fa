/**
 * The cost of the shared services: one and two API instances (separate processes, NODE_ENV=production, rate limit
 * off) on one PostgreSQL database and one Redis, on the same machine, with the hello-world ceiling in the same run.
 * Not a test (figures, no asserts). Needs DATABASE_URL and a Redis (REDIS_URL, default 127.0.0.1:6379).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx -y pnpm@10.34.8 --filter @marktplatz/api bench:instances
 *   BENCH_DURATION=10 …   seconds per run (default 10)
 *
 * - catalog read: `GET /latestProductList?per_page=20` with autocannon, 20 connections in all (two instances: one
 *   autocannon per instance, 10 connections each; req/s added, p99 the worse of the two).
 * - checkout: 8 clients, each placing orders in a loop — cart/add → updateCartItemShipping → orderPlace (the
 *   order's e-mails are queued in its transaction and delivered by the job workers meanwhile); with two instances
 *   the three calls of one checkout alternate between them.
 */
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { loadConfig } from '../src/config';
import { openPostgres } from '../src/db/client';
import { createCustomer, createProduct, createProvider, createShippingMethod } from '../test/fixtures/checkout';
import { type ApiProcess, freshPostgresDatabase, startApi } from '../test/services';
import { PRODUCTION_OPERATOR_ENV } from '../test/fixtures/operator';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const JWT_SECRET = 'bench-geheimnis-mit-mindestens-zweiunddreissig-zeichen';
const CHECKOUT_CLIENTS = 8;

interface Row {
  scenario: string;
  reqPerSec: string;
  p50: string;
  p99: string;
  errors: number;
}
const rows: Row[] = [];

function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function catalog(label: string, apis: ApiProcess[]): Promise<void> {
  const urls = apis.map((api) => `${api.url}/latestProductList?per_page=20`);
  const results = await Promise.all(urls.map((url) => autocannon({ url, connections: 20 / urls.length, duration: DURATION })));
  rows.push({
    scenario: `catalog read, ${label}`,
    reqPerSec: results.reduce((sum, result) => sum + result.requests.average, 0).toFixed(0),
    p50: `${Math.max(...results.map((result) => result.latency.p50))} ms`,
    p99: `${Math.max(...results.map((result) => result.latency.p99))} ms`,
    errors: results.reduce((sum, result) => sum + result.errors + result.timeouts + result.non2xx, 0),
  });
}

async function checkout(
  label: string,
  apis: ApiProcess[],
  customers: Array<{ token: string }>,
  product: { variantId: number },
  providerId: number,
  methodId: number,
): Promise<void> {
  const latencies: number[] = [];
  let errors = 0;
  let turn = 0;
  const deadline = Date.now() + DURATION * 1000;
  const post = async (api: ApiProcess, path: string, token: string, body: unknown) => {
    const response = await fetch(`${api.url}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const json = (await response.json()) as { data?: { cart_key?: string } };
    if (response.status >= 300) throw new Error(`${path}: ${response.status}`);
    return json;
  };
  await Promise.all(
    customers.map(async (customer) => {
      while (Date.now() < deadline) {
        const pick = () => apis[(turn += 1) % apis.length]!;
        const started = performance.now();
        try {
          const cart = await post(pick(), '/cart/add', customer.token, { variant_id: product.variantId, qty: 1 });
          const key = cart.data!.cart_key!;
          await post(pick(), '/updateCartItemShipping', customer.token, {
            cart_key: key,
            provider_id: providerId,
            shipping_method_id: methodId,
          });
          await post(pick(), '/orderPlace', customer.token, { cart_key: key, accept_terms: 1 });
          latencies.push(performance.now() - started);
        } catch {
          errors += 1;
        }
      }
    }),
  );
  rows.push({
    scenario: `checkout (3 calls), ${label}`,
    reqPerSec: `${(latencies.length / DURATION).toFixed(1)} orders/s`,
    p50: `${percentile(latencies, 50).toFixed(0)} ms`,
    p99: `${percentile(latencies, 99).toFixed(0)} ms`,
    errors,
  });
}

async function helloWorld(): Promise<void> {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const result = await autocannon({ url: `http://127.0.0.1:${port}/`, connections: 20, duration: DURATION });
  rows.push({
    scenario: 'hello-world ceiling (one process)',
    reqPerSec: result.requests.average.toFixed(0),
    p50: `${result.latency.p50} ms`,
    p99: `${result.latency.p99} ms`,
    errors: result.errors + result.non2xx,
  });
  await app.close();
}

async function main(): Promise<void> {
  if (!process.env.DATABASE_URL) throw new Error('DATABASE_URL fehlt (PostgreSQL).');
  const database = await freshPostgresDatabase('mp_bench_inst');
  const env = {
    NODE_ENV: 'production',
    ...PRODUCTION_OPERATOR_ENV,
    DATABASE_URL: database.url,
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_PREFIX: `mp-bench-${randomBytes(4).toString('hex')}:`,
    JWT_SECRET,
    RATE_LIMIT_MAX: '0',
    LOG_LEVEL: 'error',
    JOBS_POLL_MS: '500',
  };
  const apis: ApiProcess[] = [];
  const handle = openPostgres(database.url, 2);
  try {
    apis.push(await startApi(env));
    const config = { ...loadConfig({ NODE_ENV: 'test', JWT_SECRET }), jwtSecret: JWT_SECRET };
    const context = { db: handle.db, config };
    const provider = await createProvider(context, 'Bench-Hofladen');
    const methodId = await createShippingMethod(handle.db, provider.id, { name: 'Standardversand', priceCents: 490 });
    const product = await createProduct(handle.db, {
      providerId: provider.id,
      name: 'Bench-Apfelsaft',
      priceCents: 350,
      qty: 10_000_000,
      methodIds: [methodId],
    });
    const customers = [];
    for (let i = 0; i < CHECKOUT_CLIENTS; i += 1) customers.push(await createCustomer(context));

    await helloWorld();
    await catalog('1 instance', apis);
    await checkout('1 instance', apis, customers, product, provider.id, methodId);
    apis.push(await startApi(env));
    await catalog('2 instances', apis);
    await checkout('2 instances', apis, customers, product, provider.id, methodId);
  } finally {
    await Promise.all(apis.map((api) => api.kill()));
    await handle.close();
    await database.drop();
  }
  const { loadavg } = await import('node:os');
  console.log(
    `\n${new Date().toISOString()} · ${DURATION} s per run · load average ${loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')}`,
  );
  console.table(rows);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
