import { adminCall } from '../../../lib/adminApi';
import type { LandingItemInput, LandingList } from './types';

/** `POST /admin/content/landing/{page}/{list}/items`: a new entry at the end; answers the list. */
export async function createLandingItem(list: LandingList, input: LandingItemInput): Promise<LandingList> {
  return (
    await adminCall<LandingList>({
      method: 'POST',
      url: `/admin/content/landing/${list.page}/${list.key}/items`,
      data: { ...input, based_on_version: list.version },
    })
  ).data;
}
