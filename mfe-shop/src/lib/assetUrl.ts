import { getConfig } from '@marktplatz/shared';

/** Content images (`/images/…`, from the content service) are served by the API; other URLs stay as they are. */
export function assetUrl(path: string | null | undefined): string | undefined {
  if (!path) return undefined;
  if (/^https?:\/\//.test(path)) return path;
  if (path.startsWith('/images/')) return `${getConfig().API_BASE.replace(/\/$/, '')}${path}`;
  return path;
}

/**
 * A product picture as the API names it: absolute URLs stay, a path (`/shop/images/…`) or an upload key is the
 * API's — some answers (the cart's lines) carry the stored value rather than the full URL.
 */
export function productImageUrl(path: string | null | undefined): string | undefined {
  if (!path) return undefined;
  if (/^(https?:)?\/\//.test(path) || path.startsWith('data:') || path.startsWith('blob:')) return path;
  const api = getConfig().API_BASE.replace(/\/$/, '');
  return path.startsWith('/') ? `${api}${path}` : `${api}/uploads/${path}`;
}
