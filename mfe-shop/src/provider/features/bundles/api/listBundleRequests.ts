import { type ApiResponse, http } from '@marktplatz/shared';
import type { ListPage } from '../../../../lib/types';
import type { BundleRequest, BundleList } from '../types';

/** Each list's call; „inactive“ of the spec's „active and inactive“ is the inactivated list. */
const LIST_CALLS: Record<BundleList, { path: string; params?: Record<string, string> }> = {
  incoming: { path: 'allBundleIncomingRequests' },
  outgoing: { path: 'allBundleOutgoingRequests' },
  active: { path: 'activeBundleRequests', params: { status: 'active' } },
  inactivated: { path: 'getAllInactivatedRequests' },
  deleted: { path: 'getAllDeletedRequests' },
  all: { path: 'allBundleRequests' },
};

export const BUNDLE_PAGE_SIZE = 10;

/** GET one of the bundle lists with page. */
export async function listBundleRequests(list: BundleList, page: number, signal?: AbortSignal): Promise<ListPage<BundleRequest>> {
  const call = LIST_CALLS[list];
  const res = await http.get<ApiResponse<'/allBundleRequests', 'get'>>(call.path, {
    params: { ...call.params, page, per_page: BUNDLE_PAGE_SIZE },
    signal,
  });
  const meta = res.data.meta;
  return { rows: res.data.data, page: meta.current_page, lastPage: Math.max(1, meta.last_page), total: meta.total };
}
