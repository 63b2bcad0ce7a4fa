import { adminCall } from '../../../lib/adminApi';
import type { SiteSet, SiteVersionSummary } from './types';

/** `GET /admin/content/site/{menus|cookies}/versions`: every save, newest first, with who saved and when. */
export async function listSiteVersions(set: SiteSet): Promise<SiteVersionSummary[]> {
  return (await adminCall<SiteVersionSummary[]>({ method: 'GET', url: `/admin/content/site/${set}/versions` })).data;
}
