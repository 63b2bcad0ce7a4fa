/**
 * Shop benchmark (not a test): 100,000 products on PostgreSQL, autocannon with 50 connections against the product
 * list, the search and the product page. Prints req/s, p50/p95/p99 latency and errors per scenario, and the
 * server-side p95 of the search (from the `server-timing` header the shop routes send).
 * Targets: ≥ 1,000 req/s each, p99 < 100 ms, search p95 in the server < 50 ms.
 *
 *   npx -y pnpm@10.34.8 --filter @marktplatz/api bench:shop
 *   BENCH_DURATION=10 BENCH_PORT=4011 BENCH_PRODUCTS=100000 … bench:shop
 *
 * Steps: drop and create the database `mp_bench_shop` (on the server of DATABASE_URL, default the project's
 * local PostgreSQL), start the API once so it migrates and seeds the demo catalogue, stop it, multiply the
 * catalogue to 100,000 products with `INSERT … SELECT generate_series`, VACUUM ANALYZE, start the API again (tsx, as
 * `start:tsx`), warm up, measure, stop, drop the database.
 *
 * `BENCH_ONLY=product` (or a comma list of list, search, prefix, typo, suggest, product) warms up and measures only
 * those scenarios. Each row also gives the CPU milliseconds per request of the API process and of its PostgreSQL
 * backends (steadier than req/s while others load the machine) and the load average before the scenario.
 */
import { loadavg } from 'node:os';
import autocannon, { type Result } from 'autocannon';
import type pg from 'pg';
import { adminUrl, type BenchServer, databaseUrl, serverCpu, startBenchServer, withClient } from './server';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 4011);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const CONNECTIONS = 50;
const DATABASE = 'mp_bench_shop';
/** `BENCH_KEEP=1` keeps the database after the run and reuses it on the next (for looking at query plans). */
const KEEP = process.env.BENCH_KEEP === '1';
/** `BENCH_ONLY=product,search`: only these scenarios (keys: list, search, prefix, typo, suggest, product). */
const ONLY = process.env.BENCH_ONLY?.split(',').map((key) => key.trim());
const wanted = (key: string) => !ONLY || ONLY.includes(key);
const admin = <T>(work: (client: pg.Client) => Promise<T>, url = adminUrl): Promise<T> => withClient(url, work);
const startServer = () => startBenchServer({ port: PORT, database: DATABASE });
const stopServer = (server: BenchServer) => server.stop();

