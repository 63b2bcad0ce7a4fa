/**
 * Leads benchmark (not a test) on PostgreSQL, autocannon with 50 connections:
 *  - the provider lead list (`api/provider/leads?tab=open`) with 100,000 leads over 2,000 providers;
 *  - `api/providerByLeadRoute` by radius (lat/lng/radius) over 10,000 active routes, around eight cities and around ten
 *    small towns (where the search's near ring is sparse and the whole circle is read);
 *  - the property finder with a radius and the distance sort over 20,000 listings, around the same places.
 * Prints req/s, p50/p99 latency and the CPU time per request (API process, PostgreSQL backends) per scenario;
 * `BENCH_ONLY=radius,finder` runs only the listed scenarios (list, radius, finder, area). Targets: lead list ≥ 1,000 req/s, p99 < 100 ms; radius and finder
 * p99 < 50 ms.
 *
 *   npx -y pnpm@10.34.8 --filter @marktplatz/api bench:leads
 *   BENCH_DURATION=10 BENCH_PORT=4012 … bench:leads
 *
 * Steps: drop and create `mp_bench_leads` (or `BENCH_DATABASE`; on the server of DATABASE_URL), start the API once
 * (migrations and seed), stop it, generate the rows with SQL (`generate_series`; postal-code points from the reference
 * module), VACUUM ANALYZE, start the API again, warm up, measure, stop, drop the database (`BENCH_KEEP=1` keeps it and
 * reuses it on the next run). The lead list is measured for five providers whose „open“ tab has leads (pages 1–3).
 */
import { loadavg } from 'node:os';
import autocannon, { type Options, type Result } from 'autocannon';
import type pg from 'pg';
import { benchSettings, type BenchServer, databaseUrl, serverCpu, withBenchDatabase, withClient } from './server';
import { postalCodeCoordinates } from '../src/modules/reference/service';
import { allPostalCodes } from '../src/modules/reference/postal-codes';

/** BENCH_DURATION, BENCH_PORT, BENCH_DATABASE=<name>, BENCH_KEEP=1 (see benchSettings). */
const BENCH = benchSettings({ port: 4012, database: 'mp_bench_leads' });
const { duration: DURATION, port: PORT, database: DATABASE } = BENCH;
const CONNECTIONS = 50;
const PROVIDERS = 2_000;
const LEADS = 100_000;
const ROUTES = 10_000;
const PROPERTIES = 20_000;

/** Copies of a seeded row with a changed e-mail and no username (unique); every other column as seeded. */
async function copyUsers(client: pg.Client, fromEmail: string, prefix: string, count: number): Promise<void> {
  const { rows } = await client.query<{ column_name: string }>(
    `select column_name from information_schema.columns where table_name = 'users' and column_name not in ('id', 'email', 'username') order by ordinal_position`,
  );
  const columns = rows.map((row) => `"${row.column_name}"`).join(', ');
  await client.query(
    `insert into users (email, ${columns}) select '${prefix}' || g || '@bench.example', ${columns} from users u, generate_series(1, $1::int) g where u.email = $2`,
    [count, fromEmail],
  );
}

