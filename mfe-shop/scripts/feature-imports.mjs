#!/usr/bin/env node
/**
 * Counts, inside this area, imports from one feature into another feature's internals (anything but the
 * feature's public `index.ts`) and the loops between features. Features are `src/features/<name>` (customer
 * screens) and `src/provider/features/<name>` (provider screens). `--list` prints every offending import.
 *
 *   node scripts/feature-imports.mjs [--list]
 */
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const src = join(root, 'src');
const list = process.argv.includes('--list');

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

function resolveImport(from, spec) {
  if (!spec.startsWith('.')) return undefined;
  const base = resolve(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/** `{ name, root }` of the feature a file belongs to, or undefined outside features. */
function featureOf(path) {
  const rel = relative(src, path).split('\\').join('/');
  const match = /^((?:provider\/)?features\/([^/]+))\//.exec(rel);
  return match ? { name: `${match[1].startsWith('provider') ? 'provider/' : ''}${match[2]}`, root: join(src, match[1]) } : undefined;
}

const importPattern = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
const internal = [];
const edges = new Map();
for (const file of files(src)) {
  const from = featureOf(file);
  if (!from) continue;
  const text = readFileSync(file, 'utf8');
  for (const match of text.matchAll(importPattern)) {
    const target = resolveImport(file, match[1] ?? match[2]);
    if (!target) continue;
    const to = featureOf(target);
    if (!to || to.name === from.name) continue;
    if (!edges.has(from.name)) edges.set(from.name, new Set());
    edges.get(from.name).add(to.name);
    const isPublic = target === join(to.root, 'index.ts') || target === join(to.root, 'index.tsx');
    if (!isPublic) internal.push(`${relative(root, file)} → ${relative(root, target)}`);
  }
}

// Simple cycles of the feature graph (small graph: depth-first from each node, smallest node first).
const nodes = [...edges.keys()].sort();
const cycles = [];
for (const start of nodes) {
  const walk = (node, path) => {
    for (const next of edges.get(node) ?? []) {
      if (next === start) cycles.push([...path, start]);
      else if (next > start && !path.includes(next)) walk(next, [...path, next]);
    }
  };
  walk(start, [start]);
}

console.log(`cross-feature imports of internals: ${internal.length}`);
if (list) for (const line of internal) console.log(`  ${line}`);
console.log(`feature loops: ${cycles.length}`);
for (const cycle of cycles) console.log(`  ${cycle.join(' → ')}`);
process.exitCode = internal.length > 0 || cycles.length > 0 ? 1 : 0;
