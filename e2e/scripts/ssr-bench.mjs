#!/usr/bin/env node
// SSR bench (a report, not a test; part of `npm run bench` through e2e/src/cli/bench.ts): the shell's production
// server (scripts/serve-static.mjs, as `npm start` serves it) with the server render on (MARKTPLATZ_SSR) and, as the
// baseline in the same run, off (the client-rendered answer), per server-rendered page type of scripts/ssr/pages.mjs:
// throughput and p50/p95/p99 of the answer at 20 concurrent requests, the server render's own time (the budgeted call:
// the page's API reads and the render), the share of answers actually server-rendered and the outcomes, the first
// answer after start (warm-up), HTML size — each for distinct addresses (every request a miss of the SSR server's
// render cache: the main figure) and for one address asked again and again (cache hits).
//   node e2e/scripts/ssr-bench.mjs [--port=5150] [--seconds=5] [--concurrency=20] [--api-root=<folder>] [--database-url=postgres://…]
// --api-root: run the API from another copy of the repository's api/ folder (`node scripts/start.mjs` there), e.g. an
// exported commit while the working tree's API is being changed. --database-url: the API on that PostgreSQL database
// (an empty one: migrated and seeded with the demo data at start) instead of a fresh embedded one.
// Needs the built apps (`npm run build`: shell/dist and every area's dist with dist/server). Its own ports (default
// shell 5150 with the server render, 5151 without, areas 5152–5159, API 5160) and its own fresh embedded database
// (seeded demo data), like the Lighthouse bench.
import { fork } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import env from '../../tooling/env.cjs';
import { compose } from '../../scripts/compose.mjs';
import { SERVER_RENDERED_PAGES } from '../../scripts/ssr/pages.mjs';
import { RENDER_BUDGET_MS } from '../../scripts/ssr/server-remotes.mjs';
import { placeholderPath, sitemapPaths, WARM_UP_SLUG } from '../../scripts/ssr/warm-up.mjs';
import { benchEnvironment, serveAreas, startApi } from './bench-servers.mjs';
import { printTable } from './bench-table.mjs';

const { ROOT, frontEndSettings, readEnv } = env;
const HERE = path.dirname(fileURLToPath(import.meta.url));

const args = process.argv.slice(2);
const option = (name, fallback) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const BASE_PORT = Number(option('port', '5150'));
const SECONDS = Number(option('seconds', '5'));
const CONCURRENCY = Number(option('concurrency', '20'));
const API_ROOT = option('api-root', '');
const DATABASE_URL = option('database-url', '');
/** Issue 42: server render p95 ≤ 50 ms per page type at 20 concurrent requests on this machine. */
const TARGET_P95_MS = 50;

const SSR_PORT = BASE_PORT;
const CSR_PORT = BASE_PORT + 1;
const API_PORT = BASE_PORT + 10;
const API = `http://127.0.0.1:${API_PORT}`;

/** Names of the page types by their first path segment. */
const LABELS = {
  product: 'Produkt',
  'product-list': 'Produktliste',
  'product-search': 'Suchergebnis',
  'provider-detail': 'Anbieter',
  'property-detail': 'Immobilie',
  properties: 'Immobilien',
  finder: 'Anbieterfinder',
  food: 'Speisekarte',
  'provider-search': 'Anbietersuche',
  living_worlds: 'Bauen & Wohnen',
  'world-category': 'Lead-Kategorie',
  'food-provider-search': 'Essen',
  news: 'News',
  login: 'Anmelden',
  register: 'Registrieren',
  chat: 'Kontakt',
};

/** One shell server process (ssr-bench-server.mjs); resolves once it has loaded and warmed up its server builds. */
function startShell(root, port, ssr) {
  const child = fork(path.join(HERE, 'ssr-bench-server.mjs'), [root, String(port), API, ssr ? '1' : '0'], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const waiting = [];
  child.on('message', (message) => waiting.shift()?.resolve(message));
  child.once('exit', (code) => {
    for (const pending of waiting.splice(0)) pending.reject(new Error(`Shell-Server auf ${port} beendet (Code ${code})`));
  });
  const next = () => new Promise((resolve, reject) => waiting.push({ resolve, reject }));
  const ask = (message) => {
    const answer = next();
    child.send(message);
    return answer;
  };
  return next().then((ready) => ({
    url: ready.url,
    warmUps: ready.warmUps,
    loaded: ready.loaded,
    reset: () => ask('reset'),
    stats: () => ask('stats'),
    stop: () => {
      if (child.exitCode !== null) return Promise.resolve();
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send('stop');
      return Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]).then(() => child.kill());
    },
  }));
}

