import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { couponTemplates, members, seedRuns, wheelActivities, wheelDraws, wheelPrizes } from '../db/schema';
import { chinaDate } from '../modules/points/service';
import { DEMO_COUPON_NAMES } from './coupons';

/**
 * The demo prize wheel (issue 17): one activity open to every member for a year from the first
 * start, 3 draws per China day, 8 prizes (points, a coupon of the grant-only 会员回馈券, a physical
 * prize with little stock, 谢谢参与), and 张三's win of the day before (定制保温杯, 待发货, so 中奖记录 and the
 * result page show something on a fresh start; it does not count in today's draws). Applied once per
 * data dir, after the coupons' set.
 */

export const DEMO_WHEEL_SEED_NAME = 'demo-wheel-v1';
export const DEMO_WHEEL_CODE = 'demo-wheel';
export const DEMO_WHEEL_TITLE = '财学幸运大转盘';
const DAY_MS = 24 * 3600_000;
const DEMO_MEMBER_MOBILE = '13800000001';

export async function seedDemoWheel(db: Db, now: Date = new Date()): Promise<boolean> {
  const done = await db.select().from(seedRuns).where(eq(seedRuns.name, DEMO_WHEEL_SEED_NAME)).limit(1);
  if (done.length > 0) return false;
  return db.transaction(async (tx) => {
    const marker = await tx.insert(seedRuns).values({ name: DEMO_WHEEL_SEED_NAME }).onConflictDoNothing().returning();
    if (marker.length === 0) return false;
    const [reward] = await tx.select({ id: couponTemplates.id }).from(couponTemplates).where(eq(couponTemplates.name, DEMO_COUPON_NAMES.reward)).limit(1);
    const [activity] = await tx
      .insert(wheelActivities)
      .values({
        code: DEMO_WHEEL_CODE,
        title: DEMO_WHEEL_TITLE,
        description: '每天 3 次机会，积分、优惠券、定制好礼等你来拿',
        rules: [
          '活动对所有注册会员开放，登录后即可参与。',
          '每位会员每天可抽奖 3 次，按北京时间自然日计算，次日 0 点恢复。',
          '积分与优惠券奖品抽中即到账，可在「我的积分」「我的优惠券」中查看。',
          '实物奖品请在中奖后填写收货地址，我们将在 7 个工作日内发货。',
          '奖品数量有限，抽完即止；已抽完的奖品按“谢谢参与”计。',
          '抽奖结果以服务器记录为准，本活动最终解释权归财学所有。',
        ],
        startsAt: new Date(now.getTime() - DAY_MS),
        endsAt: new Date(now.getTime() + 365 * DAY_MS),
        dailyDraws: 3,
        createdAt: now,
      })
      .returning({ id: wheelActivities.id });
    const prizes = [
      { name: '10积分', kind: 'points', points: 10, weight: 300, stock: null },
      { name: '谢谢参与', kind: 'thanks', points: 0, weight: 200, stock: null },
      { name: '50积分', kind: 'points', points: 50, weight: 150, stock: null },
      reward
        ? { name: '满200减30券', kind: 'coupon', points: 0, weight: 100, stock: 500, couponTemplateId: reward.id }
        : { name: '30积分', kind: 'points', points: 30, weight: 100, stock: null },
      { name: '100积分', kind: 'points', points: 100, weight: 60, stock: 2000 },
      { name: '定制保温杯', kind: 'goods', points: 0, weight: 20, stock: 50 },
      { name: '200积分', kind: 'points', points: 200, weight: 20, stock: 500 },
      { name: '谢谢参与', kind: 'thanks', points: 0, weight: 150, stock: null },
    ];
    const rows = await tx
      .insert(wheelPrizes)
      .values(prizes.map((p, i) => ({ ...p, activityId: activity.id, sort: i + 1, stockLeft: p.stock })))
      .returning({ id: wheelPrizes.id, name: wheelPrizes.name, stock: wheelPrizes.stock });
    const cup = rows.find((r) => r.name === '定制保温杯')!;
    const [zhang] = await tx.select({ id: members.id }).from(members).where(eq(members.mobile, DEMO_MEMBER_MOBILE)).limit(1);
    if (zhang) {
      const yesterday = new Date(now.getTime() - DAY_MS);
      await tx.insert(wheelDraws).values({
        activityId: activity.id,
        memberId: zhang.id,
        requestId: 'seed-demo-win',
        chinaDay: chinaDate(yesterday.getTime()),
        daySlot: 1,
        prizeId: cup.id,
        prizeName: cup.name,
        kind: 'goods',
        state: 'pending',
        receiverName: '张三',
        receiverMobile: DEMO_MEMBER_MOBILE,
        receiverAddress: '上海市浦东新区世纪大道 100 号 财学大厦',
        createdAt: yesterday,
      });
      await tx.update(wheelPrizes).set({ stockLeft: (cup.stock ?? 1) - 1 }).where(eq(wheelPrizes.id, cup.id));
    }
    return true;
  });
}
