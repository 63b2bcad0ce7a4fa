import { matchPath } from 'react-router-dom';
import { isReachable, setReachability } from '@marktplatz/shared';
import { findArea } from './findArea';
import { isDeployed } from './federation/remotes';
import { REDIRECTS, SHELL_PATTERNS } from './routeTable';

/**
 * A path leads to a built screen: a page of the shell, a redirect to one, or a path of a deployed area that is
 * not in preview. Unknown paths do not (they would answer 404).
 */
export function leadsToBuiltScreen(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path in REDIRECTS) return leadsToBuiltScreen(REDIRECTS[path] as string);
  if (SHELL_PATTERNS.some((pattern) => matchPath({ path: pattern, end: true }, path))) return true;
  const area = findArea(path);
  return area !== null && !area.preview && isDeployed(area.remote);
}

/** Tells the shared library (and so every area) which links lead somewhere. */
export function registerReachability(): void {
  setReachability(leadsToBuiltScreen);
}

/** Only the links that lead to a built screen. */
export function reachableLinks<T extends { to: string }>(links: readonly T[]): T[] {
  return links.filter((link) => isReachable(link.to));
}
