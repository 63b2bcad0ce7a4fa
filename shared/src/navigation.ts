/**
 * Which site paths lead to a built screen. The shell knows (its route table marks areas still in preview and
 * the composition says which areas are deployed) and registers the answer at start; areas ask before they show
 * a link into another part of the site, so no customer lands on a page that is not there yet. Without a
 * registration (an area on its own) every path counts as reachable.
 */
export type ReachabilityCheck = (pathname: string) => boolean;

let check: ReachabilityCheck | null = null;

export function setReachability(next: ReachabilityCheck | null): void {
  check = next;
}

/** True for a link to a built screen of the site; external and non-path links are always true. */
export function isReachable(url: string): boolean {
  if (!check || !url.startsWith('/') || url.startsWith('//')) return true;
  const pathname = url.split(/[?#]/)[0] || '/';
  return check(pathname);
}
