import { http, pageOfRows, type ApiResponse } from '@marktplatz/shared';
import type { LedgerEntry, Page } from '../../../lib/types';

/** `GET /ledgerEntries?page=`: the statement of account. */
export async function getLedger(pageNumber: number, signal?: AbortSignal): Promise<Page<LedgerEntry>> {
  const response = await http.get<ApiResponse<'/ledgerEntries', 'get'>>('ledgerEntries', {
    params: { page: pageNumber, per_page: 20 },
    signal,
  });
  return pageOfRows(response.data);
}
