import { http, type ApiData, type ApiRequestBody, type ApiResponse, type WireShape } from '@marktplatz/shared';

/** A reason of a notice (Art. 16 DSA) with its German label. */
export type ReportCategory = WireShape<'ReportCategories'>['categories'][number];

/** The body of `POST /moderation/reports`. */
export type ReportInput = ApiRequestBody<'/moderation/reports', 'post'>;
export type ReportTargetType = ReportInput['target_type'];

/** The stored notice with its case number. */
export type StoredReport = ApiData<'/moderation/reports', 'post'>;

/** `GET /moderation/categories` (extension): reason categories of a notice (Art. 16 DSA). */
export async function getReportCategories(signal?: AbortSignal): Promise<ReportCategory[]> {
  const response = await http.get<ApiResponse<'/moderation/categories', 'get'>>('moderation/categories', { signal });
  return response.data.data.categories;
}

/** `POST /moderation/reports` (extension): stores the notice; the API e-mails the receipt. */
export async function sendReport(input: ReportInput): Promise<ApiResponse<'/moderation/reports', 'post'>> {
  const response = await http.post<ApiResponse<'/moderation/reports', 'post'>>('moderation/reports', input);
  return response.data;
}
