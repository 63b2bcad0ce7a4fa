/**
 * Orders benchmark (not a test): 100,000 vendor orders on PostgreSQL (half of them the demo provider's, the rest spread
 * over the other seeded providers; two lines each, a year of order dates, every status), autocannon with 50 connections
 * against `api/providerOrders` of the demo provider — without filters, and with filters (status and period, payment and
 * delivery, search) — and invoice PDFs per second rendered on one core (this process, `bench/invoices.ts`).
 * Prints req/s, p50/p99, errors, the machine's load average and the CPU time per request of the API process and of its
 * PostgreSQL backends (less dependent on the machine's load than req/s). Targets: ≥ 1,000 req/s, p99 < 100 ms.
 *
 *   npx -y pnpm@10.34.8 --filter @marktplatz/api bench:orders
 *   BENCH_DURATION=10 BENCH_PORT=4013 BENCH_KEEP=1 BENCH_DATABASE=mp_bench_orders … bench:orders
 */
import { loadavg } from 'node:os';
import autocannon, { type Result } from 'autocannon';
import type pg from 'pg';
import { measureInvoicePdfs } from './invoices';
import { benchSettings, databaseUrl, serverCpu, withBenchDatabase, withClient } from './server';

/** BENCH_DURATION, BENCH_PORT, BENCH_DATABASE=<name>, BENCH_KEEP=1 (see benchSettings). */
const BENCH = benchSettings({ port: 4013, database: 'mp_bench_orders' });
const { duration: DURATION, database: DATABASE } = BENCH;
const VENDOR_ORDERS = 100_000;
/** `BENCH_CONNECTIONS=1` measures one request after the other (latency without queueing). */
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PROVIDER_EMAIL = 'anbieter@example.com';
const NAMES = ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Becker', 'Schulz', 'Hoffmann'];
const STATUSES = ['pending', 'confirmed', 'shipped', 'completed', 'cancelled', 'completed', 'completed', 'shipped'];
const PAYMENTS = ['pending', 'paid', 'paid', 'partially_paid'];

/** Orders, vendor orders and two lines each, in a handful of set-based statements. */
async function fill(client: pg.Client): Promise<void> {
  const provider = await client.query<{ id: number }>('select id from users where email = $1', [PROVIDER_EMAIL]);
  const customer = await client.query<{ id: number }>(`select id from users where role = 'User' order by id limit 1`);
  const others = await client.query<{ id: number }>(`select id from users where role = 'Company' and email <> $1 order by id limit 20`, [
    PROVIDER_EMAIL,
  ]);
  const providerId = provider.rows[0]?.id;
  const customerId = customer.rows[0]?.id;
  if (!providerId || !customerId) throw new Error('Die Demodaten haben keinen Anbieter oder Kunden.');
  const otherIds = others.rows.length ? others.rows.map((row) => row.id) : [providerId];
  await client.query(
    `insert into shop_orders (order_number, cart_key, user_id, status, payment_method, payment_status, payment_reference,
       items_cents, shipping_cents, total_cents, tax_cents, vat, amount_due_cents, customer_email, billing_address,
       shipping_address, terms_accepted_at, created_at, updated_at)
     select 'BENCH-' || n, gen_random_uuid(), $1, 'processing', 'prepayment', ($2::text[])[1 + n % 4], 'BENCH-' || n,
       2380 * (1 + n % 3), 490, 2380 * (1 + n % 3) + 490, 380 * (1 + n % 3) + 78, '[]'::jsonb,
       2380 * (1 + n % 3) + 490, 'kunde' || n || '@example.com',
       jsonb_build_object('gender', 'female', 'first_name', 'Erika', 'last_name', ($3::text[])[1 + n % 10], 'company', '',
         'street', 'Hauptstraße', 'street_number', '1', 'zip', '10115', 'city', 'Berlin', 'country', 'DE',
         'email', 'kunde' || n || '@example.com', 'phone', ''),
       null, now(), now() - (n % 365) * interval '1 day' - (n % 1440) * interval '1 minute', now()
     from generate_series(1, ${VENDOR_ORDERS}) n`,
    [customerId, PAYMENTS, NAMES],
  );
  await client.query(
    `insert into shop_vendor_orders (order_id, vendor_order_number, provider_id, provider_name, status, delivery_mode,
       shipping_method_name, items_cents, shipping_cents, total_cents, tax_cents, vat, amount_due_cents, created_at, updated_at)
     select o.id, o.order_number || '-1',
       case when o.id % 2 = 0 then $1 else ($2::int[])[1 + o.id % array_length($2::int[], 1)] end,
       'Bench-Anbieter', ($3::text[])[1 + o.id % 8], case when o.id % 5 = 0 then 'pickup' else 'shipping' end,
       'DHL Paket', o.items_cents, o.shipping_cents, o.total_cents, o.tax_cents, o.vat, o.amount_due_cents, o.created_at, o.updated_at
     from shop_orders o where o.order_number like 'BENCH-%'`,
    [providerId, otherIds, STATUSES],
  );
  await client.query(
    `insert into shop_order_items (order_id, vendor_order_id, product_id, variant_id, product_name, qty, unit_price_cents,
       line_total_cents, tax_rate, line_net_cents, line_tax_cents)
     select v.order_id, v.id, 1, 1, case when line = 1 then 'Kaffeebecher ' || (v.id % 50) else 'Glasteller ' || (v.id % 30) end,
       1, 1190, 1190, 19, 1000, 190
     from shop_vendor_orders v cross join generate_series(1, 2) line where v.vendor_order_number like 'BENCH-%'`,
  );
  await client.query('vacuum analyze');
}

