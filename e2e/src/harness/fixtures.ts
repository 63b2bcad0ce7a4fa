import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { E2E_DIR, REPO_DIR } from './areas.js';

export const FIXTURES_DIR = path.join(E2E_DIR, 'fixtures');

/**
 * Builds of the area `mfe_orders` (same remote name, so `remotes.json` can point the area at them): two faults and
 * two releases against other `@marktplatz/shared` versions (an earlier minor, a major the shell does not provide).
 */
export const FIXTURES = {
  loadError: 'orders-load-error',
  renderError: 'orders-render-error',
  olderShared: 'orders-older-shared',
  sharedMajor: 'orders-shared-major',
} as const;
export type FixtureName = (typeof FIXTURES)[keyof typeof FIXTURES];

const FACTORY = path.join(REPO_DIR, 'tooling', 'webpack', 'factory.cjs');
const HASH_FILE = '.build-hash';

export function fixtureDist(name: FixtureName): string {
  return path.join(FIXTURES_DIR, name, 'dist');
}

function filesUnder(folder: string): string[] {
  return readdirSync(folder)
    .sort()
    .flatMap((entry) => {
      const full = path.join(folder, entry);
      return statSync(full).isDirectory() ? filesUnder(full) : [full];
    });
}

/** Everything the fixture build depends on: its sources, its config, the platform's webpack tooling, the lockfile. */
function inputHash(name: FixtureName): string {
  const hash = createHash('sha256');
  const inputs = [
    ...filesUnder(path.join(FIXTURES_DIR, name, 'src')),
    path.join(FIXTURES_DIR, name, 'webpack.config.cjs'),
    path.join(FIXTURES_DIR, 'fixture-config.cjs'),
    ...filesUnder(path.join(REPO_DIR, 'tooling', 'webpack')),
    path.join(REPO_DIR, 'pnpm-lock.yaml'),
  ];
  for (const file of inputs) {
    hash.update(path.relative(REPO_DIR, file));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}

interface WebpackStats {
  hasErrors(): boolean;
  toString(options: unknown): string;
}
type WebpackCompiler = {
  run(callback: (error: Error | null, stats?: WebpackStats) => void): void;
  close(callback: (error?: Error | null) => void): void;
};
type WebpackFunction = (config: unknown) => WebpackCompiler;

async function buildOne(name: FixtureName): Promise<void> {
  // Load webpack the way the factory does, so its plugins and the compiler are one instance.
  const requireFromTooling = createRequire(FACTORY);
  const webpack = requireFromTooling('webpack') as WebpackFunction;
  const configure = requireFromTooling(path.join(FIXTURES_DIR, name, 'webpack.config.cjs')) as (
    env: unknown,
    argv: { mode: string },
  ) => unknown;
  const compiler = webpack(configure({}, { mode: 'production' }));
  await new Promise<void>((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => {
        if (error) reject(error);
        else if (!stats || stats.hasErrors()) reject(new Error(stats?.toString('errors-only') ?? 'Build fehlgeschlagen'));
        else resolve();
      });
    });
  });
}

/** Builds the fixtures unless the last build came from the same inputs. */
export async function buildFixtures(log: (line: string) => void = console.log): Promise<void> {
  if (!existsSync(FACTORY)) throw new Error(`tooling/webpack/factory.cjs fehlt: ${FACTORY}`);
  for (const name of Object.values(FIXTURES)) {
    const hash = inputHash(name);
    const hashFile = path.join(fixtureDist(name), HASH_FILE);
    if (existsSync(hashFile) && readFileSync(hashFile, 'utf8') === hash && existsSync(path.join(fixtureDist(name), 'mf-manifest.json'))) {
      log(`Testbau ${name}: aktuell (Cache)`);
      continue;
    }
    const started = Date.now();
    await buildOne(name);
    writeFileSync(hashFile, hash);
    log(`Testbau ${name}: gebaut in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}
