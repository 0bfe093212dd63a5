import type { Favorite, Follow, FollowState } from '@caixue/contract';
import type { Db } from '../../db/client';
import { paging, type Page, type Paged } from '../../paging';
import {
  deleteFavorite,
  deleteFollow,
  favoritesPage,
  followedIds,
  followerCounts,
  followsPage,
  hasFavorite,
  hasFollow,
  hasReaction,
  insertFavorite,
  insertFollow,
  insertReaction,
  reactedTargetIds,
  type FavoriteTargetType,
  type FollowTargetType,
  type ReactionKind,
  type ReactionTargetType,
} from './repo';

export type { FavoriteTargetType, FollowTargetType, ReactionKind, ReactionTargetType } from './repo';

export interface Reaction {
  targetType: ReactionTargetType;
  targetId: number;
  memberId: number | null;
  kind: ReactionKind;
  /** Share channel or url. */
  channel?: string;
}

const iso = (d: Date) => d.toISOString();

/**
 * What members do with content, for every module: follows (teachers, news categories, courses),
 * favorites (news, courses), likes/shares/views. Content modules keep their own counters and call
 * this service for the rows; the methods that take `db` run on the caller's transaction.
 */
export class SocialService {
  constructor(private readonly deps: { db: Db; now: () => number }) {}

  private get db(): Db {
    return this.deps.db;
  }

  private at(): Date {
    return new Date(this.deps.now());
  }

  // --- reactions -----------------------------------------------------------------------------

  /** Records a like, share or view; a member's second like is ignored. True when a row was added. */
  react(reaction: Reaction, db: Db = this.db): Promise<boolean> {
    return insertReaction(db, { ...reaction, at: this.at() });
  }

  /** Whether the member has this kind of reaction on the target, within the last `withinMs` if given. */
  async hasReacted(
    r: { memberId: number; targetType: ReactionTargetType; targetId: number; kind: ReactionKind; withinMs?: number },
    db: Db = this.db,
  ): Promise<boolean> {
    const since = r.withinMs === undefined ? undefined : new Date(this.deps.now() - r.withinMs);
    return hasReaction(db, { memberId: r.memberId, targetType: r.targetType, targetId: r.targetId, kind: r.kind, since });
  }

  /** Which of `targetIds` the member has reacted to with `kind` (none for a visitor). */
  async reacted(memberId: number | null, targetType: ReactionTargetType, kind: ReactionKind, targetIds: number[]): Promise<Set<number>> {
    if (memberId === null || targetIds.length === 0) return new Set();
    return reactedTargetIds(this.db, { memberId, targetType, kind, targetIds });
  }

  // --- favorites -----------------------------------------------------------------------------

  /** Adds the item to the member's favorites, or removes it when already there. */
  async toggleFavorite(memberId: number, targetType: FavoriteTargetType, targetId: number): Promise<{ favorited: boolean }> {
    if (await deleteFavorite(this.db, memberId, targetType, targetId)) return { favorited: false };
    await insertFavorite(this.db, memberId, targetType, targetId, this.at());
    return { favorited: true };
  }

  isFavorite(memberId: number, targetType: FavoriteTargetType, targetId: number): Promise<boolean> {
    return hasFavorite(this.db, memberId, targetType, targetId);
  }

  async favorites(memberId: number, query: Page & { targetType?: FavoriteTargetType }): Promise<Paged<Favorite>> {
    const { rows, total } = await favoritesPage(this.db, memberId, query.targetType, paging(query));
    return {
      rows: rows.map(({ favorite: r, ...target }) => ({
        id: r.id,
        targetType: r.targetType,
        targetId: r.targetId,
        title: target.newsTitle ?? target.courseTitle ?? '',
        pic: target.newsPic || target.newsPics?.[0] || target.coursePic || '',
        createTime: iso(r.createdAt),
      })),
      total,
    };
  }

  // --- follows -------------------------------------------------------------------------------

  /** Follows (idempotent) or unfollows. The caller checks that the target exists. */
  async setFollow(memberId: number, targetType: FollowTargetType, targetId: number, follow: boolean): Promise<FollowState> {
    if (!follow) {
      await deleteFollow(this.db, memberId, targetType, targetId);
      return { following: false };
    }
    await insertFollow(this.db, memberId, targetType, targetId, this.at());
    return { following: true };
  }

  /** Follows the target, or unfollows it when already followed. */
  async toggleFollow(memberId: number, targetType: FollowTargetType, targetId: number): Promise<FollowState> {
    if (await deleteFollow(this.db, memberId, targetType, targetId)) return { following: false };
    await insertFollow(this.db, memberId, targetType, targetId, this.at());
    return { following: true };
  }

  isFollowing(memberId: number, targetType: FollowTargetType, targetId: number): Promise<boolean> {
    return hasFollow(this.db, memberId, targetType, targetId);
  }

  /** Ids among `targetIds` (all, without it) the member follows; none for a visitor. */
  async followed(memberId: number | null, targetType: FollowTargetType, targetIds?: number[]): Promise<Set<number>> {
    if (memberId === null || (targetIds !== undefined && targetIds.length === 0)) return new Set();
    return followedIds(this.db, memberId, targetType, targetIds);
  }

  async followers(targetType: FollowTargetType, targetIds: number[]): Promise<Map<number, number>> {
    if (targetIds.length === 0) return new Map();
    return followerCounts(this.db, targetType, targetIds);
  }

  async follows(memberId: number, query: Page & { targetType?: FollowTargetType }): Promise<Paged<Follow>> {
    const { rows, total } = await followsPage(this.db, memberId, query.targetType, paging(query));
    return {
      rows: rows.map(({ follow, teacher, categoryName, courseTitle }) => ({
        id: follow.id,
        targetType: follow.targetType,
        targetId: follow.targetId,
        createTime: iso(follow.createdAt),
        name: teacher?.name ?? categoryName ?? courseTitle ?? '',
        teacher: teacher ?? null,
      })),
      total,
    };
  }
}
