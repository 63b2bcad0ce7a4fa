import { adminCall } from '../../../lib/adminApi';
import type { LandingSections } from './types';

/** `GET /admin/content/landing/{page}/sections`: the page's sections in the visitors' order and the order's version. */
export async function getLandingSections(page: string): Promise<LandingSections> {
  return (await adminCall<LandingSections>({ method: 'GET', url: `/admin/content/landing/${page}/sections` })).data;
}
