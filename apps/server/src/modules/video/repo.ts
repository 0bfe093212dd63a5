import type { VideoCategory } from '@caixue/contract';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listCondition, type Gate } from '../access/conditions';
import type { ModuleHolder } from '../access/service';
import { teachers, videoCategories, videos } from '../../db/schema';

export type VideoRow = typeof videos.$inferSelect & { teacherName: string | null; teacherAvatar: string | null };

export async function listVideoCategories(db: Db): Promise<VideoCategory[]> {
  return db
    .select({ id: videoCategories.id, name: videoCategories.name })
    .from(videoCategories)
    .orderBy(asc(videoCategories.sort), asc(videoCategories.id));
}

export interface VideoFilter {
  categoryId?: number;
  teacherId?: number;
  /** The caller: a locked video is listed only when listedWhenLocked. */
  viewer: ModuleHolder;
}

/** A video is gated by its own module. */
const VIDEO_GATE: Gate = { module: videos.moduleId, listedWhenLocked: videos.listedWhenLocked };

const columns = {
  video: videos,
  teacherName: teachers.name,
  teacherAvatar: teachers.avatar,
};

function flatten(r: { video: typeof videos.$inferSelect; teacherName: string | null; teacherAvatar: string | null }): VideoRow {
  return { ...r.video, teacherName: r.teacherName, teacherAvatar: r.teacherAvatar };
}

/** Plain media list = 'allorvisible': videos the caller may open plus locked ones listed when locked. */
export async function listVideos(db: Db, filter: VideoFilter, page: { limit: number; offset: number }): Promise<{ rows: VideoRow[]; total: number }> {
  const where = and(
    eq(videos.enabled, true),
    filter.categoryId === undefined ? undefined : eq(videos.categoryId, filter.categoryId),
    filter.teacherId === undefined ? undefined : eq(videos.teacherId, filter.teacherId),
    listCondition('allorvisible', VIDEO_GATE, filter.viewer),
  );
  const [rows, [{ n }]] = await Promise.all([
    db
      .select(columns)
      .from(videos)
      .leftJoin(teachers, eq(teachers.id, videos.teacherId))
      .where(where)
      .orderBy(asc(videos.sort), desc(videos.createdAt), desc(videos.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(videos).where(where),
  ]);
  return { rows: rows.map(flatten), total: n };
}

/** One enabled video, counting a play. */
export async function openVideo(db: Db, id: number): Promise<VideoRow | null> {
  const bumped = await db
    .update(videos)
    .set({ visits: sql`${videos.visits} + 1` })
    .where(and(eq(videos.id, id), eq(videos.enabled, true)))
    .returning({ id: videos.id });
  if (bumped.length === 0) return null;
  const [row] = await db.select(columns).from(videos).leftJoin(teachers, eq(teachers.id, videos.teacherId)).where(eq(videos.id, id));
  return row ? flatten(row) : null;
}
