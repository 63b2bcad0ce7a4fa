import { httpApi, type ApiData, type Envelope } from '@marktplatz/shared';

/** A template the back office maintains („Stammdaten“); the API leaves retired ones out. */
export type VendorPolicyTemplate = ApiData<'/api/getVendorPolicyTemplates', 'get'>[number];
export type VendorPolicyKind = VendorPolicyTemplate['kind'];

/** `GET api/getVendorPolicyTemplates`: every template still offered, in the editors' order. */
export async function getVendorPolicyTemplates(signal?: AbortSignal): Promise<VendorPolicyTemplate[]> {
  const response = await httpApi.get<Envelope<VendorPolicyTemplate[]>>('getVendorPolicyTemplates', { signal });
  return response.data.data;
}
