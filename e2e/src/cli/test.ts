/**
 * The e2e run: checks the builds and Chromium, builds the fault fixtures (cached), uses or starts the API, then
 * runs every test file one after another (they share the test ports) with Node's test runner.
 */
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { E2E_DIR, missingBuilds } from '../harness/areas.js';
import { staffEnvironment } from '../harness/admin.js';
import { apiExists, ensureApi } from '../harness/api.js';
import { buildFixtures } from '../harness/fixtures.js';

const log = (line: string) => console.log(`[e2e] ${line}`);

const missing = missingBuilds();
if (missing.length > 0) {
  console.error(
    `[e2e] Build fehlt / build missing: ${missing.map((folder) => `${folder}/dist`).join(', ')}\n` +
      '[e2e] Zuerst bauen / build first: `npm run build` (im Wurzelverzeichnis / at the repository root).',
  );
  process.exit(1);
}

const chromium = spawnSync(process.execPath, [path.join(E2E_DIR, 'scripts', 'ensure-chromium.mjs')], { stdio: 'inherit' });
if (chromium.status !== 0) process.exit(chromium.status ?? 1);

await buildFixtures(log);

const only = process.argv.slice(2);
const testsDir = path.join(E2E_DIR, 'tests');
const files = readdirSync(testsDir)
  .filter((file) => file.endsWith('.test.ts'))
  .filter((file) => only.length === 0 || only.some((wanted) => file.includes(wanted)))
  .sort()
  .map((file) => path.join('tests', file));

// The back-office journey starts from the first admin, created by `admin:create` on the run's fresh database.
const api = await ensureApi(log, undefined, { firstAdmin: files.some((file) => file.endsWith('admin.test.ts')) });
log(api.available ? `API bereit${api.startedHere ? ' (gestartet)' : ' (lief bereits)'}` : 'ohne API (api/ fehlt oder startet nicht)');
// In CI every journey runs against the API: without it the run would only count skips and refused connections.
if (!api.available && process.env.CI === 'true' && apiExists()) {
  log('Ohne API laufen die Browser-Tests in CI nicht / the API did not start, so the journeys cannot run.');
  process.exit(1);
}

const exitCode = await new Promise<number>((resolve) => {
  const child = spawn(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', '--test-timeout=300000', ...files], {
    cwd: E2E_DIR,
    stdio: 'inherit',
    env: {
      ...process.env,
      E2E_API_AVAILABLE: String(api.available),
      ...(api.adminInvite ? { E2E_ADMIN_INVITE: api.adminInvite } : {}),
      // The staff members of the journeys (harness/admin.ts): E2E_STAFF_TOKEN, E2E_STAFF, E2E_STAFF_STATE_DIR.
      ...staffEnvironment(api.staff),
    },
  });
  const forward = (signal: NodeJS.Signals) => child.kill(signal);
  process.once('SIGINT', forward);
  process.once('SIGTERM', forward);
  child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
});

await api.stop();
process.exit(exitCode);
