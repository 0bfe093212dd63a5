import type { LiveHeats, LiveMessageCategory, LiveTeacherRef, LiveTypeCode } from '@caixue/contract';
import { and, asc, count, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contains } from '../../db/search';
import { openCondition } from '../access/conditions';
import { roomGate, type RoomViewer } from './gate';
import { liveMessageCategories, liveMessages, liveReactions, liveRooms, liveRoomTeachers, liveTopMessages, teachers } from '../../db/schema';

export type LiveRoomRow = typeof liveRooms.$inferSelect;
export type { RoomViewer } from './gate';

/** Rooms the viewer may open: no module, one of their modules, or a room they teach. */
export function openRoomCondition(viewer: RoomViewer): SQL {
  return openCondition(roomGate(viewer), viewer);
}

/** Rooms whose teachers include the member's teacher profile. */
export async function teacherRoomIds(db: Db, memberId: number): Promise<Set<number>> {
  const rows = await db
    .select({ liveId: liveRoomTeachers.liveId })
    .from(liveRoomTeachers)
    .innerJoin(teachers, eq(teachers.id, liveRoomTeachers.teacherId))
    .where(eq(teachers.memberId, memberId));
  return new Set(rows.map((r) => r.liveId));
}

/** True when the member is one of the room's teachers (teachers.memberId links the account). */
export async function isRoomTeacher(db: Db, liveId: number, memberId: number): Promise<boolean> {
  const rows = await db
    .select({ id: teachers.id })
    .from(liveRoomTeachers)
    .innerJoin(teachers, eq(teachers.id, liveRoomTeachers.teacherId))
    .where(and(eq(liveRoomTeachers.liveId, liveId), eq(teachers.memberId, memberId)))
    .limit(1);
  return rows.length > 0;
}

/** What the chat needs to know about a room to accept a socket or a message (see chat.ts). */
export interface RoomInfo {
  id: number;
  enabled: boolean;
  isOpenComment: number;
  moduleId: number | null;
  /** Member id → teacher id, for the members who are teachers of this room. */
  teacherByMember: Map<number, number>;
}

/** The room (enabled or not) with its teachers' member accounts; null when there is no such room. */
export async function loadRoomInfo(db: Db, liveId: number): Promise<RoomInfo | null> {
  const [room] = await db
    .select({ id: liveRooms.id, enabled: liveRooms.enabled, isOpenComment: liveRooms.isOpenComment, moduleId: liveRooms.moduleId })
    .from(liveRooms)
    .where(eq(liveRooms.id, liveId))
    .limit(1);
  if (!room) return null;
  const rows = await db
    .select({ teacherId: teachers.id, memberId: teachers.memberId })
    .from(liveRoomTeachers)
    .innerJoin(teachers, eq(teachers.id, liveRoomTeachers.teacherId))
    .where(and(eq(liveRoomTeachers.liveId, liveId), isNotNull(teachers.memberId)));
  const teacherByMember = new Map<number, number>();
  for (const row of rows) if (row.memberId !== null) teacherByMember.set(row.memberId, row.teacherId);
  return { ...room, teacherByMember };
}

/** The last message seq handed out in each room (rooms that do not exist are missing). */
export async function roomLastSeqs(db: Db, liveIds: number[]): Promise<Map<number, number>> {
  if (liveIds.length === 0) return new Map();
  const rows = await db
    .select({ id: liveRooms.id, lastSeq: liveRooms.lastSeq })
    .from(liveRooms)
    .where(liveIds.length === 1 ? eq(liveRooms.id, liveIds[0]) : inArray(liveRooms.id, liveIds));
  return new Map(rows.map((row) => [row.id, row.lastSeq]));
}

export interface RoomFilter {
  typeCode: LiveTypeCode;
  teacherId?: number;
  goodsId?: number;
  /** Only rooms this viewer may open (authorized lists). */
  openTo?: RoomViewer;
}

function roomWhere(filter: RoomFilter): SQL | undefined {
  return and(
    eq(liveRooms.typeCode, filter.typeCode),
    eq(liveRooms.enabled, true),
    filter.goodsId === undefined ? undefined : eq(liveRooms.goodsId, filter.goodsId),
    filter.teacherId === undefined
      ? undefined
      : inArray(
          liveRooms.id,
          sql`(select ${liveRoomTeachers.liveId} from ${liveRoomTeachers} where ${liveRoomTeachers.teacherId} = ${filter.teacherId})`,
        ),
    filter.openTo === undefined ? undefined : openRoomCondition(filter.openTo),
  );
}

export async function listRooms(
  db: Db,
  filter: RoomFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: LiveRoomRow[]; total: number }> {
  const where = roomWhere(filter);
  const [rows, [{ n }]] = await Promise.all([
    db.select().from(liveRooms).where(where).orderBy(asc(liveRooms.sort), asc(liveRooms.id)).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(liveRooms).where(where),
  ]);
  return { rows, total: n };
}

