import { adminCall } from '../../../lib/adminApi';
import type { ContentPageItem } from './types';

/** The legal pages by their addresses (imprint, privacy, terms, withdrawal, cookie policy, accessibility). */
export const LEGAL_SLUGS = ['impressum', 'datenschutz', 'agb', 'widerrufsbelehrung', 'cookie-richtlinie', 'barrierefreiheit'] as const;

/** `GET /admin/content/pages`, only the legal pages, in the order above. */
export async function listLegalPages(): Promise<ContentPageItem[]> {
  const pages = (await adminCall<ContentPageItem[]>({ method: 'GET', url: '/admin/content/pages' })).data;
  return LEGAL_SLUGS.flatMap((slug) => pages.filter((page) => page.slug === slug));
}
