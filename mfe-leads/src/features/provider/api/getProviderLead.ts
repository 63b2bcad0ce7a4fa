import { type Envelope, http } from '@marktplatz/shared';
import type { ProviderLeadDetail } from '../types';

/** `GET api/provider/lead/:id`: one lead with answers, files and the provider's offers. */
export async function getProviderLead(id: number, signal?: AbortSignal): Promise<ProviderLeadDetail> {
  return (await http.get<Envelope<ProviderLeadDetail>>(`api/provider/lead/${id}`, { signal })).data.data;
}
