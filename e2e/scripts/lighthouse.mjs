#!/usr/bin/env node
// Lighthouse bench (a report, not a test): every public page a customer lands on, Lighthouse's mobile preset
// (simulated slow 4G, 4× CPU slowdown) in Debian's Chromium, against the production build served exactly as
// `npm start` serves it (scripts/serve-static.mjs), median of 3 runs per page, one table beside the targets.
//
//   node e2e/scripts/lighthouse.mjs [--runs=3] [--only=/news,/login,/product/] [--port=5040] [--serve]
//                                   [--visit=first|returning|both] [--api-root=<folder>]
//
// --visit: „first“ (default) measures a first visitor (cookie banner unanswered); „returning“ a visitor who has
// answered the banner before and arrives with an empty HTTP cache (after a release, on a second device); „both“
// measures both, one table each. Lighthouse clears the HTTP cache before every run but keeps localStorage, where
// the shell keeps the visitor's cookie choice: the returning pass stores that choice (under the consent version
// the API answers now) in the measuring browser before its runs.
//
// --api-root: run the API from another copy of the repository's api/ folder (as in ssr-bench.mjs), e.g. an exported
// commit while the working tree's API is being changed.
//
// --serve starts the same servers and database and keeps them running without measuring (Ctrl+C stops): the pages
// as the bench sees them, for DevTools or a trace.
//
// Its own ports (default shell 5040, areas 5041–5047, API 5049), its own fresh database (seeded demo data).
// The JSON reports are written to e2e/artifacts/lighthouse/<time>/.
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium as playwright } from 'playwright-core';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import env from '../../tooling/env.cjs';
import { compose } from '../../scripts/compose.mjs';
import { serveStatic } from '../../scripts/serve-static.mjs';
import { benchEnvironment, serveAreas, startApi } from './bench-servers.mjs';
import { printTable } from './bench-table.mjs';

const { ROOT, frontEndSettings, readEnv } = env;
const E2E_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'];

const args = process.argv.slice(2);
const option = (name, fallback) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const RUNS = Number(option('runs', '3'));
const SERVE_ONLY = args.includes('--serve');
const BASE_PORT = Number(option('port', '5040'));
const API_ROOT = option('api-root', '');
const VISIT = option('visit', 'first');
const VISITS = VISIT === 'both' ? ['first', 'returning'] : [VISIT];
if (VISITS.some((visit) => visit !== 'first' && visit !== 'returning')) {
  console.error(`--visit=${VISIT}: erlaubt sind first, returning oder both`);
  process.exit(2);
}
const ONLY = option('only', '')
  .split(',')
  .map((entry) => entry.trim())
  .filter(Boolean);

/** The targets of every public page (issue 15). */
export const TARGETS = { performance: 95, lcpMs: 2000, tbtMs: 150, cls: 0.02, jsBeforeLcpKb: 150, otherScores: 100 };

const SHELL_PORT = BASE_PORT;
const API_PORT = BASE_PORT + 9;
const API = `http://127.0.0.1:${API_PORT}`;
const SHELL = `http://127.0.0.1:${SHELL_PORT}`;

