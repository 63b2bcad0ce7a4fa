import type { ApiData, ApiRequestBody } from '@marktplatz/shared';

/** Wire shapes of the complaint routes (Art. 20 DSA), from the generated contract. */
export type ComplaintListItem = ApiData<'/admin/complaints', 'get'>[number];
export type ComplaintDetail = ApiData<'/admin/complaints/{id}', 'get'>;
export type ComplaintDecisionBody = ApiRequestBody<'/admin/complaints/{id}/decision', 'post'>;
