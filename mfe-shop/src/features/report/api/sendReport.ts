import { http, type ApiResponse } from '@marktplatz/shared';
import type { ReportInput } from '../types';

/** `POST /moderation/reports` (extension): stores the notice; the API e-mails the receipt. */
export async function sendReport(input: ReportInput): Promise<ApiResponse<'/moderation/reports', 'post'>> {
  const response = await http.post<ApiResponse<'/moderation/reports', 'post'>>('moderation/reports', input);
  return response.data;
}