/** The pages of issue 15, slugs taken from the API's sitemap (the public pages a search engine sees). */
async function pages() {
  const sitemap = await (await fetch(`${API}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  const first = (prefix) => paths.find((candidate) => candidate.startsWith(prefix) && candidate.length > prefix.length);
  // The sitemap lists no provider pages yet: the first provider of the provider search stands in.
  const firstProvider = async () => {
    try {
      const search = await (await fetch(`${API}/provider_search?per_page=1`)).json();
      const slug = search?.data?.[0]?.slug;
      return slug ? `/provider-detail/${slug}` : undefined;
    } catch {
      return undefined;
    }
  };
  const list = [
    ['Startseite', '/'],
    ['News', '/news'],
    ['News-Artikel', first('/news/')],
    ['Produktliste', '/product-list'],
    ['Suchergebnis', '/product-search?keyword=Honig'],
    ['Produkt', first('/product/')],
    ['Anmelden', '/login'],
    ['Registrieren', '/register'],
    ['Anbieter werden', '/become-a-provider'],
    ['Anbieter', first('/provider-detail/') ?? (await firstProvider())],
    ['Anbietersuche', '/provider-search'],
    ['Essen', '/food-provider-search'],
    ['Speisekarte', first('/food/menu/') ?? '/food/menu/pizzeria-da-marco'],
    ['Kontakt', '/chat/contact'],
    ['Immobilien', '/properties'],
    ['Immobilie', first('/property-detail/')],
    ['Bauen & Wohnen', '/living_worlds'],
    ['Bauen & Wohnen (Seite)', '/bauen-wohnen'],
    ['Lead-Kategorie', first('/world-category/lead/')],
    ['Anbieterfinder', '/finder'],
  ];
  // --only takes exact URLs, a prefix ending in "/" (e.g. /product/ for the product page) or a label.
  const wanted = ([label, url]) =>
    ONLY.length === 0 || ONLY.some((entry) => entry === url || entry === label || (entry.endsWith('/') && url.startsWith(entry)));
  return list.filter(([, url]) => url).filter(wanted);
}

function figures(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const metrics = lhr.audits.metrics?.details?.items?.[0] ?? {};
  const observedLcp = metrics.observedLargestContentfulPaint ?? Infinity;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((request) => request.resourceType === 'Script');
  const jsBeforeLcp = scripts
    .filter((request) => (request.networkEndTime ?? Infinity) <= observedLcp + (metrics.observedNavigationStart ?? 0))
    .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    fcp: audit('first-contentful-paint'),
    requests: requests.length,
    jsTotal: scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    jsBeforeLcp,
    lcpElement: (lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? '').slice(0, 60),
  };
}

async function main() {
  const overrides = benchEnvironment({ shellPort: SHELL_PORT, apiPort: API_PORT, firstAreaPort: BASE_PORT + 1 });
  const environment = readEnv(ROOT, { ...process.env, ...overrides });
  const settings = frontEndSettings(environment);
  const shellDist = path.join(ROOT, 'shell', 'dist');
  await compose(shellDist, settings, environment);
  const servers = [];
  let stopApi = async () => {};
  let chrome;
  try {
    stopApi = await startApi({ overrides, shellPorts: [SHELL_PORT], name: 'lighthouse', apiRoot: API_ROOT });
    servers.push(await serveStatic({ root: shellDist, port: SHELL_PORT, spa: true }));
    servers.push(...(await serveAreas(settings, [SHELL, `http://localhost:${SHELL_PORT}`])));
    if (SERVE_ONLY) {
      console.log(`Bench-Server laufen: ${SHELL} (API ${API}) – Beenden mit Strg+C`);
      await new Promise((resolve) => {
        process.once('SIGINT', resolve);
        process.once('SIGTERM', resolve);
      });
      return;
    }
    const list = await pages();
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const reportDir = path.join(E2E_DIR, 'artifacts', 'lighthouse', stamp);
    mkdirSync(reportDir, { recursive: true });
    chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: CHROMIUM_FLAGS,
    });
    const loadBefore = loadavg()
      .map((value) => value.toFixed(2))
      .join(' ');
    // One unmeasured run first: a browser that has just started (its first navigation, caches and processes cold)
    // delayed the first page's paint by ~2 s, which a visitor's running browser does not.
    if (list.length > 0) {
      await lighthouse(`${SHELL}${list[0][1]}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    }
    for (const visit of VISITS) {
      if (visit === 'returning') await storeCookieChoice(chrome.port);
      await measure(chrome, list, visit, reportDir);
    }
    const loadAfter = loadavg()
      .map((value) => value.toFixed(2))
      .join(' ');
    console.log(`\nMaschinenlast (1/5/15 min) vorher ${loadBefore}, nachher ${loadAfter}; Berichte: ${path.relative(ROOT, reportDir)}`);
    await visitWithStatistics(list);
    await printVitals(
      API,
      'Web Vitals der Besuche dieses Laufs (Chromium ohne Drosselung, Zustimmung „Statistik“; 75. Perzentil je Seitentyp)',
    );
    const siteApi = (readEnv(ROOT, process.env).PUBLIC_API_URL ?? '').replace(/\/+$/, '');
    if (siteApi && siteApi !== API) {
      await printVitals(siteApi, `Web Vitals echter Besucher der Website (${siteApi}, letzte 28 Tage; 75. Perzentil je Seitentyp)`);
    }
  } finally {
    await chrome?.kill();
    await Promise.all(servers.map((server) => server.close()));
    await stopApi();
    await compose(shellDist);
  }
}

const VISIT_TITLES = {
  first: 'Erstbesuch (Cookie-Banner unbeantwortet)',
  returning: 'Wiederkehrender Besuch (Cookie-Wahl gespeichert, leerer HTTP-Cache)',
};

/**
 * The returning visitor's cookie choice („Nur notwendige“), stored in the measuring browser's localStorage for the
 * shell's origin as the shell stores it, under the consent version the API answers now.
 */
async function storeCookieChoice(port) {
  const layout = await (await fetch(`${API}/layoutData`)).json();
  const version = layout?.data?.consent_version;
  if (typeof version !== 'number') throw new Error('Die API nennt keine Version der Einwilligung (/layoutData consent_version).');
  const browser = await playwright.connectOverCDP(`http://127.0.0.1:${port}`);
  const page = await browser.contexts()[0].newPage();
  try {
    await page.goto(`${SHELL}/robots.txt`, { waitUntil: 'domcontentloaded' });
    await page.evaluate((value) => {
      globalThis.localStorage.setItem(
        'cookie_consent',
        JSON.stringify({ version: value, decidedAt: new Date().toISOString(), categories: ['necessary'] }),
      );
    }, version);
  } finally {
    await page.close();
  }
}

/** Lighthouse on every page of the list, median of RUNS runs, one table. */
async function measure(chrome, list, visit, reportDir) {
  const rows = [];
  for (const [label, url] of list) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) {
      const result = await lighthouse(`${SHELL}${url}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      const file = path.join(reportDir, `${visit}-${url.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${run + 1}.json`);
      writeFileSync(file, result.report);
      runs.push({ lhr: result.lhr, file });
    }
    const median = computeMedianRun(runs.map((entry) => entry.lhr));
    const chosen = runs.find((entry) => entry.lhr === median) ?? runs[0];
    const value = figures(chosen.lhr);
    const ok =
      value.performance >= TARGETS.performance &&
      value.lcp <= TARGETS.lcpMs &&
      value.tbt <= TARGETS.tbtMs &&
      value.cls <= TARGETS.cls &&
      value.jsBeforeLcp <= TARGETS.jsBeforeLcpKb * 1024;
    rows.push([
      label,
      url,
      String(value.performance),
      `${(value.lcp / 1000).toFixed(1)} s`,
      `${Math.round(value.tbt)} ms`,
      value.cls.toFixed(3),
      `${(value.jsBeforeLcp / 1024).toFixed(0)} KB`,
      `${(value.jsTotal / 1024).toFixed(0)} KB`,
      String(value.requests),
      `${value.accessibility}/${value.bestPractices}/${value.seo}`,
      ok ? 'ok' : 'UNTER ZIEL',
      value.lcpElement || '–',
      runs.map((entry) => Math.round((entry.lhr.categories.performance.score ?? 0) * 100)).join(','),
      path.relative(ROOT, chosen.file),
    ]);
    console.log(`  ${label} ${url}: ${value.performance} (LCP-Element ${value.lcpElement || '–'})`);
  }
  printTable(
    `${VISIT_TITLES[visit]} — Lighthouse ${lighthouse.version ?? ''} mobil (simuliertes langsames 4G, 4× CPU), Median aus ${RUNS} Läufen — Ziel: Leistung ≥ ${TARGETS.performance}, ` +
      `LCP ≤ ${TARGETS.lcpMs / 1000} s, TBT ≤ ${TARGETS.tbtMs} ms, CLS ≤ ${TARGETS.cls}, JS vor LCP ≤ ${TARGETS.jsBeforeLcpKb} KB; A11y/BP/SEO = 100`,
    [
      'Seite',
      'URL',
      'Leistung',
      'LCP',
      'TBT',
      'CLS',
      'JS vor LCP',
      'JS gesamt',
      'Anfragen',
      'A11y/BP/SEO',
      '',
      'LCP-Element',
      'Läufe',
      'Bericht (Median)',
    ],
    rows,
  );
}

/**
 * One visit per page as a visitor who allowed „Statistik“: the page measures itself (web-vitals), a tap gives INP,
 * leaving the page sends the anonymous record to the API — the path real visitors' figures take (POST /vitals).
 */
async function visitWithStatistics(list) {
  const browser = await playwright.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS });
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, locale: 'de-DE' });
  try {
    // the visitor's choice, made as on the site: „Alle akzeptieren“ on the cookie banner
    const page = await context.newPage();
    await page.goto(`${SHELL}/`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Alle akzeptieren', exact: true }).click({ timeout: 30_000 });
    await page.waitForFunction(() => globalThis.localStorage.getItem('cookie_consent') !== null, undefined, { timeout: 30_000 });
    for (const [, url] of list) {
      // going to the next page hides this one: it sends its record then
      await page.goto(`${SHELL}${url}`, { waitUntil: 'networkidle', timeout: 30_000 });
      await page
        .locator('h1')
        .first()
        .click({ timeout: 10_000 })
        .catch(() => undefined);
      await page.waitForTimeout(300);
    }
    await page.goto('about:blank');
    // keepalive requests finish after the page is gone
    await new Promise((resolve) => setTimeout(resolve, 1000));
  } finally {
    await browser.close();
  }
}

/** The figures an API collected (p75 per page type, GET /vitals/summary). */
async function printVitals(api, title) {
  let body;
  try {
    const response = await fetch(`${api}/vitals/summary`, { signal: AbortSignal.timeout(3000) });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    body = await response.json();
  } catch (error) {
    console.log(`\n${title}: nicht erreichbar, die Website läuft nicht (${error.message ?? error})`);
    return;
  }
  const rows = (body.data ?? []).map((row) => [
    row.page_type,
    String(row.samples),
    row.lcp_p75 == null ? '–' : `${row.lcp_p75} ms`,
    row.inp_p75 == null ? '–' : `${row.inp_p75} ms`,
    row.cls_p75 == null ? '–' : String(row.cls_p75),
  ]);
  if (rows.length === 0) {
    console.log(`\n${title}: noch keine Messungen`);
    return;
  }
  printTable(title, ['Seitentyp', 'Messungen', 'LCP', 'INP', 'CLS'], rows);
}

await main();
