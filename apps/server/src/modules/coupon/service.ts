import {
  CODE,
  COUPON_TEXT,
  type ClaimCouponBody,
  type Coupon,
  type CouponCentreQuery,
  type CouponListQuery,
  type CouponSource,
  type CouponTemplate,
  type GrantCouponBody,
  type GrantCouponResult,
} from '@caixue/contract';
import type { Db } from '../../db/client';
import { BizError } from '../../errors';
import { paging, type Paged } from '../../paging';
import type { GoodsService } from '../goods/service';
import type { MemberService } from '../member/service';
import {
  claimableTemplates,
  findIssued,
  findTemplate,
  heldCounts,
  insertCoupon,
  listCoupons,
  lockMemberCoupons,
  registerGiftTemplates,
  takeStock,
  templatesByIds,
  type MemberCouponRow,
  type TemplateRow,
} from './repo';
import { couponOf, templateOf, type GoodsTitles } from './view';

/**
 * Coupons (issue 14): 我的优惠券 by tab, 领券中心, claiming, operator grants, the registration gift
 * and prizes. Every coupon is issued by `issue`: under the member's coupon lock (per-member limit),
 * a conditional take from the template's stock (never oversold), and a row unique per (member,
 * template, source, key), so a retried grant, prize or registration issues once.
 */

export interface CouponServiceDeps {
  db: Db;
  goods: GoodsService;
  members: MemberService;
  now: () => number;
}

const DAY_MS = 24 * 3600_000;
/** The role that may grant coupons (seeded admin; the same roles admin/getInfo answers). */
export const GRANT_ROLE = 'admin';

export type IssueOutcome =
  | { kind: 'issued'; coupon: MemberCouponRow }
  /** This (source, key) issued it before: nothing new. */
  | { kind: 'exists'; coupon: MemberCouponRow }
  | { kind: 'limitReached' }
  | { kind: 'soldOut' }
  /** A template with fixed dates that have passed. */
  | { kind: 'ended' };

/** Rows -> cards: the templates and the goods titles they name, read once for the lot. */
export async function describeCoupons(db: Db, goods: GoodsService, rows: MemberCouponRow[], now: Date): Promise<Coupon[]> {
  const templates = new Map((await templatesByIds(db, rows.map((r) => r.templateId))).map((t) => [t.id, t]));
  const titles = await goods.titles([...templates.values()].flatMap((t) => t.goodsIds));
  return rows.map((row) => couponOf(row, templates.get(row.templateId)!, titles, now));
}

/** The window a coupon issued now from this template is valid in: [from, until). */
export function validityOf(t: TemplateRow, now: Date): { validFrom: Date; validUntil: Date } {
  if (t.validDays !== null) return { validFrom: now, validUntil: new Date(now.getTime() + t.validDays * DAY_MS) };
  return { validFrom: t.validFrom ?? now, validUntil: t.validUntil ?? now };
}

export class CouponService {
  constructor(private readonly deps: CouponServiceDeps) {}

  private date(): Date {
    return new Date(this.deps.now());
  }

  async list(memberId: number, query: CouponListQuery): Promise<Paged<Coupon>> {
    const now = this.date();
    const { rows, total } = await listCoupons(this.deps.db, memberId, query.tab ?? 'unused', now, paging(query));
    return { rows: await describeCoupons(this.deps.db, this.deps.goods, rows, now), total };
  }

  /** Claimable templates (goodsId: those usable for it), with what this member may still do. */
  async centre(memberId: number, query: CouponCentreQuery): Promise<CouponTemplate[]> {
    const { db } = this.deps;
    let templates = await claimableTemplates(db, this.date());
    if (query.goodsId !== undefined) {
      const goodsId = query.goodsId;
      templates = templates.filter((t) => t.goodsIds.length === 0 || t.goodsIds.includes(goodsId));
    }
    const [held, titles] = await Promise.all([heldCounts(db, memberId, templates.map((t) => t.id)), this.titles(templates)]);
    return templates.map((t) => templateOf(t, titles, held.get(t.id) ?? 0));
  }

  private titles(templates: TemplateRow[]): Promise<GoodsTitles> {
    return this.deps.goods.titles(templates.flatMap((t) => t.goodsIds));
  }

