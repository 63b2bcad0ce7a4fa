import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createFirstAdmin, createStaffMembers, prepareStaff, type PreparedStaff } from './admin.js';
import { ALTERNATE_PORT, AREAS, HOST, REPO_DIR, SHELL_TEST_PORT } from './areas.js';

export const API_ORIGIN = 'http://127.0.0.1:4000';

export const ENV_JSON = {
  API_BASE: API_ORIGIN,
  API_SECONDARY_BASE: `${API_ORIGIN}/api`,
  GRAPHQL_URL: `${API_ORIGIN}/graphql`,
} as const;

/** Origins of the e2e site (shell, areas, the alternate origin) plus the product's own 3000–3008. */
export function corsOriginsForTests(): string {
  const ports = [SHELL_TEST_PORT, ...AREAS.map((candidate) => candidate.testPort), ALTERNATE_PORT];
  for (let port = 3000; port <= 3008; port += 1) ports.push(port);
  return ports.flatMap((port) => [`http://${HOST}:${port}`, `http://localhost:${port}`]).join(',');
}

/** Whether the API lets the e2e shell's origin call it (CORS preflight as the browser sends it). */
export async function apiAllowsOrigin(origin: string): Promise<boolean> {
  try {
    const response = await fetch(`${API_ORIGIN}/graphql`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      signal: AbortSignal.timeout(2000),
    });
    return response.headers.get('access-control-allow-origin') === origin;
  } catch {
    return false;
  }
}

export function apiExists(): boolean {
  return existsSync(path.join(REPO_DIR, 'api', 'src', 'main.ts'));
}

/** True when anything answers HTTP on the API's port (any status counts: the process is up). */
export async function apiAnswers(timeoutMs = 2000): Promise<boolean> {
  try {
    await fetch(`${API_ORIGIN}/graphql`, { method: 'GET', signal: AbortSignal.timeout(timeoutMs) });
    return true;
  } catch {
    return false;
  }
}

export interface ApiHandle {
  available: boolean;
  /** Whether this run started the process (and so stops it). */
  startedHere: boolean;
  /** The set-password link of the first back-office admin (`firstAdmin`, only on a database this run created). */
  adminInvite?: string;
  /** The journeys' staff members with passwords, enrolled apps and `betrieb`'s API token (only when started here). */
  staff?: PreparedStaff;
  stop(): Promise<void>;
}

/**
 * Uses an API already answering on port 4000 (not with `CI=true`: there that is an error), or starts `@marktplatz/api` (with the dev outbox on) when the
 * package exists, waiting until it answers. Without an API the site runs against nothing on 4000.
 */
