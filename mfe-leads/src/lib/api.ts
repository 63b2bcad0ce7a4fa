import { http } from '@marktplatz/shared';

/** The API envelope `{ status, data, message?, meta? }`. */
export interface Envelope<T> {
  [key: string]: unknown;
  status: boolean;
  data: T;
  message?: string;
  meta?: PageMeta;
}
export interface PageMeta {
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}
export interface Page<T> {
  rows: T[];
  meta: PageMeta;
}

function page<T>(body: Envelope<T[]>): Page<T> {
  return { rows: body.data, meta: body.meta ?? { current_page: 1, last_page: 1, per_page: body.data.length, total: body.data.length } };
}
async function get<T>(path: string, params?: Record<string, unknown>, signal?: AbortSignal): Promise<T> {
  return (await http.get<Envelope<T>>(path, { params, signal })).data.data;
}
async function getPage<T>(path: string, params: Record<string, unknown>, signal?: AbortSignal): Promise<Page<T>> {
  return page((await http.get<Envelope<T[]>>(path, { params, signal })).data);
}
async function post<T>(path: string, body: unknown): Promise<Envelope<T>> {
  return (await http.post<Envelope<T>>(path, body)).data;
}
async function remove(path: string): Promise<Envelope<null>> {
  return (await http.delete<Envelope<null>>(path)).data;
}

// --- lead routes, questions, answer options, calls to action (provider) ------------------------------------

export type RouteStatus = 'draft' | 'active' | 'inactive';
export type AnswerType = 'single' | 'multiple' | 'text' | 'number' | 'date' | 'file';
export interface LeadRoute {
  id: number;
  name: string;
  slug: string;
  description: string;
  status: RouteStatus;
  postal_code: string;
  radius: number;
  world_category_id: number;
  world_category: { id: number; title: string; slug: string } | null;
  question_count: number;
}
export interface AnswerOption {
  id: number;
  lead_route_question_id: number;
  answer: string;
  position: number;
}
export interface Question {
  id: number;
  lead_route_id: number;
  question: string;
  answer_type: AnswerType;
  is_required: boolean;
  position: number;
  answers: AnswerOption[];
}
export interface RouteInput {
  name: string;
  description: string;
  world_category_id: number;
  postal_code: string;
  radius: number | string;
}
export interface CallToAction {
  id: number;
  title: string;
  text: string;
  button_text: string;
  button_url: string | null;
  lead_route_id: number | null;
  lead_route: { id: number; name: string } | null;
  status: 'active' | 'inactive';
}
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

export interface WorldRoute {
  id: number;
  name: string;
  slug: string;
  description: string;
  postal_code: string;
  radius: number;
  world_category_id: number;
  provider: { id: number; name: string };
}
export interface WorldCategory {
  id: number;
  title: string;
  slug: string;
  image: string | null;
  description: string;
  view_count: number;
  lead_routes: WorldRoute[];
}
export interface PickableProvider {
  id: number;
  name: string;
  lead_route_id: number;
  lead_route_name: string;
  postal_code: string;
  radius: number;
  selected: boolean;
  distance_km?: number;
}
export interface PublicCta {
  id: number;
  title: string;
  text: string;
  button_text: string;
  button_url: string | null;
}
export interface Confirmation {
  title: string;
  text: string;
  steps: string[];
}
export interface UploadedFile {
  file: string;
  file_name: string;
  size: number;
  mime_type: string;
}
export type RawAnswer = string | number | (string | number)[] | null;

export const getWorld = (slug: string, signal?: AbortSignal) =>
  get<WorldCategory[]>(`v2/world/categorys/${encodeURIComponent(slug)}`, undefined, signal);
export const countWorldView = (slug: string) => post<unknown>('setWorldViewCounts', { slug });
export const getProvidersForRoute = (routeId: number, slug: string, signal?: AbortSignal) =>
  get<{ providers: PickableProvider[]; call_to_actions: PublicCta[] }>('api/providerByLeadRoute', { lead_route_id: routeId, slug }, signal);
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
}) => post<{ inquiry_id?: number; id?: number }>('api/lead', input);

// --- leads and offers ----------------------------------------------------------------------------------------

