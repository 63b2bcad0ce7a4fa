import { httpApi, type Envelope } from '@marktplatz/shared';
import type { LoanRequest } from './getLoanRequests';

/** `GET api/getLoanRequestDetail?id=`: one of the provider's requests (another provider's → 404). */
export async function getLoanRequestDetail(id: number, signal?: AbortSignal): Promise<LoanRequest> {
  const response = await httpApi.get<Envelope<LoanRequest>>('getLoanRequestDetail', { params: { id }, signal });
  return response.data.data;
}