/** Multiplies the seeded catalogue to `PRODUCTS` rows, with variants, images, tags, SEO, data sheet and shipping. */
async function multiplyCatalogue(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ count: string; max: string }>('select count(*) as count, max(id) as max from shop_products');
  const seeded = Number(rows[0]?.count ?? 0);
  const maxId = Number(rows[0]?.max ?? 0);
  const extra = PRODUCTS - seeded;
  if (extra <= 0) return;
  const started = Date.now();
  await client.query('begin');
  await client.query('create temp table src on commit drop as select row_number() over (order by id) - 1 as rn, * from shop_products');
  await client.query(
    `insert into shop_products (provider_id, name, slug, sku, article_number, product_type, status, product_condition, details,
       short_description, price_cents, previous_price_cents, price_included, tax_id, stock, photo, unit, unit_type_id,
       unit_price_cents, measurement_unit, weight, manufacturer_id, is_local_manufacturer, shop_category_id,
       shop_subcategory_id, shop_childcategory_id, is_pickup, pickup_address, ein_number, is_variants, is_featured,
       view_count, rating_avg, rating_count, search_keywords, created_at, updated_at)
     select s.provider_id,
       s.name || ' ' || (array['Edition','Plus','Kompakt','Premium','Classic','Pro','Mini','Maxi','Natur','Deluxe'])[1 + g % 10] || ' ' || g,
       s.slug || '-' || g, s.sku || '-' || g, s.article_number || '-' || g, s.product_type, 'active', s.product_condition, s.details,
       s.short_description, greatest(99, (s.price_cents * (0.7 + (g % 61) / 100.0))::int),
       case when g % 4 = 0 then (s.price_cents * 1.3)::int end, true, s.tax_id, (g * 31) % 150,
       replace(s.photo, '.svg', '-' || (g % 4) || '.svg'), s.unit, s.unit_type_id,
       case when s.unit_price_cents is not null then (s.unit_price_cents * (0.7 + (g % 61) / 100.0))::int end,
       s.measurement_unit, s.weight, s.manufacturer_id, s.is_local_manufacturer, s.shop_category_id,
       s.shop_subcategory_id, s.shop_childcategory_id, s.is_pickup, s.pickup_address, s.ein_number, false, g % 97 = 0,
       (g * 7919) % 500, round(((g * 13) % 50) / 10.0, 2), (g * 7) % 40, s.search_keywords,
       now() - make_interval(mins => g), now() - make_interval(mins => g)
     from generate_series(1, $1::int) g join src s on s.rn = g % $2::int`,
    [extra, seeded],
  );
  const newer = `p.id > ${maxId}`;
  const source = `join src s on s.provider_id = p.provider_id and s.sku = substring(p.sku from '^[A-Z]+-[0-9]+')`;
  await client.query(`insert into shop_product_variants (product_id, is_default, name, article_no, price_cents, old_price_cents, qty, position)
    select p.id, true, '', p.sku, p.price_cents, p.previous_price_cents, p.stock, 0 from shop_products p where ${newer}`);
  await client.query(`insert into shop_product_images (product_id, image, alt, position)
    select p.id, replace(s.photo, '.svg', '-' || v || '.svg'), p.name, v from shop_products p ${source}, generate_series(1, 3) v where ${newer}`);
  await client.query(`insert into shop_product_tags (product_id, tag_id)
    select p.id, t.tag_id from shop_products p ${source} join shop_product_tags t on t.product_id = s.id where ${newer}`);
  await client.query(`insert into shop_product_shippings (product_id, shipping_method_id)
    select p.id, x.shipping_method_id from shop_products p ${source} join shop_product_shippings x on x.product_id = s.id where ${newer}`);
  await client.query(`insert into shop_product_features (product_id, name, value, position)
    select p.id, f.name, f.value, f.position from shop_products p ${source} join shop_product_features f on f.product_id = s.id where ${newer}`);
  await client.query(`insert into shop_product_seo (product_id, is_meta, meta_tag, meta_title, meta_description, tags)
    select p.id, true, o.meta_tag, p.name || ' online kaufen | Marktplatz', o.meta_description, o.tags
    from shop_products p ${source} join shop_product_seo o on o.product_id = s.id where ${newer}`);
  await client.query(`insert into shop_bulk_prices (product_id, min_qty, unit_price_cents)
    select p.id, b.min_qty, least(p.price_cents, (p.price_cents * b.unit_price_cents / greatest(s.price_cents, 1))::int)
    from shop_products p ${source} join shop_bulk_prices b on b.product_id = s.id where ${newer}`);
  await client.query('commit');
  await client.query('vacuum analyze');
  console.log(`${extra.toLocaleString('de-DE')} Produkte erzeugt in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

interface Row {
  scenario: string;
  'req/s': string;
  p50: string;
  p95: string;
  p99: string;
  errors: number;
  'server p95': string;
  'CPU API/PG je Anfrage': string;
  load: string;
  target: string;
}

const table: Row[] = [];

function percentile(values: number[], quantile: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(quantile * sorted.length))] ?? Number.NaN;
}

/** Runs one scenario: autocannon with a URL picked per request; client and server timings collected per response. */
async function scenario(server: BenchServer, name: string, pickUrl: () => string, serverTarget?: number): Promise<void> {
  const clientMs: number[] = [];
  const serverMs: number[] = [];
  const load = loadavg()[0]?.toFixed(1) ?? '';
  const cpuBefore = await serverCpu(server, DATABASE);
  const result: Result = await autocannon({
    url: `http://127.0.0.1:${PORT}`,
    connections: CONNECTIONS,
    duration: DURATION,
    requests: [
      {
        setupRequest: (request, context) => {
          context.started = performance.now();
          return { ...request, path: pickUrl() };
        },
        onResponse: (_status, _body, context, headers) => {
          const started = context.started;
          if (typeof started === 'number') clientMs.push(performance.now() - started);
          const timing = /dur=([\d.]+)/.exec(headers['server-timing'] ?? '');
          if (timing?.[1]) serverMs.push(Number(timing[1]));
        },
      },
    ],
  });
  const cpuAfter = await serverCpu(server, DATABASE);
  const perRequest = (seconds: number) => ((seconds * 1000) / Math.max(1, result.requests.total)).toFixed(2);
  const errors = result.errors + result.timeouts + result.non2xx;
  const serverP95 = percentile(serverMs, 0.95);
  const met =
    result.requests.average >= 1000 && result.latency.p99 < 100 && errors === 0 && (serverTarget === undefined || serverP95 < serverTarget);
  table.push({
    scenario: name,
    'req/s': result.requests.average.toFixed(0),
    p50: `${result.latency.p50} ms`,
    p95: `${percentile(clientMs, 0.95).toFixed(0)} ms`,
    p99: `${result.latency.p99} ms`,
    errors,
    'server p95': `${serverP95.toFixed(1)} ms`,
    'CPU API/PG je Anfrage': `${perRequest(cpuAfter.api - cpuBefore.api)} / ${perRequest(Math.max(0, cpuAfter.postgres - cpuBefore.postgres))} ms`,
    load,
    target: `${met ? '✓' : '✗'} ≥ 1000 req/s, p99 < 100 ms${serverTarget === undefined ? '' : `, Server-p95 < ${serverTarget} ms`}`,
  });
}

