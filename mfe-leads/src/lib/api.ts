/**
 * The leads area's calls. Answer types come from the API's contract (`npm run contract`; response schemas in
 * api/src/modules/leads/responses.ts and api/src/modules/properties/routes.ts) — none is written here by hand.
 */
import {
  http,
  pageOfRows,
  type PageOfRows,
  type ApiData,
  type ApiRequestBody,
  type ApiResponse,
  type Envelope,
  type PageEnvelope,
  type PageMeta,
  type WireShape,
} from '@marktplatz/shared';

export type { PageMeta };
/** A page of a REST list as the screens use it. */
export type Page<T> = PageOfRows<T>;
const page = pageOfRows;

async function get<T>(path: string, params?: Record<string, unknown>, signal?: AbortSignal): Promise<T> {
  return (await http.get<Envelope<T>>(path, { params, signal })).data.data;
}

async function getPage<T>(path: string, params: Record<string, unknown>, signal?: AbortSignal): Promise<Page<T>> {
  return page((await http.get<PageEnvelope<T>>(path, { params, signal })).data);
}
async function post<T>(path: string, body: unknown): Promise<Envelope<T>> {
  return (await http.post<Envelope<T>>(path, body)).data;
}
async function remove(path: string): Promise<Envelope<null>> {
  return (await http.delete<Envelope<null>>(path)).data;
}

// --- lead routes, questions, answer options, calls to action (provider) ------------------------------------

export type LeadRoute = WireShape<'LeadRoute'>;
export type RouteStatus = LeadRoute['status'];
export type Question = WireShape<'LeadQuestion'>;
export type AnswerType = Question['answer_type'];
export type AnswerOption = WireShape<'LeadAnswerOption'>;
/** The body of `api/lead_routes` and (with `id`) `api/lead_routes_update`, from the contract. */
export type RouteInput = ApiRequestBody<'/api/lead_routes', 'post'>;
export type CallToAction = WireShape<'CallToAction'>;
export type CtaInput = Pick<CallToAction, 'title' | 'text' | 'button_text' | 'button_url' | 'lead_route_id' | 'status'>;

export const getRoutes = (pageNumber: number, signal?: AbortSignal) =>
  getPage<LeadRoute>('api/lead_routes', { page: pageNumber, per_page: 20 }, signal);
export const getRoute = (id: number, signal?: AbortSignal) => get<LeadRoute>('api/getLeadRouteInfo', { id }, signal);
export const createRoute = (input: RouteInput) => post<LeadRoute>('api/lead_routes', input);
export const updateRoute = (id: number, input: RouteInput) => post<LeadRoute>('api/lead_routes_update', { id, ...input });
export const deleteRoute = (id: number) => remove(`api/deleteLeadRoute/${id}`);
export const changeRouteStatus = (id: number, status: 'active' | 'inactive') =>
  post<LeadRoute>('api/changeLeadRouteStatus', { id, status });

export const getQuestions = (routeId: number, signal?: AbortSignal) =>
  get<Question[]>('api/getQuestionsByLeadRoute', { lead_route_id: routeId }, signal);
export const createQuestion = (input: { lead_route_id: number; question: string; answer_type: AnswerType; is_required: boolean }) =>
  post<Question>('api/lead_route_question', input);
export const updateQuestion = (input: {
  lead_route_question_id: number;
  question: string;
  answer_type: AnswerType;
  is_required: boolean;
}) => post<Question>('api/lead_route_question_update', input);
export const deleteQuestion = (id: number) => remove(`api/lead_route_question/${id}`);
export const moveQuestion = (id: number, position: number) =>
  post<Question[]>('api/lead_route_question_override_positions', { lead_route_question_id: id, position });
export const createAnswer = (questionId: number, answer: string) =>
  post<AnswerOption>('api/lead_route_answer', { lead_route_question_id: questionId, answer });
export const deleteAnswer = (id: number) => remove(`api/lead_route_answer/${id}`);
export const moveAnswer = (id: number, position: number) =>
  post<AnswerOption[]>('api/lead_route_answer_override_positions', { lead_route_answer_id: id, position });

