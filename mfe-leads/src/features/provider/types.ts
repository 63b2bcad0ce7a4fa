/** The provider screens' wire shapes, named from the generated contract (`npm run contract`); none is written by hand. */
import type { ApiData, ApiRequestBody, WireShape } from '@marktplatz/shared';

export type LeadRoute = WireShape<'LeadRoute'>;
export type RouteStatus = LeadRoute['status'];
export type Question = WireShape<'LeadQuestion'>;
export type AnswerType = Question['answer_type'];
export type AnswerOption = WireShape<'LeadAnswerOption'>;
/** The body of `api/lead_routes` and (with `id`) `api/lead_routes_update`, from the contract. */
export type RouteInput = ApiRequestBody<'/api/lead_routes', 'post'>;
export type CallToAction = WireShape<'CallToAction'>;
export type CtaInput = Pick<CallToAction, 'title' | 'text' | 'button_text' | 'button_url' | 'lead_route_id' | 'status'>;
export type ProviderLead = ApiData<'/api/provider/leads', 'get'>[number];
export type ProviderLeadDetail = ApiData<'/api/provider/lead/{id}', 'get'>;
export type ProviderOffer = ApiData<'/api/provider/offers', 'get'>[number];
export type OfferDetail = WireShape<'OfferDetail'>;
export type LeadTab = ProviderLead['lead_status'];
