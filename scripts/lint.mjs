#!/usr/bin/env node
// `npm run lint`: the house rules, checked — four steps, each reported on its own:
//   1. ESLint (eslint.config.mjs): typescript-eslint, react-hooks, jsx-a11y, the areas' one-way rules (kit Button,
//      no inline styles, API calls in a feature's api/ folder), at most 600 lines a file; zero warnings allowed
//   2. dependency rules (.dependency-cruiser.cjs): areas, shared/tooling/API, features, API modules and their tables
//   3. layout (scripts/structure.mjs): feature folder shape, no cycles between API modules, no other module's table
//      named in a module's SQL
//   4. formatting (Prettier, .prettierrc.json)
// `npm run lint -- --fix` lets ESLint fix what it can and formats every file with Prettier.
// `npm run lint -- --no-format` skips step 3 (to see the rules alone).
// Exit code 1 when any step finds something; the summary names the steps and counts per rule.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const fix = args.includes('--fix');
const format = !args.includes('--no-format');
const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);

/** The folders the rules cover (every workspace package and the root scripts). */
const FOLDERS = ['shared', 'tooling', 'shell', 'api', 'e2e', 'scripts'].concat(
  readdirSync(ROOT)
    .filter((name) => name.startsWith('mfe-') && existsSync(path.join(ROOT, name, 'package.json')))
    .sort(),
);
const CODE = '**/*.{ts,tsx,js,mjs,cjs}';

function run(command, commandArgs) {
  return spawnSync(command, commandArgs, { cwd: ROOT, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
}

const failures = [];

// 1. ESLint
{
  console.log('\n▶ ESLint (typescript-eslint, react-hooks, jsx-a11y)');
  const report = path.join(tmpdir(), `marktplatz-eslint-${process.pid}.json`);
  const result = run(bin('eslint'), [...(fix ? ['--fix'] : []), '--format', 'json', '--output-file', report, ...FOLDERS]);
  if (!existsSync(report)) {
    console.error(result.stderr || result.stdout);
    failures.push('ESLint (lief nicht)');
  } else {
    const files = JSON.parse(readFileSync(report, 'utf8'));
    rmSync(report, { force: true });
    const perRule = new Map();
    let count = 0;
    for (const file of files) {
      for (const message of file.messages) {
        count += 1;
        const rule = message.ruleId ?? '(Syntax)';
        perRule.set(rule, (perRule.get(rule) ?? 0) + 1);
        const kind = message.severity === 2 ? 'Fehler' : 'Warnung';
        console.log(`  ${path.relative(ROOT, file.filePath)}:${message.line}:${message.column}  ${kind}  ${message.message}  [${rule}]`);
      }
    }
    if (count > 0) {
      failures.push(`ESLint: ${count} (${[...perRule].map(([rule, n]) => `${rule} ${n}`).join(', ')})`);
    } else console.log('  ✔ keine Fehler, keine Warnungen');
  }
}

// 2. Dependency rules
{
  console.log('\n▶ Abhängigkeitsregeln (dependency-cruiser)');
  const folders = FOLDERS.map((folder) => (folder === 'api' ? 'api/src' : folder === 'e2e' ? 'e2e/src' : folder));
  const known = path.join(ROOT, '.dependency-cruiser-known-violations.json');
  const result = run(bin('depcruise'), [
    '--config',
    '.dependency-cruiser.cjs',
    ...(existsSync(known) ? ['--ignore-known', known] : []),
    '--output-type',
    'err-long',
    ...folders,
  ]);
  const output = `${result.stdout}${result.stderr}`.trim();
  if (result.status !== 0) {
    console.log(output);
    const perRule = new Map();
    for (const match of output.matchAll(/^\s+error ([a-z-]+):/gm)) perRule.set(match[1], (perRule.get(match[1]) ?? 0) + 1);
    failures.push(`Abhängigkeitsregeln: ${[...perRule].map(([rule, n]) => `${rule} ${n}`).join(', ') || 'Fehler'}`);
  } else console.log(`  ✔ ${output.split('\n').pop()}`);
}

// 3. Layout rules no import rule sees (scripts/structure.mjs): feature folder shape, no cycles between API modules, no
//    other module's table named in a module's SQL
{
  console.log('\n▶ Aufbau (Feature-Ordner, Zyklen zwischen API-Modulen, fremde Tabellen in SQL)');
  const result = run(process.execPath, [path.join(ROOT, 'scripts', 'structure.mjs')]);
  const output = `${result.stdout}${result.stderr}`.trim();
  if (result.status !== 0) {
    console.log(output);
    failures.push(`Aufbau: ${output.split('\n').pop().trim()}`);
  } else console.log(`  ✔ ${output.split('\n').pop().trim()}`);
}

// 4. Formatting
if (format) {
  console.log(`\n▶ Formatierung (Prettier${fix ? ', schreibt' : ''})`);
  const globs = FOLDERS.map((folder) => `${folder}/${CODE}`).concat(['*.{mjs,cjs}']);
  const result = run(bin('prettier'), [fix ? '--write' : '--list-different', '--log-level', fix ? 'warn' : 'log', ...globs]);
  const listed = result.stdout.split('\n').filter(Boolean);
  if (fix) {
    if (result.status !== 0) failures.push(`Formatierung: ${result.stderr.trim()}`);
    else console.log(`  ✔ formatiert`);
  } else if (listed.length > 0 || result.status === 2) {
    for (const file of listed) console.log(`  ${file}`);
    if (result.stderr.trim()) console.log(result.stderr.trim());
    failures.push(`Formatierung: ${listed.length} Dateien nicht im Prettier-Format (npm run lint -- --fix)`);
  } else console.log('  ✔ alle Dateien im Prettier-Format');
}

console.log('');
if (failures.length > 0) {
  console.error('✖ Lint:');
  for (const failure of failures) console.error(`  ${failure}`);
  process.exit(1);
}
console.log('✔ Lint sauber.');