  /** 立即领取: within the per-member limit and the stock; concurrent taps never pass either. */
  async claim(memberId: number, body: ClaimCouponBody): Promise<Coupon> {
    const { db } = this.deps;
    const template = await findTemplate(db, body.templateId);
    if (!template || !template.claimable) throw new BizError(CODE.notFound, COUPON_TEXT.templateNotFound);
    const now = this.date();
    const outcome = await db.transaction(async (tx) => {
      await lockMemberCoupons(tx, memberId);
      const held = (await heldCounts(tx, memberId, [template.id])).get(template.id) ?? 0;
      // The n-th claim of this template: the key makes a lost lock (never expected) still issue one per n.
      return this.issue(tx, memberId, template, 'claim', `claim:${held + 1}`, now);
    });
    if (outcome.kind === 'limitReached') throw new BizError(CODE.badRequest, COUPON_TEXT.limitReached);
    if (outcome.kind === 'soldOut') throw new BizError(CODE.badRequest, COUPON_TEXT.soldOut);
    if (outcome.kind === 'ended') throw new BizError(CODE.badRequest, COUPON_TEXT.notClaimable);
    const [coupon] = await describeCoupons(db, this.deps.goods, [outcome.coupon], now);
    return coupon;
  }

  /**
   * Issues one coupon of `template` to the member on the caller's transaction. Takes the member's
   * coupon lock; the same (source, key) answers the coupon issued before.
   */
  async issue(tx: Db, memberId: number, template: TemplateRow, source: CouponSource, sourceKey: string, now: Date): Promise<IssueOutcome> {
    await lockMemberCoupons(tx, memberId);
    const before = await findIssued(tx, memberId, template.id, source, sourceKey);
    if (before) return { kind: 'exists', coupon: before };
    const validity = validityOf(template, now);
    if (validity.validUntil.getTime() <= now.getTime()) return { kind: 'ended' };
    const held = (await heldCounts(tx, memberId, [template.id])).get(template.id) ?? 0;
    if (held >= template.perMemberLimit) return { kind: 'limitReached' };
    if (!(await takeStock(tx, template.id))) return { kind: 'soldOut' };
    const coupon = await insertCoupon(tx, { memberId, templateId: template.id, source, sourceKey, state: 'UNUSED', ...validity, createdAt: now, updatedAt: now });
    // Unique (member, template, source, key) taken although looked up under the lock: never expected.
    if (!coupon) throw new Error(`coupon ${template.id} ${source}:${sourceKey} of member ${memberId} issued twice`);
    return { kind: 'issued', coupon };
  }

  /** Operator grant: admin role only; the same requestId grants once per member. */
  async grant(callerId: number, body: GrantCouponBody): Promise<GrantCouponResult> {
    const { db, members } = this.deps;
    const caller = await members.findActive(callerId);
    if (!caller?.roles.includes(GRANT_ROLE)) throw new BizError(CODE.forbidden, COUPON_TEXT.grantForbidden);
    const template = await findTemplate(db, body.templateId);
    if (!template) throw new BizError(CODE.notFound, COUPON_TEXT.templateNotFound);
    const now = this.date();
    let granted = 0;
    const skipped: GrantCouponResult['skipped'] = [];
    for (const mobile of new Set(body.mobiles)) {
      const member = await members.findActiveByMobile(mobile);
      if (!member) {
        skipped.push({ mobile, reason: '会员不存在' });
        continue;
      }
      const outcome = await db.transaction((tx) => this.issue(tx, member.id, template, 'grant', body.requestId, now));
      if (outcome.kind === 'issued') granted += 1;
      else if (outcome.kind === 'limitReached') skipped.push({ mobile, reason: COUPON_TEXT.limitReached });
      else if (outcome.kind === 'soldOut') skipped.push({ mobile, reason: COUPON_TEXT.soldOut });
      else if (outcome.kind === 'ended') skipped.push({ mobile, reason: COUPON_TEXT.expired });
    }
    return { granted, skipped };
  }

  /**
   * The registration gift: every register-gift template, once per member (source 'register').
   * Runs on the transaction that created the member; a template out of stock or past its dates is
   * left out (the registration never fails for a gift).
   */
  async registered(db: Db, memberId: number, now: Date = this.date()): Promise<void> {
    // Its own transaction (a savepoint inside the caller's): the lock and the stock go with the rows.
    await db.transaction(async (tx) => {
      for (const template of await registerGiftTemplates(tx)) await this.issue(tx, memberId, template, 'register', 'register', now);
    });
  }

  /**
   * A prize (the wheel, a later issue): one coupon of the template, once per business key (a retried
   * draw grants once). Null when the member is at the template's limit, it is sold out or has ended.
   */
  async grantPrize(memberId: number, templateId: number, businessKey: string, db: Db = this.deps.db): Promise<Coupon | null> {
    const template = await findTemplate(db, templateId);
    if (!template) throw new BizError(CODE.notFound, COUPON_TEXT.templateNotFound);
    const now = this.date();
    const outcome = await db.transaction((tx) => this.issue(tx, memberId, template, 'prize', businessKey, now));
    if (outcome.kind !== 'issued' && outcome.kind !== 'exists') return null;
    const [coupon] = await describeCoupons(db, this.deps.goods, [outcome.coupon], now);
    return coupon;
  }
}