export interface Countdown {
  offer_expired_days: number;
  offer_expired_hours: number;
  offer_expired_minutes: number;
}
export type LeadTab = 'open' | 'accepted' | 'rejected' | 'requested';
export type OfferStatus = 'sent' | 'accepted' | 'declined' | 'withdrawn' | 'expired';
export interface LeadAnswer {
  question: string;
  answer: string;
}
export interface InquiryFile {
  file: string;
  file_name: string;
  size: number;
}
export interface CustomerInquiry extends Countdown {
  id: number;
  created_at: string;
  expires_at: string;
  title: string;
  status: 'open' | 'closed' | 'expired';
  lead_route: { id: number; name: string } | null;
  provider_name: string;
  provider_id: number | null;
  offer_count: number;
}
export interface CustomerOffer {
  id: number;
  date: string;
  offer_name: string;
  offer_content: string;
  offer_status: OfferStatus;
  price1: number | null;
  price_type: string;
  provider: { id: number; name: string };
  lead: { id: number };
}
export interface ProviderLead extends Countdown {
  id: number;
  created_at: string;
  lead_status: LeadTab;
  inquiry_status: string;
  title: string;
  postal_code: string | null;
  user: { name: string };
  lead_route: { id: number; name: string } | null;
}
export interface ProviderLeadDetail extends ProviderLead {
  message: string;
  user: { id: number | null; name: string };
  offers: { id: number; offer_status: OfferStatus }[];
  lead_answers: LeadAnswer[];
  files: InquiryFile[];
}
export interface ProviderOffer {
  id: number;
  created_at: string;
  lead: { id: number; lead_route: { name: string }; user: { name: string } };
  offer_name: string;
  price1: number | null;
  price_type: string;
  offer_status: OfferStatus;
}
export interface OfferDetail extends Countdown {
  id: number;
  comment: string;
  provider: { name: string; user_id: number; street: string; postal_code: string; city: string; phone: string; email: string };
  price1: number | null;
  price2: number | null;
  price_type: string;
  offer_name: string;
  offer_status: OfferStatus;
  offer_content: string;
  created_at: string;
  accepted_at: string | null;
  date1: string | null;
  date2: string | null;
  date_visit: string | null;
  file: { file: string; file_name: string } | null;
  lead_answers: LeadAnswer[];
  lead: { id: number; inquiry_id: number };
  inquiry_status: string;
  lead_status?: LeadTab;
  user?: { id: number; name: string; email: string; phone: string; zip_code: string };
}

export const getCustomerInquiries = (pageNumber: number, signal?: AbortSignal) =>
  getPage<CustomerInquiry>('api/customer/leads', { page: pageNumber, per_page: 5 }, signal);
export const getCustomerOffers = (pageNumber: number, signal?: AbortSignal) =>
  getPage<CustomerOffer>('api/customer/offers', { page: pageNumber, per_page: 5 }, signal);
export const getOffer = (id: number, signal?: AbortSignal) => get<OfferDetail>(`api/offer/${id}`, undefined, signal);
export const decideOffer = (offerId: number, status: 'accept' | 'decline') =>
  post<unknown>('api/inquiry/customer/status', { status, offer_id: offerId });
export const closeInquiry = (inquiryId: number) => post<unknown>('api/inquiry/customer/status', { status: 'close', inquiry_id: inquiryId });

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
): Promise<Envelope<{ id: number }>> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value.trim() !== '') form.append(key, value.trim());
  if (file) form.append('file', file);
  const response = await http.post<Envelope<{ id: number }>>('api/provider/offer', form, {
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

export type PropertyType = 'wohnung' | 'haus' | 'grundstueck' | 'gewerbe';
export interface PropertyCard {
  id: number;
  slug: string;
  title: string;
  property_type: PropertyType;
  rooms: number;
  living_area: number;
  living_area_text: string;
  price: number;
  postal_code: string;
  city: string;
  image: string | null;
  energy_class: string | null;
  created_at: string;
  distance_km?: number | null;
}
export interface EnergyData {
  certificate_type: string;
  energy_value_kwh: number;
  energy_class: string;
  main_energy_source: string;
  construction_year: number;
}
export interface PropertyDetail extends PropertyCard {
  description: string;
  gallery: string[];
  energy: EnergyData | null;
}
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

export async function getFinder(query: FinderQuery, signal?: AbortSignal): Promise<Page<PropertyCard> & { sorts: Record<string, string> }> {
  const params: Record<string, string | number> = { per_page: 5 };
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && String(value).trim() !== '') params[key] = typeof value === 'string' ? value.trim() : value;
  const body = (await http.get<Envelope<PropertyCard[]> & { sorts: Record<string, string> }>('api/finder', { params, signal })).data;
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
}) => post<{ id: number }>('api/property_appointment', input);
