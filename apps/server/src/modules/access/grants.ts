import type { Db } from '../../db/client';
import { findGrantBySource, grantsStartingFrom, insertGrant, latestGrantEnd, lockMemberGrants, setGrantPeriod, type GrantRow } from './repo';

/**
 * Level grants: the only writer of member_level_grants. A grant gives a member a level's modules
 * for [startAt, endAt) (open at startAt, closed at endAt). Orders, prizes, the seed and admins all
 * grant through `grantLevel` and take back through `revokeGrant` / `shortenGrant`.
 */

export type GrantSource = 'seed' | 'order' | 'prize' | 'admin';

export interface Grant {
  id: number;
  memberId: number;
  levelId: number;
  startAt: Date;
  endAt: Date;
  source: GrantSource;
  sourceId: string | null;
}

/**
 * How long a grant lasts: `days` from now, chained after the member's current grant of the same
 * level (back-to-back grants extend: the new one starts where the current one ends); or an exact
 * window [from ?? now, until), not chained (seed data, admin corrections).
 */
export type GrantPeriod = { days: number; until?: never; from?: never } | { until: Date; from?: Date; days?: never };

export type GrantRequest = GrantPeriod & {
  memberId: number;
  levelId: number;
  source: GrantSource;
  /**
   * The order number, prize id… within the source. Granting the same source + sourceId again
   * returns the first grant unchanged (a retried payment callback grants once).
   */
  sourceId?: string;
  now: Date;
};

/** Which grant to take back: the one of this source + sourceId. */
export interface GrantRef {
  source: GrantSource;
  sourceId: string;
  now: Date;
}

const DAY_MS = 24 * 3600_000;

function toGrant(row: GrantRow): Grant {
  return {
    id: row.id,
    memberId: row.memberId,
    levelId: row.levelId,
    startAt: row.startAt,
    endAt: row.endAt,
    source: row.source as GrantSource,
    sourceId: row.sourceId,
  };
}

/** Grants a level's modules to a member for a period. Run it inside the caller's transaction. */
export async function grantLevel(db: Db, request: GrantRequest): Promise<Grant> {
  const { memberId, levelId, source, now } = request;
  const sourceId = request.sourceId ?? null;
  await lockMemberGrants(db, memberId);
  if (sourceId !== null) {
    const existing = await findGrantBySource(db, source, sourceId);
    if (existing) return toGrant(existing);
  }
  let startAt: Date;
  let endAt: Date;
  if (request.days !== undefined) {
    if (!(request.days > 0)) throw new RangeError(`grantLevel: days must be positive, got ${request.days}`);
    const current = await latestGrantEnd(db, memberId, levelId, now);
    startAt = current ?? now;
    endAt = new Date(startAt.getTime() + request.days * DAY_MS);
  } else {
    startAt = request.from ?? now;
    endAt = request.until;
    if (endAt.getTime() <= startAt.getTime()) throw new RangeError('grantLevel: until must be after the start');
  }
  const row = await insertGrant(db, { memberId, levelId, startAt, endAt, source, sourceId });
  if (row) return toGrant(row);
  // A concurrent grant of the same source + sourceId won the unique index.
  const winner = sourceId === null ? null : await findGrantBySource(db, source, sourceId);
  if (!winner) throw new Error('grantLevel: insert conflicted without a grant of the same source');
  return toGrant(winner);
}

/**
 * Moves the end of a grant earlier to `newEnd`; the grants chained after it (each starting where
 * the previous ends) move earlier by the time taken back, never to before `now`.
 */
async function cutGrant(db: Db, row: GrantRow, newEnd: Date, now: Date): Promise<Grant> {
  const oldEnd = row.endAt.getTime();
  if (newEnd.getTime() >= oldEnd) return toGrant(row);
  const updated = await setGrantPeriod(db, row.id, row.startAt, newEnd);
  const shift = oldEnd - Math.max(newEnd.getTime(), now.getTime());
  if (shift > 0) {
    let cursor = oldEnd;
    for (const next of await grantsStartingFrom(db, row.memberId, row.levelId, row.endAt)) {
      if (next.id === row.id || next.startAt.getTime() !== cursor) break;
      cursor = next.endAt.getTime();
      await setGrantPeriod(db, next.id, new Date(next.startAt.getTime() - shift), new Date(next.endAt.getTime() - shift));
    }
  }
  return toGrant(updated);
}

/** The grant of this source + sourceId, read again under its member's grant lock. */
async function lockedGrant(db: Db, ref: GrantRef): Promise<GrantRow | null> {
  const found = await findGrantBySource(db, ref.source, ref.sourceId);
  if (!found) return null;
  await lockMemberGrants(db, found.memberId);
  return findGrantBySource(db, ref.source, ref.sourceId);
}

/** The grant an order, prize… wrote (source + sourceId), or null. */
export async function grantOf(db: Db, source: GrantSource, sourceId: string): Promise<Grant | null> {
  const row = await findGrantBySource(db, source, sourceId);
  return row ? toGrant(row) : null;
}

/**
 * Takes back what is left of the grant (a refund): it ends now, or never starts if it had not
 * started yet. Revoking again changes nothing. Null when no grant has this source + sourceId.
 */
export async function revokeGrant(db: Db, ref: GrantRef): Promise<Grant | null> {
  const row = await lockedGrant(db, ref);
  if (!row) return null;
  const newEnd = Math.min(row.endAt.getTime(), Math.max(row.startAt.getTime(), ref.now.getTime()));
  return cutGrant(db, row, new Date(newEnd), ref.now);
}

/** Takes `days` off the end of the grant (a partial refund), never before its start. */
export async function shortenGrant(db: Db, ref: GrantRef & { days: number }): Promise<Grant | null> {
  if (!(ref.days > 0)) throw new RangeError(`shortenGrant: days must be positive, got ${ref.days}`);
  const row = await lockedGrant(db, ref);
  if (!row) return null;
  const newEnd = Math.max(row.startAt.getTime(), row.endAt.getTime() - ref.days * DAY_MS);
  return cutGrant(db, row, new Date(newEnd), ref.now);
}
