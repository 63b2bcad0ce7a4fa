import { http, type ApiRequestBody, type Envelope } from '@marktplatz/shared';
import type { VendorPolicies } from './getVendorPolicies';

export type VendorPoliciesInput = ApiRequestBody<'/setVendorPolicies', 'post'>;

/** `POST /setVendorPolicies { return_policy, shipping_policy, privacy_policy }`; 422 names the refused field. */
export async function setVendorPolicies(input: VendorPoliciesInput): Promise<{ policies: VendorPolicies; message?: string }> {
  const response = await http.post<Envelope<VendorPolicies>>('setVendorPolicies', input);
  return { policies: response.data.data, message: response.data.message };
}
