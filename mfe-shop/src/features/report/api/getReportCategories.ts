import { http, type ApiResponse, type WireShape } from '@marktplatz/shared';

/** A reason of a notice (Art. 16 DSA) with its German label. */
export type ReportCategory = WireShape<'ReportCategories'>['categories'][number];

/** `GET /moderation/categories` (extension): reason categories of a notice (Art. 16 DSA). */
export async function getReportCategories(signal?: AbortSignal): Promise<ReportCategory[]> {
  const response = await http.get<ApiResponse<'/moderation/categories', 'get'>>('moderation/categories', { signal });
  return response.data.data.categories;
}
