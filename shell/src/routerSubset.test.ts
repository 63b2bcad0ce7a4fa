/**
 * @jest-environment node
 */
// The shared router singletons are provided from tooling/webpack/router/*.mjs, which re-export only the names the
// apps use (see tooling/README.md). An app that imports a name missing there would get `undefined` at runtime in
// the composed site; this test fails first.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const APPS = ['shell', 'shared', 'mfe-shop', 'mfe-leads', 'mfe-orders', 'mfe-food', 'mfe-stores', 'mfe-chat', 'mfe-account', 'mfe-admin'];

function exportedNames(file: string): Set<string> {
  const source = readFileSync(path.join(ROOT, 'tooling/webpack/router', file), 'utf8');
  const list = /export\s*\{([^}]*)\}/.exec(source)?.[1] ?? '';
  return new Set(
    list
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
}

function sourceFiles(folder: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) files.push(...sourceFiles(full));
    else if (/\.(tsx?|mjs|js)$/.test(entry.name)) files.push(full);
  }
  return files;
}

/**
 * Code the browser never loads: server-only code — an area's server remote (`src/server.tsx`, its routes in
 * `lib/serverRoutes.tsx` or `lib/<page>ServerRoutes.tsx`) and the shared library's server render (`shared/src/ssr/`); a
 * server remote shares nothing, it bundles its own router, so these files may use any name of the router (its static
 * handler, loaders) — and what runs only in jest with the real router: tests and the shared test helpers
 * (`shared/src/testing/`, e.g. the server markup of a hydration test).
 */
const NOT_IN_BROWSER = [
  /[\\/]src[\\/]server\.tsx$/,
  /[\\/]lib[\\/]\w*[sS]erverRoutes\.tsx$/,
  /^shared[\\/]src[\\/]ssr[\\/]/,
  /^shared[\\/]src[\\/]testing[\\/]/,
  /\.test\.tsx?$/,
];

/** Runtime imports (type-only ones left out) from react-router and react-router-dom in every app's browser code. */
function importedNames(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const pattern = /(?:import|export)\s+(type\s+)?\{([^}]*)\}\s*from\s*['"](react-router(?:-dom)?)['"]/g;
  for (const app of APPS) {
    for (const file of sourceFiles(path.join(ROOT, app, 'src'))) {
      if (NOT_IN_BROWSER.some((pattern) => pattern.test(path.relative(ROOT, file)))) continue;
      for (const match of readFileSync(file, 'utf8').matchAll(pattern)) {
        if (match[1]) continue;
        for (const part of (match[2] ?? '').split(',')) {
          const name =
            part
              .trim()
              .split(/\s+as\s+/)[0]
              ?.trim() ?? '';
          if (!name || name.startsWith('type ')) continue;
          const key = `${match[3]}:${name}`;
          found.set(key, [...(found.get(key) ?? []), path.relative(ROOT, file)]);
        }
      }
    }
  }
  return found;
}

describe('shared router entry modules', () => {
  it('provide every name an app imports from react-router or react-router-dom', () => {
    // react-router-dom.mjs passes the shared react-router on (last test).
    const router = exportedNames('react-router.mjs');
    const provided = { 'react-router': router, 'react-router-dom': router };
    const imported = importedNames();
    expect(imported.size).toBeGreaterThan(5);
    const missing = [...imported.entries()]
      .filter(([key]) => {
        const [module, name] = key.split(':') as ['react-router' | 'react-router-dom', string];
        return !provided[module].has(name);
      })
      .map(([key, files]) => `${key} (${files[0]})`);
    expect(missing).toEqual([]);
  });

  it('re-export only names the router package has', () => {
    const router = exportedNames('react-router.mjs');
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const actual = require('react-router') as Record<string, unknown>;
    expect([...router].filter((name) => actual[name] === undefined)).toEqual([]);
  });

  it('take react-router-dom from the shared react-router, the same names, so the page has one router instance', () => {
    const source = readFileSync(path.join(ROOT, 'tooling/webpack/router/react-router-dom.mjs'), 'utf8');
    expect(source).toMatch(/^export \* from 'react-router';$/m);
    expect(source.match(/^export /gm)).toHaveLength(1);
    expect(source).not.toMatch(/react-router-implementation/);
  });
});
