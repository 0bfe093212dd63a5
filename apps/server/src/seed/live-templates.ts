import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { liveMessages, liveRooms, liveRoomTeachers, seedRuns, teachers } from '../db/schema';
import { insertRoomMessages } from '../modules/live/message-repo';

/**
 * Template messages (issue 17, seed set `live-templates-v1`, after `live-v1`): in each demo word
 * room the main teacher's three structured posts, tplId 1 操作提示, 2 研报解读, 3 个股点评. The
 * stock a card names is written in its text as 名称（代码）, the only place the spec's message
 * fields allow. They are teaching notes: none tells anyone to buy or sell, and each ends with the
 * teacher's risk line. They follow the room's last post by a few seconds, so seq and time agree.
 */

export const LIVE_TEMPLATES_SEED_NAME = 'live-templates-v1';

const RISK_LINE = '<p>以上为老师个人观点，仅供学习参考，不构成投资建议；市场有风险，决策需独立。</p>';

interface DemoTemplate {
  tplId: 1 | 2 | 3;
  html: string;
}

/** By room title (live-v1's word rooms). */
export const DEMO_TEMPLATES: Record<string, DemoTemplate[]> = {
  '李老师·早盘策略': [
    { tplId: 1, html: '<p><b>午盘仓位提示</b></p><p>上午指数缩量震荡，成交额较昨日同期减少约一成。老师的模拟组合维持五成仓位不变，下午重点观察量能能否放大。</p>' },
    { tplId: 2, html: '<p><b>研报解读：白酒行业季度跟踪</b></p><p>多家券商认为行业渠道库存处于合理区间，高端产品批价企稳。学习要点：跟踪批价和库存两个指标，而不是只看单季增速。</p>' },
    { tplId: 3, html: '<p><b>个股点评：贵州茅台（600519）</b></p><p>三季报营收保持稳健增长，合同负债环比回升；估值处在近五年区间的中枢下方。学习要点：消费龙头看现金流与渠道，不被短期波动带节奏。</p>' },
  ],
  '王老师·短线擒龙': [
    { tplId: 1, html: '<p><b>情绪周期提示</b></p><p>今日涨停家数较昨日回落，连板高度压缩到三板，情绪处于退潮阶段。老师的模拟账户以观察为主，复盘时留意高位股的分歧。</p>' },
    { tplId: 2, html: '<p><b>研报解读：储能产业链</b></p><p>研报测算海外储能需求仍在增长，但电芯价格下行压缩了环节利润。学习要点：区分需求增长和盈利增长，二者并不同步。</p>' },
    { tplId: 3, html: '<p><b>个股点评：宁德时代（300750）</b></p><p>公司海外产能陆续落地，单位盈利保持稳定；板块情绪回落时它的波动小于题材股。学习要点：行业龙头与题材股的波动来源不同。</p>' },
  ],
  '陈老师·量化选股': [
    { tplId: 1, html: '<p><b>因子轮动提示</b></p><p>近两周小市值因子回撤明显，红利和低波因子表现占优。模型组合本周按规则调低小市值因子权重，调整幅度在回测允许范围内。</p>' },
    { tplId: 2, html: '<p><b>研报解读：红利低波策略的回撤</b></p><p>研报回测显示该策略在利率上行阶段回撤加大。学习要点：任何因子都有适用环境，回测要覆盖不同利率周期。</p>' },
    { tplId: 3, html: '<p><b>个股点评：招商银行（600036）</b></p><p>在红利因子中打分靠前，股息率与资产质量指标稳定；模型只把它当作样本，不代表任何个股推荐。</p>' },
  ],
  '刘老师·VIP 内参': [
    { tplId: 1, html: '<p><b>内参组合调仓提示</b></p><p>内参模拟组合本周把公用事业权重由一成半调整到两成，理由是利率下行期的防御需求；调整记录已同步到股票池。</p>' },
    { tplId: 2, html: '<p><b>研报解读：水电行业来水与电价</b></p><p>研报预计明年来水回归常年水平，电价市场化推进后枯水期电价有望上行。内参要点：水电的盈利弹性来自来水，而非装机。</p>' },
    { tplId: 3, html: '<p><b>个股点评：长江电力（600900）</b></p><p>来水改善带动发电量同比增长，分红承诺稳定，是内参防御仓位的研究样本。内参要点：关注折旧到期带来的利润释放节奏。</p>' },
  ],
};

const SPACING_MS = 7_000;

/** Applies the template seed set once; false when it was already there. */
export async function seedLiveTemplates(db: Db): Promise<boolean> {
  const done = await db.select().from(seedRuns).where(eq(seedRuns.name, LIVE_TEMPLATES_SEED_NAME)).limit(1);
  if (done.length > 0) return false;
  return db.transaction(async (tx) => {
    const marker = await tx.insert(seedRuns).values({ name: LIVE_TEMPLATES_SEED_NAME }).onConflictDoNothing().returning();
    if (marker.length === 0) return false;
    const rooms = await tx
      .select({ id: liveRooms.id, title: liveRooms.title })
      .from(liveRooms)
      .where(and(eq(liveRooms.typeCode, 'word'), inArray(liveRooms.title, Object.keys(DEMO_TEMPLATES))))
      .orderBy(liveRooms.sort, liveRooms.id);
    for (const room of rooms) {
      const [speaker] = await tx
        .select({ teacherId: teachers.id, memberId: teachers.memberId })
        .from(liveRoomTeachers)
        .innerJoin(teachers, eq(teachers.id, liveRoomTeachers.teacherId))
        .where(eq(liveRoomTeachers.liveId, room.id))
        .orderBy(liveRoomTeachers.sort)
        .limit(1);
      const [last] = await tx
        .select({ at: liveMessages.createdAt })
        .from(liveMessages)
        .where(eq(liveMessages.liveId, room.id))
        .orderBy(desc(liveMessages.seq))
        .limit(1);
      const start = last?.at.getTime() ?? Date.now() - 3_600_000;
      const stored = await insertRoomMessages(
        tx,
        room.id,
        DEMO_TEMPLATES[room.title].map((t, i) => ({
          categoryId: 1,
          memberId: speaker?.memberId ?? null,
          teacherId: speaker?.teacherId ?? null,
          content: t.html + RISK_LINE,
          tplId: t.tplId,
          createdAt: new Date(start + (i + 1) * SPACING_MS),
        })),
      );
      if (!stored) throw new Error(`live templates seed: room ${room.title} vanished`);
    }
    return true;
  });
}
