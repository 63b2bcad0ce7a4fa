import { adminCall } from '../../../lib/adminApi';
import type { LandingItemInput, LandingList } from './types';

/** `PUT /admin/content/landing/{page}/{list}/items/{id}`: saves an entry; answers the list. */
export async function updateLandingItem(list: LandingList, id: number, input: LandingItemInput): Promise<LandingList> {
  return (
    await adminCall<LandingList>({
      method: 'PUT',
      url: `/admin/content/landing/${list.page}/${list.key}/items/${id}`,
      data: { ...input, based_on_version: list.version },
    })
  ).data;
}
