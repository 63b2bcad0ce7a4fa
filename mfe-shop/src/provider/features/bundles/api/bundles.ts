/** Bundle calls (spec 02 §7 „Bundles“; api/src/modules/bundle/README.md). */
import { type Envelope, http, type PageEnvelope } from '@marktplatz/shared';
import { type ListPage } from '../../../../lib/types';

export type BundleStatus = 'requested' | 'confirmed' | 'rejected' | 'inactivated' | 'deleted';

export interface BundleItem {
  id: number;
  product_id: number;
  variant_id: number;
  product_name: string;
  variant_name: string;
  qty: number;
  regular_price: number;
  unit_price: number;
  provider_id: number;
  company_name: string;
}

export interface Bundle {
  id: number;
  name: string;
  slug: string;
  description: string;
  price: number;
  regular_price: number;
  saving: number;
  is_active: 0 | 1 | boolean;
  provider: { id: number; company_name: string };
  items: BundleItem[];
  shares: { provider_id: number; company_name: string; amount: number }[];
}

export interface BundleRequest {
  id: number;
  bundle_provider_request_id: number;
  status: BundleStatus;
  direction: 'incoming' | 'outgoing';
  message: string;
  reason: string;
  sender: { id: number; company_name: string };
  receiver: { id: number; company_name: string };
  share: number;
  created_at: string;
  responded_at: string | null;
  bundle: Bundle;
}

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
  const res = await http.get<PageEnvelope<BundleRequest>>(call.path, {
    params: { ...call.params, page, per_page: BUNDLE_PAGE_SIZE },
    signal,
  });
  const meta = res.data.meta;
  return { rows: res.data.data, page: meta.current_page, lastPage: Math.max(1, meta.last_page), total: meta.total };
}

/** GET /sendorBundleRequestDetail?bundle_provider_request_id= */
export async function getBundleRequest(id: number, signal?: AbortSignal): Promise<BundleRequest> {
  const res = await http.get<Envelope<BundleRequest>>('sendorBundleRequestDetail', { params: { bundle_provider_request_id: id }, signal });
  return res.data.data;
}

/** POST /confirmUpdateStatusRequest { bundle_provider_request_id, status } (confirmed by default, or rejected). */
export async function updateBundleRequestStatus(id: number, status: 'confirmed' | 'rejected' = 'confirmed'): Promise<string | undefined> {
  const res = await http.post<Envelope<unknown>>('confirmUpdateStatusRequest', { bundle_provider_request_id: id, status });
  return res.data.message;
}

/** POST /sendMailForInactivatedRequest { bundle_provider_request_id, reason }: deactivates, mails the partner. */
export async function deactivateBundleRequest(id: number, reason: string): Promise<string | undefined> {
  const res = await http.post<Envelope<unknown>>('sendMailForInactivatedRequest', { bundle_provider_request_id: id, reason });
  return res.data.message;
}

/** POST /sendMailForDeleteRequest/{id} { reason }: deletes and mails the partner. */
export async function deleteBundleRequestWithMail(id: number, reason: string): Promise<string | undefined> {
  const res = await http.post<Envelope<unknown>>(`sendMailForDeleteRequest/${id}`, { reason });
  return res.data.message;
}

/** DELETE /deleteConfirmBundleRequest/{id}: deletes without a mail (tidying up a rejected request). */
export async function deleteBundleRequest(id: number): Promise<string | undefined> {
  const res = await http.delete<Envelope<unknown>>(`deleteConfirmBundleRequest/${id}`);
  return res.data.message;
}

export interface ProviderOption {
  id: number;
  company_name: string;
  city: string;
  products_count: number;
}

/** GET /getAllProviderLists?keyword=: other providers with active products. */
export async function getProviders(keyword: string, signal?: AbortSignal): Promise<ProviderOption[]> {
  const res = await http.get<PageEnvelope<ProviderOption>>('getAllProviderLists', {
    params: { keyword: keyword || undefined, per_page: 50 },
    signal,
  });
  return res.data.data;
}

export interface BundleProduct {
  id: number;
  name: string;
  price: number;
  provider_id: number;
  variants: { id: number; name: string; price: number; qty: number }[];
}

/** How many products a bundle picker shows per search. */
export const PICKER_PAGE_SIZE = 20;

/** GET /getAllProductsByProvider?provider_id=&keyword= */
export async function getProductsByProvider(providerId: number, keyword: string, signal?: AbortSignal): Promise<ListPage<BundleProduct>> {
  const res = await http.get<PageEnvelope<BundleProduct>>('getAllProductsByProvider', {
    params: { provider_id: providerId, keyword: keyword || undefined, per_page: PICKER_PAGE_SIZE },
    signal,
  });
  return { rows: res.data.data, page: res.data.meta.current_page, lastPage: res.data.meta.last_page, total: res.data.meta.total };
}

/** GET /getAllProductsForBundle?keyword=: the signed-in provider's own active products. */
export async function getOwnProducts(keyword: string, signal?: AbortSignal): Promise<ListPage<BundleProduct>> {
  const res = await http.get<PageEnvelope<BundleProduct>>('getAllProductsForBundle', {
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
  const res = await http.post<Envelope<unknown>>('createBundleProductsRequest', proposal);
  return res.data.message;
}
