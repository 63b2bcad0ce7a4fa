import { getConfig } from '@marktplatz/shared';
import { requestHomepage, takeEarlyHomepage } from '../lib/homepageEarly';
import type { Homepage } from '../types';

/**
 * The landing data: the entry script's early answer when there is one, else one `fetch` (a public call; the
 * landing page does not wait for the shared axios client).
 */
export async function fetchHomepage(signal?: AbortSignal): Promise<Homepage> {
  const early = await takeEarlyHomepage();
  if (early) return early;
  const homepage = await requestHomepage(getConfig().API_BASE, fetch, signal);
  if (!homepage) throw new Error('Die Startseite konnte nicht geladen werden.');
  return homepage;
}
