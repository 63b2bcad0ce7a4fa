import { type Envelope, http } from '@marktplatz/shared';
import type { ReportReason } from '../types';

/** `GET /v2/rating-report-reasons` (extension). */
export async function getReportReasons(signal?: AbortSignal): Promise<ReportReason[]> {
  const response = await http.get<Envelope<ReportReason[]>>('v2/rating-report-reasons', { signal });
  return response.data.data;
}
