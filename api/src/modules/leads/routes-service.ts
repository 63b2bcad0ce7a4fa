import { assertWithinLimit } from '../billing/public';
import { assertCanPublish } from '../onboarding/public';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  type AnswerType,
  callToActions,
  leadRouteAnswers,
  leadRouteQuestions,
  leadRoutes,
  type LeadRouteStatus,
  worldCategories,
} from '../../db/schema';
import { NotFoundError, ValidationError } from '../../http/errors';
import { pageOffset, type PageRequest } from '../../http/pagination';
import { postalCodeCoordinates } from '../reference/public';
import { germanSlug, writeWithFreeSlug } from '../../lib/slug';
import type { CtaInput, LeadRouteInput } from './schemas';

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

type RouteRow = typeof leadRoutes.$inferSelect;
type QuestionRow = typeof leadRouteQuestions.$inferSelect;
type AnswerRow = typeof leadRouteAnswers.$inferSelect;
type CtaRow = typeof callToActions.$inferSelect;

export function presentRoute(row: RouteRow, category: { id: number; title: string; slug: string } | null, questionCount: number) {
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

export function presentAnswer(row: AnswerRow) {
  return { id: row.id, lead_route_question_id: row.questionId, answer: row.answer, position: row.position };
}

export function presentQuestion(row: QuestionRow, answers: AnswerRow[] = []) {
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

export function presentCta(row: CtaRow, route: { id: number; name: string } | null) {
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
  const used = new Set(taken.filter((row) => row.id !== exceptId).map((row) => row.slug));
  if (!used.has(base)) return base;
  for (let suffix = 2; ; suffix += 1) if (!used.has(`${base}-${suffix}`)) return `${base}-${suffix}`;
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

// --- questions ---------------------------------------------------------------------------------------------

async function ownQuestion(db: Executor, providerId: number, id: number): Promise<{ question: QuestionRow; route: RouteRow }> {
  const [row] = await db
    .select({ question: leadRouteQuestions, route: leadRoutes })
    .from(leadRouteQuestions)
    .innerJoin(leadRoutes, eq(leadRoutes.id, leadRouteQuestions.leadRouteId))
    .where(and(eq(leadRouteQuestions.id, id), eq(leadRoutes.providerId, providerId)))
    .limit(1);
  if (!row) throw new NotFoundError(QUESTION_NOT_FOUND);
  return row;
}

async function answersOf(db: Executor, questionIds: number[]): Promise<Map<number, AnswerRow[]>> {
  const byQuestion = new Map<number, AnswerRow[]>();
  if (questionIds.length === 0) return byQuestion;
  const rows = await db
    .select()
    .from(leadRouteAnswers)
    .where(inArray(leadRouteAnswers.questionId, questionIds))
    .orderBy(asc(leadRouteAnswers.position), asc(leadRouteAnswers.id));
  for (const row of rows) byQuestion.set(row.questionId, [...(byQuestion.get(row.questionId) ?? []), row]);
  return byQuestion;
}

/** Questions of a route in order, each with its answer options. */
export async function questionsOfRoute(db: Executor, routeId: number) {
  const rows = await db
    .select()
    .from(leadRouteQuestions)
    .where(eq(leadRouteQuestions.leadRouteId, routeId))
    .orderBy(asc(leadRouteQuestions.position), asc(leadRouteQuestions.id));
  const answers = await answersOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => presentQuestion(row, answers.get(row.id) ?? []));
}

/** The wizard's questions: an active route for anyone; the owner sees their draft or inactive route too. */
export async function questionsByRoute(db: Executor, viewerId: number | null, routeId: number) {
  const [route] = await db.select().from(leadRoutes).where(eq(leadRoutes.id, routeId)).limit(1);
  if (!route || (route.status !== 'active' && route.providerId !== viewerId)) throw new NotFoundError(ROUTE_NOT_FOUND);
  return questionsOfRoute(db, routeId);
}

export async function listQuestions(db: Executor, providerId: number, filter: { routeId?: number }, page: PageRequest) {
  const { limit, offset } = pageOffset(page);
  const where = and(eq(leadRoutes.providerId, providerId), filter.routeId ? eq(leadRouteQuestions.leadRouteId, filter.routeId) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select({ question: leadRouteQuestions })
      .from(leadRouteQuestions)
      .innerJoin(leadRoutes, eq(leadRoutes.id, leadRouteQuestions.leadRouteId))
      .where(where)
      .orderBy(asc(leadRouteQuestions.leadRouteId), asc(leadRouteQuestions.position), asc(leadRouteQuestions.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: count() })
      .from(leadRouteQuestions)
      .innerJoin(leadRoutes, eq(leadRoutes.id, leadRouteQuestions.leadRouteId))
      .where(where),
  ]);
  const answers = await answersOf(
    db,
    rows.map((row) => row.question.id),
  );
  return { rows: rows.map((row) => presentQuestion(row.question, answers.get(row.question.id) ?? [])), total: total?.total ?? 0 };
}

export async function questionDetail(db: Executor, providerId: number, id: number) {
  const { question } = await ownQuestion(db, providerId, id);
  const answers = await answersOf(db, [question.id]);
  return presentQuestion(question, answers.get(question.id) ?? []);
}

interface QuestionInput {
  question: string;
  answer_type: AnswerType;
  is_required: boolean;
}

export async function createQuestion(db: Executor, providerId: number, routeId: number, input: QuestionInput) {
  await ownRoute(db, providerId, routeId);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from lead_routes where id = ${routeId} for update`);
    const [last] = await tx
      .select({ max: sql<number>`coalesce(max(${leadRouteQuestions.position}), 0)` })
      .from(leadRouteQuestions)
      .where(eq(leadRouteQuestions.leadRouteId, routeId));
    const [row] = await tx
      .insert(leadRouteQuestions)
      .values({
        leadRouteId: routeId,
        question: input.question,
        answerType: input.answer_type,
        isRequired: input.is_required,
        position: Number(last?.max ?? 0) + 1,
      })
      .returning();
    if (!row) throw new Error('Frage wurde nicht angelegt.');
    return presentQuestion(row);
  });
}

export async function updateQuestion(db: Executor, providerId: number, id: number, input: QuestionInput) {
  const { question } = await ownQuestion(db, providerId, id);
  if (isChoice(question.answerType) && !isChoice(input.answer_type)) {
    const answers = await answersOf(db, [id]);
    if ((answers.get(id) ?? []).length > 0) throw ValidationError.field('answer_type', CHOICE_TYPE_CHANGE_MESSAGE);
  }
  const [row] = await db
    .update(leadRouteQuestions)
    .set({ question: input.question, answerType: input.answer_type, isRequired: input.is_required })
    .where(eq(leadRouteQuestions.id, id))
    .returning();
  if (!row) throw new NotFoundError(QUESTION_NOT_FOUND);
  return questionDetail(db, providerId, row.id);
}

/** Renumbers the rows 1…n in the given order (one statement). */
async function renumber(tx: Executor, table: typeof leadRouteQuestions | typeof leadRouteAnswers, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const cases = sql.join(
    ids.map((id, index) => sql`when ${id}::int then ${index + 1}::int`),
    sql` `,
  );
  await tx
    .update(table)
    .set({ position: sql`(case ${table.id} ${cases} end)::int` })
    .where(inArray(table.id, ids));
}

export async function deleteQuestion(db: Executor, providerId: number, id: number): Promise<void> {
  const { question, route } = await ownQuestion(db, providerId, id);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select id from lead_routes where id = ${route.id} for update`);
    const remaining = await tx
      .select({ id: leadRouteQuestions.id })
      .from(leadRouteQuestions)
      .where(eq(leadRouteQuestions.leadRouteId, route.id))
      .orderBy(asc(leadRouteQuestions.position), asc(leadRouteQuestions.id));
    if (route.status === 'active' && remaining.length <= 1) throw ValidationError.field('lead_route_question_id', LAST_QUESTION_MESSAGE);
    await tx.delete(leadRouteQuestions).where(eq(leadRouteQuestions.id, question.id));
    await renumber(
      tx,
      leadRouteQuestions,
      remaining.map((row) => row.id).filter((rowId) => rowId !== question.id),
    );
  });
}

