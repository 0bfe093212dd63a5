import { and, asc, count, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderRiskConfirmations, questionnaireQuestions, questionnaireResponses, questionnaires } from '../../db/schema';

export type QuestionnaireRow = typeof questionnaires.$inferSelect;
export type QuestionRow = typeof questionnaireQuestions.$inferSelect;
export type ResponseRow = typeof questionnaireResponses.$inferSelect;
export type NewResponseRow = typeof questionnaireResponses.$inferInsert;
export type NewRiskConfirmationRow = typeof orderRiskConfirmations.$inferInsert;

export async function findQuestionnaire(db: Db, id: number): Promise<QuestionnaireRow | null> {
  const [row] = await db.select().from(questionnaires).where(eq(questionnaires.id, id)).limit(1);
  return row ?? null;
}

export async function findQuestionnaireByCode(db: Db, code: string): Promise<QuestionnaireRow | null> {
  const [row] = await db.select().from(questionnaires).where(eq(questionnaires.code, code)).limit(1);
  return row ?? null;
}

export function questionsOf(db: Db, questionnaireId: number): Promise<QuestionRow[]> {
  return db
    .select()
    .from(questionnaireQuestions)
    .where(eq(questionnaireQuestions.questionnaireId, questionnaireId))
    .orderBy(asc(questionnaireQuestions.sort), asc(questionnaireQuestions.id));
}

export async function countResponses(db: Db, memberId: number, questionnaireId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(questionnaireResponses)
    .where(and(eq(questionnaireResponses.memberId, memberId), eq(questionnaireResponses.questionnaireId, questionnaireId)));
  return Number(row?.n ?? 0);
}

/** Inserts a submission; null when the request id or the once-only index already holds one. */
export async function insertResponse(db: Db, values: NewResponseRow): Promise<ResponseRow | null> {
  const [row] = await db.insert(questionnaireResponses).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findResponseByRequest(db: Db, memberId: number, requestId: string): Promise<ResponseRow | null> {
  const [row] = await db
    .select()
    .from(questionnaireResponses)
    .where(and(eq(questionnaireResponses.memberId, memberId), eq(questionnaireResponses.requestId, requestId)))
    .limit(1);
  return row ?? null;
}

/** The member's latest assessment (a response carrying a level), possibly expired. */
export async function latestAssessment(db: Db, memberId: number): Promise<ResponseRow | null> {
  const [row] = await db
    .select()
    .from(questionnaireResponses)
    .where(and(eq(questionnaireResponses.memberId, memberId), isNotNull(questionnaireResponses.riskLevel)))
    .orderBy(desc(questionnaireResponses.createdAt), desc(questionnaireResponses.id))
    .limit(1);
  return row ?? null;
}

export async function responsesPage(
  db: Db,
  memberId: number,
  questionnaireId: number | undefined,
  page: { limit: number; offset: number },
): Promise<{ rows: { response: ResponseRow; title: string; kind: 'risk' | 'survey' }[]; total: number }> {
  const where = and(
    eq(questionnaireResponses.memberId, memberId),
    questionnaireId === undefined ? undefined : eq(questionnaireResponses.questionnaireId, questionnaireId),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ response: questionnaireResponses, title: questionnaires.title, kind: questionnaires.kind })
      .from(questionnaireResponses)
      .innerJoin(questionnaires, eq(questionnaires.id, questionnaireResponses.questionnaireId))
      .where(where)
      .orderBy(desc(questionnaireResponses.createdAt), desc(questionnaireResponses.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(questionnaireResponses).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function insertRiskConfirmation(db: Db, values: NewRiskConfirmationRow): Promise<void> {
  await db.insert(orderRiskConfirmations).values(values).onConflictDoNothing();
}

export async function riskConfirmationOf(db: Db, orderId: number) {
  const [row] = await db.select().from(orderRiskConfirmations).where(eq(orderRiskConfirmations.orderId, orderId)).limit(1);
  return row ?? null;
}
