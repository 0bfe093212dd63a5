import type { TeacherRef } from '@caixue/contract';
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { liveRooms, liveRoomTeachers, playbacks, playbackTeachers, teachers } from '../../db/schema';
import { listCondition, type Gate, type ListMode } from '../access/conditions';
import { roomGate, type RoomViewer } from '../live/gate';

type LiveRoomRow = typeof liveRooms.$inferSelect;

/** Which rows of a list the caller gets (README "Video, playbacks, media, ads"). */
export type { ListMode };

export interface PageWindow {
  limit: number;
  offset: number;
}

// --- video rooms ---------------------------------------------------------------------------------


const roomsOfTeacher = (teacherId: number) =>
  inArray(
    liveRooms.id,
    sql`(select ${liveRoomTeachers.liveId} from ${liveRoomTeachers} where ${liveRoomTeachers.teacherId} = ${teacherId})`,
  );

export interface VideoRoomFilter {
  /** Both types when undefined (a teacher's rooms). */
  typeCode?: 'word' | 'video';
  teacherId?: number;
  goodsId?: number;
  /** Only gated rooms this viewer holds. */
  heldBy?: RoomViewer;
}

export async function listLiveRooms(db: Db, filter: VideoRoomFilter, page: PageWindow): Promise<{ rows: LiveRoomRow[]; total: number }> {
  const where = and(
    eq(liveRooms.enabled, true),
    filter.typeCode === undefined ? undefined : eq(liveRooms.typeCode, filter.typeCode),
    filter.goodsId === undefined ? undefined : eq(liveRooms.goodsId, filter.goodsId),
    filter.teacherId === undefined ? undefined : roomsOfTeacher(filter.teacherId),
    filter.heldBy === undefined ? undefined : listCondition('authorized', roomGate(filter.heldBy), filter.heldBy),
  );
  const [rows, [{ n }]] = await Promise.all([
    db.select().from(liveRooms).where(where).orderBy(asc(liveRooms.sort), asc(liveRooms.id)).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(liveRooms).where(where),
  ]);
  return { rows, total: n };
}

// --- playbacks -----------------------------------------------------------------------------------

/** A playback is gated by its own module, else by its live room's module. */
const playbackModule = sql<number | null>`coalesce(${playbacks.moduleId}, ${liveRooms.moduleId})`;
/** A playback belongs to a goods item directly or through its room. */
const playbackGoods = sql<number | null>`coalesce(${playbacks.goodsId}, ${liveRooms.goodsId})`;

export interface PlaybackRow {
  id: number;
  liveId: number | null;
  liveTitle: string | null;
  goodsId: number | null;
  moduleId: number | null;
  title: string;
  description: string;
  pic: string;
  duration: number;
  visits: number;
  liveAt: Date;
}

const playbackColumns = {
  id: playbacks.id,
  liveId: playbacks.liveId,
  liveTitle: liveRooms.title,
  goodsId: sql<number | null>`${playbackGoods}`.mapWith(Number),
  moduleId: sql<number | null>`${playbackModule}`.mapWith(Number),
  title: playbacks.title,
  description: playbacks.description,
  pic: playbacks.pic,
  duration: playbacks.duration,
  visits: playbacks.visits,
  liveAt: playbacks.liveAt,
};

/**
 * Playbacks are gated by their module (own, else the room's), a room's teachers exempt. They have
 * no listedWhenLocked flag: every playback is listed when locked, so 'allorvisible' = 'all'.
 */
function playbackGate(viewer: RoomViewer): Gate {
  return {
    module: playbackModule,
    alsoOpen: viewer.teacherRooms.size === 0 ? undefined : inArray(playbacks.liveId, [...viewer.teacherRooms]),
  };
}

export interface PlaybackFilter {
  teacherId?: number;
  goodsId?: number;
  liveId?: number;
  mode: ListMode;
  viewer: RoomViewer;
}

function playbackWhere(filter: PlaybackFilter): SQL | undefined {
  return and(
    eq(playbacks.enabled, true),
    // A playback of a disabled room stays listed: the recording outlives the room.
    filter.liveId === undefined ? undefined : eq(playbacks.liveId, filter.liveId),
    filter.goodsId === undefined ? undefined : sql`${playbackGoods} = ${filter.goodsId}`,
    filter.teacherId === undefined
      ? undefined
      : inArray(
          playbacks.id,
          sql`(select ${playbackTeachers.playbackId} from ${playbackTeachers} where ${playbackTeachers.teacherId} = ${filter.teacherId})`,
        ),
    listCondition(filter.mode, playbackGate(filter.viewer), filter.viewer),
  );
}

export async function listPlaybacks(db: Db, filter: PlaybackFilter, page: PageWindow): Promise<{ rows: PlaybackRow[]; total: number }> {
  const where = playbackWhere(filter);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select(playbackColumns)
      .from(playbacks)
      .leftJoin(liveRooms, eq(liveRooms.id, playbacks.liveId))
      .where(where)
      .orderBy(desc(playbacks.liveAt), desc(playbacks.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(playbacks).leftJoin(liveRooms, eq(liveRooms.id, playbacks.liveId)).where(where),
  ]);
  return { rows, total: n };
}

/** One enabled playback with its sources, counting a visit (the detail page opened it). */
export async function openPlayback(db: Db, id: number): Promise<(PlaybackRow & { videoSources: { url: string; type: string }[] }) | null> {
  const bumped = await db
    .update(playbacks)
    .set({ visits: sql`${playbacks.visits} + 1` })
    .where(and(eq(playbacks.id, id), eq(playbacks.enabled, true)))
    .returning({ id: playbacks.id });
  if (bumped.length === 0) return null;
  const [row] = await db
    .select({ ...playbackColumns, videoSources: playbacks.videoSources })
    .from(playbacks)
    .leftJoin(liveRooms, eq(liveRooms.id, playbacks.liveId))
    .where(eq(playbacks.id, id));
  return row ?? null;
}

/** Teachers of each playback, in order. */
export async function playbackTeacherRefs(db: Db, ids: number[]): Promise<Map<number, TeacherRef[]>> {
  const byPlayback = new Map<number, TeacherRef[]>();
  if (ids.length === 0) return byPlayback;
  const rows = await db
    .select({ playbackId: playbackTeachers.playbackId, id: teachers.id, name: teachers.name, avatar: teachers.avatar })
    .from(playbackTeachers)
    .innerJoin(teachers, eq(teachers.id, playbackTeachers.teacherId))
    .where(inArray(playbackTeachers.playbackId, ids))
    .orderBy(asc(playbackTeachers.sort), asc(teachers.id));
  for (const { playbackId, ...teacher } of rows) {
    const list = byPlayback.get(playbackId) ?? [];
    list.push(teacher);
    byPlayback.set(playbackId, list);
  }
  return byPlayback;
}

