/**
 * Version skew between independently released apps. An area is built against the `@marktplatz/shared` and the
 * Module Federation runtime it found; the page runs the shell's. Semver decides (shared/README.md „Versioning“):
 * an area built against an older minor of the same major works beside a newer shell; an area that requires a
 * `@marktplatz/shared` the shell does not provide (another major, a newer minor), or was built for another or a
 * newer federation runtime than the page's (areas run on the shell's runtime, `experiments.externalRuntime`), is
 * refused before its remote entry runs: the load rejects with `AreaVersionError` (German fallback in the frame)
 * and a console message naming both versions.
 */
import { getInstance, satisfy, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { SHARED_VERSION } from '@marktplatz/shared';

/** What an area's mf-manifest.json tells about its build. */
export interface ManifestFacts {
  metaData?: { name?: string; pluginVersion?: string };
  shared?: { name: string; version?: string; requiredVersion?: string | false }[];
}

/** An area the page cannot run: it was built for versions the shell does not provide. */
export class AreaVersionError extends Error {
  constructor(
    readonly remote: string,
    readonly what: string,
    readonly areaVersion: string,
    readonly pageVersion: string,
  ) {
    super(`Bereich ${remote} abgelehnt: gebaut für ${what} ${areaVersion}, die Seite stellt ${pageVersion} bereit.`);
    this.name = 'AreaVersionError';
  }
}

const SHARED_LIBRARY = '@marktplatz/shared';
const RUNTIME = 'Module-Federation-Runtime';

function parts(version: string): [number, number, number] | null {
  const match = /^(\d+)\.(\d+)\.(\d+)/.exec(version);
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

/** The area's runtime is one the page provides: the same major, not newer than the page's. */
function runtimeProvided(areaVersion: string, pageVersion: string): boolean {
  const area = parts(areaVersion);
  const page = parts(pageVersion);
  if (!area || !page) return true;
  if (area[0] !== page[0]) return false;
  for (let i = 1; i < 3; i += 1) {
    if (area[i]! !== page[i]!) return area[i]! < page[i]!;
  }
  return true;
}

/**
 * The first reason the page cannot run the area described by `manifest`, or null when it can.
 * `pageRuntime` is the version of the page's federation runtime, `pageShared` the `@marktplatz/shared` it loaded.
 */
export function versionConflict(
  remote: string,
  manifest: ManifestFacts | undefined,
  pageRuntime: string | undefined,
  pageShared: string = SHARED_VERSION,
): AreaVersionError | null {
  if (!manifest) return null;
  const areaRuntime = manifest.metaData?.pluginVersion;
  if (areaRuntime && pageRuntime && !runtimeProvided(areaRuntime, pageRuntime)) {
    return new AreaVersionError(remote, RUNTIME, areaRuntime, pageRuntime);
  }
  for (const entry of manifest.shared ?? []) {
    if (entry.name !== SHARED_LIBRARY && !entry.name.startsWith(`${SHARED_LIBRARY}/`)) continue;
    const range = entry.requiredVersion || (entry.version ? `^${entry.version}` : undefined);
    if (range && !satisfy(pageShared, range)) return new AreaVersionError(remote, entry.name, range, pageShared);
  }
  return null;
}

/**
 * Runtime plugin: checks each area's manifest as soon as the runtime has read it, before the remote entry loads.
 */
export function versionCheckPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'marktplatz-version-check',
    loadRemoteSnapshot(args: { moduleInfo: { name: string }; manifestJson?: unknown }) {
      const conflict = versionConflict(args.moduleInfo.name, args.manifestJson as ManifestFacts | undefined, getInstance()?.version);
      if (conflict) {
        console.error(`[shell] ${conflict.message}`);
        throw conflict;
      }
      return args;
    },
  } as ModuleFederationRuntimePlugin;
}
