import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { goods, goodsTeachers, memberLevels, seedRuns, teachers } from '../db/schema';
import { sanitizeArticleHtml } from '../modules/centre/text';
import type { SeedFile } from './content';
import { bannerSvg } from './images';
import { DIAMOND_LEVEL_NAME, GOLD_LEVEL_NAME } from './levels';

/**
 * Demo goods (issue 13), its own seed set after the levels set: products of 金牌会员 and 钻石会员
 * in several cycles and prices, a free 7-day trial and one item off sale. The first two keep the
 * ids the video seed's goodsAd ads, rooms and playbacks already name (1 金股训练营, 2 钻石会员):
 * the goods table is new, so on any data dir its rows are numbered from 1 in this order.
 */

export const GOODS_SEED_NAME = 'goods-v1';

type Unit = 'day' | 'month' | 'year';

export interface DemoGoods {
  key: string;
  title: string;
  level: typeof GOLD_LEVEL_NAME | typeof DIAMOND_LEVEL_NAME;
  description: string;
  intro: string[];
  priceFen: number;
  cycle: number;
  cycleUnit: Unit;
  riskLevel: 'R1' | 'R2' | 'R3' | 'R4' | 'R5';
  teachers: string[];
  onSale?: boolean;
  isShowPrice?: 0 | 1;
  colors: [string, string];
}

/** Days one purchase grants (README "Goods"): 1 天 = 1, 1 个月 = 30, 1 年 = 365; stored per item. */
export function grantDaysOf(cycle: number, unit: Unit): number {
  return cycle * { day: 1, month: 30, year: 365 }[unit];
}

export const DEMO_GOODS: DemoGoods[] = [
  {
    key: 'goldstock',
    title: '金股训练营·季度班',
    level: GOLD_LEVEL_NAME,
    description: '李老师、陈老师每晚 19:30 直播带练，选股逻辑与买卖点一次讲透。',
    intro: [
      '金股训练营由李建华、陈志强两位老师联合主讲，基本面选股结合量化验证，每晚复盘当日强势股并给出次日观察清单。',
      '开通后即获金牌会员权益：刘老师·VIP 内参图文直播、训练营视频直播及全部回看。',
    ],
    priceFen: 198000,
    cycle: 3,
    cycleUnit: 'month',
    riskLevel: 'R3',
    teachers: ['李建华', '陈志强'],
    colors: ['#ff9a44', '#fc6076'],
  },
  {
    key: 'diamond-year',
    title: '钻石会员·年度',
    level: DIAMOND_LEVEL_NAME,
    description: '金牌会员全部权益，另含每日股票池精选与专属投顾服务。',
    intro: [
      '钻石会员包含全部 VIP 直播、每日股票池精选与 K 线实战课回看，适合进阶投资者。',
      '专属投顾一对一答疑，盘中重要提示第一时间推送。',
    ],
    priceFen: 698000,
    cycle: 1,
    cycleUnit: 'year',
    riskLevel: 'R4',
    teachers: ['刘思远', '王雅琴'],
    colors: ['#b37feb', '#531dab'],
  },
  {
    key: 'gold-trial',
    title: '金牌会员·7天体验',
    level: GOLD_LEVEL_NAME,
    description: '免费体验 7 天金牌会员：VIP 内参直播随时看。',
    intro: ['新用户免费体验 7 天金牌会员权益，到期后不自动续费。', '体验期内可观看刘老师·VIP 内参图文直播及相关回看。'],
    priceFen: 0,
    cycle: 7,
    cycleUnit: 'day',
    riskLevel: 'R3',
    teachers: ['刘思远'],
    colors: ['#43e97b', '#38a169'],
  },
  {
    key: 'gold-month',
    title: '金牌会员·月度',
    level: GOLD_LEVEL_NAME,
    description: 'VIP 内参图文直播：组合调仓提示、政策解读、盘中答疑。',
    intro: ['按月订阅金牌会员，随时续费，续费从当前到期日顺延。'],
    priceFen: 29800,
    cycle: 1,
    cycleUnit: 'month',
    riskLevel: 'R3',
    teachers: ['刘思远'],
    colors: ['#f6d365', '#fda085'],
  },
  {
    key: 'gold-year',
    title: '金牌会员·年度',
    level: GOLD_LEVEL_NAME,
    description: '一年金牌会员，比按月订阅省两个月。',
    intro: ['年度金牌会员：全年 VIP 内参图文直播与训练营回看。'],
    priceFen: 298000,
    cycle: 1,
    cycleUnit: 'year',
    riskLevel: 'R3',
    teachers: ['刘思远', '李建华'],
    colors: ['#fa709a', '#d81e06'],
  },
  {
    key: 'diamond-half',
    title: '钻石会员·半年（已停售）',
    level: DIAMOND_LEVEL_NAME,
    description: '旧版半年钻石会员，已由年度版取代。',
    intro: ['该产品已停止销售，已购用户的权益不受影响。'],
    priceFen: 398000,
    cycle: 6,
    cycleUnit: 'month',
    riskLevel: 'R4',
    teachers: ['王雅琴'],
    onSale: false,
    colors: ['#a3bded', '#6991c7'],
  },
];