export async function findRoom(db: Db, id: number): Promise<LiveRoomRow | null> {
  const rows = await db
    .select()
    .from(liveRooms)
    .where(and(eq(liveRooms.id, id), eq(liveRooms.enabled, true)))
    .limit(1);
  return rows[0] ?? null;
}

/** Teachers of each room, in the room's order. */
export async function roomTeachers(db: Db, liveIds: number[]): Promise<Map<number, LiveTeacherRef[]>> {
  const byRoom = new Map<number, LiveTeacherRef[]>();
  if (liveIds.length === 0) return byRoom;
  const rows = await db
    .select({ liveId: liveRoomTeachers.liveId, id: teachers.id, name: teachers.name, avatar: teachers.avatar })
    .from(liveRoomTeachers)
    .innerJoin(teachers, eq(teachers.id, liveRoomTeachers.teacherId))
    .where(inArray(liveRoomTeachers.liveId, liveIds))
    .orderBy(asc(liveRoomTeachers.sort), asc(teachers.id));
  for (const { liveId, ...teacher } of rows) {
    const list = byRoom.get(liveId) ?? [];
    list.push(teacher);
    byRoom.set(liveId, list);
  }
  return byRoom;
}

export async function countVisit(db: Db, liveId: number): Promise<void> {
  await db
    .update(liveRooms)
    .set({ visits: sql`${liveRooms.visits} + 1` })
    .where(eq(liveRooms.id, liveId));
}

export async function countMessages(db: Db, where: SQL | undefined): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(liveMessages).where(where);
  return n;
}

/** Ids of pinned messages of a room's category, in pin order (sort, then newest pin first). */
export async function topMessageIds(db: Db, liveId: number, categoryId: number): Promise<number[]> {
  const rows = await db
    .select({ messageId: liveTopMessages.messageId })
    .from(liveTopMessages)
    .where(and(eq(liveTopMessages.liveId, liveId), eq(liveTopMessages.categoryId, categoryId)))
    .orderBy(asc(liveTopMessages.sort), desc(liveTopMessages.createdAt), desc(liveTopMessages.id));
  return rows.map((r) => r.messageId);
}

export async function listCategories(db: Db): Promise<LiveMessageCategory[]> {
  return db
    .select({ id: liveMessageCategories.id, name: liveMessageCategories.name })
    .from(liveMessageCategories)
    .orderBy(asc(liveMessageCategories.sort), asc(liveMessageCategories.id));
}

/**
 * Records a like or share and bumps the room's running total in one transaction, so the total
 * always equals the number of reaction rows.
 */
export async function addReaction(
  db: Db,
  reaction: { liveId: number; memberId: number; kind: 'like' | 'share'; channel?: string },
  online: (liveId: number) => number,
): Promise<LiveHeats | null> {
  return db.transaction(async (tx) => {
    const counter = reaction.kind === 'like' ? liveRooms.likes : liveRooms.shares;
    const [room] = await tx
      .update(liveRooms)
      .set(reaction.kind === 'like' ? { likes: sql`${counter} + 1` } : { shares: sql`${counter} + 1` })
      .where(eq(liveRooms.id, reaction.liveId))
      .returning({ likes: liveRooms.likes, shares: liveRooms.shares, visits: liveRooms.visits });
    if (!room) return null;
    await tx.insert(liveReactions).values({
      liveId: reaction.liveId,
      memberId: reaction.memberId,
      kind: reaction.kind,
      channel: reaction.channel ?? '',
    });
    return { liveId: reaction.liveId, ...room, online: online(reaction.liveId) };
  });
}

/** Title, access module and enabled state of the rooms (any state), for screenshots of their messages. */
export async function roomSummaries(db: Db, liveIds: number[]): Promise<{ id: number; title: string; moduleId: number | null; enabled: boolean }[]> {
  if (liveIds.length === 0) return [];
  return db
    .select({ id: liveRooms.id, title: liveRooms.title, moduleId: liveRooms.moduleId, enabled: liveRooms.enabled })
    .from(liveRooms)
    .where(inArray(liveRooms.id, liveIds));
}

/** True when a stored message (any room) shows this picture url, e.g. a free room's copy of an upload. */
export async function messageShowsPicture(db: Db, url: string): Promise<boolean> {
  const rows = await db.select({ id: liveMessages.id }).from(liveMessages).where(contains(liveMessages.content, `src="${url}"`)).limit(1);
  return rows.length > 0;
}

/** A member's own messages (any status) and the open messages of others that quote them. */
export async function memberMessageTotals(db: Db, memberId: number): Promise<{ messages: number; replies: number }> {
  const own = db.select({ id: liveMessages.id }).from(liveMessages).where(eq(liveMessages.memberId, memberId));
  const [[messages], [replies]] = await Promise.all([
    db.select({ n: count() }).from(liveMessages).where(eq(liveMessages.memberId, memberId)),
    db
      .select({ n: count() })
      .from(liveMessages)
      .where(and(inArray(liveMessages.quoteId, own), eq(liveMessages.status, 1), sql`${liveMessages.memberId} is distinct from ${memberId}`)),
  ]);
  return { messages: messages.n, replies: replies.n };
}