const KEYWORDS = [
  'Kaffee',
  'Tische',
  'Stuhl',
  'Honig',
  'Pfanne',
  'Kopfhörer',
  'Lautsprecher',
  'Notebook',
  'Brot',
  'Sneaker',
  'Hammer',
  'Wandfarbe',
  'Messer',
  'Leuchte',
  'Edelstahl',
  'Eiche',
  'Bio',
  'Gießkanne',
  'Espresso',
  'Smartphone',
];
/** What people type: the first letters of a word (as-you-type) and words with a typo. */
const PREFIXES = ['hon', 'kaf', 'tis', 'stu', 'pfa', 'kopf', 'laut', 'note', 'sne', 'ham', 'wand', 'mes', 'leu', 'edel', 'gie'];
const TYPOS = ['Hong', 'Honnig', 'Kafee', 'Tsich', 'Stuhll', 'Pfane', 'Kopfhörrer', 'Lautsprächer', 'Sneeker', 'Messr'];
const SORTS = ['', '&sort=price&direction=asc', '&sort=price&direction=desc', '&sort=rating', '&sort=recentlyAdded&direction=newest'];

function pick<T>(values: readonly T[]): T {
  return values[Math.floor(Math.random() * values.length)] as T;
}

/** Products in a kept benchmark database (0 when an earlier run stopped before the catalogue was complete). */
async function catalogueSize(): Promise<number> {
  return admin(async (client) => {
    const counted = await client.query<{ count: string }>('select count(*) as count from shop_products').catch(() => null);
    return Number(counted?.rows[0]?.count ?? 0);
  }, databaseUrl(DATABASE));
}

async function main(): Promise<void> {
  const exists = await admin(async (client) => {
    const found = await client.query('select 1 from pg_database where datname = $1', [DATABASE]);
    if (found.rowCount && KEEP && (await catalogueSize()) >= PRODUCTS) return true;
    await client.query(`drop database if exists ${DATABASE} with (force)`);
    await client.query(`create database ${DATABASE}`);
    return false;
  });
  let server: BenchServer | null = null;
  try {
    if (!exists) {
      server = await startServer();
      await stopServer(server);
      server = null;
      await admin(multiplyCatalogue, databaseUrl(DATABASE));
    }
    const { slugs, categories } = await admin(async (client) => {
      const products = await client.query<{ slug: string }>('select slug from shop_products tablesample system (5) limit 5000');
      const cats = await client.query<{ slug: string }>('select slug from shop_categories');
      return { slugs: products.rows.map((row) => row.slug), categories: cats.rows.map((row) => row.slug) };
    }, databaseUrl(DATABASE));
    server = await startServer();

    const listUrl = () =>
      Math.random() < 0.3
        ? `/latestProductList?page=${1 + Math.floor(Math.random() * 5)}&per_page=20`
        : `/api/search?category=${pick(categories)}&page=${1 + Math.floor(Math.random() * 3)}&per_page=20${pick(SORTS)}`;
    const searchUrl = () => `/api/search?keyword=${encodeURIComponent(pick(KEYWORDS))}&per_page=20${pick(SORTS.slice(0, 3))}`;
    const prefixUrl = () => `/api/search?keyword=${encodeURIComponent(pick(PREFIXES))}&per_page=20${pick(SORTS.slice(0, 3))}`;
    const typoUrl = () => `/api/search?keyword=${encodeURIComponent(pick(TYPOS))}&per_page=20${pick(SORTS.slice(0, 3))}`;
    const suggestUrl = () => {
      const word = pick(KEYWORDS);
      return `/productsListBySearch?keyword=${encodeURIComponent(word.slice(0, 2 + Math.floor(Math.random() * (word.length - 1))))}`;
    };
    const productUrl = () => `/shop/productBySlug/${encodeURIComponent(pick(slugs))}`;

    const scenarios: [key: string, name: string, pickUrl: () => string, serverTarget?: number][] = [
      ['list', 'Produktliste (api/search ohne Suchwort, latestProductList)', listUrl],
      ['search', 'Suche (api/search?keyword=…, german, gerankt)', searchUrl, 50],
      ['prefix', 'Suche, Wortanfang (api/search?keyword=hon …)', prefixUrl, 50],
      ['typo', 'Suche, Tippfehler (api/search?keyword=Honnig …)', typoUrl, 50],
      ['suggest', 'Vorschläge beim Tippen (productsListBySearch, 2–n Buchstaben)', suggestUrl, 50],
      ['product', 'Produktseite (/shop/productBySlug/{slug})', productUrl],
    ];
    const chosen = scenarios.filter(([key]) => wanted(key));
    // Warm-up: caches, connection pool, PostgreSQL buffers.
    for (const [, , pickUrl] of chosen) {
      await autocannon({
        url: `http://127.0.0.1:${PORT}`,
        connections: 10,
        duration: 3,
        requests: [{ setupRequest: (request) => ({ ...request, path: pickUrl() }) }],
      });
    }
    for (const [, name, pickUrl, serverTarget] of chosen) await scenario(server, name, pickUrl, serverTarget);
    console.log(
      `\nShop-Benchmark: ${PRODUCTS.toLocaleString('de-DE')} Produkte auf PostgreSQL, ${CONNECTIONS} Verbindungen, ${DURATION} s je Szenario\n`,
    );
    console.table(table);
  } finally {
    if (server) await stopServer(server);
    if (!KEEP) {
      await admin(async (client) => {
        await client.query(`drop database if exists ${DATABASE} with (force)`);
      });
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
