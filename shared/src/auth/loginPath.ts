/** The login page with the page to come back to as `redirect` (path, query and hash of the current location). */
export function loginPathFor(location: { pathname: string; search?: string; hash?: string }): string {
  const back = `${location.pathname}${location.search ?? ''}${location.hash ?? ''}`;
  return `/login?redirect=${encodeURIComponent(back)}`;
}

/** A safe target after login: an own path (`/…`, not `//…` or `/\…`), else `fallback`. */
export function safeRedirect(target: string | null | undefined, fallback = '/account'): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  return target;
}
