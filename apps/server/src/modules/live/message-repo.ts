import type { LiveMessage, LivePerson, LiveQuote, LiveTeacherRef } from '@caixue/contract';
import { and, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { liveMessages, liveRooms, members, teachers } from '../../db/schema';

/**
 * The one place live messages are written and turned into the §3 shape (author, teacher, quote).
 * The HTTP lists, the socket hub and the screenshot renderer all read messages through here.
 */

export interface NewLiveMessage {
  liveId: number;
  categoryId: number;
  memberId: number | null;
  teacherId: number | null;
  /** Already sanitized HTML. */
  content: string;
  tplId?: number;
  quoteId?: number | null;
  createdAt?: Date;
}

/** Stores one message with the room's next sequence number (see insertRoomMessages). */
export async function insertLiveMessage(db: Db, message: NewLiveMessage): Promise<LiveMessage | null> {
  const { liveId, ...rest } = message;
  const stored = await insertRoomMessages(db, liveId, [rest]);
  return stored?.[0] ?? null;
}

/**
 * Stores several messages of one room with consecutive sequence numbers in the order given, and
 * returns them as the §3 shape (author, teacher, quote) in seq order: one statement, so a live
 * room's batch costs one round trip. Its UPDATE of the room row hands out the numbers and holds
 * the row lock until the statement commits, so concurrent writers (even on other instances) get
 * distinct, gap-free numbers in commit order; the statement is atomic, so a failed insert hands
 * out no numbers. Returns null when the room does not exist.
 */
export async function insertRoomMessages(
  db: Db,
  liveId: number,
  items: Omit<NewLiveMessage, 'liveId'>[],
): Promise<LiveMessage[] | null> {
  if (items.length === 0) return [];
  const values = sql.join(
    items.map(
      (m, i) =>
        sql`(${i}::integer, ${m.categoryId}::bigint, ${m.memberId}::bigint, ${m.teacherId}::bigint, ${m.content}::text, ${m.tplId ?? 0}::integer, ${m.quoteId ?? null}::bigint, ${m.createdAt?.toISOString() ?? null}::timestamptz)`,
    ),
    sql`, `,
  );
  const result = await db.execute(sql`
    with room as (
      update ${liveRooms} set last_seq = last_seq + ${items.length}::integer where id = ${liveId}::bigint returning last_seq
    ), item(i, category_id, member_id, teacher_id, content, tpl_id, quote_id, created_at) as (
      values ${values}
    ), ins as (
      insert into ${liveMessages} (live_id, seq, category_id, member_id, teacher_id, content, tpl_id, quote_id, created_at)
      select ${liveId}::bigint, room.last_seq - ${items.length}::integer + 1 + item.i, item.category_id, item.member_id,
        item.teacher_id, item.content, item.tpl_id, item.quote_id, coalesce(item.created_at, now())
      from room, item
      returning id, live_id, seq, category_id, content, tpl_id, member_id, quote_id, status, created_at, teacher_id
    )
    select ins.id, ins.live_id as "liveId", ins.seq, ins.category_id as "categoryId", ins.content, ins.tpl_id as "tplId",
      ins.member_id as "memberId", ins.quote_id as "quoteId", ins.status, ins.created_at as "createdAt",
      author.name as "memberName", author.nickname as "memberNickname", author.avatar as "memberAvatar",
      author_teacher.id as "teacherId", author_teacher.name as "teacherName", author_teacher.avatar as "teacherAvatar"
    from ins
    left join ${members} author on author.id = ins.member_id
    left join ${teachers} author_teacher on author_teacher.id = ins.teacher_id
    order by ins.seq`);
  const rows = (result as unknown as { rows: Record<keyof MessageRow, unknown>[] }).rows.map(messageRowOf);
  if (rows.length === 0) return null;
  return withQuotes(db, rows);
}

/** The room and status of one message; null when there is no such message. */
export async function findMessageState(db: Db, id: number): Promise<{ liveId: number; status: number } | null> {
  const [row] = await db
    .select({ liveId: liveMessages.liveId, status: liveMessages.status })
    .from(liveMessages)
    .where(eq(liveMessages.id, id))
    .limit(1);
  return row ?? null;
}

/** Closes (0, hidden) or reopens (1) a message. */
export async function setMessageStatus(db: Db, id: number, status: 0 | 1): Promise<void> {
  await db.update(liveMessages).set({ status }).where(eq(liveMessages.id, id));
}

const author = alias(members, 'author');
const authorTeacher = alias(teachers, 'author_teacher');

const messageColumns = {
  id: liveMessages.id,
  liveId: liveMessages.liveId,
  seq: liveMessages.seq,
  categoryId: liveMessages.categoryId,
  content: liveMessages.content,
  tplId: liveMessages.tplId,
  memberId: liveMessages.memberId,
  quoteId: liveMessages.quoteId,
  status: liveMessages.status,
  createdAt: liveMessages.createdAt,
  memberName: author.name,
  memberNickname: author.nickname,
  memberAvatar: author.avatar,
  teacherId: authorTeacher.id,
  teacherName: authorTeacher.name,
  teacherAvatar: authorTeacher.avatar,
};

type MessageRow = {
  id: number;
  liveId: number;
  seq: number;
  categoryId: number;
  content: string;
  tplId: number;
  memberId: number | null;
  quoteId: number | null;
  status: number;
  createdAt: Date;
  memberName: string | null;
  memberNickname: string | null;
  memberAvatar: string | null;
  teacherId: number | null;
  teacherName: string | null;
  teacherAvatar: string | null;
};

const nullableNumber = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));
const nullableText = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));

