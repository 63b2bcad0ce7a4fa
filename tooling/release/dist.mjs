// What the release CLI reads from a build's dist/ folder: its manifest facts and a hash over its files.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export const SHARED_LIBRARY = '@marktplatz/shared';
export const FEDERATION_RUNTIME = '@module-federation/runtime';

/** A German refusal: the CLI prints the message and exits with 1. */
export class Refusal extends Error {}

/** `dist/mf-manifest.json` of a build, or a refusal naming the folder. */
export function readManifest(dist) {
  const file = path.join(dist, 'mf-manifest.json');
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new Refusal(`Kein Manifest gefunden: ${file} (erst den Bereich bauen).`);
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new Refusal(`${file} ist kein gültiges JSON.`);
  }
}

/**
 * The shared-library ranges a build requires, by the shell's version-skew rule: `@marktplatz/shared` (its subpath
 * entries count as the library) and the Module Federation runtime the area was built for (`^pluginVersion`).
 */
export function requiredShared(manifest) {
  const required = {};
  for (const entry of manifest.shared ?? []) {
    if (entry.name !== SHARED_LIBRARY && !entry.name.startsWith(`${SHARED_LIBRARY}/`)) continue;
    const range = entry.requiredVersion || (entry.version ? `^${entry.version}` : undefined);
    if (range && (entry.name === SHARED_LIBRARY || !required[SHARED_LIBRARY])) required[SHARED_LIBRARY] = range;
  }
  const runtime = manifest.metaData?.pluginVersion;
  if (runtime) required[FEDERATION_RUNTIME] = `^${runtime}`;
  return required;
}

/** The exact versions a shell build provides: every shared entry of its manifest and the federation runtime. */
export function providedShared(manifest) {
  const provided = {};
  for (const entry of manifest.shared ?? []) {
    if (entry.version && !provided[entry.name]) provided[entry.name] = entry.version;
  }
  const runtime = manifest.metaData?.pluginVersion;
  if (runtime) provided[FEDERATION_RUNTIME] = runtime;
  return provided;
}

function filesOf(folder, prefix = '') {
  const files = [];
  for (const name of readdirSync(folder).sort()) {
    const full = path.join(folder, name);
    const relative = prefix ? `${prefix}/${name}` : name;
    if (statSync(full).isDirectory()) files.push(...filesOf(full, relative));
    else if (!name.endsWith('.br') && !name.endsWith('.gz')) files.push({ full, relative });
  }
  return files;
}

/** `sha256-<hex>` over the build's files (names and contents, precompressed copies left out). */
export function contentHash(dist) {
  const hash = createHash('sha256');
  for (const file of filesOf(dist)) {
    hash.update(`${file.relative}\0`);
    hash.update(readFileSync(file.full));
    hash.update('\0');
  }
  return `sha256-${hash.digest('hex')}`;
}