async function token(url: string): Promise<string> {
  const response = await fetch(`${url}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: PROVIDER_EMAIL, password: 'Marktplatz2026!' }),
  });
  const body = (await response.json()) as { data?: { token: string } };
  if (!body.data?.token) throw new Error(`Anmeldung ${PROVIDER_EMAIL} fehlgeschlagen`);
  return body.data.token;
}

function line(label: string, result: Result): string {
  const errors = result.errors + result.timeouts + result.non2xx;
  const met = result.requests.average >= 1000 && result.latency.p99 < 100 && errors === 0 ? '✓' : '✗';
  return `| ${label} | ${CONNECTIONS} | ${result.requests.average.toFixed(0)} | ${result.latency.p50} ms | ${result.latency.p99} ms | ${errors} | ${met} ≥ 1000, p99 < 100 ms |`;
}

function daysAgo(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}

async function main(): Promise<void> {
  await withBenchDatabase(BENCH, { fill }, async (server) => {
    const headers = { authorization: `Bearer ${await token(server.url)}` };
    const total = await withClient(databaseUrl(DATABASE), async (client) => {
      const { rows } = await client.query<{ count: string }>(
        `select count(*) from shop_vendor_orders where provider_id = (select id from users where email = $1)`,
        [PROVIDER_EMAIL],
      );
      return Number(rows[0]?.count ?? 0);
    });
    let plain = 0;
    const plainPath = () => `/api/providerOrders?page=${1 + (plain++ % 20)}&per_page=10`;
    const filtered = [
      () => `/api/providerOrders?status=confirmed&date_from=${daysAgo(90)}&date_to=${daysAgo(0)}`,
      () => `/api/providerOrders?payment=paid&delivery=shipping&page=2`,
      () => `/api/providerOrders?search=${encodeURIComponent(NAMES[plain % NAMES.length] ?? 'Müller')}`,
      () => `/api/providerOrders?status=completed&payment=paid&date_from=${daysAgo(30)}`,
    ];
    const filteredPath = () => filtered[plain++ % filtered.length]!();
    const run = (pick: () => string, connections: number, duration: number) =>
      autocannon({
        url: server.url,
        connections,
        duration,
        headers,
        requests: [{ setupRequest: (request) => ({ ...request, path: pick() }) }],
      });
    // Warm up with the measured connection count (the pool opens all its connections, each prepares its statements,
    // the JIT has compiled the hot paths); 2 s at 10 connections left the first scenario measuring the warm-up.
    await run(plainPath, CONNECTIONS, 5);
    await run(filteredPath, CONNECTIONS, 3);
    const load = loadavg()
      .map((value) => value.toFixed(1))
      .join(' / ');
    const measure = async (pick: () => string) => {
      const before = await serverCpu(server, DATABASE);
      const result = await run(pick, CONNECTIONS, DURATION);
      const after = await serverCpu(server, DATABASE);
      return { result, api: after.api - before.api, postgres: after.postgres - before.postgres };
    };
    const plainRun = await measure(plainPath);
    const filteredRun = await measure(filteredPath);
    const plainResult = plainRun.result;
    const filteredResult = filteredRun.result;
    const pdfs = await measureInvoicePdfs(Number(process.env.BENCH_SECONDS ?? 5));
    console.log(
      `\n${VENDOR_ORDERS.toLocaleString('de-DE')} Teilbestellungen (PostgreSQL), davon ${total.toLocaleString('de-DE')} beim gemessenen Anbieter; Last (1/5/15 min) vor dem Messen: ${load}, danach: ${loadavg()
        .map((value) => value.toFixed(1))
        .join(' / ')}\n`,
    );
    console.log('| Szenario | Verb. | req/s | p50 | p99 | Fehler | Ziel |');
    console.log('|---|---|---|---|---|---|---|');
    console.log(line('GET /api/providerOrders (ohne Filter, Seiten 1–20)', plainResult));
    console.log(line('GET /api/providerOrders (Status+Zeitraum, Zahlung+Lieferung, Suche)', filteredResult));
    const perRequest = (seconds: number, requests: number) => ((seconds * 1000) / Math.max(1, requests)).toFixed(2);
    console.log('\nCPU-Zeit je Anfrage (weniger lastabhängig als req/s):');
    for (const [label, measured] of [
      ['ohne Filter', plainRun],
      ['mit Filtern', filteredRun],
    ] as const) {
      const requests = measured.result.requests.total;
      console.log(
        `- ${label}: API-Prozess ${perRequest(measured.api, requests)} ms, PostgreSQL-Verbindungen der API ` +
          `${perRequest(measured.postgres, requests)} ms (${requests} Anfragen)`,
      );
    }
    console.log(
      `\nRechnungs-PDFs: ${pdfs.perSecond.toFixed(1)} je Sekunde auf einem Kern (${pdfs.count} in ${pdfs.seconds.toFixed(1)} s, ${(pdfs.bytes / 1024).toFixed(1)} KB je PDF, 12 Positionen)`,
    );
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
