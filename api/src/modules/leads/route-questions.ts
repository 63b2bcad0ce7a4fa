import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type AnswerType, leadRouteAnswers, leadRouteQuestions, leadRoutes } from '../../db/schema/leads';
import { NotFoundError, ValidationError } from '../../http/errors';
import { pageOffset, type PageRequest } from '../../http/pagination';
import {
  type AnswerRow,
  CHOICE_TYPE_CHANGE_MESSAGE,
  LAST_QUESTION_MESSAGE,
  QUESTION_NOT_FOUND,
  type QuestionRow,
  ROUTE_NOT_FOUND,
  type RouteRow,
  isChoice,
  ownRoute,
  presentQuestion,
} from './route-setup';

// --- questions ---------------------------------------------------------------------------------------------

export async function ownQuestion(db: Executor, providerId: number, id: number): Promise<{ question: QuestionRow; route: RouteRow }> {
  const [row] = await db
    .select({ question: leadRouteQuestions, route: leadRoutes })
    .from(leadRouteQuestions)
    .innerJoin(leadRoutes, eq(leadRoutes.id, leadRouteQuestions.leadRouteId))
    .where(and(eq(leadRouteQuestions.id, id), eq(leadRoutes.providerId, providerId)))
    .limit(1);
  if (!row) throw new NotFoundError(QUESTION_NOT_FOUND);
  return row;
}

export async function answersOf(db: Executor, questionIds: number[]): Promise<Map<number, AnswerRow[]>> {
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
export async function renumber(tx: Executor, table: typeof leadRouteQuestions | typeof leadRouteAnswers, ids: number[]): Promise<void> {
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

export function moveTo(ids: number[], id: number, position: number): number[] {
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
