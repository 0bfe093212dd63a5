import { randomInt } from 'node:crypto';
import {
  CODE,
  maskWinnerName,
  WINNING_RULES,
  WINNING_TEXT,
  type DrawBody,
  type DrawResult,
  type RecentWinner,
  type WheelActivity,
  type WheelActivityStatus,
  type WheelActivitySummary,
  type WheelPrize,
  type WheelPrizeKind,
  type WinningAddressBody,
  type WinningListQuery,
  type WinningRecord,
  type WinningShipBody,
  type WinningState,
} from '@caixue/contract';
import type { Db } from '../../db/client';
import { BizError } from '../../errors';
import { paging, type Paged } from '../../paging';
import { holdsLevel } from '../access/service';
import type { CouponService } from '../coupon/service';
import type { MemberService } from '../member/service';
import { chinaDate, type PointsService } from '../points/service';
import {
  activityTitles,
  drawsOnDay,
  findActivity,
  findDraw,
  findDrawByRequest,
  insertDraw,
  levelName,
  listActivities,
  lockMemberDraws,
  markShipped,
  prizePics,
  prizesOf,
  recentWins,
  returnPrize,
  setAddress,
  takePrize,
  winsPage,
  type ActivityRow,
  type DrawRow,
  type PrizeRow,
} from './repo';

/**
 * The prize wheel (issue 17). The server alone decides a draw, in one transaction under the member's
 * draw lock: the request id (a retried tap answers the same draw), the activity's window and level,
 * the daily limit per China day, a cryptographic random number over the prizes still in stock, a
 * conditional stock decrement (a prize that ran out falls back to 谢谢参与), the grant (points through
 * the points ledger, coupons through CouponService.grantPrize, both keyed by the request id so each
 * happens exactly once) and the draw's row.
 */

/** A uniform integer in [0, max): crypto.randomInt by default; tests inject a seeded one. */
export type RandomSource = (max: number) => number;

export interface WinningServiceDeps {
  db: Db;
  now: () => number;
  points: Pick<PointsService, 'prizeWon'>;
  coupons: Pick<CouponService, 'grantPrize'>;
  members: Pick<MemberService, 'findActive'>;
  random?: RandomSource;
}

const CHINA_OFFSET_MS = 8 * 3600_000;
const ADMIN_ROLE = 'admin';

