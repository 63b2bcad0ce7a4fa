#!/usr/bin/env node
// The layout rules no import rule can see, checked by `npm run lint` (step 3 of scripts/lint.mjs):
//
//   1. Every area's features have the same shape (CONTRIBUTING.md, "Ein Feature"): a folder under
//      `src/features/` (or `src/provider/features/`) with `index.ts` as its public surface, the subfolders
//      `api/`, `components/`, `pages/`, `hooks/`, `lib/` and at its root only `index.ts`, `messages.ts`, `types.ts`,
//      a README and tests. No loose files directly in `features/`.
//   2. API modules form no cycle: module A "uses" module B when a non-test file under `api/src/modules/A/` imports
//      anything under `api/src/modules/B/`. Flows (`api/src/flows/`) sit above the modules and are not counted.
//   3. An API module's SQL names no other module's table: a `sql` template in a non-test file under
//      `api/src/modules/A/` may write `from`/`join`/`into`/`update` only with A's own tables (`pgTable('name'` /
//      `pgView('name'` in `api/src/db/schema/A.ts`); another module's data comes through its public.ts. The import
//      rule `api-module-foreign-tables` sees imported tables, this one the names written as text.
//
// `node scripts/structure.mjs` prints the findings and the figures; `--json` prints them as JSON (for the tests).
// Exit code 1 when a rule is broken.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FEATURE_FOLDERS = new Set(['api', 'components', 'pages', 'hooks', 'lib']);
const FEATURE_ROOT_FILE = /^(index\.tsx?|messages\.ts|types\.ts|README\.md|.+\.test\.tsx?)$/;
const TEST = /\.test\.tsx?$|\/test\//;

/** Problems with the shape of every area's feature folders, as `path: text` lines. */
export function featureFindings(root = ROOT) {
  const findings = [];
  const areas = readdirSync(root).filter(
    (name) => (name === 'shell' || name.startsWith('mfe-')) && existsSync(path.join(root, name, 'package.json')),
  );
  for (const area of areas.sort()) {
    for (const base of ['src/features', 'src/provider/features']) {
      const dir = path.join(root, area, base);
      if (!existsSync(dir)) continue;
      for (const name of readdirSync(dir).sort()) {
        const full = path.join(dir, name);
        const rel = path.relative(root, full);
        if (!statSync(full).isDirectory()) {
          findings.push(`${rel}: Datei direkt in ${base}/ — in einen Feature-Ordner verschieben`);
          continue;
        }
        const entries = readdirSync(full);
        if (!entries.some((entry) => /^index\.tsx?$/.test(entry)))
          findings.push(`${rel}: index.ts fehlt (die öffentliche Oberfläche des Features)`);
        for (const entry of entries.sort()) {
          const isDir = statSync(path.join(full, entry)).isDirectory();
          if (isDir && !FEATURE_FOLDERS.has(entry))
            findings.push(`${rel}/${entry}/: Ordner nicht vorgesehen (api, components, pages, hooks, lib)`);
          if (!isDir && !FEATURE_ROOT_FILE.test(entry))
            findings.push(
              `${rel}/${entry}: gehört in components/, pages/, hooks/ oder lib/ (im Feature-Ordner selbst nur index.ts, messages.ts, types.ts)`,
            );
        }
      }
    }
  }
  return findings;
}