async function generate(client: pg.Client): Promise<void> {
  const started = Date.now();
  const points = allPostalCodes()
    .map((code) => postalCodeCoordinates(code)!)
    .filter(Boolean);
  await client.query('begin');
  await copyUsers(client, 'anbieter@example.com', 'anbieter-', PROVIDERS);
  await copyUsers(client, 'kunde@example.com', 'kunde-', 5_000);
  await client.query(
    `create temp table bench_providers on commit drop as select row_number() over (order by id) - 1 as n, id from users where email like 'anbieter-%@bench.example'`,
  );
  await client.query(
    `create temp table bench_customers on commit drop as select row_number() over (order by id) - 1 as n, id from users where email like 'kunde-%@bench.example'`,
  );
  const chosen = Array.from({ length: ROUTES }, (_, index) => points[(index * 7919) % points.length]!);
  await client.query(
    `insert into lead_routes (provider_id, world_category_id, name, slug, postal_code, radius_km, latitude, longitude, status)
     select p.id, 1 + (r.n % 6), 'Route ' || r.n, 'route-' || r.n, r.code, 10 + (r.n % 60), r.lat, r.lng, 'active'
     from unnest($1::text[], $2::float8[], $3::float8[]) with ordinality as r(code, lat, lng, n)
     join bench_providers p on p.n = r.n % ${PROVIDERS}`,
    [chosen.map((point) => point.postal_code), chosen.map((point) => point.latitude), chosen.map((point) => point.longitude)],
  );
  await client.query(
    `insert into inquiries (customer_id, title, message, postal_code, status, expires_at, created_at)
     select c.id, 'Anfrage ' || g, 'Bitte um ein Angebot.', '10115', 'open', now() + interval '10 days', now() - make_interval(mins => g)
     from generate_series(1, ${LEADS}) g join bench_customers c on c.n = g % 5000`,
  );
  await client.query(
    `insert into leads (inquiry_id, provider_id, status, created_at)
     select i.id, p.id, (array['open','open','requested','accepted','rejected'])[1 + (i.id % 5)], i.created_at
     from inquiries i join bench_providers p on p.n = i.id % ${PROVIDERS} where i.title like 'Anfrage %'`,
  );
  const { rows } = await client.query<{ count: string }>('select count(*) from properties');
  const seeded = Number(rows[0]?.count ?? 0);
  const { rows: columns } = await client.query<{ column_name: string }>(
    `select column_name from information_schema.columns where table_name = 'properties' and column_name not in ('id', 'slug', 'postal_code', 'latitude', 'longitude', 'created_at') order by ordinal_position`,
  );
  const list = columns.map((row) => `"${row.column_name}"`).join(', ');
  const spots = Array.from({ length: PROPERTIES - seeded }, (_, index) => points[(index * 104729) % points.length]!);
  await client.query(
    `insert into properties (slug, postal_code, latitude, longitude, created_at, ${list})
     select s.slug || '-b' || r.n, r.code, r.lat, r.lng, now() - make_interval(mins => r.n::int), ${columns.map((row) => `s."${row.column_name}"`).join(', ')}
     from unnest($1::text[], $2::float8[], $3::float8[]) with ordinality as r(code, lat, lng, n)
     join (select row_number() over (order by id) - 1 as k, * from properties) s on s.k = r.n % ${seeded}`,
    [spots.map((point) => point.postal_code), spots.map((point) => point.latitude), spots.map((point) => point.longitude)],
  );
  await client.query('commit');
  await client.query('vacuum analyze');
  console.log(`Daten erzeugt in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function token(email: string): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${PORT}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Marktplatz2026!' }),
  });
  const body = (await response.json()) as { data?: { token: string } };
  if (!body.data?.token) throw new Error(`Anmeldung ${email} fehlgeschlagen`);
  return body.data.token;
}

/** Prenzlau, Lüchow, Freyung, Daun, Leck, Osterburg, Geisa, Plau am See, Sangerhausen, Lindau: places far from a city. */
const RURAL_CODES = ['17291', '29439', '94078', '54550', '25917', '39606', '36419', '19395', '06536', '88131'];

/** `BENCH_ONLY=radius,finder` measures only the scenarios whose key is listed (keys: list, radius, finder, area). */
const ONLY = process.env.BENCH_ONLY?.split(',').map((key) => key.trim());
const wanted = (key: string) => !ONLY || ONLY.includes(key);

/**
 * One scenario: 2 s warm-up, then `DURATION` s measured, with the CPU seconds the API process and its PostgreSQL
 * backends spent per request (steadier than req/s on a loaded machine).
 */
async function measure(
  server: BenchServer,
  label: string,
  requests: { path: string; headers?: Record<string, string> }[],
): Promise<string> {
  const options: Options = {
    url: `http://127.0.0.1:${PORT}`,
    connections: CONNECTIONS,
    requests: requests.map((request) => ({ method: 'GET', ...request })),
  };
  await autocannon({ ...options, duration: 2 });
  const before = await serverCpu(server, DATABASE);
  const result: Result = await autocannon({ ...options, duration: DURATION });
  const after = await serverCpu(server, DATABASE);
  const failed = result.non2xx + result.errors;
  const requestsDone = Math.max(1, result.requests.total);
  const perRequest = (seconds: number) => ((seconds * 1000) / requestsDone).toFixed(2);
  return `${label.padEnd(66)} ${result.requests.average.toFixed(0).padStart(7)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms   Fehler ${failed}
${''.padEnd(58)} CPU-Zeit je Anfrage: API-Prozess ${perRequest(after.api - before.api)} ms, PostgreSQL ${perRequest(Math.max(0, after.postgres - before.postgres))} ms (${result.requests.total} Anfragen)`;
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');

/**
 * Five providers spread over the 2,000 whose „open“ tab has leads (the generator gives each provider one lead status
 * only, so every 300th provider would measure an empty tab).
 */
async function providersWithOpenLeads(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ email: string }>(
    `select email from (
       select u.email, row_number() over (order by u.id) - 1 as n from users u
       where u.email like 'anbieter-%@bench.example' and exists (select 1 from leads l where l.provider_id = u.id and l.status = 'open')
     ) p where n % 150 = 0 order by n limit 5`,
  );
  return rows.map((row) => row.email);
}

