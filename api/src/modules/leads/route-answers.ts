import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { leadRouteAnswers, leadRouteQuestions, leadRoutes } from '../../db/schema/leads';
import { NotFoundError, ValidationError } from '../../http/errors';
import { ANSWERS_ONLY_FOR_CHOICE, ANSWER_NOT_FOUND, isChoice, presentAnswer } from './route-setup';
import { answersOf, moveTo, ownQuestion, renumber } from './route-questions';

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
