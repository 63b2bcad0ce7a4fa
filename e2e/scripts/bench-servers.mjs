// The benches' set-up (lighthouse.mjs, ssr-bench.mjs): the settings `.env` would give for a bench's own ports, the
// API on its own port with its own database, the areas' builds served as `npm start` serves them.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import env from '../../tooling/env.cjs';
import { serveStatic } from '../../scripts/serve-static.mjs';

const { ROOT, frontEndSettings, readEnv } = env;

/** Settings as `.env` would give them for the bench's ports: the shell's, the API's and the areas' from `firstAreaPort` on. */
export function benchEnvironment({ shellPort, apiPort, firstAreaPort }) {
  const api = `http://127.0.0.1:${apiPort}`;
  const overrides = {
    SHELL_PORT: String(shellPort),
    API_PORT: String(apiPort),
    API_BASE: api,
    API_SECONDARY_BASE: `${api}/api`,
    GRAPHQL_URL: `${api}/graphql`,
    PUBLIC_WEB_URL: `http://127.0.0.1:${shellPort}`,
    PUBLIC_API_URL: api,
    STATISTICS_URL: '',
  };
  frontEndSettings(readEnv()).areas.forEach((area, index) => {
    const port = firstAreaPort + index;
    overrides[area.portKey] = String(port);
    overrides[area.urlKey] = `http://127.0.0.1:${port}/mf-manifest.json`;
  });
  return overrides;
}

async function answers(url, timeoutMs = 1000) {
  try {
    await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    return true;
  } catch {
    return false;
  }
}

/**
 * Starts the API on the port of `overrides` (benchEnvironment) with a fresh embedded database, or on `databaseUrl`
 * (an empty PostgreSQL database: migrated and seeded at start); returns a stop function.
 * - shellPorts: the shells' ports the API allows as origins (127.0.0.1 and localhost).
 * - name: the bench's name in the data folder's name.
 * - apiRoot: another copy of the repository's api/ folder to run (`node scripts/start.mjs` there); '' = the workspace's.
 * - stopWithBench: the API stops when the bench's process is gone (STOP_WITH_PID).
 * - verbose: tells when the API starts and when it answers.
 */
export async function startApi({
  overrides,
  shellPorts,
  name,
  apiRoot = '',
  databaseUrl = '',
  timeoutMs = 180_000,
  stopWithBench = false,
  verbose = false,
}) {
  const api = overrides.API_BASE;
  const dataDir = mkdtempSync(path.join(tmpdir(), `marktplatz-${name}-`));
  const origins = shellPorts.flatMap((port) => [`http://127.0.0.1:${port}`, `http://localhost:${port}`]).join(',');
  const [command, commandArgs, cwd] = apiRoot
    ? [process.execPath, ['scripts/start.mjs'], path.resolve(apiRoot)]
    : ['npx', ['-y', 'pnpm@10.34.8', '--filter', '@marktplatz/api', 'start'], ROOT];
  const child = spawn(command, commandArgs, {
    cwd,
    env: {
      ...process.env,
      ...overrides,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      CORS_ORIGINS: origins,
      RATE_LIMIT_MAX: '0',
      DEV_OUTBOX: 'true',
      METRICS: 'false',
      ...(stopWithBench ? { STOP_WITH_PID: String(process.pid) } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(String(chunk)));
  child.stderr.on('data', (chunk) => output.push(String(chunk)));
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // gone
      }
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const started = Date.now();
  const deadline = started + timeoutMs;
  if (verbose) console.log(`API startet auf ${api} (${databaseUrl ? 'PostgreSQL' : 'eingebettete Datenbank'}) …`);
  while (Date.now() < deadline && child.exitCode === null) {
    if (await answers(`${api}/robots.txt`)) {
      if (verbose) console.log(`API antwortet nach ${Math.round((Date.now() - started) / 1000)} s`);
      return stop;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error(`Die API ist nicht gestartet:\n${output.join('').slice(-3000)}`);
}

/** Serves every area's build (its dist folder) on the area's port for the shells at `corsOrigins`; returns the servers. */
export async function serveAreas(settings, corsOrigins) {
  const servers = [];
  try {
    for (const area of settings.areas) {
      servers.push(await serveStatic({ root: path.join(ROOT, area.folder, 'dist'), port: area.port, corsOrigins }));
    }
  } catch (error) {
    await Promise.all(servers.map((server) => server.close()));
    throw error;
  }
  return servers;
}