async function main(): Promise<void> {
  const lines: string[] = [];
  let loadBefore = '';
  await withBenchDatabase(BENCH, { fill: generate }, async (server) => {
    loadBefore = load();
    const emails = await withClient(databaseUrl(DATABASE), providersWithOpenLeads);
    const providers = await Promise.all(emails.map((email) => token(email)));
    if (wanted('list'))
      lines.push(
        await measure(
          server,
          `Lead-Liste (${LEADS.toLocaleString('de-DE')} Leads, ${PROVIDERS.toLocaleString('de-DE')} Anbieter)`,
          providers.map((value, index) => ({
            path: `/api/provider/leads?tab=open&page=${1 + (index % 3)}`,
            headers: { authorization: `Bearer ${value}` },
          })),
        ),
      );
    const centers = ['10115', '80331', '50667', '20095', '01067', '70173', '90402', '04109'].map((code) => postalCodeCoordinates(code)!);
    // Small towns and the countryside, where the radius search's near ring holds few providers and the whole circle is read.
    const countryside = RURAL_CODES.map((code) => postalCodeCoordinates(code)!);
    for (const [label, points] of [
      ['Großstädte', centers],
      ['ländlich', countryside],
    ] as const) {
      if (wanted('radius'))
        lines.push(
          await measure(
            server,
            `providerByLeadRoute, Umkreis 50 km, ${label} (${ROUTES.toLocaleString('de-DE')} Routen)`,
            points.map((point) => ({ path: `/api/providerByLeadRoute?lat=${point.latitude}&lng=${point.longitude}&radius=50` })),
          ),
        );
      if (wanted('finder'))
        lines.push(
          await measure(
            server,
            `Finder, 25 km, Entfernung, ${label} (${PROPERTIES.toLocaleString('de-DE')} Immobilien)`,
            points.map((point) => ({ path: `/api/finder?postal_code=${point.postal_code}&radius=25&sort=distance_asc` })),
          ),
        );
    }
    if (wanted('area'))
      lines.push(
        await measure(server, 'Finder, Wohnfläche absteigend, ohne Filter', [
          { path: '/api/finder?sort=area_desc' },
          { path: '/api/finder?sort=area_desc&page=40' },
        ]),
      );
  });
  console.log(
    `\nLeads-Benchmark, ${CONNECTIONS} Verbindungen, ${DURATION} s je Szenario (PostgreSQL); Last (1/5/15 min) vor dem Messen: ${loadBefore}, danach: ${load()}\n${lines.join('\n')}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
