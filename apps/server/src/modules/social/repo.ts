import { and, count, desc, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contentReactions, courses, memberFavorites, memberFollows, news, newsCategories, teachers } from '../../db/schema';

/**
 * The only writer of member_follows, member_favorites and content_reactions (issue 10: one owner
 * per table). Every function takes the handle to run on, so a caller's transaction can include it.
 */

export type FollowTargetType = (typeof memberFollows.$inferSelect)['targetType'];
export type FavoriteTargetType = (typeof memberFavorites.$inferSelect)['targetType'];
export type ReactionTargetType = (typeof contentReactions.$inferSelect)['targetType'];
export type ReactionKind = (typeof contentReactions.$inferSelect)['kind'];

export interface ReactionRow {
  targetType: ReactionTargetType;
  targetId: number;
  memberId: number | null;
  kind: ReactionKind;
  channel?: string;
  at: Date;
}

// --- reactions (likes, shares, views) ------------------------------------------------------

/** Adds the row; a second like of the same member is ignored (partial unique index). True when added. */
export async function insertReaction(db: Db, r: ReactionRow): Promise<boolean> {
  const inserted = await db
    .insert(contentReactions)
    .values({ targetType: r.targetType, targetId: r.targetId, memberId: r.memberId, kind: r.kind, channel: r.channel ?? '', createdAt: r.at })
    .onConflictDoNothing()
    .returning({ id: contentReactions.id });
  return inserted.length > 0;
}

