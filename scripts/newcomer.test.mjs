// A newcomer copies the smallest examples of CONTRIBUTING.md — they must pass lint unchanged: node --test scripts/
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, test } from 'node:test';
import { featureFindings } from './structure.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);

/** The files CONTRIBUTING.md shows: `<!-- newcomer: path -->` and the fenced block under it. */
export function newcomerFiles(markdown) {
  const files = [];
  for (const match of markdown.matchAll(/<!-- newcomer: (\S+) -->\n```[a-z]*\n([\s\S]*?)\n```/g))
    files.push({ file: match[1], content: `${match[2]}\n` });
  return files;
}

const files = newcomerFiles(readFileSync(path.join(ROOT, 'CONTRIBUTING.md'), 'utf8'));
const folders = [...new Set(files.map(({ file }) => path.dirname(file)))];
const written = [];

describe("CONTRIBUTING.md's smallest module and feature", () => {
  before(() => {
    for (const { file, content } of files) {
      const full = path.join(ROOT, file);
      assert.ok(!existsSync(full), `${file} gibt es schon — das Beispiel braucht einen freien Pfad`);
      mkdirSync(path.dirname(full), { recursive: true });
      writeFileSync(full, content);
      written.push(full);
    }
  });
  after(() => {
    for (const full of written) rmSync(full, { force: true });
    // The example's own folders go with it (deepest first); folders that existed before stay.
    const created = folders
      .map((folder) => path.join(ROOT, folder))
      .filter((folder) => /\/(modules|features)\/example(\/|$)/.test(folder))
      .sort((a, b) => b.length - a.length);
    for (const folder of created) rmSync(folder, { recursive: true, force: true });
  });

  test('shows an API module and an area feature, each with its public surface', () => {
    const names = files.map(({ file }) => file);
    assert.ok(names.includes('api/src/modules/example/public.ts'));
    assert.ok(names.includes('api/src/db/schema/example.ts'));
    assert.ok(names.some((name) => /^mfe-[^/]+\/src\/features\/example\/index\.ts$/.test(name)));
    assert.ok(names.some((name) => /\/features\/example\/api\//.test(name)));
  });

  test('passes ESLint with zero warnings and is in Prettier format', () => {
    const eslint = spawnSync(bin('eslint'), ['--max-warnings', '0', ...written], { cwd: ROOT, encoding: 'utf8' });
    assert.equal(eslint.status, 0, eslint.stdout + eslint.stderr);
    const prettier = spawnSync(bin('prettier'), ['--check', ...written], { cwd: ROOT, encoding: 'utf8' });
    assert.equal(prettier.status, 0, prettier.stdout + prettier.stderr);
  });

  test('breaks no dependency rule (its own table, modules through public.ts)', () => {
    const sources = [...new Set(files.map(({ file }) => file.split('/').slice(0, 2).join('/')))];
    const cruise = spawnSync(bin('depcruise'), ['--config', '.dependency-cruiser.cjs', '--output-type', 'json', ...sources], {
      cwd: ROOT,
      encoding: 'utf8',
      maxBuffer: 512 * 1024 * 1024,
    });
    const violations = JSON.parse(cruise.stdout).summary.violations.filter((violation) =>
      files.some(({ file }) => violation.from === file || violation.to === file),
    );
    assert.deepEqual(
      violations.map((violation) => `${violation.rule.name}: ${violation.from} → ${violation.to}`),
      [],
    );
  });

  test('has the shape of a feature folder', () => {
    const findings = featureFindings(ROOT).filter((finding) => /\/features\/example\b/.test(finding));
    assert.deepEqual(findings, []);
  });
});
