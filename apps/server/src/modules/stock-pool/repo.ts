import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { stockPoolItems, stockPools, teachers } from '../../db/schema';

export interface PoolRow {
  id: number;
  title: string;
  description: string;
  moduleId: number | null;
  teacherId: number | null;
  teacherName: string | null;
  teacherAvatar: string | null;
}

export interface PoolItemRow {
  id: number;
  poolId: number;
  symbol: string;
  entryDay: string;
  exitDay: string | null;
  reason: string;
}

export async function listPools(db: Db, poolId?: number): Promise<PoolRow[]> {
  return db
    .select({
      id: stockPools.id,
      title: stockPools.title,
      description: stockPools.description,
      moduleId: stockPools.moduleId,
      teacherId: stockPools.teacherId,
      teacherName: teachers.name,
      teacherAvatar: teachers.avatar,
    })
    .from(stockPools)
    .leftJoin(teachers, eq(teachers.id, stockPools.teacherId))
    .where(poolId === undefined ? undefined : eq(stockPools.id, poolId))
    .orderBy(asc(stockPools.sort), asc(stockPools.id));
}

/** Items of the pools, newest entry first. */
export async function listPoolItems(db: Db, poolIds: number[]): Promise<PoolItemRow[]> {
  if (poolIds.length === 0) return [];
  const rows = await db
    .select({
      id: stockPoolItems.id,
      poolId: stockPoolItems.poolId,
      symbol: stockPoolItems.symbol,
      entryDay: stockPoolItems.entryDay,
      exitDay: stockPoolItems.exitDay,
      reason: stockPoolItems.reason,
    })
    .from(stockPoolItems)
    .where(inArray(stockPoolItems.poolId, poolIds));
  return rows.sort((a, b) => b.entryDay.localeCompare(a.entryDay) || b.id - a.id);
}

/** Counts per pool (what a locked pool's teaser shows), without the items. */
export async function countPoolItems(db: Db, poolIds: number[]): Promise<Map<number, { all: number; holding: number }>> {
  const rows = poolIds.length === 0 ? [] : await db.select({ poolId: stockPoolItems.poolId, exitDay: stockPoolItems.exitDay }).from(stockPoolItems).where(inArray(stockPoolItems.poolId, poolIds));
  const out = new Map<number, { all: number; holding: number }>();
  for (const r of rows) {
    const c = out.get(r.poolId) ?? { all: 0, holding: 0 };
    c.all += 1;
    if (r.exitDay === null) c.holding += 1;
    out.set(r.poolId, c);
  }
  return out;
}
