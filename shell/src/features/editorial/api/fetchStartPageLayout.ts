import { getConfig } from '@marktplatz/shared';
import type { StartPageLayout } from '../types';

/**
 * `GET /startPageLayout/{page}`: the order of the start page's sections as the editors saved it and the page's
 * active sticky layers (a public call, with `fetch` like the landing data). `null` when it cannot be had: the page
 * then shows its sections in their first order and no sticky layer (spec 01 §8: falls back to nothing).
 */
export async function fetchStartPageLayout(page: 'home' | 'marketplace', signal?: AbortSignal): Promise<StartPageLayout | null> {
  try {
    const base = getConfig().API_BASE.replace(/\/$/, '');
    const response = await fetch(`${base}/startPageLayout/${page}`, { headers: { accept: 'application/json' }, signal });
    if (!response.ok) return null;
    const body = (await response.json()) as { data?: StartPageLayout } | null;
    return Array.isArray(body?.data?.sections) && Array.isArray(body?.data?.sticky_layers) ? body.data : null;
  } catch {
    return null;
  }
}
