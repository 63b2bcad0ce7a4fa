import { adminCall } from '../../../lib/adminApi';
import type { LandingVersion } from './types';

/** `GET /admin/content/landing/{page}/{list}/versions` (or `…/{page}/sections/versions`): newest first. */
export async function getLandingVersions(page: string, list: string): Promise<LandingVersion[]> {
  return (await adminCall<LandingVersion[]>({ method: 'GET', url: `/admin/content/landing/${page}/${list}/versions` })).data;
}
