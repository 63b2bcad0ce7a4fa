import { httpApi, type ApiRequestBody, type ApiResponse } from '@marktplatz/shared';
import type { LoanRequest } from './getLoanRequests';

export type LoanInput = ApiRequestBody<'/api/loanRequest', 'post'>;

/** `POST api/loanRequest`: a business loan request; the bank gets an e-mail. */
export async function loanRequest(input: LoanInput): Promise<LoanRequest> {
  const response = await httpApi.post<ApiResponse<'/api/loanRequest', 'post'>>('loanRequest', input);
  return response.data.data;
}