/** A row of a raw statement (the drivers hand back bigint as text or number, timestamps as Date or text). */
function messageRowOf(raw: Record<keyof MessageRow, unknown>): MessageRow {
  return {
    id: Number(raw.id),
    liveId: Number(raw.liveId),
    seq: Number(raw.seq),
    categoryId: Number(raw.categoryId),
    content: String(raw.content),
    tplId: Number(raw.tplId),
    memberId: nullableNumber(raw.memberId),
    quoteId: nullableNumber(raw.quoteId),
    status: Number(raw.status),
    createdAt: raw.createdAt instanceof Date ? raw.createdAt : new Date(String(raw.createdAt)),
    memberName: nullableText(raw.memberName),
    memberNickname: nullableText(raw.memberNickname),
    memberAvatar: nullableText(raw.memberAvatar),
    teacherId: nullableNumber(raw.teacherId),
    teacherName: nullableText(raw.teacherName),
    teacherAvatar: nullableText(raw.teacherAvatar),
  };
}

export interface MessageQuery {
  where?: SQL;
  orderBy?: SQL[];
  limit?: number;
  offset?: number;
}

/** Selects message rows with their author and teacher; callers add filters, order and paging. */
export async function selectLiveMessages(db: Db, query: MessageQuery): Promise<LiveMessage[]> {
  let q = db
    .select(messageColumns)
    .from(liveMessages)
    .leftJoin(author, eq(author.id, liveMessages.memberId))
    .leftJoin(authorTeacher, eq(authorTeacher.id, liveMessages.teacherId))
    .where(query.where)
    .orderBy(...(query.orderBy ?? [liveMessages.seq]))
    .$dynamic();
  if (query.limit !== undefined) q = q.limit(query.limit);
  if (query.offset !== undefined) q = q.offset(query.offset);
  const rows: MessageRow[] = await q;
  return withQuotes(db, rows);
}

/** A room's messages with seq from..to (inclusive), in seq order. */
export function messagesInSeqRange(db: Db, liveId: number, from: number, to: number): Promise<LiveMessage[]> {
  return selectLiveMessages(db, { where: and(eq(liveMessages.liveId, liveId), gte(liveMessages.seq, from), lte(liveMessages.seq, to)) });
}

export async function loadLiveMessages(db: Db, ids: number[]): Promise<LiveMessage[]> {
  if (ids.length === 0) return [];
  return selectLiveMessages(db, { where: inArray(liveMessages.id, ids) });
}

function person(row: MessageRow): LivePerson | null {
  if (row.memberId === null || row.memberName === null) return null;
  return { id: row.memberId, name: row.memberName, nickname: row.memberNickname ?? '', avatar: row.memberAvatar ?? '' };
}

function teacher(row: MessageRow): LiveTeacherRef | null {
  if (row.teacherId === null) return null;
  return { id: row.teacherId, name: row.teacherName ?? '', avatar: row.teacherAvatar ?? '' };
}

async function withQuotes(db: Db, rows: MessageRow[]): Promise<LiveMessage[]> {
  const quoteIds = [...new Set(rows.map((r) => r.quoteId).filter((id): id is number => id !== null))];
  const quoted = new Map<number, LiveQuote>();
  if (quoteIds.length > 0) {
    const quoteRows: MessageRow[] = await db
      .select(messageColumns)
      .from(liveMessages)
      .leftJoin(author, eq(author.id, liveMessages.memberId))
      .leftJoin(authorTeacher, eq(authorTeacher.id, liveMessages.teacherId))
      .where(inArray(liveMessages.id, quoteIds));
    for (const q of quoteRows) {
      // A closed message is not repeated inside the replies that quote it.
      if (q.status !== 1) continue;
      quoted.set(q.id, { id: q.id, content: q.content, createTime: q.createdAt.toISOString(), member: person(q), teacher: teacher(q) });
    }
  }
  return rows.map((row) => ({
    id: row.id,
    liveId: row.liveId,
    seq: row.seq,
    categoryId: row.categoryId,
    content: row.content,
    dateTime: row.createdAt.toISOString(),
    tplId: row.tplId,
    memberId: row.memberId,
    member: person(row),
    teacher: teacher(row),
    quoteId: row.quoteId,
    quote: row.quoteId === null ? null : (quoted.get(row.quoteId) ?? null),
    status: row.status === 1 ? 1 : 0,
  }));
}
