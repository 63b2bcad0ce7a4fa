/**
 * Stores benchmark (not a test): 10,000 providers with 30,000 stores on PostgreSQL, autocannon with 50 connections
 * against the provider search (one industry, postal code 10115 with a 25 km radius, sorted by distance) and the
 * provider page (`api/providerPageData`, a different provider on every request). Prints req/s, p50/p99 and errors.
 * Targets: ≥ 1,000 req/s each, p99 < 100 ms.
 *
 *   npx -y pnpm@10.34.8 --filter @marktplatz/api bench:stores
 *   BENCH_DURATION=10 BENCH_PORT=4012 BENCH_DATABASE=mp_bench_stores … bench:stores
 *
 * `BENCH_ONLY=page,locations` measures only the named scenarios (search, page, locations: `/providerStoreLocations`
 * of changing providers, the provider page's second read).
 *
 * Steps: drop and create `mp_bench_stores`, start the API once (migrations, demo data), stop it, add the providers,
 * their industries, stores (a tenth of them around Berlin, the rest spread over Germany), weekly times (a week's seven
 * rows together, as the service saves them) and the stores' search points with
 * `INSERT … SELECT generate_series`, VACUUM ANALYZE, start the API again, warm up, measure, stop, drop the database.
 */
import { loadavg } from 'node:os';
import autocannon, { type Result } from 'autocannon';
import type pg from 'pg';
import { benchSettings, cpuProfileArgs, serverCpu, type BenchServer, databaseUrl, withBenchDatabase, withClient } from './server';

/** BENCH_DURATION, BENCH_PORT, BENCH_DATABASE=<name>, BENCH_KEEP=1 (see benchSettings). */
const BENCH = benchSettings({ port: 4012, database: 'mp_bench_stores' });
const { duration: DURATION, port: PORT, database: DATABASE } = BENCH;
const PROVIDERS = 10_000;
const STORES = 30_000;
const CONNECTIONS = 50;
/** `BENCH_ONLY=page,locations`: only these scenarios (keys: search, page, locations). */
const ONLY = process.env.BENCH_ONLY?.split(',').map((key) => key.trim());
const wanted = (key: string) => !ONLY || ONLY.includes(key);
/**
 * `BENCH_CPU_PROF=<dir>` (or `=1` for BENCH_CPU_PROF_DIR, default `<tmp>/marktplatz-bench-profiles`): the measured API runs with `node --cpu-prof` and writes its
 * profile into that directory when it stops (open it in Chrome DevTools or speedscope); the API that fills the database does not.
 */
const SERVER_STARTS = { fillNodeArgs: [], nodeArgs: cpuProfileArgs() };

/** Providers, industries, stores and weekly times in a handful of set-based statements. */
async function fill(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ id: number }>('select id from industries where parent_id is not null order by id');
  const industryIds = rows.map((row) => row.id);
  await client.query(`
    insert into users (role, email, password_hash, first_name, last_name, email_confirmed_at)
    select 'Company', 'bench-anbieter-' || n || '@example.com', 'nicht-anmeldbar', 'Bench', 'Anbieter ' || n, now()
    from generate_series(1, ${PROVIDERS}) n`);
  await client.query(`
    insert into provider_profiles (user_id, company_name, city, zip_code, slug)
    select id, 'Bench Anbieter ' || substr(email, 16, position('@' in email) - 16), 'Berlin', '10115', 'bench-anbieter-' || substr(email, 16, position('@' in email) - 16)
    from users where email like 'bench-anbieter-%'`);
  // verified trader data (Art. 30 DSA): only verified providers are found and have a public page
  await client.query(`
    insert into provider_onboarding (provider_id, status, company_name, verified_at, verified_by)
    select id, 'verified', 'Bench Anbieter', now(), 'bench' from users where email like 'bench-anbieter-%'`);
  await client.query(
    `insert into provider_industries (provider_id, industry_id)
     select id, ($1::int[])[1 + (id % array_length($1::int[], 1))] from users where email like 'bench-anbieter-%'`,
    [industryIds],
  );
  // three stores per provider: the first around Berlin for every tenth provider, the others anywhere in Germany
  await client.query(`
    insert into store_locations (provider_id, title, street, zipcode, city, state, latitude, longitude, is_default)
    select u.id, 'Filiale ' || s, 'Hauptstraße', '10115', 'Berlin', 'BE',
      case when s = 1 and u.id % 10 = 0 then 52.52 + (random() - 0.5) * 0.6 else 47.5 + random() * 7.2 end,
      case when s = 1 and u.id % 10 = 0 then 13.40 + (random() - 0.5) * 0.9 else 6.0 + random() * 9.0 end,
      s = 1
    from users u cross join generate_series(1, ${STORES / PROVIDERS}) s
    where u.email like 'bench-anbieter-%'`);
  await client.query(`
    insert into store_location_times (location_id, kind, days, from_time, untill_time, after_from_time, after_untill_time, status)
    select l.id, 'opening', d, '09:00', '12:00', '14:00', '18:00', d < 7
    from store_locations l join users u on u.id = l.provider_id and u.email like 'bench-anbieter-%'
    cross join generate_series(1, 7) d
    order by l.id, d`);
  // the search points the stores service keeps for every store and industry of its provider (`search-points.ts`)
  await client.query(`
    insert into store_search_points (store_id, industry_id, provider_id, latitude, longitude)
    select l.id, pi.industry_id, l.provider_id, l.latitude, l.longitude
    from store_locations l join provider_industries pi on pi.provider_id = l.provider_id
    join users u on u.id = l.provider_id and u.email like 'bench-anbieter-%'`);
  await client.query('vacuum analyze');
}

