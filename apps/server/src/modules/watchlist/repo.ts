import { and, asc, count, eq, inArray, min, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { watchlistGroups, watchlistItems } from '../../db/schema';

/** The watchlist's tables: watchlist_groups, watchlist_items (their only writer). */

export type WatchItemRow = typeof watchlistItems.$inferSelect;
export type WatchGroupRow = typeof watchlistGroups.$inferSelect;

/** Advisory lock namespace of a member's watchlist (the first key of pg_advisory_xact_lock(int, int)). */
const WATCHLIST_LOCK_SPACE = 7315;

/** Serializes a member's watchlist changes (limits, sort positions) until the caller's transaction ends. */
export async function lockMemberWatchlist(db: Db, memberId: number): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(${WATCHLIST_LOCK_SPACE}, ${memberId}::int)`);
}

export function itemsOf(db: Db, memberId: number): Promise<WatchItemRow[]> {
  return db.select().from(watchlistItems).where(eq(watchlistItems.memberId, memberId)).orderBy(asc(watchlistItems.sort), asc(watchlistItems.id));
}

export function groupsOf(db: Db, memberId: number): Promise<WatchGroupRow[]> {
  return db.select().from(watchlistGroups).where(eq(watchlistGroups.memberId, memberId)).orderBy(asc(watchlistGroups.sort), asc(watchlistGroups.id));
}

export async function itemCount(db: Db, memberId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(watchlistItems).where(eq(watchlistItems.memberId, memberId));
  return Number(row?.n ?? 0);
}

export async function findItem(db: Db, memberId: number, symbol: string): Promise<WatchItemRow | null> {
  const [row] = await db
    .select()
    .from(watchlistItems)
    .where(and(eq(watchlistItems.memberId, memberId), eq(watchlistItems.symbol, symbol)))
    .limit(1);
  return row ?? null;
}

/** The smallest sort of the member's items (a new item goes above it, to the top of the list). */
export async function topSort(db: Db, memberId: number): Promise<number | null> {
  const [row] = await db.select({ value: min(watchlistItems.sort) }).from(watchlistItems).where(eq(watchlistItems.memberId, memberId));
  return row?.value ?? null;
}

/** Inserts one item; nothing when the member already has the symbol (a retried add). */
export async function insertItem(db: Db, values: { memberId: number; symbol: string; groupId: number | null; sort: number }): Promise<void> {
  await db.insert(watchlistItems).values(values).onConflictDoNothing();
}

export async function deleteItems(db: Db, memberId: number, symbols: string[]): Promise<number> {
  const deleted = await db
    .delete(watchlistItems)
    .where(and(eq(watchlistItems.memberId, memberId), inArray(watchlistItems.symbol, symbols)))
    .returning({ id: watchlistItems.id });
  return deleted.length;
}

export async function setItemSort(db: Db, memberId: number, symbol: string, sort: number): Promise<void> {
  await db
    .update(watchlistItems)
    .set({ sort })
    .where(and(eq(watchlistItems.memberId, memberId), eq(watchlistItems.symbol, symbol)));
}

export async function setItemsGroup(db: Db, memberId: number, symbols: string[], groupId: number | null): Promise<number> {
  const moved = await db
    .update(watchlistItems)
    .set({ groupId })
    .where(and(eq(watchlistItems.memberId, memberId), inArray(watchlistItems.symbol, symbols)))
    .returning({ id: watchlistItems.id });
  return moved.length;
}

export async function groupCount(db: Db, memberId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(watchlistGroups).where(eq(watchlistGroups.memberId, memberId));
  return Number(row?.n ?? 0);
}

export async function findGroup(db: Db, memberId: number, id: number): Promise<WatchGroupRow | null> {
  const [row] = await db
    .select()
    .from(watchlistGroups)
    .where(and(eq(watchlistGroups.id, id), eq(watchlistGroups.memberId, memberId)))
    .limit(1);
  return row ?? null;
}

export async function findGroupByName(db: Db, memberId: number, name: string): Promise<WatchGroupRow | null> {
  const [row] = await db
    .select()
    .from(watchlistGroups)
    .where(and(eq(watchlistGroups.memberId, memberId), eq(watchlistGroups.name, name)))
    .limit(1);
  return row ?? null;
}

export async function insertGroup(db: Db, values: { memberId: number; name: string; sort: number }): Promise<void> {
  await db.insert(watchlistGroups).values(values);
}

export async function renameGroup(db: Db, memberId: number, id: number, name: string): Promise<void> {
  await db
    .update(watchlistGroups)
    .set({ name })
    .where(and(eq(watchlistGroups.id, id), eq(watchlistGroups.memberId, memberId)));
}

/** Deletes the group; its items stay in the watchlist without a group (the foreign key sets null). */
export async function deleteGroup(db: Db, memberId: number, id: number): Promise<boolean> {
  const deleted = await db
    .delete(watchlistGroups)
    .where(and(eq(watchlistGroups.id, id), eq(watchlistGroups.memberId, memberId)))
    .returning({ id: watchlistGroups.id });
  return deleted.length > 0;
}
