/** The living worlds' and the inquiry wizard's wire shapes, named from the generated contract; none is written by hand. */
import type { ApiData, WireShape } from '@marktplatz/shared';

export type WorldCategory = WireShape<'WorldCategory'>;
export type WorldRoute = WorldCategory['lead_routes'][number];
export type PickableProvider = WireShape<'PickableProvider'>;
export type ProvidersForRoute = ApiData<'/api/providerByLeadRoute', 'get'>;
export type PublicCta = ProvidersForRoute['call_to_actions'][number];
export type Confirmation = ApiData<'/api/inquiry_confirmation_contents', 'get'>;
export type UploadedFile = ApiData<'/api/fileUploadForUploadAnswerType', 'post'>;
export type RawAnswer = string | number | (string | number)[] | null;
/** The body of `api/lead`. */
export interface LeadInput {
  lead_route_id: number;
  answers: { lead_route_question_id: number; answer: RawAnswer }[];
  provider_ids: number[];
  message: string;
  postal_code: string | null;
}
