/**
 * Runtime composition: the areas named in /remotes.json are registered with the Module Federation runtime at
 * start; nothing about them is known at build time. A remote that failed is re-registered before a retry, so
 * the runtime forgets its cached manifest, remote entry and module instead of replaying the failure.
 */
import { getInstance, init, loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { versionCheckPlugin } from './versionCheck';

/** Area remote name → URL of its mf-manifest.json. */
export type RemoteMap = Record<string, string>;

/** How a visitor got an area's build: the environment's live release, its canary, or a QA link's test version. */
export type ReleaseChannel = 'live' | 'canary' | 'test';

/**
 * The versions of the released areas in the visitor's composition, from the `Marktplatz-Releases` header of
 * `/remotes.json` (scripts/releases.mjs). Areas of the .env composition have none.
 */
export interface Releases {
  environment: string;
  areas: Record<string, { version: string; channel: ReleaseChannel }>;
  /** The area (`mfe-shop`) and version a QA link put into this browser. */
  test: { area: string; version: string } | null;
}

/** The composition a visitor was given: the map and, where the registry released areas, their versions. */
export interface Composition {
  remotes: RemoteMap;
  releases: Releases | null;
}

export const RELEASES_HEADER = 'Marktplatz-Releases';

export const AREA_NAMES = [
  'mfe_shop',
  'mfe_leads',
  'mfe_orders',
  'mfe_food',
  'mfe_stores',
  'mfe_chat',
  'mfe_account',
  'mfe_admin',
] as const;
export type AreaName = (typeof AREA_NAMES)[number];

const COMPOSITION_URL = '/remotes.json';

let composition: RemoteMap = {};
let releases: Releases | null = null;

/** Error raised for an area that this environment does not deploy (absent from remotes.json). */
export class AreaNotDeployedError extends Error {
  constructor(readonly remote: string) {
    super(`Bereich ${remote} ist in dieser Umgebung nicht eingebunden.`);
    this.name = 'AreaNotDeployedError';
  }
}

function isRemoteMap(value: unknown): value is RemoteMap {
  return (
    typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((entry) => typeof entry === 'string')
  );
}

function isReleases(value: unknown): value is Releases {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Releases>;
  return (
    typeof candidate.environment === 'string' &&
    typeof candidate.areas === 'object' &&
    candidate.areas !== null &&
    Object.values(candidate.areas).every((area) => typeof area?.version === 'string')
  );
}

/** The versions a `/remotes.json` answer names (null without the header, or with a broken one). */
function releasesOf(response: Response): Releases | null {
  try {
    const header = response.headers?.get(RELEASES_HEADER);
    const parsed: unknown = header ? JSON.parse(header) : null;
    return isReleases(parsed) ? { ...parsed, test: parsed.test ?? null } : null;
  } catch {
    return null;
  }
}

/** Reads this visitor's composition; an unreadable answer means no area is deployed. */
export async function fetchReleasedComposition(fetchImpl: typeof fetch = fetch): Promise<Composition> {
  try {
    const response = await fetchImpl(COMPOSITION_URL, { cache: 'no-cache' });
    if (!response.ok) return { remotes: {}, releases: null };
    const body: unknown = await response.json();
    return isRemoteMap(body) ? { remotes: body, releases: releasesOf(response) } : { remotes: {}, releases: null };
  } catch {
    return { remotes: {}, releases: null };
  }
}

function toRemotes(map: RemoteMap) {
  return Object.entries(map).map(([name, entry]) => ({ name, entry }));
}

/** Registers the composition with the runtime the build plugin created (or a new one outside webpack). */
export function registerComposition(map: RemoteMap, released: Releases | null = null): void {
  composition = { ...map };
  releases = released;
  if (!getInstance()) {
    init({ name: 'shell', remotes: [], shareStrategy: 'loaded-first' });
  }
  // Areas built for a @marktplatz/shared or federation runtime the page does not provide are refused (versionCheck.ts).
  registerPlugins([versionCheckPlugin()]);
  registerRemotes(toRemotes(composition));
}

export function isDeployed(remote: string): boolean {
  return remote in composition;
}

/** The environment and version of a released area's build on this page (null for an area of the .env composition). */
export function releaseOf(remote: string): { environment: string; version: string } | null {
  const area = releases?.areas[remote];
  return releases && area ? { environment: releases.environment, version: area.version } : null;
}

/** The test version a QA link put into this browser, if any. */
export function testVersion(): { area: string; version: string } | null {
  return releases?.test ?? null;
}

/** Clears what the runtime cached for a remote whose entry script failed (kept even across re-registering). */
function forgetFailedEntry(remote: string): void {
  const loading = (globalThis as { __GLOBAL_LOADING_REMOTE_ENTRY__?: Record<string, unknown> }).__GLOBAL_LOADING_REMOTE_ENTRY__;
  if (!loading) return;
  for (const key of Object.keys(loading)) {
    if (key === remote || key.startsWith(`${remote}:`) || key.startsWith(`${remote}_`)) delete loading[key];
  }
}

/**
 * Makes the next load of `remote` start from scratch: re-reads remotes.json (the area may have been added or
 * moved) and re-registers the remote, dropping the runtime's cached manifest, entry and module.
 */
export async function resetRemote(remote: string, fetchImpl: typeof fetch = fetch): Promise<void> {
  const latest = await fetchReleasedComposition(fetchImpl);
  const entry = latest.remotes[remote] ?? composition[remote];
  forgetFailedEntry(remote);
  if (!entry) return;
  // the version of the build now registered (a release may have moved the area since the page loaded)
  const known = releases ?? latest.releases;
  if (latest.remotes[remote] && known) {
    const { [remote]: _previous, ...others } = known.areas;
    const area = latest.releases?.areas[remote];
    releases = { ...known, areas: area ? { ...others, [remote]: area } : others };
  }
  composition = { ...composition, [remote]: entry };
  registerRemotes([{ name: remote, entry }], { force: true });
}

/** Loads an exposed module (`mfe_shop/Area`) of a deployed remote; rejects when it cannot be loaded. */
export async function loadExposed<T>(remote: string, exposed: string): Promise<T> {
  if (!isDeployed(remote)) throw new AreaNotDeployedError(remote);
  const loaded = await loadRemote<T>(`${remote}/${exposed}`);
  if (loaded === null || loaded === undefined) {
    throw new Error(`${remote}/${exposed} konnte nicht geladen werden.`);
  }
  return loaded;
}