function moveTo(ids: number[], id: number, position: number): number[] {
  const rest = ids.filter((rowId) => rowId !== id);
  const index = Math.min(Math.max(position, 1), rest.length + 1) - 1;
  return [...rest.slice(0, index), id, ...rest.slice(index)];
}

/** Moves a question to a position (1-based, clamped) and renumbers the route's questions in one transaction. */
export async function moveQuestion(db: Executor, providerId: number, id: number, position: number) {
  const { route } = await ownQuestion(db, providerId, id);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select id from lead_routes where id = ${route.id} for update`);
    const rows = await tx
      .select({ id: leadRouteQuestions.id })
      .from(leadRouteQuestions)
      .where(eq(leadRouteQuestions.leadRouteId, route.id))
      .orderBy(asc(leadRouteQuestions.position), asc(leadRouteQuestions.id));
    await renumber(
      tx,
      leadRouteQuestions,
      moveTo(
        rows.map((row) => row.id),
        id,
        position,
      ),
    );
  });
  return questionsOfRoute(db, route.id);
}

// --- answers -----------------------------------------------------------------------------------------------

async function ownAnswer(db: Executor, providerId: number, id: number) {
  const [row] = await db
    .select({ answer: leadRouteAnswers, question: leadRouteQuestions })
    .from(leadRouteAnswers)
    .innerJoin(leadRouteQuestions, eq(leadRouteQuestions.id, leadRouteAnswers.questionId))
    .innerJoin(leadRoutes, eq(leadRoutes.id, leadRouteQuestions.leadRouteId))
    .where(and(eq(leadRouteAnswers.id, id), eq(leadRoutes.providerId, providerId)))
    .limit(1);
  if (!row) throw new NotFoundError(ANSWER_NOT_FOUND);
  return row;
}

export async function answerDetail(db: Executor, providerId: number, id: number) {
  return presentAnswer((await ownAnswer(db, providerId, id)).answer);
}

export async function listAnswers(db: Executor, providerId: number, questionId: number) {
  await ownQuestion(db, providerId, questionId);
  return ((await answersOf(db, [questionId])).get(questionId) ?? []).map(presentAnswer);
}

export async function createAnswer(db: Executor, providerId: number, questionId: number, answer: string) {
  const { question } = await ownQuestion(db, providerId, questionId);
  if (!isChoice(question.answerType)) throw ValidationError.field('lead_route_question_id', ANSWERS_ONLY_FOR_CHOICE);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from lead_route_questions where id = ${questionId} for update`);
    const [last] = await tx
      .select({ max: sql<number>`coalesce(max(${leadRouteAnswers.position}), 0)` })
      .from(leadRouteAnswers)
      .where(eq(leadRouteAnswers.questionId, questionId));
    const [row] = await tx
      .insert(leadRouteAnswers)
      .values({ questionId, answer, position: Number(last?.max ?? 0) + 1 })
      .returning();
    if (!row) throw new Error('Antwort wurde nicht angelegt.');
    return presentAnswer(row);
  });
}

