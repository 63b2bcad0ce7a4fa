#!/usr/bin/env node
// The layout rules no import rule can see, checked by `npm run lint` (step 3 of scripts/lint.mjs):
//
//   1. Every area's features have the same shape (CONTRIBUTING.md, "Ein Feature"): a folder under
//      `src/features/` (or `src/provider/features/`) with `index.ts` as its public surface, the subfolders
//      `api/`, `components/`, `pages/`, `hooks/`, `lib/` and at its root only `index.ts`, `messages.ts`, `types.ts`,
//      a README and tests. No loose files directly in `features/`.
//   2. API modules form no cycle: module A "uses" module B when a non-test file under `api/src/modules/A/` imports
//      anything under `api/src/modules/B/`. Flows (`api/src/flows/`) sit above the modules and are not counted.
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
  const graph = moduleGraph(cruiseApi());
  const freshEdges = newCycleEdges(graph, known.moduleCycleEdges);
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify({ features, modules: graph.modules, edges: graph.edges, cycles: graph.cycles, freshEdges }, null, 2));
  } else {
    for (const finding of features) console.log(`  ${finding}`);
    for (const cycle of graph.cycles) {
      console.log(`  Zyklus zwischen API-Modulen: ${cycle.join(', ')}`);
      for (const from of cycle)
        for (const to of graph.graph.get(from) ?? [])
          if (cycle.includes(to)) console.log(`    ${from} → ${to}: ${graph.evidence.get(`${from}→${to}`)}`);
    }
    console.log(
      `  Feature-Ordner: ${features.length} Befunde · API: ${graph.modules} Module, ${graph.edges} Abhängigkeiten zwischen Modulen, ${graph.cycles.length} Zyklen (${freshEdges.length} neue Kanten darin)`,
    );
  }
  process.exit(features.length > 0 || freshEdges.length > 0 ? 1 : 0);
}
