/**
 * Web benchmark (a report, not a test): initial JS per app in gzip bytes, and the landing page in Chromium with
 * 4× CPU slowdown — requests, transferred bytes, initial JS, LCP and CLS — beside the targets; then the SSR server's
 * throughput and render times per server-rendered page type against the client-rendered answer (e2e/scripts/ssr-bench.mjs).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { AREAS, E2E_DIR, SHELL_ORIGIN, SHELL_TEST_PORT, assertBuilt, distDir } from '../harness/areas.js';
import { ensureApi } from '../harness/api.js';
import { launchBrowser, openSession } from '../harness/browser.js';
import { openSite } from '../harness/flows.js';
import { exposeOwnJsFiles, readManifest, remoteEntryFile } from '../harness/manifest.js';
import { startSite, type Site } from '../harness/site.js';

const KB = 1024;
const TARGET_LANDING_JS = 200 * KB;
/** An area's own code (remote entry + exposed module, singletons excluded): 80 KB at first, 60 KB since the page-speed work. */
const TARGET_AREA_JS = 60 * KB;
const TARGET_LCP_MS = 1500;
// Five runs: a steadier median on a machine shared with other work.
const RUNS = 5;

function gzipBytes(file: string): number {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const verdict = (ok: boolean) => (ok ? 'ok' : 'ÜBER ZIEL');

function printTable(title: string, header: string[], rows: string[][]): void {
  const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ');
  console.log(`\n${title}\n${line(header)}\n${widths.map((width) => '-'.repeat(width)).join('  ')}`);
  for (const row of rows) console.log(line(row));
}

/** Maps a URL of the composed site back to the file on disk that served it. */
function fileForUrl(url: string): string | undefined {
  const { port, pathname } = new URL(url);
  const owner = Number(port) === SHELL_TEST_PORT ? 'shell' : AREAS.find((candidate) => candidate.testPort === Number(port))?.dir;
  if (!owner) return undefined;
  const file = path.join(distDir(owner), decodeURIComponent(pathname));
  return existsSync(file) ? file : undefined;
}

interface LandingRun {
  requests: number;
  transferred: number;
  jsUrls: string[];
  lcp: number;
  /** The LCP element: tag, and its image URL or the start of its text. */
  lcpElement: string;
  fcp: number;
  cls: number;
}

async function measureLanding(page: Page): Promise<LandingRun> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let requests = 0;
  let transferred = 0;
  const jsUrls = new Set<string>();
  cdp.on('Network.requestWillBeSent', () => {
    requests += 1;
  });
  cdp.on('Network.responseReceived', (event: { type: string; response: { url: string } }) => {
    if (event.type === 'Script') jsUrls.add(event.response.url);
  });
  cdp.on('Network.loadingFinished', (event: { encodedDataLength: number }) => {
    transferred += event.encodedDataLength;
  });
  await page.addInitScript(() => {
    const vitals = { lcp: 0, lcpElement: '', fcp: 0, cls: 0 };
    Object.defineProperty(window, '__e2eVitals', { value: vitals });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { element: Element | null; url: string }>) {
        vitals.lcp = entry.startTime;
        const element = entry.element;
        vitals.lcpElement = element
          ? `${element.tagName.toLowerCase()} ${entry.url || (element.textContent ?? '').trim().slice(0, 40)}`
          : '';
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') vitals.fcp = entry.startTime;
    }).observe({ type: 'paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) vitals.cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await openSite(page, `${SHELL_ORIGIN}/`);
  await page.waitForLoadState('networkidle');
  // Two frames after the network settled, so the last paint has reported its LCP candidate.
  const vitals = await page.evaluate(
    () =>
      new Promise<{ lcp: number; lcpElement: string; fcp: number; cls: number }>((resolve) => {
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            resolve({
              ...(window as unknown as { __e2eVitals: { lcp: number; lcpElement: string; fcp: number; cls: number } }).__e2eVitals,
            }),
          ),
        );
      }),
  );
  await cdp.detach();
  return { requests, transferred, jsUrls: [...jsUrls], ...vitals };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function main(): Promise<void> {
  assertBuilt();
  const api = await ensureApi((line) => console.log(line));
  let site: Site | undefined;
  const browser = await launchBrowser();
  try {
    site = await startSite();
    const runs: LandingRun[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const session = await openSession(browser);
      try {
        runs.push(await measureLanding(session.page));
      } finally {
        await session.close();
      }
    }
    const first = runs[0];
    if (!first) throw new Error('keine Messung');

    const landingFiles = first.jsUrls.map((url) => ({ url, file: fileForUrl(url) }));
    const unknown = landingFiles.filter((entry) => !entry.file).map((entry) => entry.url);
    const landingJs = landingFiles.reduce((sum, entry) => sum + (entry.file ? gzipBytes(entry.file) : 0), 0);
    const shellJs = landingFiles
      .filter((entry) => entry.url.startsWith(`${SHELL_ORIGIN}/`) && entry.file)
      .reduce((sum, entry) => sum + gzipBytes(entry.file ?? ''), 0);

    const appRows: string[][] = [
      [
        'shell (Startseite, vor jedem Bereich)',
        kb(shellJs),
        `≤ ${kb(TARGET_LANDING_JS)} (Startseite gesamt)`,
        verdict(landingJs <= TARGET_LANDING_JS),
      ],
    ];
    for (const candidate of AREAS) {
      const dist = distDir(candidate.dir);
      const manifest = readManifest(dist);
      const files = [remoteEntryFile(manifest), ...exposeOwnJsFiles(manifest, './Area')];
      const bytes = files.reduce((sum, file) => sum + gzipBytes(path.join(dist, file)), 0);
      appRows.push([`${candidate.dir} (remoteEntry + ./Area)`, kb(bytes), `≤ ${kb(TARGET_AREA_JS)}`, verdict(bytes <= TARGET_AREA_JS)]);
    }
    printTable('Initiales JS je App (gzip -9, ohne geteilte Singletons bei Bereichen)', ['App', 'gzip', 'Ziel', ''], appRows);

    const lcp = median(runs.map((run) => run.lcp));
    printTable(
      `Startseite in Chromium, 4× CPU-Drosselung, kalter Cache (Median aus ${RUNS} Läufen)`,
      ['Messgröße', 'Wert', 'Ziel', ''],
      [
        ['Anfragen', String(median(runs.map((run) => run.requests))), '', ''],
        ['Übertragen', kb(median(runs.map((run) => run.transferred))), '', ''],
        ['Initiales JS gesamt (gzip -9)', kb(landingJs), `≤ ${kb(TARGET_LANDING_JS)}`, verdict(landingJs <= TARGET_LANDING_JS)],
        ['  davon JS-Dateien', String(first.jsUrls.length), '', ''],
        ['  davon Shell und geteilte Bibliotheken', kb(shellJs), '', ''],
        ['  davon Bereiche (Rahmen-Widgets, im Leerlauf geladen)', kb(landingJs - shellJs), '', ''],
        ['FCP', `${Math.round(median(runs.map((run) => run.fcp)))} ms`, '', ''],
        ['LCP', `${Math.round(lcp)} ms`, `≤ ${TARGET_LCP_MS} ms`, verdict(lcp <= TARGET_LCP_MS)],
        ['  LCP-Element', runs.find((run) => run.lcp === lcp)?.lcpElement ?? '', '', ''],
        ['CLS', median(runs.map((run) => run.cls)).toFixed(3), '', ''],
      ],
    );
    const sharedByFile = new Map<string, string>();
    for (const owner of ['shell', ...AREAS.map((candidate) => candidate.dir)]) {
      for (const shared of readManifest(distDir(owner)).shared) {
        for (const file of [...shared.assets.js.sync, ...shared.assets.js.async]) {
          sharedByFile.set(path.join(distDir(owner), file), shared.name);
        }
      }
    }
    const largest = landingFiles
      .filter((entry) => entry.file)
      .map((entry) => ({ ...entry, bytes: gzipBytes(entry.file ?? '') }))
      .sort((a, b) => b.bytes - a.bytes);
    printTable(
      'JS-Dateien der Startseite, größte zuerst',
      ['Datei', 'gzip', 'geteiltes Paket'],
      largest.map((entry) => [entry.url.replace(/^http:\/\/127\.0\.0\.1/, ''), kb(entry.bytes), sharedByFile.get(entry.file ?? '') ?? '']),
    );
    console.log(`\nLäufe (LCP ms): ${runs.map((run) => Math.round(run.lcp)).join(', ')}; API: ${api.available ? 'ja' : 'nein'}`);
    if (unknown.length > 0) console.log(`JS ohne Datei auf der Platte (nicht mitgezählt): ${unknown.join(', ')}`);
  } finally {
    await browser.close();
    await site?.stop();
    await api.stop();
  }
}

/**
 * The SSR bench in its own process (its own ports, API and shell servers; after this bench's servers are stopped): the
 * server render on and off per page type of scripts/ssr/pages.mjs at 20 concurrent requests.
 */
function ssrBench(): void {
  console.log('\nSSR-Server: Durchsatz und Renderzeit je Seitentyp (Server-Render gegen die Antwort ohne)');
  const result = spawnSync(process.execPath, [path.join(E2E_DIR, 'scripts', 'ssr-bench.mjs')], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`SSR-Bench fehlgeschlagen (Code ${result.status ?? result.signal})`);
}

await main();
ssrBench();
