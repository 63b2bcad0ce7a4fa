import { http } from '@marktplatz/shared';
import type { ReportFilters, ReportPage, ReportResponse } from '../types';
import { reportParams } from '../lib/reportParams';

/** `GET api/vendor-transaction-report-list`: one row per vendor order of the period, 10 per page, with the sums. */
export async function getTransactionReport(filters: ReportFilters, pageNumber: number, signal?: AbortSignal): Promise<ReportPage> {
  const response = await http.get<ReportResponse>('api/vendor-transaction-report-list', {
    params: { ...reportParams(filters), page: pageNumber },
    signal,
  });
  return { rows: response.data.data, meta: response.data.meta, summary: response.data.summary };
}
