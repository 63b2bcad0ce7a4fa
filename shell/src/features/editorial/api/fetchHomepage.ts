import { getConfig } from '@marktplatz/shared';
import type { Homepage } from '../types';

function isHomepage(value: unknown): value is Homepage {
  if (!value || typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  return ['banners', 'widgets', 'news', 'providers'].every((key) => Array.isArray(record[key]));
}

/** The landing data, with one `fetch` (a public call; the landing page does not wait for the shared axios client). */
export async function fetchHomepage(signal?: AbortSignal): Promise<Homepage> {
  const response = await fetch(`${getConfig().API_BASE.replace(/\/+$/, '')}/homepageData`, {
    headers: { accept: 'application/json' },
    signal,
  });
  const body = response.ok ? ((await response.json()) as { data?: unknown } | null) : null;
  if (!isHomepage(body?.data)) throw new Error('Die Startseite konnte nicht geladen werden.');
  return body.data;
}
