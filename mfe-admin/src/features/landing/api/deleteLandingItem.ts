import { adminCall } from '../../../lib/adminApi';
import type { LandingList } from './types';

/** `DELETE /admin/content/landing/{page}/{list}/items/{id}?based_on_version=`: answers the list without it. */
export async function deleteLandingItem(list: LandingList, id: number): Promise<LandingList> {
  return (
    await adminCall<LandingList>({
      method: 'DELETE',
      url: `/admin/content/landing/${list.page}/${list.key}/items/${id}`,
      params: { based_on_version: list.version },
    })
  ).data;
}
