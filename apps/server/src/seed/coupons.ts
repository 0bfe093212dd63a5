import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { couponTemplates, goods, memberCoupons, members, orders, seedRuns } from '../db/schema';

/**
 * Demo coupons (issue 14): templates in 领券中心 (满100减20 on every goods item, a 9折 capped at ¥50
 * on the training camp), the new-member gift (无门槛 ¥5, given to every member created from now on),
 * a grant-only 会员回馈券, and 张三's wallet: two unused, one expired, and one used when he has a
 * paid order (the base seed gives him none: then it is left out). Applied once per data dir.
 */

export const DEMO_COUPONS_SEED_NAME = 'demo-coupons-v1';
const DEMO_MEMBER_MOBILE = '13800000001';
const DISCOUNT_GOODS_TITLE = '金股训练营·季度班';
const DAY_MS = 24 * 3600_000;

export const DEMO_COUPON_NAMES = {
  fullReduction: '全场满100减20',
  discount: '训练营9折券',
  gift: '新人无门槛券',
  reward: '会员回馈券',
} as const;

export async function seedDemoCoupons(db: Db, now: Date = new Date()): Promise<boolean> {
  const done = await db.select().from(seedRuns).where(eq(seedRuns.name, DEMO_COUPONS_SEED_NAME)).limit(1);
  if (done.length > 0) return false;
  return db.transaction(async (tx) => {
    const marker = await tx.insert(seedRuns).values({ name: DEMO_COUPONS_SEED_NAME }).onConflictDoNothing().returning();
    if (marker.length === 0) return false;
    const [camp] = await tx.select({ id: goods.id }).from(goods).where(eq(goods.title, DISCOUNT_GOODS_TITLE)).limit(1);
    const base = { createdAt: now, claimed: 0 };
    const [fullReduction, , gift, reward] = await tx
      .insert(couponTemplates)
      .values([
        { ...base, name: DEMO_COUPON_NAMES.fullReduction, kind: 'FULL_REDUCTION', amountFen: 2000, thresholdFen: 10000, validDays: 30, perMemberLimit: 1, stock: 1000, claimable: true, sort: 1 },
        ...(camp
          ? [{ ...base, name: DEMO_COUPON_NAMES.discount, kind: 'DISCOUNT' as const, payPercent: 90, capFen: 5000, goodsIds: [camp.id], validDays: 15, perMemberLimit: 1, stock: 500, claimable: true, sort: 2 }]
          : [{ ...base, name: DEMO_COUPON_NAMES.discount, kind: 'DISCOUNT' as const, payPercent: 90, capFen: 5000, validDays: 15, perMemberLimit: 1, stock: 0, claimable: false, sort: 2 }]),
        { ...base, name: DEMO_COUPON_NAMES.gift, kind: 'NO_THRESHOLD', amountFen: 500, validDays: 30, perMemberLimit: 1, stock: 1_000_000, registerGift: true, sort: 3 },
        { ...base, name: DEMO_COUPON_NAMES.reward, kind: 'FULL_REDUCTION', amountFen: 3000, thresholdFen: 20000, validDays: 30, perMemberLimit: 5, stock: 10_000, sort: 4 },
      ])
      .returning({ id: couponTemplates.id });
    const [zhang] = await tx.select({ id: members.id }).from(members).where(eq(members.mobile, DEMO_MEMBER_MOBILE)).limit(1);
    if (!zhang) return true;
    const [paid] = await tx
      .select({ orderNo: orders.orderNo, paidAt: orders.paidAt })
      .from(orders)
      .where(and(eq(orders.memberId, zhang.id), eq(orders.state, 'FULFILLED')))
      .limit(1);
    const days = (n: number) => new Date(now.getTime() + n * DAY_MS);
    const wallet = [
      { templateId: gift.id, source: 'register', sourceKey: 'register', state: 'UNUSED', validFrom: now, validUntil: days(30) },
      { templateId: reward.id, source: 'grant', sourceKey: 'seed-unused', state: 'UNUSED', validFrom: now, validUntil: days(30) },
      { templateId: reward.id, source: 'grant', sourceKey: 'seed-expired', state: 'UNUSED', validFrom: days(-40), validUntil: days(-10) },
      // 已使用 needs an order that was paid: 张三's first paid order when the data dir has one.
      ...(paid ? [{ templateId: fullReduction.id, source: 'grant', sourceKey: 'seed-used', state: 'USED', validFrom: days(-5), validUntil: days(25), orderNo: paid.orderNo, usedAt: paid.paidAt ?? now }] : []),
    ];
    await tx.insert(memberCoupons).values(wallet.map((c) => ({ ...c, memberId: zhang.id, createdAt: now, updatedAt: now }))).onConflictDoNothing();
    for (const c of wallet) {
      const [t] = await tx.select({ claimed: couponTemplates.claimed }).from(couponTemplates).where(eq(couponTemplates.id, c.templateId));
      await tx.update(couponTemplates).set({ claimed: t.claimed + 1 }).where(eq(couponTemplates.id, c.templateId));
    }
    return true;
  });
}