const RISK_NOTE = '投资有风险，入市需谨慎。以上内容仅供学习参考，不构成投资建议。';
const goodsPicture = (key: string) => `goods-${key}.svg`;

export function goodsPictures(): SeedFile[] {
  return DEMO_GOODS.map((g) => ({
    file: goodsPicture(g.key),
    content: bannerSvg({ title: g.title, subtitle: g.description.slice(0, 18), badge: g.level, colors: g.colors }),
  }));
}

/** Applies the goods seed set once (after the levels set); false when already there. */
export async function seedGoods(db: Db, pictureUrlOf: (file: string) => string): Promise<boolean> {
  const done = await db.select().from(seedRuns).where(eq(seedRuns.name, GOODS_SEED_NAME)).limit(1);
  if (done.length > 0) return false;
  return db.transaction(async (tx) => {
    const marker = await tx.insert(seedRuns).values({ name: GOODS_SEED_NAME }).onConflictDoNothing().returning();
    if (marker.length === 0) return false;
    const levels = await tx
      .select({ id: memberLevels.id, name: memberLevels.name })
      .from(memberLevels)
      .where(inArray(memberLevels.name, [GOLD_LEVEL_NAME, DIAMOND_LEVEL_NAME]));
    const teacherRows = await tx.select({ id: teachers.id, name: teachers.name }).from(teachers);
    for (const [sort, demo] of DEMO_GOODS.entries()) {
      const level = levels.find((l) => l.name === demo.level);
      if (!level) throw new Error(`goods seed: level ${demo.level} missing (the levels seed set runs first)`);
      const [row] = await tx
        .insert(goods)
        .values({
          levelId: level.id,
          title: demo.title,
          description: demo.description,
          content: sanitizeArticleHtml(demo.intro.map((p) => `<p>${p}</p>`).join('') + `<p>${RISK_NOTE}</p>`),
          pic: pictureUrlOf(goodsPicture(demo.key)),
          priceFen: demo.priceFen,
          cycle: demo.cycle,
          cycleUnit: demo.cycleUnit,
          grantDays: grantDaysOf(demo.cycle, demo.cycleUnit),
          isShowPrice: demo.isShowPrice ?? 1,
          riskLevel: demo.riskLevel,
          onSale: demo.onSale ?? true,
          sort,
        })
        .returning({ id: goods.id });
      const linked = demo.teachers.flatMap((name, i) => {
        const teacher = teacherRows.find((t) => t.name === name);
        return teacher ? [{ goodsId: row.id, teacherId: teacher.id, sort: i }] : [];
      });
      if (linked.length > 0) await tx.insert(goodsTeachers).values(linked);
    }
    return true;
  });
}
