import { type Envelope, http } from '@marktplatz/shared';

export type ReportTargetType = 'product' | 'provider' | 'review';

export interface ReportCategory {
  value: string;
  label: string;
  anonymous_allowed: boolean;
}

export interface ReportInput {
  target_type: ReportTargetType;
  target_id: number;
  category: string;
  explanation: string;
  reporter_name: string | null;
  reporter_email: string | null;
  good_faith: boolean;
}

export interface StoredReport {
  id: number;
  case_number: string;
  status: string;
}

/** `GET /moderation/categories` (extension): reason categories of a notice (Art. 16 DSA). */
export async function getReportCategories(signal?: AbortSignal): Promise<ReportCategory[]> {
  const response = await http.get<Envelope<{ categories: ReportCategory[] }>>('moderation/categories', { signal });
  return response.data.data.categories;
}

/** `POST /moderation/reports` (extension): stores the notice; the API e-mails the receipt. */
export async function sendReport(input: ReportInput): Promise<Envelope<StoredReport>> {
  const response = await http.post<Envelope<StoredReport>>('moderation/reports', input);
  return response.data;
}
