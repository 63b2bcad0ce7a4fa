import { httpApi, type ApiRequestBody, type ApiResponse } from '@marktplatz/shared';
import type { LoanRequest } from './getLoanRequests';

export type PropertyLoanInput = ApiRequestBody<'/api/storePropertyLoan', 'post'>;

/** `POST api/storePropertyLoan`: a property loan request (price, equity, location, object type). */
export async function storePropertyLoan(input: PropertyLoanInput): Promise<LoanRequest> {
  const response = await httpApi.post<ApiResponse<'/api/storePropertyLoan', 'post'>>('storePropertyLoan', input);
  return response.data.data;
}
