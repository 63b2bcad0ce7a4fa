/** Bundle calls (spec 02 §7 „Bundles“; api/src/modules/bundle/README.md). */
import { type ApiResponse, http, type WireShape } from '@marktplatz/shared';
import { type ListPage } from '../../../../lib/types';

/*
 * The bundle shapes are the contract's (`api/src/modules/bundle/wire.ts`): a request with its whole bundle, the
 * bundle's items, a partner provider and a product to choose items from.
 */
export type BundleRequest = WireShape<'BundleRequest'>;
export type BundleStatus = BundleRequest['status'];
export type Bundle = WireShape<'Bundle'>;
export type BundleItem = WireShape<'BundleItem'>;
export type ProviderOption = WireShape<'BundlePartner'>;
export type BundleProduct = WireShape<'BundleProductChoice'>;

export type BundleList = 'incoming' | 'outgoing' | 'active' | 'inactivated' | 'deleted' | 'all';

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

/** GET /sendorBundleRequestDetail?bundle_provider_request_id= */
export async function getBundleRequest(id: number, signal?: AbortSignal): Promise<BundleRequest> {
  const res = await http.get<ApiResponse<'/sendorBundleRequestDetail', 'get'>>('sendorBundleRequestDetail', {
    params: { bundle_provider_request_id: id },
    signal,
  });
  return res.data.data;
}

/** POST /confirmUpdateStatusRequest { bundle_provider_request_id, status } (confirmed by default, or rejected). */
export async function updateBundleRequestStatus(id: number, status: 'confirmed' | 'rejected' = 'confirmed'): Promise<string | undefined> {
  const res = await http.post<ApiResponse<'/confirmUpdateStatusRequest', 'post'>>('confirmUpdateStatusRequest', {
    bundle_provider_request_id: id,
    status,
  });
  return res.data.message;
}

/** POST /sendMailForInactivatedRequest { bundle_provider_request_id, reason }: deactivates, mails the partner. */
export async function deactivateBundleRequest(id: number, reason: string): Promise<string | undefined> {
  const res = await http.post<ApiResponse<'/sendMailForInactivatedRequest', 'post'>>('sendMailForInactivatedRequest', {
    bundle_provider_request_id: id,
    reason,
  });
  return res.data.message;
}

/** POST /sendMailForDeleteRequest/{id} { reason }: deletes and mails the partner. */
export async function deleteBundleRequestWithMail(id: number, reason: string): Promise<string | undefined> {
  const res = await http.post<ApiResponse<'/sendMailForDeleteRequest/{id}', 'post'>>(`sendMailForDeleteRequest/${id}`, { reason });
  return res.data.message;
}

/** DELETE /deleteConfirmBundleRequest/{id}: deletes without a mail (tidying up a rejected request). */
export async function deleteBundleRequest(id: number): Promise<string | undefined> {
  const res = await http.delete<ApiResponse<'/deleteConfirmBundleRequest/{id}', 'delete'>>(`deleteConfirmBundleRequest/${id}`);
  return res.data.message;
}

/** GET /getAllProviderLists?keyword=: other providers with active products. */
export async function getProviders(keyword: string, signal?: AbortSignal): Promise<ProviderOption[]> {
  const res = await http.get<ApiResponse<'/getAllProviderLists', 'get'>>('getAllProviderLists', {
    params: { keyword: keyword || undefined, per_page: 50 },
    signal,
  });
  return res.data.data;
}

/** How many products a bundle picker shows per search. */
export const PICKER_PAGE_SIZE = 20;

/** GET /getAllProductsByProvider?provider_id=&keyword= */
export async function getProductsByProvider(providerId: number, keyword: string, signal?: AbortSignal): Promise<ListPage<BundleProduct>> {
  const res = await http.get<ApiResponse<'/getAllProductsByProvider', 'get'>>('getAllProductsByProvider', {
    params: { provider_id: providerId, keyword: keyword || undefined, per_page: PICKER_PAGE_SIZE },
    signal,
  });
  return { rows: res.data.data, page: res.data.meta.current_page, lastPage: res.data.meta.last_page, total: res.data.meta.total };
}

/** GET /getAllProductsForBundle?keyword=: the signed-in provider's own active products. */
export async function getOwnProducts(keyword: string, signal?: AbortSignal): Promise<ListPage<BundleProduct>> {
  const res = await http.get<ApiResponse<'/getAllProductsForBundle', 'get'>>('getAllProductsForBundle', {
    params: { keyword: keyword || undefined, per_page: PICKER_PAGE_SIZE },
    signal,
  });
  return { rows: res.data.data, page: res.data.meta.current_page, lastPage: res.data.meta.last_page, total: res.data.meta.total };
}

export interface BundleProposal {
  name: string;
  description: string;
  price: number;
  message: string;
  items: { product_id: number; variant_id?: number; qty: number }[];
}

/** POST /createBundleProductsRequest → 201, the bundle with its requests. */
export async function createBundle(proposal: BundleProposal): Promise<string | undefined> {
  const res = await http.post<ApiResponse<'/createBundleProductsRequest', 'post'>>('createBundleProductsRequest', proposal);
  return res.data.message;
}
