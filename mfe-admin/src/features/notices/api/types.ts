import type { ApiData, ApiQuery, ApiRequestBody } from '@marktplatz/shared';

/** Wire shapes of the trust & safety routes, from the generated contract. */
export type ModerationOptions = ApiData<'/admin/moderation/options', 'get'>;
export type NoticeListItem = ApiData<'/admin/notices', 'get'>[number];
export type NoticeDetail = ApiData<'/admin/notices/{id}', 'get'>;
export type ComplaintListItem = ApiData<'/admin/complaints', 'get'>[number];
export type DecisionBody = ApiRequestBody<'/admin/notices/{id}/decision', 'post'>;
export type NoticeQuery = NonNullable<ApiQuery<'/admin/notices', 'get'>>;
export type StatusFilter = NonNullable<NoticeQuery['status']>;
export type NoticeSource = NonNullable<NoticeQuery['source']>;
export type NoticeStatus = NoticeListItem['status'];
export type Person = NonNullable<NoticeListItem['decided_by']>;

export interface PageMeta {
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}