export const getCtas = (signal?: AbortSignal) => getPage<CallToAction>('api/getCallToActions', { page: 1, per_page: 100 }, signal);
export const createCta = (input: CtaInput) => post<CallToAction>('api/storeCallToAction', input);
export const updateCta = (id: number, input: CtaInput) => post<CallToAction>('api/updateCallToAction', { id, ...input });
export const changeCtaStatus = (id: number, status: 'active' | 'inactive') =>
  post<CallToAction>('changeStatusOfCallToAction', { id, status });
export const deleteCta = (id: number) => remove(`api/deleteCallToAction/${id}`);

// --- living worlds and the wizard ----------------------------------------------------------------------------

export type WorldCategory = WireShape<'WorldCategory'>;
export type WorldRoute = WorldCategory['lead_routes'][number];
export type PickableProvider = WireShape<'PickableProvider'>;
export type ProvidersForRoute = ApiData<'/api/providerByLeadRoute', 'get'>;
export type PublicCta = ProvidersForRoute['call_to_actions'][number];
export type Confirmation = ApiData<'/api/inquiry_confirmation_contents', 'get'>;
export type UploadedFile = ApiData<'/api/fileUploadForUploadAnswerType', 'post'>;
export type RawAnswer = string | number | (string | number)[] | null;

export const getWorld = (slug: string, signal?: AbortSignal) =>
  get<ApiData<'/v2/world/categorys/{slug}', 'get'>>(`v2/world/categorys/${encodeURIComponent(slug)}`, undefined, signal);
export const countWorldView = (slug: string) => post<ApiData<'/setWorldViewCounts', 'post'>>('setWorldViewCounts', { slug });
export const getProvidersForRoute = (routeId: number, slug: string, signal?: AbortSignal) =>
  get<ProvidersForRoute>('api/providerByLeadRoute', { lead_route_id: routeId, slug }, signal);
export const getConfirmation = (signal?: AbortSignal) => get<Confirmation>('api/inquiry_confirmation_contents', undefined, signal);

/** Uploads one answer file first (private storage); reports progress 0…100. */
export async function uploadAnswerFile(file: File, onProgress: (percent: number) => void): Promise<UploadedFile> {
  const form = new FormData();
  form.append('file', file);
  const response = await http.post<Envelope<UploadedFile>>('api/fileUploadForUploadAnswerType', form, {
    onUploadProgress: (event) => onProgress(event.total ? Math.round((event.loaded / event.total) * 100) : 0),
  });
  onProgress(100);
  return response.data.data;
}
export const submitLead = (input: {
  lead_route_id: number;
  answers: { lead_route_question_id: number; answer: RawAnswer }[];
  provider_ids: number[];
  message: string;
  postal_code: string | null;
}) => post<ApiData<'/api/lead', 'post'>>('api/lead', input);

// --- leads and offers ----------------------------------------------------------------------------------------

export type CustomerInquiry = ApiData<'/api/customer/leads', 'get'>[number];
export type CustomerOffer = ApiData<'/api/customer/offers', 'get'>[number];
export type ProviderLead = ApiData<'/api/provider/leads', 'get'>[number];
export type ProviderLeadDetail = ApiData<'/api/provider/lead/{id}', 'get'>;
export type ProviderOffer = ApiData<'/api/provider/offers', 'get'>[number];
export type OfferDetail = WireShape<'OfferDetail'>;
export type OfferStatus = OfferDetail['offer_status'];
export type LeadTab = ProviderLead['lead_status'];
export type LeadAnswer = OfferDetail['lead_answers'][number];
export type InquiryFile = ProviderLeadDetail['files'][number];
/** What is left until the inquiry closes for offers. */
export type Countdown = Pick<CustomerInquiry, 'offer_expired_days' | 'offer_expired_hours' | 'offer_expired_minutes'> &
  Partial<Pick<CustomerInquiry, 'offer_expires_at'>>;

