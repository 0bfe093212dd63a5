import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { liveRooms, liveRoomTeachers, teachers } from '../db/schema';

/** What the socket needs to know about a room, cached briefly so a busy room does not query per frame. */
export interface RoomInfo {
  id: number;
  enabled: boolean;
  isOpenComment: number;
  moduleId: number | null;
  /** Member id → teacher id, for the members who are teachers of this room. */
  teacherByMember: Map<number, number>;
}

export const ROOM_CACHE_MS = 3_000;

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

/** Room lookups with a short cache (comment switch and teacher changes show up within seconds). */
export class RoomDirectory {
  private readonly cache = new Map<number, { at: number; info: Promise<RoomInfo | null> }>();

  constructor(private readonly db: Db) {}

  get(liveId: number): Promise<RoomInfo | null> {
    const hit = this.cache.get(liveId);
    const now = Date.now();
    if (hit && now - hit.at < ROOM_CACHE_MS) return hit.info;
    const info = loadRoomInfo(this.db, liveId);
    this.cache.set(liveId, { at: now, info });
    info.catch(() => this.cache.delete(liveId));
    if (this.cache.size > 10_000) this.cache.clear();
    return info;
  }
}
