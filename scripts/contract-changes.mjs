#!/usr/bin/env node
// What changed in the API's OpenAPI document and GraphQL schema against the baseline (shared/contract/openapi.baseline.json.gz and
// schema.baseline.graphql.gz, the contract before the code was reorganised by concern): a reorganisation may ADD (a `*_cents` companion, a route),
// never remove or change what a client already relies on. Every addition is listed in shared/contract/ADDITIONS.md.
//
//   node scripts/contract-changes.mjs           prints removals, changes and additions; exit 1 on a removal or change,
//                                               or when ADDITIONS.md does not list exactly the additions
//   node scripts/contract-changes.mjs --write   rewrites the list in ADDITIONS.md from the document (then review it)
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CONTRACT = path.join(ROOT, 'shared', 'contract');
const LIST_START = '<!-- additions:start -->';
const LIST_END = '<!-- additions:end -->';

/** Arrays whose order carries no meaning: compared as sets of their items. */
const SET_KEYS = new Set(['required', 'enum', 'type', 'tags', 'security']);

const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);
const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

/** A readable place for a pointer: `GET /orders · Antwort 200 · data.total_cents`, or the raw pointer elsewhere. */
export function placeOf(segments) {
  if (segments[0] !== 'paths' || segments.length < 3) return segments.join(' › ');
  const [, route, method, ...rest] = segments;
  let where = '';
  let i = 0;
  if (rest[0] === 'responses') {
    where = ` · Antwort ${rest[1]}`;
    i = 2;
  } else if (rest[0] === 'requestBody') {
    where = ' · Anfrage';
    i = 1;
  } else if (rest[0] === 'parameters') {
    where = ' · Parameter';
    i = 1;
  }
  const field = [];
  for (; i < rest.length; i += 1) {
    const segment = rest[i];
    if (segment === 'content' || segment === 'application/json' || segment === 'schema') continue;
    if (segment === 'properties' && i + 1 < rest.length) {
      field.push(rest[i + 1]);
      i += 1;
    } else if (segment === 'items') field.push('[]');
    else field.push(`(${segment})`);
  }
  return `${method.toUpperCase()} ${route}${where}${field.length ? ` · ${field.join('.').replace(/\.\[\]/g, '[]')}` : ''}`;
}

/** Removals, changes and additions from `before` to `after` (deep; objects by key, parameters by name and place). */
export function contractChanges(before, after) {
  const removed = [];
  const changed = [];
  const added = [];
  const walk = (a, b, segments) => {
    if (isObject(a) && isObject(b)) {
      for (const key of Object.keys(a)) {
        if (!(key in b)) removed.push(placeOf([...segments, key]));
        else walk(a[key], b[key], [...segments, key]);
      }
      for (const key of Object.keys(b)) if (!(key in a)) added.push(placeOf([...segments, key]));
      return;
    }
    if (Array.isArray(a) && Array.isArray(b)) {
      const key = segments[segments.length - 1];
      if (SET_KEYS.has(key)) {
        const after = new Set(b.map((item) => JSON.stringify(item)));
        const before = new Set(a.map((item) => JSON.stringify(item)));
        for (const item of before) if (!after.has(item)) removed.push(`${placeOf(segments)}: ${item}`);
        for (const item of after) if (!before.has(item)) added.push(`${placeOf(segments)}: ${item}`);
        return;
      }
      if (key === 'parameters') {
        const byName = (list) => new Map(list.map((item) => [`${item.in}:${item.name}`, item]));
        const was = byName(a);
        const now = byName(b);
        for (const [name, item] of was) {
          if (!now.has(name)) removed.push(`${placeOf(segments)} ${name}`);
          else walk(item, now.get(name), [...segments, name]);
        }
        for (const name of now.keys()) if (!was.has(name)) added.push(`${placeOf(segments)} ${name}`);
        return;
      }
      if (a.length !== b.length) changed.push(`${placeOf(segments)}: ${a.length} statt ${b.length} Einträge`);
      a.forEach((item, index) => index < b.length && walk(item, b[index], [...segments, String(index)]));
      return;
    }
    if (!same(a, b)) changed.push(`${placeOf(segments)}: ${JSON.stringify(a)} → ${JSON.stringify(b)}`);
  };
  walk(before, after, []);
  return { removed, changed, added: [...new Set(added)].sort() };
}

