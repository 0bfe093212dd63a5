import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { goods, memberLevels, members, orderAgreements, orders, seedRuns } from '../db/schema';
import { CONTRACT_VERSION } from '../modules/order/contract-text';

/**
 * Demo orders (issue 13): 张三 started buying 金牌会员·月度 on 2026-11-01 and let it time out, so 我的订单 and the order
 * pages show a real order on a fresh start (and the mini-program page check renders one). Its number is
 * fixed so the page check can open it; no payment and no grant come with it. Applied once per data dir.
 */

export const DEMO_ORDERS_SEED_NAME = 'demo-orders-v1';
/** The demo order's number (ORDER_NO_PATTERN) and the Beijing time it names; only its member can open it. */
export const DEMO_CLOSED_ORDER_NO = 'CX20261101093000DEMO00001';
const DEMO_ORDERED_AT = new Date('2026-11-01T09:30:00+08:00');
const DEMO_BUYER_MOBILE = '13800000001';
const DEMO_GOODS_TITLE = '金牌会员·月度';
const CLOSE_MS = 15 * 60_000;

export async function seedDemoOrders(db: Db): Promise<boolean> {
  const done = await db.select().from(seedRuns).where(eq(seedRuns.name, DEMO_ORDERS_SEED_NAME)).limit(1);
  if (done.length > 0) return false;
  return db.transaction(async (tx) => {
    const marker = await tx.insert(seedRuns).values({ name: DEMO_ORDERS_SEED_NAME }).onConflictDoNothing().returning();
    if (marker.length === 0) return false;
    const [buyer] = await tx.select({ id: members.id }).from(members).where(eq(members.mobile, DEMO_BUYER_MOBILE)).limit(1);
    const [item] = await tx
      .select({ goods, levelName: memberLevels.name })
      .from(goods)
      .innerJoin(memberLevels, eq(memberLevels.id, goods.levelId))
      .where(eq(goods.title, DEMO_GOODS_TITLE))
      .limit(1);
    if (!buyer || !item) return true;
    const createdAt = DEMO_ORDERED_AT;
    const closeAt = new Date(createdAt.getTime() + CLOSE_MS);
    const [order] = await tx
      .insert(orders)
      .values({
        orderNo: DEMO_CLOSED_ORDER_NO,
        memberId: buyer.id,
        goodsId: item.goods.id,
        title: item.goods.title,
        pic: item.goods.pic,
        levelId: item.goods.levelId,
        levelName: item.levelName,
        priceFen: item.goods.priceFen,
        amountFen: item.goods.priceFen,
        cycle: item.goods.cycle,
        cycleUnit: item.goods.cycleUnit,
        grantDays: item.goods.grantDays,
        state: 'CLOSED',
        idempotencyKey: 'demo-order-closed-0001',
        channel: 'dev',
        provider: 'dev',
        closeAt,
        closedAt: closeAt,
        createdAt,
        updatedAt: closeAt,
      })
      .onConflictDoNothing()
      .returning({ id: orders.id });
    if (order) await tx.insert(orderAgreements).values({ orderId: order.id, contractVersion: CONTRACT_VERSION, agreedAt: createdAt, ip: '127.0.0.1', userAgent: 'demo' });
    return true;
  });
}
