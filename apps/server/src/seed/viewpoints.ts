import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accessModules, members, seedRuns, teachers } from '../db/schema';
import { insertComment, insertViewpoints } from '../modules/viewpoint/repo';
import { sanitizeRichText } from '../text/sanitize';
import { NEWS_VIP_MODULE_CODE } from './news';

/**
 * Teachers' viewpoints (issue 17, seed set `viewpoints-v1`, after the news set whose module
 * `news-vip` — 金牌内参, opened by 金牌会员 and 钻石会员 — locks some of them): 12 short views by the
 * five demo teachers over the last days, every third one behind news-vip, and two comments by 张三.
 * Locked content carries `VIEWPOINT-LOCKED-CONTENT-<n>` so tests can look for it in every answer.
 */
export const VIEWPOINT_SEED_NAME = 'viewpoints-v1';
export const VIEWPOINT_LOCK_MARKER = 'VIEWPOINT-LOCKED-CONTENT-';

interface DemoViewpoint {
  teacher: string;
  title: string;
  teaser: string;
  paragraphs: string[];
}

const HOUR = 3600_000;

const DEMO: DemoViewpoint[] = [
  {
    teacher: '李建华',
    title: '缩量震荡，耐心等待方向选择',
    teaser: '指数连续三日缩量，短期以震荡为主，不追高不杀跌。',
    paragraphs: ['两市成交额回落到八千亿附近，资金观望情绪浓厚。', '操作上保持五成左右仓位，等待放量突破再加仓；跌破近期低点则降低仓位。'],
  },
  {
    teacher: '王雅琴',
    title: '短线情绪回暖，关注连板高度',
    teaser: '涨停家数回升，情绪周期进入修复阶段。',
    paragraphs: ['昨日连板高度打开到四板，赚钱效应有所恢复。', '短线资金更愿意参与有业绩支撑的题材，追高需控制单票仓位。'],
  },
  {
    teacher: '陈志强',
    title: '量化视角：风格切换信号初现',
    teaser: '小盘因子回撤，大盘价值因子相对收益走强。',
    paragraphs: ['近二十个交易日大小盘相对强弱出现拐点。', '组合可适度提高红利低波与大盘价值的配置比例，降低对单一风格的暴露。'],
  },
  {
    teacher: '刘思远',
    title: '资产配置：股债均衡仍是主线',
    teaser: '利率低位运行，债券的稳定器作用依旧。',
    paragraphs: ['对于稳健型投资者，股债四六配比可以兼顾收益与回撤。', '每季度做一次再平衡，比频繁择时更有效。'],
  },
  {
    teacher: '赵文博',
    title: '可转债：低价券防守价值凸显',
    teaser: '转债整体估值回落，低价高评级品种具备性价比。',
    paragraphs: ['债底保护较强的低价券在震荡市中回撤更小。', '关注剩余期限与强赎条款，避免追高溢价率过高的品种。'],
  },
  {
    teacher: '李建华',
    title: '银行板块的防御与进攻',
    teaser: '高股息叠加估值修复，银行板块仍有配置价值。',
    paragraphs: ['年末机构调仓偏好确定性，银行板块受益于资金再配置。', '优先选择资产质量稳定、分红率高的品种。'],
  },
  {
    teacher: '王雅琴',
    title: '题材轮动加快，切忌追涨',
    teaser: '热点持续性变差，追高容易被套。',
    paragraphs: ['近一周热点平均持续不足两天，轮动明显加快。', '低吸有逻辑的分歧点，比追涨更安全。'],
  },
  {
    teacher: '陈志强',
    title: '回撤控制比收益更重要',
    teaser: '一次 50% 的回撤需要 100% 的收益才能回本。',
    paragraphs: ['给每笔交易设定止损线，是长期生存的前提。', '组合层面控制最大回撤在可承受范围内，才能坚持执行策略。'],
  },
  {
    teacher: '刘思远',
    title: '定投的正确打开方式',
    teaser: '定投贵在坚持，止盈同样重要。',
    paragraphs: ['下跌中坚持定投可以摊低成本，上涨后分批止盈落袋为安。', '选择长期向上的宽基指数作为定投标的。'],
  },
  {
    teacher: '赵文博',
    title: '债市早知道：资金面平稳偏松',
    teaser: '央行公开市场操作净投放，短端利率下行。',
    paragraphs: ['月末资金面整体平稳，回购利率小幅回落。', '中短久期信用债仍有票息价值，长端利率债以波段操作为主。'],
  },
  {
    teacher: '李建华',
    title: '科技成长：等待业绩验证',
    teaser: '估值已反映较多预期，需要业绩接力。',
    paragraphs: ['科技板块前期涨幅较大，短期或有反复。', '三季报业绩超预期的细分龙头值得重点跟踪。'],
  },
  {
    teacher: '王雅琴',
    title: '周末复盘：下周关注三条线索',
    teaser: '政策预期、外部市场与成交量是下周的三条线索。',
    paragraphs: ['政策面关注重要会议的定调；外部市场关注美债收益率变化。', '成交额能否回到万亿以上，决定反弹的高度。'],
  },
];

/** The 3rd, 6th, 9th and 12th are behind news-vip. */
const isLocked = (index: number) => index % 3 === 2;

export async function seedViewpoints(db: Db, now: Date = new Date()): Promise<boolean> {
  const done = await db.select().from(seedRuns).where(eq(seedRuns.name, VIEWPOINT_SEED_NAME)).limit(1);
  if (done.length > 0) return false;
  return db.transaction(async (tx) => {
    const marker = await tx.insert(seedRuns).values({ name: VIEWPOINT_SEED_NAME }).onConflictDoNothing().returning();
    if (marker.length === 0) return false;
    const [vip] = await tx.select({ id: accessModules.id }).from(accessModules).where(eq(accessModules.code, NEWS_VIP_MODULE_CODE));
    const teacherRows = await tx.select({ id: teachers.id, name: teachers.name }).from(teachers);
    const teacherId = (name: string) => teacherRows.find((t) => t.name === name)?.id;
    const rows = DEMO.flatMap((v, i) => {
      const id = teacherId(v.teacher);
      if (id === undefined) return [];
      const locked = isLocked(i) && vip !== undefined;
      const paragraphs = locked ? [...v.paragraphs, `${VIEWPOINT_LOCK_MARKER}${i + 1}`] : v.paragraphs;
      return [{
        teacherId: id,
        moduleId: locked ? vip.id : null,
        title: v.title,
        teaser: v.teaser,
        content: sanitizeRichText(paragraphs.map((p) => `<p>${p}</p>`).join('')),
        // Newest first in the list: the first one an hour ago, then one every 9 hours.
        publishedAt: new Date(now.getTime() - (1 + 9 * i) * HOUR),
        visits: 300 + ((i * 137) % 900),
        likes: 12 + ((i * 29) % 80),
      }];
    });
    const ids = await insertViewpoints(tx, rows);
    const [zhang] = await tx.select({ id: members.id }).from(members).where(inArray(members.mobile, ['13800000001']));
    if (zhang && ids.length >= 2) {
      await insertComment(tx, { viewpointId: ids[0], memberId: zhang.id, content: '赞同，最近确实要控制仓位。', at: new Date(now.getTime() - 30 * 60_000) });
      await insertComment(tx, { viewpointId: ids[1], memberId: zhang.id, content: '谢谢老师提醒，学习了。', at: new Date(now.getTime() - 2 * HOUR) });
    }
    return true;
  });
}