export const getCustomerInquiries = (pageNumber: number, signal?: AbortSignal) =>
  getPage<CustomerInquiry>('api/customer/leads', { page: pageNumber, per_page: 5 }, signal);
export const getCustomerOffers = (pageNumber: number, signal?: AbortSignal) =>
  getPage<CustomerOffer>('api/customer/offers', { page: pageNumber, per_page: 5 }, signal);
export const getOffer = (id: number, signal?: AbortSignal) => get<OfferDetail>(`api/offer/${id}`, undefined, signal);
export const decideOffer = (offerId: number, status: 'accept' | 'decline') =>
  post<ApiData<'/api/inquiry/customer/status', 'post'>>('api/inquiry/customer/status', { status, offer_id: offerId });
export const closeInquiry = (inquiryId: number) =>
  post<ApiData<'/api/inquiry/customer/status', 'post'>>('api/inquiry/customer/status', { status: 'close', inquiry_id: inquiryId });

export const getProviderLeads = (tab: LeadTab, pageNumber: number, signal?: AbortSignal) =>
  getPage<ProviderLead>('api/provider/leads', { tab, page: pageNumber, per_page: 5 }, signal);
export const getProviderLead = (id: number, signal?: AbortSignal) => get<ProviderLeadDetail>(`api/provider/lead/${id}`, undefined, signal);
export const getProviderOffers = (pageNumber: number, signal?: AbortSignal) =>
  getPage<ProviderOffer>('api/provider/offers', { page: pageNumber, per_page: 5 }, signal);
export const withdrawOffer = (id: number) => remove(`api/withdrawOffer/${id}`);

/** `POST api/provider/offer` (multipart); empty fields are left out. */
export async function sendOffer(
  fields: Record<string, string>,
  file: File | null,
  onProgress: (percent: number) => void,
): Promise<Envelope<OfferDetail>> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value.trim() !== '') form.append(key, value.trim());
  if (file) form.append('file', file);
  const response = await http.post<Envelope<OfferDetail>>('api/provider/offer', form, {
    onUploadProgress: (event) => onProgress(event.total ? Math.round((event.loaded / event.total) * 100) : 0),
  });
  return response.data;
}

/** Downloads an inquiry or offer file (only for the people it was sent to) and lets the browser save it. */
export async function downloadInquiryFile(token: string, fileName: string): Promise<void> {
  const response = await http.get<Blob>('api/v2/downloadInquiryFile', { params: { file: token }, responseType: 'blob' });
  const url = URL.createObjectURL(response.data);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

// --- properties ----------------------------------------------------------------------------------------------

export type PropertyCard = WireShape<'PropertyCard'>;
export type PropertyType = PropertyCard['property_type'];
export type PropertyDetail = WireShape<'PropertyDetail'>;
export type EnergyData = NonNullable<PropertyDetail['energy']>;
type FinderAnswer = ApiResponse<'/api/finder', 'get'>;
export interface FinderQuery {
  type?: string;
  rooms_min?: string;
  area_min?: string;
  area_max?: string;
  price_max?: string;
  postal_code?: string;
  radius?: string;
  sort: string;
  page: number;
}

export async function getFinder(query: FinderQuery, signal?: AbortSignal): Promise<Page<PropertyCard> & Pick<FinderAnswer, 'sorts'>> {
  const params: Record<string, string | number> = { per_page: 5 };
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && String(value).trim() !== '') params[key] = typeof value === 'string' ? value.trim() : value;
  const body = (await http.get<FinderAnswer>('api/finder', { params, signal })).data;
  return { ...page(body), sorts: body.sorts };
}
export const getProperty = (slug: string, signal?: AbortSignal) => get<PropertyDetail>('api/propertyBySlug', { slug }, signal);
export const requestViewing = (input: {
  property_id: number;
  name: string;
  email: string;
  phone: string;
  preferred_date: string;
  message: string;
}) => post<ApiData<'/api/property_appointment', 'post'>>('api/property_appointment', input);
