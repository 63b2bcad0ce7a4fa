/** The disputes' wire types (generated contract). */
import type { ApiData, ApiRequestBody } from '@marktplatz/shared';

export type Dispute = ApiData<'/disputes', 'get'>[number];
export type DisputeDetail = ApiData<'/disputes/{id}', 'get'>;
export type OpenDisputeInput = ApiRequestBody<'/disputes', 'post'>;