/** Whether the member has a `kind` row on the target created after `since` (or ever, without it). */
export async function hasReaction(
  db: Db,
  r: { memberId: number; targetType: ReactionTargetType; targetId: number; kind: ReactionKind; since?: Date },
): Promise<boolean> {
  const rows = await db
    .select({ id: contentReactions.id })
    .from(contentReactions)
    .where(
      and(
        eq(contentReactions.targetType, r.targetType),
        eq(contentReactions.targetId, r.targetId),
        eq(contentReactions.memberId, r.memberId),
        eq(contentReactions.kind, r.kind),
        r.since === undefined ? undefined : gt(contentReactions.createdAt, r.since),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Which of `targetIds` the member has a `kind` row on (e.g. liked), in one query. */
export async function reactedTargetIds(
  db: Db,
  r: { memberId: number; targetType: ReactionTargetType; kind: ReactionKind; targetIds: number[] },
): Promise<Set<number>> {
  const rows = await db
    .select({ id: contentReactions.targetId })
    .from(contentReactions)
    .where(
      and(
        eq(contentReactions.targetType, r.targetType),
        eq(contentReactions.kind, r.kind),
        eq(contentReactions.memberId, r.memberId),
        inArray(contentReactions.targetId, r.targetIds),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

// --- favorites -----------------------------------------------------------------------------

const favoriteOf = (memberId: number, targetType: FavoriteTargetType, targetId: number) =>
  and(eq(memberFavorites.memberId, memberId), eq(memberFavorites.targetType, targetType), eq(memberFavorites.targetId, targetId));

export async function deleteFavorite(db: Db, memberId: number, targetType: FavoriteTargetType, targetId: number): Promise<boolean> {
  const removed = await db.delete(memberFavorites).where(favoriteOf(memberId, targetType, targetId)).returning({ id: memberFavorites.id });
  return removed.length > 0;
}

export async function insertFavorite(db: Db, memberId: number, targetType: FavoriteTargetType, targetId: number, at: Date): Promise<void> {
  await db.insert(memberFavorites).values({ memberId, targetType, targetId, createdAt: at }).onConflictDoNothing();
}

export async function hasFavorite(db: Db, memberId: number, targetType: FavoriteTargetType, targetId: number): Promise<boolean> {
  const rows = await db.select({ id: memberFavorites.id }).from(memberFavorites).where(favoriteOf(memberId, targetType, targetId)).limit(1);
  return rows.length > 0;
}

/** The member's favorites, newest first, with the title and picture of the favorited item. */
export async function favoritesPage(
  db: Db,
  memberId: number,
  targetType: FavoriteTargetType | undefined,
  page: { limit: number; offset: number },
) {
  const where = and(eq(memberFavorites.memberId, memberId), targetType === undefined ? undefined : eq(memberFavorites.targetType, targetType));
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ favorite: memberFavorites, newsTitle: news.title, newsPic: news.pic, newsPics: news.picList, courseTitle: courses.title, coursePic: courses.pic })
      .from(memberFavorites)
      .leftJoin(news, and(eq(memberFavorites.targetType, 'news'), eq(news.id, memberFavorites.targetId)))
      .leftJoin(courses, and(eq(memberFavorites.targetType, 'course'), eq(courses.id, memberFavorites.targetId)))
      .where(where)
      .orderBy(desc(memberFavorites.createdAt), desc(memberFavorites.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(memberFavorites).where(where),
  ]);
  return { rows, total };
}

// --- follows -------------------------------------------------------------------------------

const followOf = (memberId: number, targetType: FollowTargetType, targetId: number) =>
  and(eq(memberFollows.memberId, memberId), eq(memberFollows.targetType, targetType), eq(memberFollows.targetId, targetId));

export async function deleteFollow(db: Db, memberId: number, targetType: FollowTargetType, targetId: number): Promise<boolean> {
  const removed = await db.delete(memberFollows).where(followOf(memberId, targetType, targetId)).returning({ id: memberFollows.id });
  return removed.length > 0;
}

export async function insertFollow(db: Db, memberId: number, targetType: FollowTargetType, targetId: number, at: Date): Promise<void> {
  await db.insert(memberFollows).values({ memberId, targetType, targetId, createdAt: at }).onConflictDoNothing();
}

export async function hasFollow(db: Db, memberId: number, targetType: FollowTargetType, targetId: number): Promise<boolean> {
  const rows = await db.select({ id: memberFollows.id }).from(memberFollows).where(followOf(memberId, targetType, targetId)).limit(1);
  return rows.length > 0;
}

/** Ids among `targetIds` (all, without it) the member follows as `targetType`. */
export async function followedIds(db: Db, memberId: number, targetType: FollowTargetType, targetIds?: number[]): Promise<Set<number>> {
  const rows = await db
    .select({ id: memberFollows.targetId })
    .from(memberFollows)
    .where(
      and(
        eq(memberFollows.memberId, memberId),
        eq(memberFollows.targetType, targetType),
        targetIds === undefined ? undefined : inArray(memberFollows.targetId, targetIds),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

/** Followers of each of the targets (targets nobody follows are absent). */
export async function followerCounts(db: Db, targetType: FollowTargetType, targetIds: number[]): Promise<Map<number, number>> {
  const rows = await db
    .select({ id: memberFollows.targetId, n: count() })
    .from(memberFollows)
    .where(and(eq(memberFollows.targetType, targetType), inArray(memberFollows.targetId, targetIds)))
    .groupBy(memberFollows.targetId);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

/** The member's follows, newest first, with the followed teacher, news category or course. */
export async function followsPage(db: Db, memberId: number, targetType: FollowTargetType | undefined, page: { limit: number; offset: number }) {
  const where = and(eq(memberFollows.memberId, memberId), targetType === undefined ? undefined : eq(memberFollows.targetType, targetType));
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        follow: memberFollows,
        teacher: { id: teachers.id, name: teachers.name, avatar: teachers.avatar, title: teachers.title },
        categoryName: newsCategories.name,
        courseTitle: courses.title,
      })
      .from(memberFollows)
      .leftJoin(teachers, and(eq(memberFollows.targetType, 'teacher'), eq(teachers.id, memberFollows.targetId)))
      .leftJoin(newsCategories, and(eq(memberFollows.targetType, 'newsCategory'), eq(newsCategories.id, memberFollows.targetId)))
      .leftJoin(courses, and(eq(memberFollows.targetType, 'course'), eq(courses.id, memberFollows.targetId)))
      .where(where)
      .orderBy(desc(memberFollows.createdAt), desc(memberFollows.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(memberFollows).where(where),
  ]);
  return { rows, total };
}
