import { and, count, desc, eq, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members, teachers, viewpointComments, viewpoints } from '../../db/schema';
import { listCondition, type Gate, type ListMode } from '../access/conditions';
import type { Viewer } from '../access/service';

/**
 * Viewpoint queries (the only writer of viewpoints and viewpoint_comments). Only enabled
 * viewpoints published by now are ever shown; a viewpoint is gated by its own module.
 */

const GATE: Gate = { module: viewpoints.moduleId, listedWhenLocked: viewpoints.listedWhenLocked };

const ROW = {
  viewpoint: viewpoints,
  teacher: { id: teachers.id, name: teachers.name, avatar: teachers.avatar },
};

export type ViewpointRow = { viewpoint: typeof viewpoints.$inferSelect; teacher: { id: number; name: string; avatar: string } };

export function listWhere(viewer: Viewer, mode: ListMode, now: Date, teacherId?: number): SQL {
  return and(
    eq(viewpoints.enabled, true),
    lte(viewpoints.publishedAt, now),
    listCondition(mode, GATE, viewer),
    teacherId === undefined ? undefined : eq(viewpoints.teacherId, teacherId),
  ) as SQL;
}

export async function listViewpoints(db: Db, where: SQL, page: { limit: number; offset: number }): Promise<{ rows: ViewpointRow[]; total: number }> {
  const [rows, [{ n }]] = await Promise.all([
    db
      .select(ROW)
      .from(viewpoints)
      .innerJoin(teachers, eq(teachers.id, viewpoints.teacherId))
      .where(where)
      .orderBy(desc(viewpoints.publishedAt), desc(viewpoints.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(viewpoints).where(where),
  ]);
  return { rows, total: n };
}

export async function findViewpoint(db: Db, id: number, now: Date): Promise<ViewpointRow | undefined> {
  const [row] = await db
    .select(ROW)
    .from(viewpoints)
    .innerJoin(teachers, eq(teachers.id, viewpoints.teacherId))
    .where(and(eq(viewpoints.id, id), eq(viewpoints.enabled, true), lte(viewpoints.publishedAt, now)));
  return row;
}

type Counter = 'visits' | 'likes' | 'comments' | 'shares';

/** +1 on a counter; answers the new value. */
export async function bumpViewpoint(db: Db, id: number, counter: Counter): Promise<number> {
  const column = viewpoints[counter];
  const [row] = await db
    .update(viewpoints)
    .set({ [counter]: sql`${column} + 1` })
    .where(eq(viewpoints.id, id))
    .returning({ value: column });
  return row?.value ?? 0;
}

export async function viewpointCounter(db: Db, id: number, counter: Counter): Promise<number> {
  const [row] = await db.select({ value: viewpoints[counter] }).from(viewpoints).where(eq(viewpoints.id, id));
  return row?.value ?? 0;
}

const COMMENT_ROW = {
  id: viewpointComments.id,
  viewpointId: viewpointComments.viewpointId,
  content: viewpointComments.content,
  createdAt: viewpointComments.createdAt,
  member: { id: members.id, nickname: members.nickname, name: members.name, avatar: members.avatar },
};

export type CommentRow = {
  id: number;
  viewpointId: number;
  content: string;
  createdAt: Date;
  member: { id: number; nickname: string; name: string; avatar: string };
};

/** The comment and the counter in one transaction. */
export async function insertComment(db: Db, c: { viewpointId: number; memberId: number; content: string; at: Date }): Promise<CommentRow> {
  const id = await db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(viewpointComments)
      .values({ viewpointId: c.viewpointId, memberId: c.memberId, content: c.content, createdAt: c.at })
      .returning({ id: viewpointComments.id });
    await bumpViewpoint(tx, c.viewpointId, 'comments');
    return saved.id;
  });
  const [row] = await db.select(COMMENT_ROW).from(viewpointComments).innerJoin(members, eq(members.id, viewpointComments.memberId)).where(eq(viewpointComments.id, id));
  return row;
}

export async function listComments(db: Db, viewpointId: number, page: { limit: number; offset: number }): Promise<{ rows: CommentRow[]; total: number }> {
  const where = and(eq(viewpointComments.viewpointId, viewpointId), eq(viewpointComments.status, 1));
  const [rows, [{ n }]] = await Promise.all([
    db
      .select(COMMENT_ROW)
      .from(viewpointComments)
      .innerJoin(members, eq(members.id, viewpointComments.memberId))
      .where(where)
      .orderBy(desc(viewpointComments.createdAt), desc(viewpointComments.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(viewpointComments).where(where),
  ]);
  return { rows, total: n };
}

/** Seed only: the viewpoints of a first start. */
export async function insertViewpoints(db: Db, rows: (typeof viewpoints.$inferInsert)[]): Promise<number[]> {
  if (rows.length === 0) return [];
  return (await db.insert(viewpoints).values(rows).returning({ id: viewpoints.id })).map((r) => r.id);
}