/** Runs one measurement and the CPU seconds the API process and its PostgreSQL backends spent during it. */
async function measured(server: BenchServer, run: () => Promise<Result>): Promise<{ result: Result; api: number; postgres: number }> {
  const before = await serverCpu(server, DATABASE);
  const result = await run();
  const after = await serverCpu(server, DATABASE);
  return { result, api: after.api - before.api, postgres: Math.max(0, after.postgres - before.postgres) };
}

function cpuLine(label: string, run: { result: Result; api: number; postgres: number }): string {
  const requests = Math.max(1, run.result.requests.total);
  const perRequest = (seconds: number) => ((seconds * 1000) / requests).toFixed(2);
  return `CPU-Zeit je Anfrage ${label}: API-Prozess ${perRequest(run.api)} ms, PostgreSQL-Verbindungen der API ${perRequest(run.postgres)} ms (${run.result.requests.total} Anfragen)`;
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');

function line(label: string, result: Result): string {
  const errors = result.errors + result.timeouts + result.non2xx;
  const met = result.requests.average >= 1000 && result.latency.p99 < 100 && errors === 0 ? '✓' : '✗';
  return `| ${label} | ${CONNECTIONS} | ${result.requests.average.toFixed(0)} | ${result.latency.p50} ms | ${result.latency.p99} ms | ${errors} | ${met} ≥ 1000, p99 < 100 ms |`;
}

async function main(): Promise<void> {
  await withBenchDatabase(BENCH, { fill, ...SERVER_STARTS }, async (server) => {
    // the first industry with a parent, whose providers fill gave (the lowest id of those)
    const industry = await withClient(
      databaseUrl(DATABASE),
      async (client) =>
        (await client.query<{ id: number }>('select min(id) as id from industries where parent_id is not null')).rows[0]!.id,
    );
    const search = `http://127.0.0.1:${PORT}/provider_search?filter%5Bindustry%5D%5B%5D=${industry}&postal_code=10115&radius=25&sort=${encodeURIComponent('Entfernung (nächste)')}`;
    const probe = (await (await fetch(search)).json()) as { meta?: { total: number } };
    const pageUrl = `http://127.0.0.1:${PORT}/api/providerPageData?slug=bench-anbieter-`;
    // warm-up with the measured number of connections, so every pooled connection has planned its statements
    // (a new PostgreSQL connection plans a prepared statement several times before it keeps the generic plan)
    if (wanted('search')) await autocannon({ url: search, connections: CONNECTIONS, duration: 3 });
    if (wanted('page')) await autocannon({ url: `${pageUrl}1`, connections: CONNECTIONS, duration: 2 });
    const locationsPath = (n: number) => `/providerStoreLocations?slug=bench-anbieter-${(n % PROVIDERS) + 1}`;
    if (wanted('locations'))
      await autocannon({ url: `http://127.0.0.1:${PORT}${locationsPath(0)}`, connections: CONNECTIONS, duration: 2 });
    const loadBefore = load();
    const lines: string[] = [];
    const cpuLines: string[] = [];
    if (wanted('search')) {
      const searchRun = await measured(server, () => autocannon({ url: search, connections: CONNECTIONS, duration: DURATION }));
      lines.push(line('GET /provider_search (Branche, 10115 + 25 km, Entfernung)', searchRun.result));
      cpuLines.push(cpuLine('Suche', searchRun));
    }
    let counter = 0;
    if (wanted('page')) {
      const pageRun = await measured(server, () =>
        autocannon({
          url: `${pageUrl}1`,
          connections: CONNECTIONS,
          duration: DURATION,
          requests: [
            {
              setupRequest: (request) => ({ ...request, path: `/api/providerPageData?slug=bench-anbieter-${(counter++ % PROVIDERS) + 1}` }),
            },
          ],
        }),
      );
      lines.push(line('GET /api/providerPageData (wechselnde Anbieter)', pageRun.result));
      cpuLines.push(cpuLine('Anbieterseite', pageRun));
    }
    if (wanted('locations')) {
      const locationsRun = await measured(server, () =>
        autocannon({
          url: `http://127.0.0.1:${PORT}${locationsPath(0)}`,
          connections: CONNECTIONS,
          duration: DURATION,
          requests: [{ setupRequest: (request) => ({ ...request, path: locationsPath(counter++) }) }],
        }),
      );
      lines.push(line('GET /providerStoreLocations (wechselnde Anbieter)', locationsRun.result));
      cpuLines.push(cpuLine('Standorte', locationsRun));
    }
    console.log(
      `\n${PROVIDERS.toLocaleString('de-DE')} Anbieter, ${STORES.toLocaleString('de-DE')} Standorte (PostgreSQL); Suche findet ${probe.meta?.total ?? '?'} Anbieter im Umkreis; ` +
        `Last (1/5/15 min) vorher ${loadBefore}, nachher ${load()}\n`,
    );
    console.log('| Szenario | Verb. | req/s | p50 | p99 | Fehler | Ziel |');
    console.log('|---|---|---|---|---|---|---|');
    for (const entry of lines) console.log(entry);
    console.log(`\n${cpuLines.join('\n')}`);
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
