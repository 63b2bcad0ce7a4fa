import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const E2E_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const REPO_DIR = path.resolve(E2E_DIR, '..');
export const ARTIFACTS_DIR = path.join(E2E_DIR, 'artifacts');

export const HOST = '127.0.0.1';
/** Test ports: the shell on 3100 and the areas on 3101–3107 and 3109, clear of a developer's site on 3000–3008. */
export const SHELL_TEST_PORT = 3100;
/** Port of the extra origin that hosts another build of an area (the fault fixtures, a fixed build). */
export const ALTERNATE_PORT = 3108;

export type RemoteName = 'mfe_shop' | 'mfe_leads' | 'mfe_orders' | 'mfe_food' | 'mfe_stores' | 'mfe_chat' | 'mfe_account' | 'mfe_admin';

export interface Area {
  remote: RemoteName;
  /** Workspace folder of the area. */
  dir: string;
  /** Port of the area's static server during the e2e run. */
  testPort: number;
  /** A route of the area, taken from the shell's route table. */
  route: string;
}

export const AREAS: readonly Area[] = [
  { remote: 'mfe_shop', dir: 'mfe-shop', testPort: 3101, route: '/product-list' },
  { remote: 'mfe_leads', dir: 'mfe-leads', testPort: 3102, route: '/bauen-wohnen' },
  { remote: 'mfe_orders', dir: 'mfe-orders', testPort: 3103, route: '/orders/widerruf' },
  { remote: 'mfe_food', dir: 'mfe-food', testPort: 3104, route: '/food-provider-search' },
  { remote: 'mfe_stores', dir: 'mfe-stores', testPort: 3105, route: '/provider-search' },
  { remote: 'mfe_chat', dir: 'mfe-chat', testPort: 3106, route: '/chat/contact' },
  { remote: 'mfe_account', dir: 'mfe-account', testPort: 3107, route: '/login' },
  // 3108 is the alternate origin (ALTERNATE_PORT).
  { remote: 'mfe_admin', dir: 'mfe-admin', testPort: 3109, route: '/admin/login' },
];

export function area(remote: RemoteName): Area {
  const found = AREAS.find((candidate) => candidate.remote === remote);
  if (!found) throw new Error(`Unbekannter Bereich: ${remote}`);
  return found;
}

export function areaOrigin(remote: RemoteName): string {
  return `http://${HOST}:${area(remote).testPort}`;
}

export const SHELL_ORIGIN = `http://${HOST}:${SHELL_TEST_PORT}`;

export function distDir(packageDir: string): string {
  return path.join(REPO_DIR, packageDir, 'dist');
}

/** The built folders the e2e run serves; a missing one is named so the developer knows what to build. */
/**
 * The builds a run needs that are missing. `E2E_AREAS` (comma-separated folders, e.g. `mfe-admin`) narrows the areas a
 * run needs to those: a journey that only uses the shell and the back office runs without building every area (the
 * other areas' servers then answer 404, as for an area that is down).
 */
export function missingBuilds(): string[] {
  const only = (process.env.E2E_AREAS ?? '')
    .split(',')
    .map((folder) => folder.trim())
    .filter(Boolean);
  const areas = AREAS.map((candidate) => candidate.dir).filter((dir) => only.length === 0 || only.includes(dir));
  const folders = ['shell', ...areas];
  return folders.filter((folder) => !existsSync(path.join(distDir(folder), folder === 'shell' ? 'index.html' : 'mf-manifest.json')));
}

export function assertBuilt(): void {
  const missing = missingBuilds();
  if (missing.length > 0) {
    throw new Error(
      `Build fehlt / build missing: ${missing.map((folder) => `${folder}/dist`).join(', ')}. ` +
        'Zuerst bauen / build first: `npm run build` (oder / or `node scripts/run.mjs build`).',
    );
  }
}
