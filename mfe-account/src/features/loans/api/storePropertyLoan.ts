import { httpApi, type Envelope } from '@marktplatz/shared';
import type { LoanRequest } from './getLoanRequests';
import type { LoanInput } from './loanRequest';

export interface PropertyLoanInput extends Omit<LoanInput, 'amount'> {
  amount?: string;
  purchase_price: string;
  equity: string;
  location: string;
  object_type: string;
}

/** `POST api/storePropertyLoan`: a property loan request (price, equity, location, object type). */
export async function storePropertyLoan(input: PropertyLoanInput): Promise<LoanRequest> {
  const response = await httpApi.post<Envelope<LoanRequest>>('storePropertyLoan', input);
  return response.data.data;
}
