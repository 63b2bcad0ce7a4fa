import type { ReportFilters } from '../types';

/** The report's query: empty texts are left out of the call. */
export function reportParams(filters: ReportFilters): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(filters)) if (value.trim() !== '') params[key] = value.trim();
  return params;
}
