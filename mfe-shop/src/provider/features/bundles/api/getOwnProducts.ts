import { type ApiResponse, http } from '@marktplatz/shared';
import type { ListPage } from '../../../../lib/types';
import { type BundleProduct, PICKER_PAGE_SIZE } from '../types';

/** GET /getAllProductsForBundle?keyword=: the signed-in provider's own active products. */
export async function getOwnProducts(keyword: string, signal?: AbortSignal): Promise<ListPage<BundleProduct>> {
  const res = await http.get<ApiResponse<'/getAllProductsForBundle', 'get'>>('getAllProductsForBundle', {
    params: { keyword: keyword || undefined, per_page: PICKER_PAGE_SIZE },
    signal,
  });
  return { rows: res.data.data, page: res.data.meta.current_page, lastPage: res.data.meta.last_page, total: res.data.meta.total };
}
