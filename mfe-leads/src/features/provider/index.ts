/**
 * The provider feature's public surface (leads, offers, lead routes with their questions, calls to action). Its
 * routed pages are imported lazily by path from the area's routes; other features use the route's questions.
 */
export { getQuestions } from './api/getQuestions';
export type { Question, AnswerType, OfferDetail } from './types';
