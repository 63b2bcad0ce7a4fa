import { type ApiResponse, http } from '@marktplatz/shared';

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
