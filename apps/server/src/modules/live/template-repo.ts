import type { LiveMessage } from '@caixue/contract';
import { and, count, desc, eq, gt, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { liveMessages, liveRooms } from '../../db/schema';
import { selectLiveMessages } from './message-repo';

// Template messages (issue 17): open live messages whose tplId is nonzero, in enabled word rooms;
// `rooms` narrows the rooms further (e.g. the ones a viewer may open).

/** Enabled word rooms (and the caller's extra condition), as a subquery of ids. */
function roomIdsOf(rooms: SQL | undefined) {
  return (db: Db) =>
    db.select({ id: liveRooms.id }).from(liveRooms).where(and(eq(liveRooms.typeCode, 'word'), eq(liveRooms.enabled, true), rooms));
}

export interface TemplateFilter {
  rooms?: SQL;
  liveId?: number;
  tplId?: number;
}

/** A page of template messages, newest first, with the total. */
export async function listTemplateMessages(
  db: Db,
  filter: TemplateFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: LiveMessage[]; total: number }> {
  const where = and(
    gt(liveMessages.tplId, 0),
    eq(liveMessages.status, 1),
    inArray(liveMessages.liveId, roomIdsOf(filter.rooms)(db)),
    filter.liveId === undefined ? undefined : eq(liveMessages.liveId, filter.liveId),
    filter.tplId === undefined ? undefined : eq(liveMessages.tplId, filter.tplId),
  );
  const [rows, [{ n }]] = await Promise.all([
    selectLiveMessages(db, { where, orderBy: [desc(liveMessages.createdAt), desc(liveMessages.id)], ...page }),
    db.select({ n: count() }).from(liveMessages).where(where),
  ]);
  return { rows, total: n };
}

export interface TemplateRoomRow {
  id: number;
  title: string;
  moduleId: number | null;
  count: number;
}

/** Enabled word rooms that have template messages, in room order, with their counts. */
export async function templateRooms(db: Db, rooms: SQL | undefined): Promise<TemplateRoomRow[]> {
  return db
    .select({ id: liveRooms.id, title: liveRooms.title, moduleId: liveRooms.moduleId, count: count(liveMessages.id) })
    .from(liveRooms)
    .innerJoin(liveMessages, and(eq(liveMessages.liveId, liveRooms.id), gt(liveMessages.tplId, 0), eq(liveMessages.status, 1)))
    .where(and(eq(liveRooms.typeCode, 'word'), eq(liveRooms.enabled, true), rooms))
    .groupBy(liveRooms.id, liveRooms.title, liveRooms.moduleId, liveRooms.sort)
    .orderBy(liveRooms.sort, liveRooms.id);
}

/** Title and module of the rooms, for the rows of a page. */
export async function roomAccess(db: Db, liveIds: number[]): Promise<Map<number, { title: string; moduleId: number | null }>> {
  if (liveIds.length === 0) return new Map();
  const rows = await db.select({ id: liveRooms.id, title: liveRooms.title, moduleId: liveRooms.moduleId }).from(liveRooms).where(inArray(liveRooms.id, liveIds));
  return new Map(rows.map((r) => [r.id, { title: r.title, moduleId: r.moduleId }]));
}
