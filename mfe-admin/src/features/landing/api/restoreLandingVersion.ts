import { adminCall } from '../../../lib/adminApi';

/**
 * `POST /admin/content/landing/{page}/{list}/versions/{version}/restore { based_on_version }` (or the sections'
 * order, `list` = `sections`): the restored state is itself a new version; answers the list or the sections.
 */
export async function restoreLandingVersion<T>(page: string, list: string, version: number, basedOn: number): Promise<T> {
  return (
    await adminCall<T>({
      method: 'POST',
      url: `/admin/content/landing/${page}/${list}/versions/${version}/restore`,
      data: { based_on_version: basedOn },
    })
  ).data;
}
