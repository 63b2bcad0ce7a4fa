import { adminCall } from '../../../lib/adminApi';
import type { LandingList } from './types';

/** `PUT /admin/content/landing/{page}/{list}/order { ids, based_on_version }`: answers the list in its new order. */
export async function reorderLandingList(list: LandingList, ids: number[]): Promise<LandingList> {
  return (
    await adminCall<LandingList>({
      method: 'PUT',
      url: `/admin/content/landing/${list.page}/${list.key}/order`,
      data: { ids, based_on_version: list.version },
    })
  ).data;
}
