import { adminCall } from '../../../lib/adminApi';
import type { LandingList } from './types';

/** `GET /admin/content/landing/{page}/{list}`: the entries in the visitors' order and the list's version. */
export async function getLandingList(page: string, list: string): Promise<LandingList> {
  return (await adminCall<LandingList>({ method: 'GET', url: `/admin/content/landing/${page}/${list}` })).data;
}
