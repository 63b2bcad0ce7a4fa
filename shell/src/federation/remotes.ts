/**
 * Runtime composition: the areas named in /remotes.json are registered with the Module Federation runtime at
 * start; nothing about them is known at build time. A remote that failed is re-registered before a retry, so
 * the runtime forgets its cached manifest, remote entry and module instead of replaying the failure.
 */
import { getInstance, init, loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { versionCheckPlugin } from './versionCheck';

/** Area remote name → URL of its mf-manifest.json. */
export type RemoteMap = Record<string, string>;

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

/** Reads the composition file of this environment; an unreadable file means no area is deployed. */
export async function fetchComposition(fetchImpl: typeof fetch = fetch): Promise<RemoteMap> {
  try {
    const response = await fetchImpl(COMPOSITION_URL, { cache: 'no-cache' });
    if (!response.ok) return {};
    const body: unknown = await response.json();
    return isRemoteMap(body) ? body : {};
  } catch {
    return {};
  }
}

function toRemotes(map: RemoteMap) {
  return Object.entries(map).map(([name, entry]) => ({ name, entry }));
}

/** Registers the composition with the runtime the build plugin created (or a new one outside webpack). */
export function registerComposition(map: RemoteMap): void {
  composition = { ...map };
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
  const latest = await fetchComposition(fetchImpl);
  const entry = latest[remote] ?? composition[remote];
  forgetFailedEntry(remote);
  if (!entry) return;
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