/** Which file of `api/src/db/schema/` declares each table and view: name → owning module (the file's name). */
export function tableOwners(root = ROOT) {
  const dir = path.join(root, 'api', 'src', 'db', 'schema');
  const owners = new Map();
  for (const file of readdirSync(dir).sort()) {
    if (!file.endsWith('.ts') || file === 'index.ts') continue;
    const text = readFileSync(path.join(dir, file), 'utf8');
    for (const match of text.matchAll(/\bpg(?:Table|View)\(\s*['"]([A-Za-z0-9_]+)['"]/g)) owners.set(match[1], file.slice(0, -3));
  }
  return owners;
}

/** From `${` onwards: the index after the interpolation's closing brace (strings and nested templates skipped). */
function skipInterpolation(source, start) {
  let depth = 1;
  let i = start;
  while (i < source.length && depth > 0) {
    const c = source[i];
    if (c === '`') {
      i = skipTemplate(source, i + 1);
      continue;
    }
    if (c === "'" || c === '"') {
      const end = source.indexOf(c, i + 1);
      i = end < 0 ? source.length : end + 1;
      continue;
    }
    if (c === '{') depth += 1;
    if (c === '}') depth -= 1;
    i += 1;
  }
  return i;
}

/** From after an opening backtick: the index after its closing one. */
function skipTemplate(source, start) {
  let i = start;
  while (i < source.length && source[i] !== '`') {
    if (source[i] === '\\') i += 2;
    else if (source[i] === '$' && source[i + 1] === '{') i = skipInterpolation(source, i + 2);
    else i += 1;
  }
  return i + 1;
}

/**
 * The text of every `sql` template (tagged `sql` or `sql<T>`) in a source, its interpolations left out — a template
 * nested in an interpolation is found on its own.
 */
export function sqlTemplateTexts(source) {
  const texts = [];
  for (const match of source.matchAll(/\bsql(?:<[^`;]*?>)?`/g)) {
    let i = match.index + match[0].length;
    let text = '';
    while (i < source.length && source[i] !== '`') {
      if (source[i] === '$' && source[i + 1] === '{') {
        i = skipInterpolation(source, i + 2);
        text += ' ';
      } else {
        text += source[i];
        i += 1;
      }
    }
    texts.push(text);
  }
  return texts;
}

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Tables of another module named in a module's `sql` templates, as `path: … Tabelle name des Moduls owner …` lines. */
export function foreignTableFindings(root = ROOT) {
  const owners = tableOwners(root);
  const modulesDir = path.join(root, 'api', 'src', 'modules');
  const findings = [];
  if (!existsSync(modulesDir)) return findings;
  for (const entry of readdirSync(modulesDir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const module = entry.name;
    for (const file of sourceFiles(path.join(modulesDir, module)).sort()) {
      const rel = path.relative(root, file).split(path.sep).join('/');
      if (TEST.test(rel)) continue;
      const source = readFileSync(file, 'utf8');
      if (!source.includes('sql`') && !source.includes('sql<')) continue;
      const named = new Set();
      for (const text of sqlTemplateTexts(source))
        for (const match of text.matchAll(/\b(?:from|join|into|update)\s+"?([A-Za-z_][A-Za-z0-9_]*)"?/gi)) {
          const owner = owners.get(match[1]);
          if (owner && owner !== module) named.add(`${match[1]} des Moduls ${owner}`);
        }
      for (const table of [...named].sort()) findings.push(`${rel}: SQL nennt die Tabelle ${table} — über dessen public.ts lesen`);
    }
  }
  return findings.sort();
}

/** The module graph of the API from dependency-cruiser's JSON: edges between modules and their strongly connected parts. */
export function moduleGraph(cruise) {
  const moduleOf = (file) => (file.match(/^api\/src\/modules\/([^/]+)\//) ?? [])[1];
  const edges = new Map();
  const evidence = new Map();
  for (const mod of cruise.modules) {
    const from = moduleOf(mod.source);
    if (!from || TEST.test(mod.source)) continue;
    for (const dependency of mod.dependencies) {
      const to = moduleOf(dependency.resolved);
      if (!to || to === from) continue;
      if (!edges.has(from)) edges.set(from, new Set());
      edges.get(from).add(to);
      const key = `${from}→${to}`;
      if (!evidence.has(key)) evidence.set(key, `${mod.source} → ${dependency.resolved}`);
    }
  }
  // Tarjan's strongly connected components: every component with more than one module is a cycle.
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  let next = 0;
  const visit = (node) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of edges.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node), low.get(target)));
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node), index.get(target)));
    }
    if (low.get(node) === index.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) cycles.push(component.sort());
    }
  };
  const nodes = new Set([...edges.keys(), ...[...edges.values()].flatMap((targets) => [...targets])]);
  for (const node of [...nodes].sort()) if (!index.has(node)) visit(node);
  const edgeCount = [...edges.values()].reduce((sum, targets) => sum + targets.size, 0);
  return { modules: nodes.size, edges: edgeCount, cycles, evidence, graph: edges };
}

function cruiseApi() {
  const result = spawnSync(
    path.join(ROOT, 'node_modules', '.bin', 'depcruise'),
    ['--config', '.dependency-cruiser.cjs', '--output-type', 'json', 'api/src'],
    { cwd: ROOT, encoding: 'utf8', maxBuffer: 512 * 1024 * 1024 },
  );
  if (!result.stdout) throw new Error(result.stderr || 'dependency-cruiser lief nicht');
  return JSON.parse(result.stdout);
}

/**
 * The edges inside cycles that are not in the known list (scripts/known-violations.json, `moduleCycleEdges`): the
 * list of the module edges that still close a cycle only shrinks; a cycle made of known edges alone does not fail.
 */
export function newCycleEdges(graph, knownEdges) {
  const known = new Set(knownEdges);
  const fresh = [];
  for (const cycle of graph.cycles)
    for (const from of cycle)
      for (const to of graph.graph.get(from) ?? []) if (cycle.includes(to) && !known.has(`${from}→${to}`)) fresh.push(`${from}→${to}`);
  return fresh.sort();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const known = JSON.parse(readFileSync(path.join(ROOT, 'scripts', 'known-violations.json'), 'utf8'));
  const features = featureFindings().filter((finding) => !known.features.includes(finding.split(':')[0]));
  const foreignTables = foreignTableFindings();
  const graph = moduleGraph(cruiseApi());
  const freshEdges = newCycleEdges(graph, known.moduleCycleEdges);
  if (process.argv.includes('--json')) {
    console.log(
      JSON.stringify({ features, foreignTables, modules: graph.modules, edges: graph.edges, cycles: graph.cycles, freshEdges }, null, 2),
    );
  } else {
    for (const finding of features) console.log(`  ${finding}`);
    for (const finding of foreignTables) console.log(`  ${finding}`);
    for (const cycle of graph.cycles) {
      console.log(`  Zyklus zwischen API-Modulen: ${cycle.join(', ')}`);
      for (const from of cycle)
        for (const to of graph.graph.get(from) ?? [])
          if (cycle.includes(to)) console.log(`    ${from} → ${to}: ${graph.evidence.get(`${from}→${to}`)}`);
    }
    console.log(
      `  Feature-Ordner: ${features.length} Befunde · API: ${graph.modules} Module, ${graph.edges} Abhängigkeiten zwischen Modulen, ${graph.cycles.length} Zyklen (${freshEdges.length} neue Kanten darin), ${foreignTables.length} fremde Tabellen in SQL`,
    );
  }
  process.exit(features.length > 0 || foreignTables.length > 0 || freshEdges.length > 0 ? 1 : 0);
}
