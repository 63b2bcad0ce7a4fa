import { httpApi, type Envelope } from '@marktplatz/shared';
import type { LoanRequest } from './getLoanRequests';

/** `POST api/withdrawLoanRequest { id }`: the provider takes its request back. */
export async function withdrawLoanRequest(id: number): Promise<LoanRequest> {
  const response = await httpApi.post<Envelope<LoanRequest>>('withdrawLoanRequest', { id });
  return response.data.data;
}