export async function ensureApi(
  log: (line: string) => void,
  startTimeoutMs = 300_000,
  options: { firstAdmin?: boolean } = {},
): Promise<ApiHandle> {
  const none: ApiHandle = { available: false, startedHere: false, stop: async () => {} };
  if (await apiAnswers()) {
    // In CI the journeys need their own fresh database (unused vouchers, full stock, the dev outbox): an API left
    // running on the port (a forgotten `npm start`) would make unrelated journeys fail for no reason of their own.
    if (process.env.CI === 'true') {
      throw new Error(
        `Auf ${API_ORIGIN} läuft bereits ein Prozess (z. B. ein vergessenes \`npm start\`); die Browser-Tests brauchen ` +
          'ihre eigene API mit frischer Datenbank. Bitte beenden und erneut starten / something already listens on the API port.',
      );
    }
    if (!(await apiAllowsOrigin(`http://${HOST}:${SHELL_TEST_PORT}`))) {
      log(
        `Die laufende API erlaubt den Ursprung http://${HOST}:${SHELL_TEST_PORT} nicht (CORS) – bitte mit ` +
          `CORS_ORIGINS=${corsOriginsForTests()} starten oder beenden / the running API does not allow the test origin.`,
      );
    }
    return { available: true, startedHere: false, stop: async () => {} };
  }
  if (!apiExists()) return none;

  // A run that starts the API gets its own fresh embedded database (seeded demo data, unused vouchers, full
  // stock), whatever database the environment names for the API's own tests; E2E_DATA_DIR keeps one instead.
  const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'marktplatz-e2e-'));
  const ownsDataDir = !process.env.E2E_DATA_DIR;
  // Payouts: a completed sale is available at once (the orders journey withdraws it).
  // Every visitor of every journey comes from 127.0.0.1: the per-address limit (1,000 requests a minute) counts the
  // whole run as one client, and a 429 in the middle of a journey (a form that stays open) would be a fault of the
  // harness, not of the journey. The limiter itself is tested in the API's suite.
  const env: NodeJS.ProcessEnv = {
    PAYOUT_HOLD_DAYS: '0',
    RATE_LIMIT_MAX: '100000',
    ...process.env,
    DEV_OUTBOX: 'true',
    CORS_ORIGINS: corsOriginsForTests(),
    DATA_DIR: dataDir,
    // As in production, a provider's submitted trader data wait for trust & safety: a journey that needs a fresh
    // verified provider verifies it in the back office (`verifyProviderAsStaff`, harness/admin.ts).
    ONBOARDING_AUTO_VERIFY: 'false',
    // The content journey moves the content clock past a scheduled time (`POST /__test__/content-clock`); the API
    // offers that call only with this flag and never in production.
    CONTENT_TEST_CLOCK: '1',
    // Killed outright (a timeout's SIGKILL), the harness cannot stop the API: the API then ends by itself.
    STOP_WITH_PID: String(process.pid),
  };
  delete env.DATABASE_URL;
  // The back-office journey needs the first admin, created the documented way before the API holds the folder.
  const adminInvite = options.firstAdmin ? createFirstAdmin(dataDir, log) : undefined;
  // The journeys' staff members (admin:create --roles …), each with an invitation; set up over HTTP once the API answers.
  const staffInvites = createStaffMembers(dataDir, log);
  log(`Starte die API auf ${dataDir} / starting the API …`);
  const child = spawn('npx', ['-y', 'pnpm@10.34.8', '--filter', '@marktplatz/api', 'start'], {
    cwd: REPO_DIR,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const output: string[] = [];
  const remember = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
  };
  child.stdout?.on('data', remember);
  child.stderr?.on('data', remember);
  let exited = false;
  let stopping = false;
  child.once('exit', (code, signal) => {
    exited = true;
    // An API that ends in the middle of the run fails every later journey at once; its last lines say why.
    if (!stopping) {
      log(`Die API hat sich beendet (Code ${code ?? '–'}, Signal ${signal ?? '–'}) / the API exited:\n${output.join('').slice(-6000)}`);
    }
  });

  const started = Date.now();
  const deadline = started + startTimeoutMs;
  while (Date.now() < deadline && !exited) {
    if (await apiAnswers(1000)) {
      const stop = async () => {
        stopping = true;
        await stopProcessGroup(child);
        if (ownsDataDir) rmSync(dataDir, { recursive: true, force: true });
      };
      log(`Die API antwortet nach ${Math.round((Date.now() - started) / 1000)} s / the API answers`);
      const staff = staffInvites ? await prepareStaff(API_ORIGIN, staffInvites, path.join(dataDir, 'e2e-staff'), log) : undefined;
      return { available: true, startedHere: true, stop, ...(adminInvite ? { adminInvite } : {}), ...(staff ? { staff } : {}) };
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stopping = true;
  await stopProcessGroup(child);
  if (ownsDataDir) rmSync(dataDir, { recursive: true, force: true });
  log(
    `Die API ist nicht gestartet (${exited ? 'beendet' : `nach ${Math.round(startTimeoutMs / 1000)} s ohne Antwort`}) / the API did not start:\n${output.join('').slice(-4000)}`,
  );
  return none;
}

async function stopProcessGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return;
  }
  const timer = setTimeout(() => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }, 10_000);
  await exited;
  clearTimeout(timer);
}