/** Slugs of the API's provider search (`food=1`: food providers, whose menus are `/food/menu/<slug>`). */
async function providerSlugs(query) {
  try {
    const search = await (await fetch(`${API}/provider_search?per_page=50${query}`)).json();
    return (search?.data ?? []).map((provider) => provider?.slug).filter(Boolean);
  } catch {
    return [];
  }
}

/** Search words from the products' slugs (`bio-honig-500g` → `honig`), for distinct product searches. */
const searchWords = (paths) => [
  ...new Set(
    paths
      .filter((candidate) => /^\/product\/[^/]+$/.test(candidate))
      .flatMap((candidate) => candidate.split('/')[2].split('-'))
      .filter((word) => /^[a-zäöüß]{4,}$/.test(word)),
  ),
];

/**
 * Per page type of pages.mjs: one path for the same-URL measurement (from the API's sitemap, the first provider of the
 * search for provider pages) and every distinct real address of that type the API names (`paths`: the sitemap's
 * matches, the provider search's providers and food menus, searches for the words of the product names, list pages).
 */
async function pagePaths() {
  let paths = [];
  try {
    paths = sitemapPaths(await (await fetch(`${API}/sitemap.xml`)).text());
  } catch {
    // placeholders below
  }
  const providers = await providerSlugs('');
  paths.push(...providers.map((slug) => `/provider-detail/${slug}`));
  // The sitemap lists no menus yet: the demo data's pizzeria first (as in the Lighthouse bench), then the food search's.
  paths.push('/food/menu/pizzeria-da-marco', ...(await providerSlugs('&food=1')).map((slug) => `/food/menu/${slug}`));
  const words = searchWords(paths).slice(0, 50);
  const queries = [
    ...words.map((word) => `/product-search?keyword=${encodeURIComponent(word)}`),
    ...[1, 2, 3, 4].map((page) => `/product-list${page > 1 ? `?page=${page}` : ''}`),
    ...words.map((word) => `/product-list?keyword=${encodeURIComponent(word)}`),
  ];
  const used = new Set();
  return SERVER_RENDERED_PAGES.map((page) => {
    const placeholder = placeholderPath(page.pattern);
    const found = paths.find((candidate) => page.pattern.test(candidate)) ?? (placeholder?.includes(WARM_UP_SLUG) ? null : placeholder);
    const segment = (found ?? placeholder ?? page.pattern.source).split('/').filter(Boolean)[0]?.replace(/\\/g, '') ?? '';
    // Two page types under one first segment (a category and a provider's page in it): the second by its pattern.
    const name = LABELS[segment] ?? segment;
    const label = used.has(name) ? `${name} (${placeholder ?? page.pattern.source})` : name;
    used.add(name);
    const distinct = [
      ...new Set([found, ...paths, ...queries].filter((candidate) => candidate && page.pattern.test(candidate.split('?')[0]))),
    ];
    return { remote: page.remote, label, path: found, paths: distinct };
  });
}

/**
 * The addresses of a measurement, one per request: the same path every time, or (`distinct`) each real path once and
 * then the paths again with `bench=<round>` in the query — another address for the render cache (a miss) with the
 * same page to render, so every request of the measurement is a miss even where the API names few real addresses.
 */
function addresses(page, distinct) {
  let next = 0;
  return () => {
    if (!distinct) return page.path;
    const at = next;
    next += 1;
    const real = page.paths[at % page.paths.length];
    const round = Math.floor(at / page.paths.length);
    return round === 0 ? real : `${real}${real.includes('?') ? '&' : '?'}bench=${round}`;
  };
}

const percentile = (sorted, p) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const ms = (value) => (Number.isFinite(value) ? `${value < 10 ? value.toFixed(1) : Math.round(value)} ms` : '–');

