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

/** Where an area's server build keeps its manifest inside the area's dist/ (tooling/webpack/factory.cjs). */
export const SERVER_MANIFEST = 'server/mf-manifest.json';

/**
 * The facts that tell one build of an area from another — remote name, package, version — in the order they are
 * compared. The same check as the SSR server's skew check (scripts/ssr/server-remotes.mjs `buildSkew`): a server
 * build is rendered only beside the browser build of the same `npm run build`.
 */
const BUILD_FACTS = [
  ['name', (manifest) => manifest?.metaData?.name ?? manifest?.name],
  ['buildName', (manifest) => manifest?.metaData?.buildInfo?.buildName],
  ['buildVersion', (manifest) => manifest?.metaData?.buildInfo?.buildVersion],
];

/**
 * A refusal when `dist/server/mf-manifest.json` (the area's server build, when it has one) does not name the same
 * build as the browser manifest beside it: the SSR server would refuse to render with it (skew), so the release would
 * go out client-rendered only — an upload of two different builds (a partial upload, a server folder left from an
 * older build). A dist/ without a server build passes.
 */
export function assertSameServerBuild(dist, browserManifest) {
  const file = path.join(dist, SERVER_MANIFEST);
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return;
  }
  let serverManifest;
  try {
    serverManifest = JSON.parse(text);
  } catch {
    throw new Refusal(`${file} ist kein gültiges JSON.`);
  }
  for (const [fact, read] of BUILD_FACTS) {
    const server = read(serverManifest);
    const browser = read(browserManifest);
    const missing = [
      typeof server === 'string' && server ? null : 'Server',
      typeof browser === 'string' && browser ? null : 'Browser',
    ].filter(Boolean);
    if (missing.length > 0) {
      throw new Refusal(
        `${dist}: ${missing.join(' und ')}-Manifest ohne ${fact} – Server- und Browser-Build lassen sich nicht als derselbe Build erkennen. Den Bereich neu bauen.`,
      );
    }
    if (server !== browser) {
      throw new Refusal(
        `${dist}: Server-Build (${SERVER_MANIFEST}) und Browser-Build (mf-manifest.json) sind nicht derselbe Build ` +
          `(${fact}: Server ${server}, Browser ${browser}). Beide aus einem „npm run build“ des Bereichs hochladen.`,
      );
    }
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
