import { adminCall } from '../../../lib/adminApi';
import type { LandingSections } from './types';

/** `PUT /admin/content/landing/{page}/sections { keys, based_on_version }`: answers the sections in their new order. */
export async function reorderLandingSections(state: LandingSections, keys: string[]): Promise<LandingSections> {
  return (
    await adminCall<LandingSections>({
      method: 'PUT',
      url: `/admin/content/landing/${state.page}/sections`,
      data: { keys, based_on_version: state.version },
    })
  ).data;
}
