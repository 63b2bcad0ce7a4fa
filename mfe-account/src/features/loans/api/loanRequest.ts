import { httpApi, type Envelope } from '@marktplatz/shared';
import type { LoanRequest } from './getLoanRequests';

export interface LoanInput {
  bank_id?: number;
  amount: string;
  term_months: string;
  interest_rate: string;
  purpose: string;
  sales_consent: 0 | 1;
}

/** `POST api/loanRequest`: a business loan request; the bank gets an e-mail. */
export async function loanRequest(input: LoanInput): Promise<LoanRequest> {
  const response = await httpApi.post<Envelope<LoanRequest>>('loanRequest', input);
  return response.data.data;
}
