import type { ApiData, ApiRequestBody } from '@marktplatz/shared';

/** The body of `POST /moderation/reports`. */
export type ReportInput = ApiRequestBody<'/moderation/reports', 'post'>;

export type ReportTargetType = ReportInput['target_type'];

/** The stored notice with its case number. */
export type StoredReport = ApiData<'/moderation/reports', 'post'>;
