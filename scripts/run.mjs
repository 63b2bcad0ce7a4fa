#!/usr/bin/env node
// Root commands of the workspace: start, dev, build, typecheck, contract, test, e2e, bench (lint: scripts/lint.mjs).
//   node scripts/run.mjs <command> [--no-api]   (--no-api: start/dev without the API)
import { spawn } from 'node:child_process';
import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import env from '../tooling/env.cjs';
import { compose } from './compose.mjs';
import { PNPM_VERSION } from './pnpm.mjs';

const { ROOT, frontEndSettings, readEnv } = env;
const APPS = ['@marktplatz/shell', '@marktplatz/mfe-*'];
const children = new Set();

class StepError extends Error {}

function log(message) {
  const tag = lanes.getStore()?.tag ?? '';
  console.log(`${tag}\n${tag}▶ ${message}`);
}

function packageJson(folder) {
  const file = path.join(ROOT, folder, 'package.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

function hasScript(folder, script) {
  return Boolean(packageJson(folder)?.scripts?.[script]);
}

const formatSeconds = (ms) => `${(ms / 1000).toLocaleString('de-DE', { maximumFractionDigits: 0 })} s`;

/**
 * `npm test` runs most of its steps in two lanes at once (`inLane`): the site's (build, page renders, journeys) and
 * the checks' (types, contract, lint, every package's tests). A lane's commands run in process groups of their own
 * (stopped together when a step fails); the checks' lane runs at a lower CPU priority (`nice -n 10`), so the journeys —
 * which wait on the browser and the network much of the time — keep the CPU when they need it and the checks use what
 * is left. Its output lines carry the lane's tag; every step prints its duration.
 */
const lanes = new AsyncLocalStorage();
const running = new Set();
const NICE = ['/usr/bin/nice', '/bin/nice'].find((file) => existsSync(file));

function inLane(lane, steps) {
  return lanes.run(lane, steps);
}

function forwardLines(stream, target, tag) {
  createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => target.write(`${tag}${line}\n`));
}

/** Runs a command to completion; throws a StepError naming the step on a non-zero exit. */
function run(step, command, args, options = {}) {
  const started = Date.now();
  const lane = lanes.getStore();
  const [file, argv] = lane?.nice && NICE ? [NICE, ['-n', '10', command, ...args]] : [command, args];
  const tag = lane?.tag ?? '';
  return new Promise((resolve, reject) => {
    const child = spawn(file, argv, {
      cwd: ROOT,
      stdio: tag ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      detached: Boolean(lane),
      ...options,
    });
    child.detachedGroup = Boolean(lane);
    running.add(child);
    if (tag) {
      forwardLines(child.stdout, process.stdout, tag);
      forwardLines(child.stderr, process.stderr, tag);
    }
    child.on('error', (error) => reject(new StepError(`${step}: ${error.message}`)));
    child.on('exit', (code, signal) => {
      running.delete(child);
      console.log(`${tag}⏱ ${step}: ${formatSeconds(Date.now() - started)}`);
      if (code === 0) resolve();
      else reject(new StepError(`${step} ist fehlgeschlagen (${signal ? `Signal ${signal}` : `Exit-Code ${code}`}).`));
    });
  });
}

/** Resolves when every lane has finished; rejects at the first lane that fails (the caller stops the others). */
function allLanes(promises) {
  return new Promise((resolve, reject) => {
    let left = promises.length;
    for (const promise of promises) promise.then(() => --left === 0 && resolve(), reject);
  });
}

const pnpm = (step, args, options) => run(step, 'npx', ['-y', `pnpm@${PNPM_VERSION}`, ...args], options);

/** Starts a long-running process in its own process group, so stopping it stops its children too. */
function startLongRunning(label, command, args, extraEnv = {}) {
  const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', detached: true, env: { ...process.env, ...extraEnv } });
  children.add(child);
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (!stopping) console.error(`✖ ${label} wurde beendet (${signal ?? `Exit-Code ${code}`}).`);
  });
  return child;
}