export async function updateAnswer(db: Executor, providerId: number, id: number, answer: string) {
  await ownAnswer(db, providerId, id);
  const [row] = await db.update(leadRouteAnswers).set({ answer }).where(eq(leadRouteAnswers.id, id)).returning();
  if (!row) throw new NotFoundError(ANSWER_NOT_FOUND);
  return presentAnswer(row);
}

export async function deleteAnswer(db: Executor, providerId: number, id: number): Promise<void> {
  const { question } = await ownAnswer(db, providerId, id);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select id from lead_route_questions where id = ${question.id} for update`);
    await tx.delete(leadRouteAnswers).where(eq(leadRouteAnswers.id, id));
    const rest = await tx
      .select({ id: leadRouteAnswers.id })
      .from(leadRouteAnswers)
      .where(eq(leadRouteAnswers.questionId, question.id))
      .orderBy(asc(leadRouteAnswers.position), asc(leadRouteAnswers.id));
    await renumber(
      tx,
      leadRouteAnswers,
      rest.map((row) => row.id),
    );
  });
}

export async function moveAnswer(db: Executor, providerId: number, id: number, position: number) {
  const { question } = await ownAnswer(db, providerId, id);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select id from lead_route_questions where id = ${question.id} for update`);
    const rows = await tx
      .select({ id: leadRouteAnswers.id })
      .from(leadRouteAnswers)
      .where(eq(leadRouteAnswers.questionId, question.id))
      .orderBy(asc(leadRouteAnswers.position), asc(leadRouteAnswers.id));
    await renumber(
      tx,
      leadRouteAnswers,
      moveTo(
        rows.map((row) => row.id),
        id,
        position,
      ),
    );
  });
  return ((await answersOf(db, [question.id])).get(question.id) ?? []).map(presentAnswer);
}

// --- calls to action ---------------------------------------------------------------------------------------

