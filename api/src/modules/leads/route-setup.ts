import { assertWithinLimit } from '../billing/public';
import { assertCanPublish } from '../onboarding/public';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  type AnswerType,
  type callToActions,
  leadRouteAnswers,
  leadRouteQuestions,
  leadRoutes,
  type LeadRouteStatus,
  worldCategories,
} from '../../db/schema/leads';
import { NotFoundError, ValidationError } from '../../http/errors';
import { pageOffset, type PageRequest } from '../../http/pagination';
import { postalCodeCoordinates } from '../reference/public';
import { firstFreeSlug, germanSlug, writeWithFreeSlug } from '../../lib/slug';
import type { AnswerOption, CallToAction, LeadRoute, LeadRouteInput, Question } from './schemas';

export const ROUTE_NOT_FOUND = 'Die Anfragestrecke wurde nicht gefunden.';
export const QUESTION_NOT_FOUND = 'Die Frage wurde nicht gefunden.';
export const ANSWER_NOT_FOUND = 'Die Antwortmöglichkeit wurde nicht gefunden.';
export const CTA_NOT_FOUND = 'Die Aktionsbox wurde nicht gefunden.';
export const CATEGORY_NOT_FOUND = 'Diese Kategorie gibt es nicht.';
export const NO_QUESTIONS_MESSAGE = 'Eine Anfragestrecke kann erst aktiviert werden, wenn sie mindestens eine Frage hat.';
export const CHOICE_WITHOUT_ANSWERS_MESSAGE =
  'Jede Auswahlfrage braucht mindestens zwei Antwortmöglichkeiten, bevor die Anfragestrecke aktiv wird.';
export const ANSWERS_ONLY_FOR_CHOICE = 'Antwortmöglichkeiten gibt es nur bei Auswahlfragen (single oder multiple).';
export const CHOICE_TYPE_CHANGE_MESSAGE =
  'Die Frage hat Antwortmöglichkeiten; löschen Sie diese, bevor Sie sie zu einer Frage ohne Auswahl machen.';
export const LAST_QUESTION_MESSAGE =
  'Eine aktive Anfragestrecke braucht mindestens eine Frage. Deaktivieren Sie die Anfragestrecke, bevor Sie ihre letzte Frage löschen.';

const CHOICE_TYPES: ReadonlySet<AnswerType> = new Set(['single', 'multiple']);
export const isChoice = (type: AnswerType) => CHOICE_TYPES.has(type);

export type RouteRow = typeof leadRoutes.$inferSelect;
export type QuestionRow = typeof leadRouteQuestions.$inferSelect;
export type AnswerRow = typeof leadRouteAnswers.$inferSelect;
export type CtaRow = typeof callToActions.$inferSelect;