let stopping = false;
function stopAll() {
  stopping = true;
  // Long-running processes and the lanes' commands are process groups of their own: stopping one stops its children.
  const groups = [...children, ...[...running].filter((child) => child.detachedGroup)];
  for (const child of groups) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

async function install() {
  log('Abhängigkeiten installieren');
  const frozen = existsSync(path.join(ROOT, 'pnpm-lock.yaml')) ? ['--frozen-lockfile'] : [];
  await pnpm('Installation', ['install', ...frozen]);
}

async function buildApps() {
  log('Shell und Bereiche bauen (production)');
  const concurrency = process.env.BUILD_CONCURRENCY ?? '2';
  const filters = APPS.flatMap((name) => ['--filter', name]);
  await pnpm('Build', [...filters, `--workspace-concurrency=${concurrency}`, 'run', 'build']);
}

async function composeSite() {
  log('Komposition schreiben (shell/dist/remotes.json, shell/dist/env.json)');
  const result = await compose();
  for (const [name, url] of Object.entries(result.remotes)) console.log(`  ${name.padEnd(12)} ${url}`);
}

async function typecheck() {
  log('Typprüfung (tsc --noEmit in jedem Paket)');
  await pnpm('Typprüfung', ['-r', '--workspace-concurrency=2', '--if-present', 'run', 'typecheck']);
}

/** The generated wire types of `@marktplatz/shared` (api/scripts/contract.ts): write them, or only compare. */
async function contract(check) {
  log(
    check
      ? 'Vertrag prüfen (OpenAPI und GraphQL-Schema gegen shared/src/contract)'
      : 'Vertrag erzeugen (shared/contract, shared/src/contract)',
  );
  await pnpm('Vertrag', ['--filter', '@marktplatz/api', 'run', 'contract', ...(check ? ['--check'] : [])]);
}

async function lint() {
  log('Lint: ESLint, Abhängigkeitsregeln, Formatierung (scripts/lint.mjs)');
  await run('Lint', process.execPath, [path.join(ROOT, 'scripts', 'lint.mjs')]);
}

/**
 * The production server's tests (every `*.test.mjs` below scripts/): `pages` false gives every file but the page render tests,
 * true only those (`scripts/ssr/*.test.mjs` with page-test-support.mjs: they need the areas' server builds, which `npm
 * test` makes once for all of them and the journeys).
 */
function serverTestFiles({ pages }) {
  const files = [];
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.test.mjs')) files.push(file);
    }
  };
  walk(path.join(ROOT, 'scripts'));
  const isPageTest = (file) => readFileSync(file, 'utf8').includes("from './page-test-support.mjs'");
  return files.filter((file) => isPageTest(file) === pages).sort();
}

async function serverTests() {
  log('Tests des Produktionsservers (scripts/*.test.mjs, ohne die Seiten-Renders der Bereiche)');
  await run('Server-Tests', process.execPath, ['--test', ...serverTestFiles({ pages: false })]);
}

/** Every workspace package with tests but the journeys (e2e): its folder and step, the API's first (the longest). */
function packageTestSteps() {
  const folders = readdirSync(ROOT, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'e2e' && hasScript(entry.name, 'test'))
    .map((entry) => entry.name)
    .sort((a, b) => (a === 'api' ? -1 : b === 'api' ? 1 : a.localeCompare(b)));
  return folders.map((folder) => async () => {
    log(`Tests von ${folder}`);
    await pnpm(`Tests ${folder}`, ['--filter', packageJson(folder).name, 'run', 'test'], {
      env: { ...process.env, CI: process.env.CI ?? 'true' },
    });
  });
}

/**
 * Steps either lane may take (`drain`): the checks' lane works through them from the start, the site's lane joins
 * once its journeys are done, so the two end together.
 */
function stepQueue(steps) {
  const queue = [...steps];
  return {
    async drain() {
      while (queue.length > 0) await queue.shift()();
    },
  };
}

/** The areas' page renders on the server, with the server builds `buildApps` has just made (page-test-support.mjs). */
async function serverPageTests() {
  log('Seiten-Renders der Bereiche auf dem Server (scripts/ssr/*-page.test.mjs, mit den eben gebauten Server-Builds)');
  await run('Seiten-Render-Tests', process.execPath, ['--test', ...serverTestFiles({ pages: true })], {
    env: { ...process.env, MARKTPLATZ_SSR_TEST_BUILT: '1' },
  });
}

async function ensureChromium() {
  const script = path.join(ROOT, 'e2e', 'scripts', 'ensure-chromium.mjs');
  if (!existsSync(script)) {
    console.log('\n(e2e/scripts/ensure-chromium.mjs fehlt noch – Chromium-Prüfung übersprungen)');
    return;
  }
  log('Chromium prüfen');
  await run('Chromium-Prüfung', process.execPath, [script]);
}

async function e2eTests() {
  if (!hasScript('e2e', 'test')) {
    console.log('\n(e2e hat kein test-Skript – übersprungen)');
    return;
  }
  log('Browser-Tests (e2e)');
  await pnpm('e2e-Tests', ['--filter', '@marktplatz/e2e', 'run', 'test']);
}

function apiAvailable() {
  return hasScript('api', 'start') && existsSync(path.join(ROOT, 'api', 'src', 'main.ts'));
}

/** `--no-api`: front end only (e.g. when an API already runs elsewhere). */
const withoutApi = process.argv.includes('--no-api');

function startApi(script) {
  if (withoutApi) return;
  if (!apiAvailable()) {
    console.log('\n(api/ hat noch keinen Startpunkt – die Oberfläche läuft ohne API)');
    return;
  }
  log(`API starten (pnpm --filter @marktplatz/api ${script})`);
  startLongRunning('API', 'npx', ['-y', `pnpm@${PNPM_VERSION}`, '--filter', '@marktplatz/api', script], {
    DEV_OUTBOX: 'true',
    // Should this process be killed outright, the API (its own process group) ends by itself.
    STOP_WITH_PID: String(process.pid),
  });
}

