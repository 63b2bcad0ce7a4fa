import { httpApi, type ApiData, type ApiResponse } from '@marktplatz/shared';

export type LoanRequest = ApiData<'/api/getLoanRequestDetail', 'get'>;

export interface LoanPage {
  rows: LoanRequest[];
  lastPage: number;
}

/** `GET api/getLoanRequests?page=`: the provider's requests, newest first, 10 per page. */
export async function getLoanRequests(page: number, signal?: AbortSignal): Promise<LoanPage> {
  const response = await httpApi.get<ApiResponse<'/api/getLoanRequests', 'get'>>('getLoanRequests', {
    params: { page, per_page: 10 },
    signal,
  });
  return { rows: response.data.data, lastPage: response.data.meta?.last_page ?? 1 };
}
