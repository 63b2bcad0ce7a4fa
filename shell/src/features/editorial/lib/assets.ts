import { getConfig } from '@marktplatz/shared';

/** Content illustrations (`/images/…`) are served by the API; other paths stay as they are. */
export function assetUrl(path: string | null | undefined): string | undefined {
  if (!path) return undefined;
  if (/^https?:\/\//.test(path)) return path;
  if (path.startsWith('/images/')) return `${getConfig().API_BASE.replace(/\/$/, '')}${path}`;
  return path;
}