async function serveBuilt() {
  const settings = frontEndSettings(readEnv());
  const shellOrigins = [`http://127.0.0.1:${settings.shellPort}`, `http://localhost:${settings.shellPort}`];
  // Loaded here, not at the top: the server's packages exist only after the install step of this script.
  const { serveStatic } = await import('./serve-static.mjs');
  const servers = [];
  servers.push(await serveStatic({ root: path.join(ROOT, 'shell', 'dist'), port: settings.shellPort, spa: true }));
  for (const area of settings.areas) {
    const dist = path.join(ROOT, area.folder, 'dist');
    if (!existsSync(dist)) throw new StepError(`${area.folder}/dist fehlt – zuerst bauen.`);
    servers.push(await serveStatic({ root: dist, port: area.port, corsOrigins: shellOrigins }));
  }
  console.log('\nMarktplatz läuft:');
  console.log(`  Shell        http://127.0.0.1:${settings.shellPort}/`);
  for (const area of settings.areas) console.log(`  ${area.remote.padEnd(12)} http://127.0.0.1:${area.port}/`);
  if (apiAvailable() && !withoutApi) console.log(`  API          ${settings.api.API_BASE}`);
  console.log('\nBeenden mit Strg+C.');
  return servers;
}

function waitForInterrupt(servers = []) {
  return new Promise((resolve) => {
    const shutdown = async () => {
      console.log('\nBeende …');
      stopAll();
      await Promise.all(servers.map((server) => server.close()));
      resolve();
    };
    process.once('SIGINT', shutdown);
    process.once('SIGTERM', shutdown);
  });
}

async function bench() {
  let ran = false;
  if (hasScript('api', 'bench')) {
    log('API-Benchmark');
    await pnpm('API-Benchmark', ['--filter', '@marktplatz/api', 'run', 'bench']);
    ran = true;
  }
  if (hasScript('e2e', 'bench')) {
    log('Web-Benchmark');
    await pnpm('Web-Benchmark', ['--filter', '@marktplatz/e2e', 'run', 'bench']);
    ran = true;
  }
  if (hasScript('e2e', 'bench:lighthouse')) {
    log('Lighthouse (mobil) auf jeder öffentlichen Seite');
    await pnpm('Lighthouse-Benchmark', ['--filter', '@marktplatz/e2e', 'run', 'bench:lighthouse']);
    ran = true;
  }
  if (!ran) console.log('Noch kein Benchmark vorhanden (api bzw. e2e ohne bench-Skript).');
}

const COMMANDS = {
  async start() {
    await install();
    await buildApps();
    await composeSite();
    startApi('start');
    const servers = await serveBuilt();
    await waitForInterrupt(servers);
  },
  async dev() {
    startApi(hasScript('api', 'dev') ? 'dev' : 'start');
    log('Dev-Server mit Live-Reload starten (Shell 3000, Bereiche 3001–3008)');
    const filters = APPS.flatMap((name) => ['--filter', name]);
    startLongRunning('Dev-Server', 'npx', ['-y', `pnpm@${PNPM_VERSION}`, ...filters, '--parallel', 'run', 'dev']);
    await waitForInterrupt();
  },
  async build() {
    await install();
    await buildApps();
    await composeSite();
  },
  typecheck,
  /** `npm run contract` writes the generated types; `npm run contract -- --check` only compares. */
  async contract() {
    await contract(process.argv.includes('--check'));
  },
  async test() {
    await install();
    await ensureChromium();
    // Stopped by Ctrl+C or the CI's timeout, the lanes' process groups stop too.
    for (const signal of ['SIGINT', 'SIGTERM']) {
      process.once(signal, () => {
        stopAll();
        process.exit(130);
      });
    }
    // The production server's tests wait on timers of their own (a render budget, a data timeout): alone, before the
    // lanes. Then two lanes (see `inLane`): the site's at normal priority — build, the areas' page renders with the
    // server builds, the journeys, then what is left of the checks — and the checks' at a lower one.
    await serverTests();
    const built = inLane({ tag: '' }, () => buildApps());
    const checks = stepQueue([typecheck, () => contract(true), lint, ...packageTestSteps()]);
    const site = inLane({ tag: '' }, async () => {
      await built;
      await serverPageTests();
      await composeSite();
      await e2eTests();
      await checks.drain();
    });
    const checking = inLane({ tag: '[Prüfungen] ', nice: true }, () => checks.drain());
    built.catch(() => undefined);
    await allLanes([site, checking]);
  },
  async e2e() {
    await buildApps();
    await composeSite();
    await e2eTests();
  },
  bench,
};

const command = process.argv[2];
if (!command || !(command in COMMANDS)) {
  console.error(`Aufruf: node scripts/run.mjs <${Object.keys(COMMANDS).join('|')}> [--no-api]`);
  process.exit(2);
}

try {
  await COMMANDS[command]();
  if (!['start', 'dev'].includes(command)) console.log(`\n✔ ${command} erfolgreich.`);
} catch (error) {
  stopAll();
  console.error(`\n✖ ${error instanceof StepError ? error.message : (error?.stack ?? String(error))}`);
  process.exit(1);
}
