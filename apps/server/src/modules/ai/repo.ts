import type { AiMessageRole, AiMessageState } from '@caixue/contract';
import { and, asc, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { aiConversations, aiDailyUsage, aiMessages } from '../../db/schema';

export type ConversationRow = typeof aiConversations.$inferSelect;
export type MessageRow = typeof aiMessages.$inferSelect;

// --- the daily limit ---------------------------------------------------------------------------

/**
 * Takes one question of the member's day: one statement (insert, or increment while below the
 * limit), atomic in PostgreSQL and PGlite alike, so concurrent requests on any instance never
 * exceed it. The questions used with this one, or null when the limit was already reached.
 */
export async function takeQuestion(db: Db, memberId: number, day: string, limit: number): Promise<number | null> {
  const [row] = await db
    .insert(aiDailyUsage)
    .values({ memberId, day, used: 1 })
    .onConflictDoUpdate({
      target: [aiDailyUsage.memberId, aiDailyUsage.day],
      set: { used: sql`${aiDailyUsage.used} + 1` },
      setWhere: lt(aiDailyUsage.used, limit),
    })
    .returning({ used: aiDailyUsage.used });
  return row ? row.used : null;
}

/** Gives a question back (the model could not be reached: the member got nothing). */
export async function giveBackQuestion(db: Db, memberId: number, day: string): Promise<void> {
  await db
    .update(aiDailyUsage)
    .set({ used: sql`${aiDailyUsage.used} - 1` })
    .where(and(eq(aiDailyUsage.memberId, memberId), eq(aiDailyUsage.day, day), gt(aiDailyUsage.used, 0)));
}

export async function questionsUsed(db: Db, memberId: number, day: string): Promise<number> {
  const [row] = await db
    .select({ used: aiDailyUsage.used })
    .from(aiDailyUsage)
    .where(and(eq(aiDailyUsage.memberId, memberId), eq(aiDailyUsage.day, day)));
  return row?.used ?? 0;
}

// --- conversations and messages ----------------------------------------------------------------

/** The member's conversation, unless deleted (another member's is none). */
export async function findConversation(db: Db, memberId: number, id: number): Promise<ConversationRow | null> {
  const [row] = await db
    .select()
    .from(aiConversations)
    .where(and(eq(aiConversations.id, id), eq(aiConversations.memberId, memberId), isNull(aiConversations.deletedAt)));
  return row ?? null;
}

export interface NewExchange {
  memberId: number;
  /** Absent: a new conversation with this title. */
  conversationId?: number;
  title: string;
  question: string;
  driver: string;
  model: string;
  at: Date;
  /** 重新生成: the stored question asked again (only a new answer is written). */
  questionId?: number;
}

/** The question and an empty answer (state streaming until it ends), in a new or the given conversation. */
export async function insertExchange(db: Db, input: NewExchange): Promise<{ conversationId: number; questionId: number; answerId: number }> {
  return db.transaction(async (tx) => {
    let conversationId = input.conversationId;
    if (conversationId === undefined) {
      const [row] = await tx
        .insert(aiConversations)
        .values({ memberId: input.memberId, title: input.title, createdAt: input.at, updatedAt: input.at })
        .returning({ id: aiConversations.id });
      conversationId = row!.id;
    } else {
      await tx.update(aiConversations).set({ updatedAt: input.at }).where(eq(aiConversations.id, conversationId));
    }
    const base = { conversationId, memberId: input.memberId, createdAt: input.at, updatedAt: input.at };
    let questionId = input.questionId;
    if (questionId === undefined) {
      const [question] = await tx
        .insert(aiMessages)
        .values({ ...base, role: 'user' satisfies AiMessageRole, content: input.question, state: 'done' satisfies AiMessageState })
        .returning({ id: aiMessages.id });
      questionId = question!.id;
    }
    const [answer] = await tx
      .insert(aiMessages)
      .values({ ...base, role: 'assistant' satisfies AiMessageRole, content: '', state: 'streaming' satisfies AiMessageState, driver: input.driver, model: input.model })
      .returning({ id: aiMessages.id });
    return { conversationId, questionId, answerId: answer!.id };
  });
}

export interface AnswerEnd {
  content: string;
  state: AiMessageState;
  original: string | null;
  riskTip: string;
  error: string;
  at: Date;
}

export async function finishAnswer(db: Db, answerId: number, conversationId: number, end: AnswerEnd): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(aiMessages)
      .set({ content: end.content, state: end.state, original: end.original, riskTip: end.riskTip, error: end.error.slice(0, 200), updatedAt: end.at })
      .where(eq(aiMessages.id, answerId));
    await tx.update(aiConversations).set({ updatedAt: end.at }).where(eq(aiConversations.id, conversationId));
  });
}

/** The conversation's last `limit` messages before message `beforeId`, oldest first. */
export async function recentMessages(db: Db, conversationId: number, beforeId: number, limit: number): Promise<MessageRow[]> {
  const rows = await db
    .select()
    .from(aiMessages)
    .where(and(eq(aiMessages.conversationId, conversationId), lt(aiMessages.id, beforeId)))
    .orderBy(desc(aiMessages.id))
    .limit(limit);
  return rows.reverse();
}

/** The conversation's last message (重新生成 may only follow it). */
export async function lastMessage(db: Db, conversationId: number): Promise<MessageRow | null> {
  const [row] = await db.select().from(aiMessages).where(eq(aiMessages.conversationId, conversationId)).orderBy(desc(aiMessages.id)).limit(1);
  return row ?? null;
}

export async function conversationMessages(db: Db, conversationId: number): Promise<MessageRow[]> {
  return db.select().from(aiMessages).where(eq(aiMessages.conversationId, conversationId)).orderBy(asc(aiMessages.id));
}

/** The member's conversations, newest first, with the last answer's text. */
export async function conversationsPage(db: Db, memberId: number, page: { limit: number; offset: number }) {
  const where = and(eq(aiConversations.memberId, memberId), isNull(aiConversations.deletedAt));
  // Spelled out: inside a subquery, drizzle would name the outer column without its table.
  const lastAnswer = sql<string | null>`(select m.content from ai_messages m where m.conversation_id = "ai_conversations"."id" and m.role = 'assistant' order by m.id desc limit 1)`;
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: aiConversations.id, title: aiConversations.title, updatedAt: aiConversations.updatedAt, lastAnswer })
      .from(aiConversations)
      .where(where)
      .orderBy(desc(aiConversations.updatedAt), desc(aiConversations.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(aiConversations).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Soft delete: false when the member has no such conversation. */
export async function deleteConversation(db: Db, memberId: number, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(aiConversations)
    .set({ deletedAt: at })
    .where(and(eq(aiConversations.id, id), eq(aiConversations.memberId, memberId), isNull(aiConversations.deletedAt)))
    .returning({ id: aiConversations.id });
  return rows.length > 0;
}