/** yyyy-MM-dd HH:mm:ss in China time. */
function chinaTime(value: Date): string {
  return new Date(value.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** The prizes a draw can land on now: a positive weight and stock left (or unlimited). */
function drawable(prizes: readonly PrizeRow[]): PrizeRow[] {
  return prizes.filter((p) => p.weight > 0 && (p.stockLeft === null || p.stockLeft > 0));
}

/** Picks one prize by weight with `random` (uniform in [0, total)); null when nothing is drawable. */
export function pickPrize(prizes: readonly PrizeRow[], random: RandomSource): PrizeRow | null {
  const candidates = drawable(prizes);
  const total = candidates.reduce((sum, p) => sum + p.weight, 0);
  if (total <= 0) return null;
  let r = random(total);
  for (const prize of candidates) {
    if (r < prize.weight) return prize;
    r -= prize.weight;
  }
  return candidates[candidates.length - 1]!;
}

function thanksOf(prizes: readonly PrizeRow[]): PrizeRow | null {
  return prizes.find((p) => p.kind === 'thanks') ?? null;
}

function stateOf(kind: WheelPrizeKind): WinningState {
  if (kind === 'points' || kind === 'coupon') return 'credited';
  if (kind === 'goods') return 'address';
  return 'none';
}

function statusOf(activity: ActivityRow, now: number): WheelActivityStatus {
  if (now < activity.startsAt.getTime()) return 'upcoming';
  if (now >= activity.endsAt.getTime()) return 'ended';
  return 'running';
}

export class WinningService {
  private readonly random: RandomSource;

  constructor(private readonly deps: WinningServiceDeps) {
    this.random = deps.random ?? ((max) => randomInt(max));
  }

  /** The same service drawing with another random source (tests: a seeded one). */
  withRandom(random: RandomSource): WinningService {
    return new WinningService({ ...this.deps, random });
  }

  async activities(): Promise<WheelActivitySummary[]> {
    const now = this.deps.now();
    return (await listActivities(this.deps.db)).map((a) => this.summary(a, now));
  }

  async activity(id: number, memberId: number | null): Promise<WheelActivity> {
    const { db } = this.deps;
    const now = this.deps.now();
    const activity = await findActivity(db, id);
    if (!activity) throw new BizError(CODE.notFound, WINNING_TEXT.activityNotFound);
    const [prizes, level] = await Promise.all([prizesOf(db, id), activity.levelId ? levelName(db, activity.levelId) : null]);
    const candidates = drawable(prizes);
    const total = candidates.reduce((sum, p) => sum + p.weight, 0);
    const remainingToday = memberId === null ? null : Math.max(0, activity.dailyDraws - (await drawsOnDay(db, id, memberId, chinaDate(now))));
    return {
      ...this.summary(activity, now),
      rules: activity.rules,
      dailyDraws: activity.dailyDraws,
      levelName: level,
      prizes: prizes.map((p): WheelPrize => {
        const inStock = candidates.includes(p);
        return {
          id: p.id,
          name: p.name,
          kind: p.kind as WheelPrizeKind,
          kindText: WINNING_TEXT.kinds[p.kind as WheelPrizeKind] ?? p.kind,
          pic: p.pic,
          points: p.points,
          odds: inStock && total > 0 ? Math.round((p.weight * 10000) / total) / 100 : 0,
          inStock,
        };
      }),
      remainingToday,
      blockedReason: await this.blockedReason(db, activity, memberId, now, level),
    };
  }

  /** One draw (see the class comment). A retried request id answers the draw it made. */
  async draw(memberId: number, body: DrawBody): Promise<DrawResult> {
    const { db, points, coupons } = this.deps;
    const nowMs = this.deps.now();
    const now = new Date(nowMs);
    const day = chinaDate(nowMs);
    const row = await db.transaction(async (tx) => {
      await lockMemberDraws(tx, memberId);
      const before = await findDrawByRequest(tx, memberId, body.requestId);
      if (before) return before;
      const activity = await findActivity(tx, body.activityId);
      if (!activity) throw new BizError(CODE.notFound, WINNING_TEXT.activityNotFound);
      const blocked = await this.blockedReason(tx, activity, memberId, nowMs);
      if (blocked) throw new BizError(CODE.badRequest, blocked);
      const used = await drawsOnDay(tx, activity.id, memberId, day);
      if (used >= activity.dailyDraws) throw new BizError(CODE.badRequest, WINNING_TEXT.limitReached);

      const prizes = await prizesOf(tx, activity.id);
      let prize = pickPrize(prizes, this.random);
      // Limited stock: the conditional update takes one or finds none left (a concurrent draw took it).
      if (prize && prize.stockLeft !== null && !(await takePrize(tx, prize.id))) prize = thanksOf(prizes);
      const key = `wheel:${body.requestId}`;
      let couponId: number | null = null;
      if (prize?.kind === 'coupon') {
        const coupon = prize.couponTemplateId ? await coupons.grantPrize(memberId, prize.couponTemplateId, key, tx) : null;
        if (coupon) couponId = coupon.id;
        else {
          // The coupon cannot be issued (member at its limit, sold out, ended): the prize goes back, 谢谢参与.
          if (prize.stockLeft !== null) await returnPrize(tx, prize.id);
          prize = thanksOf(prizes);
        }
      }
      if (prize?.kind === 'points') await points.prizeWon(tx, memberId, prize.points, key, `${activity.title}：${prize.name}`, now);
      const kind = (prize?.kind ?? 'thanks') as WheelPrizeKind;
      const inserted = await insertDraw(tx, {
        activityId: activity.id,
        memberId,
        requestId: body.requestId,
        chinaDay: day,
        daySlot: used + 1,
        prizeId: prize?.id ?? null,
        prizeName: prize?.name ?? WINNING_TEXT.thanks,
        kind,
        points: kind === 'points' ? (prize?.points ?? 0) : 0,
        couponId,
        state: stateOf(kind),
        createdAt: now,
      });
      // Both keys were checked under the member's lock; a conflict means a writer outside it: refuse, never double.
      if (!inserted) throw new BizError(CODE.badRequest, WINNING_TEXT.limitReached);
      return inserted;
    });
    const [prizes, record] = await Promise.all([prizesOf(db, row.activityId), this.toRecords([row]).then((r) => r[0]!)]);
    let prizeIndex = prizes.findIndex((p) => p.id === row.prizeId);
    if (prizeIndex < 0) prizeIndex = prizes.findIndex((p) => p.kind === 'thanks');
    const activity = await findActivity(db, row.activityId);
    const used = await drawsOnDay(db, row.activityId, memberId, day);
    return { record, prizeIndex, remainingToday: Math.max(0, (activity?.dailyDraws ?? 0) - used) };
  }

  async mine(memberId: number, query: WinningListQuery): Promise<Paged<WinningRecord>> {
    const { limit, offset } = paging(query);
    const { rows, total } = await winsPage(this.deps.db, memberId, query.activityId, limit, offset);
    return { rows: await this.toRecords(rows), total };
  }

  async recent(activityId: number | undefined): Promise<RecentWinner[]> {
    const rows = await recentWins(this.deps.db, activityId, WINNING_RULES.recentCount);
    return rows.map((r) => ({ id: r.id, name: maskWinnerName(r.nickname || r.name || r.mobile || ''), prizeName: r.prizeName, createTime: chinaTime(r.createdAt) }));
  }

  async record(memberId: number, id: number): Promise<WinningRecord> {
    const row = await findDraw(this.deps.db, id);
    if (!row || row.memberId !== memberId) throw new BizError(CODE.notFound, WINNING_TEXT.recordNotFound);
    return (await this.toRecords([row]))[0]!;
  }

  /** The delivery address of a goods prize: while it is not shipped (待发货 after it is given). */
  async address(memberId: number, body: WinningAddressBody): Promise<WinningRecord> {
    const { db } = this.deps;
    const receiverName = body.name.trim();
    const receiverAddress = body.address.trim();
    if (receiverName.length === 0) throw new BizError(CODE.badRequest, WINNING_TEXT.nameInvalid);
    if ([...receiverAddress].length < 5) throw new BizError(CODE.badRequest, WINNING_TEXT.addressInvalid);
    const updated = await setAddress(db, body.id, memberId, { receiverName, receiverMobile: body.mobile, receiverAddress });
    if (updated) return (await this.toRecords([updated]))[0]!;
    const row = await findDraw(db, body.id);
    if (!row || row.memberId !== memberId) throw new BizError(CODE.notFound, WINNING_TEXT.recordNotFound);
    if (row.state === 'shipped') throw new BizError(CODE.badRequest, WINNING_TEXT.addressLocked);
    throw new BizError(CODE.badRequest, WINNING_TEXT.addressNotNeeded);
  }

  /** An operator marks a goods prize shipped (admin role): pending -> shipped, once. */
  async ship(callerId: number, body: WinningShipBody): Promise<WinningRecord> {
    const { db, members } = this.deps;
    const caller = await members.findActive(callerId);
    if (!caller?.roles.includes(ADMIN_ROLE)) throw new BizError(CODE.forbidden, WINNING_TEXT.shipForbidden);
    const shipped = await markShipped(db, body.id, new Date(this.deps.now()));
    if (shipped) return (await this.toRecords([shipped]))[0]!;
    const row = await findDraw(db, body.id);
    if (!row) throw new BizError(CODE.notFound, WINNING_TEXT.recordNotFound);
    if (row.state === 'shipped') return (await this.toRecords([row]))[0]!;
    throw new BizError(CODE.badRequest, WINNING_TEXT.shipNotReady);
  }

  private summary(a: ActivityRow, now: number): WheelActivitySummary {
    const status = statusOf(a, now);
    return {
      id: a.id,
      title: a.title,
      description: a.description,
      pic: a.pic,
      startTime: chinaTime(a.startsAt).slice(0, 16),
      endTime: chinaTime(a.endsAt).slice(0, 16),
      status,
      statusText: WINNING_TEXT.status[status],
    };
  }

  /** Why this member (or a visitor) may not draw now; null when they may. */
  private async blockedReason(db: Db, activity: ActivityRow, memberId: number | null, now: number, level?: string | null): Promise<string | null> {
    const status = statusOf(activity, now);
    if (status === 'upcoming') return WINNING_TEXT.notStarted;
    if (status === 'ended') return WINNING_TEXT.ended;
    if (memberId === null) return WINNING_TEXT.loginToDraw;
    if (activity.levelId && !(await holdsLevel(db, memberId, activity.levelId, new Date(now)))) {
      return WINNING_TEXT.levelOnly(level ?? (await levelName(db, activity.levelId)) ?? '指定会员');
    }
    return null;
  }

  private async toRecords(rows: DrawRow[]): Promise<WinningRecord[]> {
    const { db } = this.deps;
    const [titles, pics] = await Promise.all([
      activityTitles(db, [...new Set(rows.map((r) => r.activityId))]),
      prizePics(db, rows.map((r) => r.prizeId).filter((id): id is number => id !== null)),
    ]);
    return rows.map((r) => {
      const kind = r.kind as WheelPrizeKind;
      const state = r.state as WinningState;
      return {
        id: r.id,
        activityId: r.activityId,
        activityTitle: titles.get(r.activityId) ?? '',
        prizeId: r.prizeId,
        prizeName: r.prizeName,
        kind,
        kindText: WINNING_TEXT.kinds[kind] ?? r.kind,
        pic: r.prizeId ? (pics.get(r.prizeId) ?? '') : '',
        points: r.points,
        couponId: r.couponId,
        state,
        stateText: WINNING_TEXT.states[state] ?? r.state,
        receiverName: r.receiverName,
        receiverMobile: r.receiverMobile,
        receiverAddress: r.receiverAddress,
        shipTime: r.shippedAt ? chinaTime(r.shippedAt) : '',
        createTime: chinaTime(r.createdAt),
      };
    });
  }
}
