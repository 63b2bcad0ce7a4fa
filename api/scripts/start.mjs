/**
 * `pnpm start` / `pnpm build`: runs the API (in this process) from a bundle (`dist/main.js`, our code only; every package stays
 * external), so no TypeScript is compiled at start. The bundle is rebuilt when it is missing or older than any
 * file under `src/`, the repository's own modules it inlines (`tooling/release/`) or `package.json`. If it cannot be built, the API starts through tsx as before.
 *
 *   node scripts/start.mjs          build when stale, then run the bundle
 *   node scripts/start.mjs --build  build only
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const entry = path.join(apiRoot, 'src', 'main.ts');
const bundle = path.join(apiRoot, 'dist', 'main.js');
const buildOnly = process.argv.includes('--build');

function newestMtime(target) {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, name)));
  return newest;
}

/** What the bundle is made of: the API's source, the repository's modules it imports from outside `api/` (the QA link
 * tokens are signed and checked by the same file as the CLI's and the shell server's), and the package list. */
const BUNDLE_INPUTS = [path.join(apiRoot, 'src'), path.join(apiRoot, '..', 'tooling', 'release'), path.join(apiRoot, 'package.json')];

function isStale() {
  if (!existsSync(bundle)) return true;
  const built = statSync(bundle).mtimeMs;
  return BUNDLE_INPUTS.some((input) => existsSync(input) && newestMtime(input) > built);
}

/** esbuild comes with tsx (a dependency of this package); no separate install. */
function loadEsbuild() {
  const fromTsx = createRequire(createRequire(import.meta.url).resolve('tsx/package.json'));
  return fromTsx('esbuild');
}

/** Packages inlined into the bundle. */
const BUNDLED_PACKAGES = new Set(['german-postal-codes']);

function externalPackages(bundled) {
  return {
    name: 'external-packages',
    setup(builder) {
      builder.onResolve({ filter: /^[^./]/ }, (args) => {
        if (args.path.startsWith('node:')) return { path: args.path, external: true };
        const name = args.path.startsWith('@') ? args.path.split('/').slice(0, 2).join('/') : args.path.split('/')[0];
        return bundled.has(name) ? undefined : { path: args.path, external: true };
      });
    },
  };
}

async function build() {
  const started = performance.now();
  const esbuild = loadEsbuild();
  await esbuild.build({
    entryPoints: [entry],
    outfile: bundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    // Packages (native and WebAssembly ones such as argon2 and PGlite, and those reading their own files) load
    // from node_modules as usual; only our TypeScript is bundled, plus data-only packages whose entry is JSON
    // (Node's ESM loader needs an import attribute for those).
    plugins: [externalPackages(BUNDLED_PACKAGES)],
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  await esbuild.stop();
  console.log(`API-Bundle gebaut: dist/main.js (${Math.round(performance.now() - started)} ms)`);
}

let bundled = true;
if (buildOnly || isStale()) {
  try {
    await build();
  } catch (error) {
    bundled = false;
    console.error('Das API-Bundle konnte nicht gebaut werden:', error instanceof Error ? error.message : error);
    if (buildOnly) process.exit(1);
  }
}
// The API runs in this process (no child): SIGINT/SIGTERM, also sent to the whole process group by
// `scripts/run.mjs`, reach its shutdown handler exactly once.
if (!buildOnly) {
  if (bundled) {
    process.setSourceMapsEnabled(true);
    await import(pathToFileURL(bundle).href);
  } else {
    const { register } = await import('tsx/esm/api');
    register();
    await import(pathToFileURL(entry).href);
  }
}