export function presentRoute(row: RouteRow, category: LeadRoute['world_category'], questionCount: number): LeadRoute {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    status: row.status,
    postal_code: row.postalCode,
    radius: row.radiusKm,
    world_category_id: row.worldCategoryId,
    world_category: category,
    question_count: questionCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function presentAnswer(row: AnswerRow): AnswerOption {
  return { id: row.id, lead_route_question_id: row.questionId, answer: row.answer, position: row.position };
}

export function presentQuestion(row: QuestionRow, answers: AnswerRow[] = []): Question {
  return {
    id: row.id,
    lead_route_id: row.leadRouteId,
    question: row.question,
    answer_type: row.answerType,
    is_required: row.isRequired,
    position: row.position,
    answers: answers.map(presentAnswer),
  };
}

export function presentCta(row: CtaRow, route: CallToAction['lead_route']): CallToAction {
  return {
    id: row.id,
    title: row.title,
    text: row.text,
    button_text: row.buttonText,
    button_url: row.buttonUrl,
    lead_route_id: row.leadRouteId,
    lead_route: route,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

async function categoryRef(db: Executor, id: number) {
  const [row] = await db
    .select({ id: worldCategories.id, title: worldCategories.title, slug: worldCategories.slug })
    .from(worldCategories)
    .where(eq(worldCategories.id, id))
    .limit(1);
  return row ?? null;
}

async function questionCount(db: Executor, routeId: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(leadRouteQuestions).where(eq(leadRouteQuestions.leadRouteId, routeId));
  return row?.total ?? 0;
}

/** The provider's own route; another provider's or a missing one → 404. */
export async function ownRoute(db: Executor, providerId: number, id: number): Promise<RouteRow> {
  const [row] = await db
    .select()
    .from(leadRoutes)
    .where(and(eq(leadRoutes.id, id), eq(leadRoutes.providerId, providerId)))
    .limit(1);
  if (!row) throw new NotFoundError(ROUTE_NOT_FOUND);
  return row;
}

export async function routeInfo(db: Executor, providerId: number, id: number) {
  const row = await ownRoute(db, providerId, id);
  return presentRoute(row, await categoryRef(db, row.worldCategoryId), await questionCount(db, row.id));
}

export async function listRoutes(db: Executor, providerId: number, page: PageRequest) {
  const { limit, offset } = pageOffset(page);
  const counts = db
    .select({ routeId: leadRouteQuestions.leadRouteId, total: count().as('total') })
    .from(leadRouteQuestions)
    .groupBy(leadRouteQuestions.leadRouteId)
    .as('question_counts');
  const [rows, [total]] = await Promise.all([
    db
      .select({
        route: leadRoutes,
        category: { id: worldCategories.id, title: worldCategories.title, slug: worldCategories.slug },
        questions: counts.total,
      })
      .from(leadRoutes)
      .innerJoin(worldCategories, eq(worldCategories.id, leadRoutes.worldCategoryId))
      .leftJoin(counts, eq(counts.routeId, leadRoutes.id))
      .where(eq(leadRoutes.providerId, providerId))
      .orderBy(desc(leadRoutes.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(leadRoutes).where(eq(leadRoutes.providerId, providerId)),
  ]);
  return { rows: rows.map((row) => presentRoute(row.route, row.category, Number(row.questions ?? 0))), total: total?.total ?? 0 };
}

async function uniqueSlug(db: Executor, providerId: number, name: string, exceptId?: number): Promise<string> {
  const base = germanSlug(name) || 'route';
  const taken = await db
    .select({ id: leadRoutes.id, slug: leadRoutes.slug })
    .from(leadRoutes)
    .where(and(eq(leadRoutes.providerId, providerId), sql`${leadRoutes.slug} like ${`${base}%`}`));
  return firstFreeSlug(
    base,
    taken.filter((row) => row.id !== exceptId).map((row) => row.slug),
  );
}

async function requireCategory(db: Executor, id: number) {
  const category = await categoryRef(db, id);
  if (!category) throw ValidationError.field('world_category_id', CATEGORY_NOT_FOUND);
  return category;
}

/** The route's service-area centre from the reference module's postal-code coordinates. */
const routePoint = (postalCode: string) => {
  const point = postalCodeCoordinates(postalCode);
  return { latitude: point?.latitude ?? null, longitude: point?.longitude ?? null };
};

/** The unique index of a provider's route slugs (two routes of one name created at once collide on it). */
const ROUTE_SLUG_INDEX = 'lead_routes_provider_slug_idx';

export async function createRoute(db: Executor, providerId: number, input: LeadRouteInput) {
  const category = await requireCategory(db, input.world_category_id);
  const row = await writeWithFreeSlug(
    db,
    ROUTE_SLUG_INDEX,
    (tx) => uniqueSlug(tx, providerId, input.name),
    async (tx, slug) => {
      const [inserted] = await tx
        .insert(leadRoutes)
        .values({
          providerId,
          worldCategoryId: category.id,
          name: input.name,
          slug,
          description: input.description,
          postalCode: input.postal_code,
          radiusKm: input.radius,
          ...routePoint(input.postal_code),
        })
        .returning();
      return inserted;
    },
  );
  if (!row) throw new Error('Lead-Route wurde nicht angelegt.');
  return presentRoute(row, category, 0);
}

export async function updateRoute(db: Executor, providerId: number, id: number, input: LeadRouteInput) {
  const existing = await ownRoute(db, providerId, id);
  const category = await requireCategory(db, input.world_category_id);
  const [row] = await writeWithFreeSlug(
    db,
    ROUTE_SLUG_INDEX,
    async (tx) => (existing.name === input.name ? existing.slug : uniqueSlug(tx, providerId, input.name, id)),
    (tx, slug) =>
      tx
        .update(leadRoutes)
        .set({
          worldCategoryId: category.id,
          name: input.name,
          slug,
          description: input.description,
          postalCode: input.postal_code,
          radiusKm: input.radius,
          ...routePoint(input.postal_code),
          updatedAt: new Date(),
        })
        .where(eq(leadRoutes.id, id))
        .returning(),
  );
  if (!row) throw new NotFoundError(ROUTE_NOT_FOUND);
  return presentRoute(row, category, await questionCount(db, id));
}

export async function deleteRoute(db: Executor, providerId: number, id: number): Promise<void> {
  await ownRoute(db, providerId, id);
  await db.delete(leadRoutes).where(eq(leadRoutes.id, id));
}

/** draft → active ⇄ inactive; activation needs questions, and every choice question needs two answer options. */
export async function changeRouteStatus(db: Executor, providerId: number, id: number, status: Exclude<LeadRouteStatus, 'draft'>) {
  return db.transaction(async (tx) => changeRouteStatusIn(tx, providerId, id, status));
}

/** The provider's active lead routes (what its package limits). */
export async function activeRouteCount(db: Executor, providerId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(leadRoutes)
    .where(and(eq(leadRoutes.providerId, providerId), eq(leadRoutes.status, 'active')));
  return Number(row?.n ?? 0);
}

/** Inside the change's transaction, which holds the provider's lead-route-limit lock until it ends. */
async function changeRouteStatusIn(db: Executor, providerId: number, id: number, status: Exclude<LeadRouteStatus, 'draft'>) {
  const route = await ownRoute(db, providerId, id);
  if (status === 'active' && route.status !== 'active') await assertCanPublish(db, providerId);
  if (status === 'active') {
    const questions = await db.select().from(leadRouteQuestions).where(eq(leadRouteQuestions.leadRouteId, id));
    if (questions.length === 0) throw ValidationError.field('status', NO_QUESTIONS_MESSAGE);
    const choiceIds = questions.filter((question) => isChoice(question.answerType)).map((question) => question.id);
    if (choiceIds.length > 0) {
      const answerCounts = await db
        .select({ questionId: leadRouteAnswers.questionId, total: count() })
        .from(leadRouteAnswers)
        .where(inArray(leadRouteAnswers.questionId, choiceIds))
        .groupBy(leadRouteAnswers.questionId);
      const byQuestion = new Map(answerCounts.map((row) => [row.questionId, row.total]));
      if (choiceIds.some((questionId) => (byQuestion.get(questionId) ?? 0) < 2))
        throw ValidationError.field('status', CHOICE_WITHOUT_ANSWERS_MESSAGE);
    }
  }
  if (route.status === 'draft' && status === 'inactive') throw ValidationError.field('status', 'Ein Entwurf kann nur aktiviert werden.');
  if (status === 'active' && route.status !== 'active')
    await assertWithinLimit(db, providerId, 'lead_routes', () => activeRouteCount(db, providerId), 'status');
  const [row] = await db.update(leadRoutes).set({ status, updatedAt: new Date() }).where(eq(leadRoutes.id, id)).returning();
  if (!row) throw new NotFoundError(ROUTE_NOT_FOUND);
  return presentRoute(row, await categoryRef(db, row.worldCategoryId), await questionCount(db, id));
}
