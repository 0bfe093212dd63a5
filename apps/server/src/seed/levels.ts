import { and, eq, inArray } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import type { Db } from '../db/client';
import { accessModules, levelModules, memberLevels, members, seedRuns } from '../db/schema';
import { grantLevel } from '../modules/access/grants';
import { DEMO_PASSWORD } from './content';
import { avatarSvg } from './images';
import { VIP_MODULE_CODE } from './live';

/**
 * Member levels and demo members in each service state (issue 4 "Levels, access and permission"):
 * the live seed's 金牌会员 gets its description and product link, a second level 钻石会员 opens the
 * VIP room and the stock pool, and three members show the states besides 张三's active grant:
 * 王五 expired a few days before the seed ran, 赵六 never had a level, 孙七's ends within 3 days
 * (the service-expiry popup). Dates count from the first start, so an old demo data dir ages:
 * 孙七 turns 'expired' a few days later.
 */

export const LEVELS_SEED_NAME = 'levels-v1';
export const STOCK_POOL_MODULE_CODE = 'stock-pool';
export const GOLD_LEVEL_NAME = '金牌会员';
export const DIAMOND_LEVEL_NAME = '钻石会员';
/**
 * The placeholder product link the sets before the goods pages wrote (every goods item); the
 * goods-links-v1 set (seed/goods-links.ts) replaces it with the goods that sell each level or module.
 */
export const PRODUCT_LINK = '/pages/goods/list/index';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

export interface DemoLevelMember {
  mobile: string;
  name: string;
  colors: [string, string];
  /** Grant of 金牌会员 relative to the seed time, or none. */
  grant: { startDaysAgo: number; endsInMs: number } | null;
}

export const LEVEL_DEMO_MEMBERS: DemoLevelMember[] = [
  { mobile: '13800000003', name: '王五', colors: ['#a18cd1', '#7f53ac'], grant: { startDaysAgo: 368, endsInMs: -3 * DAY } },
  { mobile: '13800000004', name: '赵六', colors: ['#84fab0', '#2f9e77'], grant: null },
  { mobile: '13800000005', name: '孙七', colors: ['#fda085', '#f6416c'], grant: { startDaysAgo: 28, endsInMs: 2 * DAY + 12 * HOUR } },
];

const GOLD_DESCRIPTION = '解锁刘老师·VIP 内参图文直播：组合调仓提示、重要政策与事件深度解读、盘中实时答疑。';
const DIAMOND_DESCRIPTION = '金牌会员全部权益，另含每日股票池精选与专属投顾服务，适合进阶投资者。';

function avatarDataUrl(name: string, colors: [string, string]): string {
  return `data:image/svg+xml;base64,${Buffer.from(avatarSvg(name[0], colors)).toString('base64')}`;
}

/** Applies the levels seed set once (after the live set, whose VIP module it extends); false when already there. */
export async function seedLevels(db: Db, now: Date = new Date()): Promise<boolean> {
  const done = await db.select().from(seedRuns).where(eq(seedRuns.name, LEVELS_SEED_NAME)).limit(1);
  if (done.length > 0) return false;
  // scrypt outside the transaction: PGlite has one connection.
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  return db.transaction(async (tx) => {
    const marker = await tx.insert(seedRuns).values({ name: LEVELS_SEED_NAME }).onConflictDoNothing().returning();
    if (marker.length === 0) return false;

    const [vip] = await tx.select({ id: accessModules.id }).from(accessModules).where(eq(accessModules.code, VIP_MODULE_CODE));
    if (!vip) throw new Error(`levels seed: module ${VIP_MODULE_CODE} missing (the live seed set runs first)`);
    const [goldLink] = await tx
      .select({ levelId: levelModules.levelId })
      .from(levelModules)
      .innerJoin(memberLevels, eq(memberLevels.id, levelModules.levelId))
      .where(and(eq(levelModules.moduleId, vip.id), eq(memberLevels.name, GOLD_LEVEL_NAME)));
    let goldId = goldLink?.levelId;
    if (goldId === undefined) {
      const [gold] = await tx.insert(memberLevels).values({ name: GOLD_LEVEL_NAME, sort: 1 }).returning({ id: memberLevels.id });
      await tx.insert(levelModules).values({ levelId: gold.id, moduleId: vip.id });
      goldId = gold.id;
    }
    await tx
      .update(memberLevels)
      .set({ description: GOLD_DESCRIPTION, productLink: PRODUCT_LINK, sort: 1 })
      .where(eq(memberLevels.id, goldId));

    const [stockPool] = await tx
      .insert(accessModules)
      .values({ code: STOCK_POOL_MODULE_CODE, name: '股票池精选', productLink: PRODUCT_LINK })
      .onConflictDoNothing()
      .returning({ id: accessModules.id });
    const [diamond] = await tx
      .insert(memberLevels)
      .values({ name: DIAMOND_LEVEL_NAME, description: DIAMOND_DESCRIPTION, productLink: PRODUCT_LINK, sort: 2 })
      .returning({ id: memberLevels.id });
    await tx
      .insert(levelModules)
      .values([vip.id, ...(stockPool ? [stockPool.id] : [])].map((moduleId) => ({ levelId: diamond.id, moduleId })));

    const taken = await tx
      .select({ mobile: members.mobile })
      .from(members)
      .where(and(inArray(members.mobile, LEVEL_DEMO_MEMBERS.map((m) => m.mobile)), eq(members.status, 'active')));
    for (const demo of LEVEL_DEMO_MEMBERS) {
      // A real account registered on this mobile before the set ran keeps its own data.
      if (taken.some((t) => t.mobile === demo.mobile)) continue;
      const [row] = await tx
        .insert(members)
        .values({
          mobile: demo.mobile,
          passwordHash,
          name: demo.name,
          nickname: demo.name,
          avatar: avatarDataUrl(demo.name, demo.colors),
        })
        .returning({ id: members.id });
      if (demo.grant) {
        await grantLevel(tx, {
          memberId: row.id,
          levelId: goldId,
          source: 'seed',
          from: new Date(now.getTime() - demo.grant.startDaysAgo * DAY),
          until: new Date(now.getTime() + demo.grant.endsInMs),
          now,
        });
      }
    }
    return true;
  });
}