/** The additions ADDITIONS.md lists (one `- ` line each between the markers). */
export function listedAdditions(markdown) {
  const start = markdown.indexOf(LIST_START);
  const end = markdown.indexOf(LIST_END);
  if (start < 0 || end < start) return [];
  return markdown
    .slice(start + LIST_START.length, end)
    .split('\n')
    .filter((line) => line.startsWith('- '))
    .map((line) => line.slice(2).replace(/^`|`$/g, ''));
}

/**
 * The GraphQL schema's members (`type.field: Type`, `enum.VALUE`, `input.field: Type`, `scalar X`, `union X = …`)
 * from printed SDL; what the baseline had must still be there, what is new is an addition.
 */
export function graphqlMembers(sdl) {
  const members = [];
  let block = null;
  for (const raw of sdl.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('"') || line.startsWith('#')) continue;
    const opening = line.match(/^(type|input|enum|interface)\s+(\w+)[^{]*\{$/);
    if (opening) block = opening[2];
    else if (line === '}') block = null;
    else if (block) members.push(`${block}.${line}`);
    else members.push(line);
  }
  return members;
}

export function graphqlChanges(beforeSdl, afterSdl) {
  const before = new Set(graphqlMembers(beforeSdl));
  const after = new Set(graphqlMembers(afterSdl));
  return {
    removed: [...before].filter((member) => !after.has(member)).map((member) => `GraphQL ${member}`),
    added: [...after].filter((member) => !before.has(member)).map((member) => `GraphQL ${member}`),
  };
}

export function readContracts() {
  const before = JSON.parse(gunzipSync(readFileSync(path.join(CONTRACT, 'openapi.baseline.json.gz'))).toString('utf8'));
  const after = JSON.parse(readFileSync(path.join(CONTRACT, 'openapi.json'), 'utf8'));
  const graphqlBefore = gunzipSync(readFileSync(path.join(CONTRACT, 'schema.baseline.graphql.gz'))).toString('utf8');
  const graphqlAfter = readFileSync(path.join(CONTRACT, 'schema.graphql'), 'utf8');
  return { before, after, graphqlBefore, graphqlAfter };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { before, after, graphqlBefore, graphqlAfter } = readContracts();
  const rest = contractChanges(before, after);
  const graphql = graphqlChanges(graphqlBefore, graphqlAfter);
  const removed = [...rest.removed, ...graphql.removed];
  const { changed } = rest;
  const added = [...rest.added, ...graphql.added];
  const file = path.join(CONTRACT, 'ADDITIONS.md');
  const markdown = readFileSync(file, 'utf8');
  if (process.argv.includes('--write')) {
    const list = added.map((entry) => `- \`${entry}\``).join('\n');
    const start = markdown.indexOf(LIST_START);
    const end = markdown.indexOf(LIST_END);
    writeFileSync(file, `${markdown.slice(0, start + LIST_START.length)}\n${list}${list ? '\n' : ''}${markdown.slice(end)}`);
  }
  const listed = new Set(listedAdditions(readFileSync(file, 'utf8')));
  const unlisted = added.filter((entry) => !listed.has(entry));
  const stale = [...listed].filter((entry) => !added.includes(entry));
  for (const entry of removed) console.log(`  entfernt: ${entry}`);
  for (const entry of changed) console.log(`  geändert: ${entry}`);
  for (const entry of unlisted) console.log(`  hinzugefügt, nicht in ADDITIONS.md: ${entry}`);
  for (const entry of stale) console.log(`  in ADDITIONS.md, aber nicht im Dokument: ${entry}`);
  console.log(
    `Vertrag (OpenAPI, GraphQL) gegen die Basis: ${removed.length} entfernt, ${changed.length} geändert, ${added.length} hinzugefügt`,
  );
  process.exit(removed.length + changed.length + unlisted.length + stale.length > 0 ? 1 : 0);
}