/** `CONCURRENCY` clients asking `base` + the next address again and again for `SECONDS` (after an unmeasured warm phase). */
async function load(base, nextAddress) {
  const ask = async () => {
    const response = await fetch(`${base}${nextAddress()}`, { redirect: 'manual' });
    const body = await response.text();
    return { status: response.status, body };
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, () => ask().catch(() => null)));
  const latencies = [];
  let errors = 0;
  let bytes = 0;
  let serverRendered = 0;
  const started = performance.now();
  const deadline = started + SECONDS * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      const at = performance.now();
      try {
        const { status, body } = await ask();
        latencies.push(performance.now() - at);
        if (status !== 200) errors += 1;
        bytes += Buffer.byteLength(body);
        if (body.includes('data-ssr=')) serverRendered += 1;
      } catch {
        errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const elapsed = (performance.now() - started) / 1000;
  const sorted = latencies.sort((a, b) => a - b);
  return {
    requests: sorted.length,
    rps: sorted.length / elapsed,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    errors,
    htmlKb: sorted.length ? bytes / sorted.length / 1024 : 0,
    serverRendered,
  };
}

/** `12 von 100 (12 %)`. */
const share = (part, whole) => `${part} von ${whole} (${whole ? Math.round((100 * part) / whole) : 0} %)`;

/** Outcome counts of one area between two snapshots, as `rendered 812, over_budget 3`. */
function outcomes(before, after, area) {
  const now = after[area] ?? {};
  const then = before[area] ?? {};
  const parts = Object.keys(now)
    .map((outcome) => [outcome, (now[outcome] ?? 0) - (then[outcome] ?? 0)])
    .filter(([, count]) => count > 0)
    .map(([outcome, count]) => `${outcome} ${count}`);
  return parts.join(', ') || '–';
}

