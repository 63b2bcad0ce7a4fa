/** The provider's lead routes, by topic in the sibling files (routes, questions, answers, calls to action). */
export {
  ROUTE_NOT_FOUND,
  QUESTION_NOT_FOUND,
  ANSWER_NOT_FOUND,
  CTA_NOT_FOUND,
  CATEGORY_NOT_FOUND,
  NO_QUESTIONS_MESSAGE,
  CHOICE_WITHOUT_ANSWERS_MESSAGE,
  ANSWERS_ONLY_FOR_CHOICE,
  CHOICE_TYPE_CHANGE_MESSAGE,
  LAST_QUESTION_MESSAGE,
  isChoice,
  presentRoute,
  presentAnswer,
  presentQuestion,
  presentCta,
  ownRoute,
  routeInfo,
  listRoutes,
  createRoute,
  updateRoute,
  deleteRoute,
  changeRouteStatus,
  activeRouteCount,
} from './route-setup';
export {
  questionsOfRoute,
  questionsByRoute,
  listQuestions,
  questionDetail,
  createQuestion,
  updateQuestion,
  deleteQuestion,
  moveQuestion,
} from './route-questions';
export { answerDetail, listAnswers, createAnswer, updateAnswer, deleteAnswer, moveAnswer } from './route-answers';
export { listCtas, ctaDetail, createCta, updateCta, changeCtaStatus, deleteCta, publicCtas } from './route-ctas';
