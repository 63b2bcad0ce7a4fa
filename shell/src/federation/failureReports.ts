/**
 * Failures of released areas, told to the API (`POST /releases/failures`) so that `/metrics` and the release CLI
 * count them per area and version: whether the build failed to load (manifest, remote entry, module, version check)
 * or to render. Once per area and page load; only environment, area, version and kind — no error text, no personal
 * data. Areas of the .env composition have no version and are not reported.
 */
import { getConfig } from '@marktplatz/shared';
import { AreaNotDeployedError, releaseOf } from './remotes';

export type FailureKind = 'load' | 'render';

const reported = new Set<string>();
const loadFailures = new WeakSet<object>();

/** Reports the failure of `remote` (`mfe_shop`) unless this page already reported one of it. */
export function reportAreaFailure(remote: string, kind: FailureKind): void {
  const release = releaseOf(remote);
  if (!release || reported.has(remote) || typeof fetch !== 'function') return;
  reported.add(remote);
  void fetch(`${getConfig().API_BASE}/releases/failures`, {
    method: 'POST',
    keepalive: true,
    credentials: 'omit',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ environment: release.environment, area: remote.replace(/_/g, '-'), version: release.version, kind }),
  }).catch(() => undefined);
}

/** Reports a failed load (an area this environment does not deploy is none) and marks the error as one. */
export function reportLoadFailure(remote: string, error: unknown): void {
  if (error instanceof AreaNotDeployedError) return;
  if (typeof error === 'object' && error !== null) loadFailures.add(error);
  reportAreaFailure(remote, 'load');
}

/** Reports an error an area's boundary caught, unless it is a failed load (reported as such). */
export function reportRenderFailure(remote: string, error: unknown): void {
  if (error instanceof AreaNotDeployedError || (typeof error === 'object' && error !== null && loadFailures.has(error))) return;
  reportAreaFailure(remote, 'render');
}

/** Forgets what this page reported (tests). */
export function resetFailureReports(): void {
  reported.clear();
}