async function main() {
  const overrides = benchEnvironment({ shellPort: SSR_PORT, apiPort: API_PORT, firstAreaPort: BASE_PORT + 2 });
  const environment = readEnv(ROOT, { ...process.env, ...overrides });
  const settings = frontEndSettings(environment);
  const missing = ['shell', ...settings.areas.map((area) => area.folder)].filter(
    (folder) => !existsSync(path.join(ROOT, folder, 'dist', folder === 'shell' ? 'index.html' : 'mf-manifest.json')),
  );
  if (missing.length > 0)
    throw new Error(`Build fehlt: ${missing.map((folder) => `${folder}/dist`).join(', ')} – zuerst \`npm run build\`.`);
  // A copy of the shell's build with the bench's composition (the build's own folder stays as it is).
  const shellRoot = mkdtempSync(path.join(tmpdir(), 'marktplatz-ssr-bench-shell-'));
  cpSync(path.join(ROOT, 'shell', 'dist'), shellRoot, { recursive: true });
  await compose(shellRoot, settings, environment);
  const loadBefore = loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');
  const areaServers = [];
  const shells = [];
  let stopApi = async () => {};
  try {
    stopApi = await startApi({
      overrides,
      shellPorts: [SSR_PORT, CSR_PORT],
      name: 'ssr-bench',
      apiRoot: API_ROOT,
      databaseUrl: DATABASE_URL,
      timeoutMs: 600_000,
      stopWithBench: true,
      verbose: true,
    });
    const origins = [SSR_PORT, CSR_PORT].map((port) => `http://127.0.0.1:${port}`);
    areaServers.push(...(await serveAreas(settings, origins)));
    const startedAt = performance.now();
    const [ssr, csr] = await Promise.all([startShell(shellRoot, SSR_PORT, true), startShell(shellRoot, CSR_PORT, false)]);
    shells.push(ssr, csr);
    const warmUpSeconds = ((performance.now() - startedAt) / 1000).toFixed(1);
    console.log(`Shell-Server bereit nach ${warmUpSeconds} s (Server-Render ${ssr.url}, ohne ${csr.url})`);
    const pages = await pagePaths();

    // The first visitor of each page type after the start (server builds loaded and warmed up at start).
    const firstRows = [];
    for (const page of pages.filter((candidate) => candidate.path)) {
      await ssr.reset();
      const at = performance.now();
      const body = await (await fetch(`${ssr.url}${page.path}`)).text();
      const answer = performance.now() - at;
      const { renders } = await ssr.stats();
      firstRows.push([page.label, page.path, body.includes('data-ssr=') ? 'ja' : 'nein', ms(answer), ms(renders[0])]);
    }

    // Per page type: the client-rendered baseline and the server render with distinct addresses (every request a miss
    // of the render cache: the main figure), then the server render of one address again and again (cache hits).
    const rows = [];
    for (const page of pages) {
      if (!page.path) {
        rows.push([page.label, '(keine Seite im Sitemap)', '', '', '', '', '', '', '', '', '', '', '']);
        continue;
      }
      for (const [mode, shell, distinct] of [
        ['Client (Basis), verschiedene URLs', csr, true],
        ['Server-Render, verschiedene URLs', ssr, true],
        ['Server-Render, dieselbe URL', ssr, false],
      ]) {
        await shell.reset();
        const before = (await shell.stats()).counters;
        const figures = await load(shell.url, addresses(page, distinct));
        const stats = await shell.stats();
        const renders = stats.renders.sort((a, b) => a - b);
        const isSsr = shell === ssr;
        rows.push([
          page.label,
          mode,
          distinct ? String(page.paths.length) : '1',
          figures.rps.toFixed(0),
          ms(figures.p50),
          ms(figures.p95),
          ms(figures.p99),
          isSsr ? ms(percentile(renders, 50)) : '',
          isSsr ? ms(percentile(renders, 95)) : '',
          isSsr ? ms(percentile(renders, 99)) : '',
          isSsr ? (percentile(renders, 95) <= TARGET_P95_MS ? 'ok' : 'ÜBER ZIEL') : '',
          isSsr
            ? `${share(figures.serverRendered, figures.requests)} · ${outcomes(before, stats.counters, page.remote)}`
            : `${figures.requests}`,
          `${figures.htmlKb.toFixed(1)} kB${figures.errors ? ` · ${figures.errors} nicht 200` : ''}`,
        ]);
      }
    }
    const loadAfter = loadavg()
      .map((value) => value.toFixed(1))
      .join(' / ');

    printTable(
      `Erste Anfrage je Seitentyp nach dem Start (Server-Builds beim Start geladen und aufgewärmt, ${warmUpSeconds} s bis bereit)`,
      ['Seite', 'Pfad', 'auf dem Server gerendert', 'Antwort', 'Server-Render'],
      firstRows,
    );
    printTable(
      `SSR-Server je Seitentyp, ${CONCURRENCY} gleichzeitige Anfragen, ${SECONDS} s je Messung (Antwort: ganze Seite beim Client; ` +
        `Render: der budgetierte Aufruf mit den API-Abfragen der Seite, Budget ${RENDER_BUDGET_MS} ms, Ziel p95 ≤ ${TARGET_P95_MS} ms; ` +
        `„verschiedene URLs“: jede Anfrage eine andere Adresse, die echten der API, danach dieselben mit ?bench=<Runde> – ` +
        `jede ein Fehlgriff im Render-Cache, die Hauptzahl; „dieselbe URL“: Treffer im Render-Cache)`,
      [
        'Seite',
        'Antwort',
        'echte URLs',
        'Anfragen/s',
        'p50',
        'p95',
        'p99',
        'Render p50',
        'Render p95',
        'Render p99',
        'Ziel',
        'auf dem Server gerendert · Ergebnisse',
        'HTML',
      ],
      rows,
    );
    console.log(`\nSeiten: ${pages.map((page) => `${page.label} ${page.path ?? '–'}`).join(', ')}`);
    const few = pages.filter((page) => page.path && page.paths.length < CONCURRENCY);
    if (few.length > 0)
      console.log(
        `Weniger echte URLs als gleichzeitige Anfragen (verschiedene URLs vor allem über ?bench=<Runde>): ` +
          few.map((page) => `${page.label} ${page.paths.length}`).join(', '),
      );
    console.log(`Beim Start geladene Server-Builds: ${ssr.loaded.length}; Aufwärm-Renders: ${JSON.stringify(ssr.warmUps)}`);
    console.log(
      `Maschinenlast (1/5/15 min) vorher ${loadBefore}, nachher ${loadAfter}; API: ${DATABASE_URL ? 'PostgreSQL' : 'eingebettete Datenbank'} (Demodaten)`,
    );
  } finally {
    await Promise.all(shells.map((shell) => shell.stop()));
    await Promise.all(areaServers.map((server) => server.close()));
    await stopApi();
    rmSync(shellRoot, { recursive: true, force: true });
  }
}

await main();