async function routeRef(db: Executor, providerId: number, routeId: number | null) {
  if (routeId === null) return null;
  const [row] = await db
    .select({ id: leadRoutes.id, name: leadRoutes.name })
    .from(leadRoutes)
    .where(and(eq(leadRoutes.id, routeId), eq(leadRoutes.providerId, providerId)))
    .limit(1);
  if (!row) throw ValidationError.field('lead_route_id', ROUTE_NOT_FOUND);
  return row;
}

async function ownCta(db: Executor, providerId: number, id: number): Promise<CtaRow> {
  const [row] = await db
    .select()
    .from(callToActions)
    .where(and(eq(callToActions.id, id), eq(callToActions.providerId, providerId)))
    .limit(1);
  if (!row) throw new NotFoundError(CTA_NOT_FOUND);
  return row;
}

async function presentCtaRow(db: Executor, row: CtaRow) {
  const route = row.leadRouteId
    ? ((
        await db.select({ id: leadRoutes.id, name: leadRoutes.name }).from(leadRoutes).where(eq(leadRoutes.id, row.leadRouteId)).limit(1)
      )[0] ?? null)
    : null;
  return presentCta(row, route);
}

export async function listCtas(db: Executor, providerId: number, filter: { routeId?: number }, page: PageRequest) {
  const { limit, offset } = pageOffset(page);
  const where = and(eq(callToActions.providerId, providerId), filter.routeId ? eq(callToActions.leadRouteId, filter.routeId) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select({ cta: callToActions, route: { id: leadRoutes.id, name: leadRoutes.name } })
      .from(callToActions)
      .leftJoin(leadRoutes, eq(leadRoutes.id, callToActions.leadRouteId))
      .where(where)
      .orderBy(desc(callToActions.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(callToActions).where(where),
  ]);
  return { rows: rows.map((row) => presentCta(row.cta, row.route?.id ? row.route : null)), total: total?.total ?? 0 };
}

export async function ctaDetail(db: Executor, providerId: number, id: number) {
  return presentCtaRow(db, await ownCta(db, providerId, id));
}

export async function createCta(db: Executor, providerId: number, input: CtaInput) {
  const route = await routeRef(db, providerId, input.lead_route_id);
  const [row] = await db
    .insert(callToActions)
    .values({
      providerId,
      leadRouteId: route?.id ?? null,
      title: input.title,
      text: input.text,
      buttonText: input.button_text,
      buttonUrl: input.button_url,
      status: input.status,
    })
    .returning();
  if (!row) throw new Error('Call-to-Action wurde nicht angelegt.');
  return presentCta(row, route);
}

export async function updateCta(db: Executor, providerId: number, id: number, input: CtaInput) {
  await ownCta(db, providerId, id);
  const route = await routeRef(db, providerId, input.lead_route_id);
  const [row] = await db
    .update(callToActions)
    .set({
      leadRouteId: route?.id ?? null,
      title: input.title,
      text: input.text,
      buttonText: input.button_text,
      buttonUrl: input.button_url,
      status: input.status,
      updatedAt: new Date(),
    })
    .where(eq(callToActions.id, id))
    .returning();
  if (!row) throw new NotFoundError(CTA_NOT_FOUND);
  return presentCta(row, route);
}

export async function changeCtaStatus(db: Executor, providerId: number, id: number, status: CtaRow['status']) {
  await ownCta(db, providerId, id);
  const [row] = await db.update(callToActions).set({ status, updatedAt: new Date() }).where(eq(callToActions.id, id)).returning();
  if (!row) throw new NotFoundError(CTA_NOT_FOUND);
  return presentCtaRow(db, row);
}

export async function deleteCta(db: Executor, providerId: number, id: number): Promise<void> {
  await ownCta(db, providerId, id);
  await db.delete(callToActions).where(eq(callToActions.id, id));
}

/** Active calls to action of a provider for the public page (optionally one route's). */
export async function publicCtas(db: Executor, providerId: number, routeId?: number) {
  const rows = await db
    .select()
    .from(callToActions)
    .where(
      and(
        eq(callToActions.providerId, providerId),
        eq(callToActions.status, 'active'),
        routeId ? eq(callToActions.leadRouteId, routeId) : undefined,
      ),
    )
    .orderBy(desc(callToActions.id))
    .limit(20);
  return rows.map((row) => presentCta(row, null));
}
