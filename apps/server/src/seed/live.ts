import { eq, inArray } from 'drizzle-orm';
import type { LiveNavLink } from '../db/schema';
import type { Db } from '../db/client';
import {
  accessModules,
  dictItems,
  levelModules,
  liveMessageCategories,
  liveMessages,
  liveRooms,
  liveRoomTeachers,
  liveTopMessages,
  memberLevels,
  members,
  seedRuns,
  teachers,
} from '../db/schema';
import { grantLevel } from '../modules/access/grants';
import { insertLiveMessage } from '../modules/live/message-repo';
import { RISK_TIP_DICT } from '../modules/dict/repo';
import type { SeedFile } from './content';
import { bannerSvg, type BannerArt } from './images';

/**
 * Demo live rooms (issue 3): an entitlement module with a member level granted to 张三, text and
 * video rooms with their teachers, message categories, a morning of teacher posts with member
 * comments, a quoted reply, a closed comment and one pinned post per text room, and the risk tip.
 * Its own seed set, so databases seeded before it get it on their next start.
 */

export const LIVE_SEED_NAME = 'live-v1';
export const VIP_MODULE_CODE = 'word-vip';
const MEMBER_MOBILE = '13800000001';
const TEACHER_MOBILE = '13800000002';

export const RISK_TIP_TEXT =
  '投资有风险，入市需谨慎。直播内容仅供参考，不构成投资建议，据此操作风险自担。' +
  '老师观点仅代表个人看法，过往业绩不代表未来表现；请根据自身风险承受能力独立决策，谨防假冒老师荐股、收费带单等诈骗行为。';

interface DemoPost {
  /** Beijing time of the morning session, HH:MM. */
  at: string;
  text: string;
  /** A member comment (张三) rather than a teacher post. */
  member?: boolean;
  /** Index (in this list) of the message this one quotes. */
  quote?: number;
  pinned?: boolean;
  /** Closed by the teacher: only its author still sees it. */
  closed?: boolean;
}

interface DemoRoom {
  key: string;
  typeCode: 'word' | 'video';
  title: string;
  description: string;
  content: string;
  /** Teacher names (teachers.name), first is the main teacher. */
  teachers: string[];
  locked?: boolean;
  isOpenComment: 0 | 1;
  art: Omit<BannerArt, 'title'>;
  posts: DemoPost[];
}

const ROOMS: DemoRoom[] = [
  {
    key: 'morning',
    typeCode: 'word',
    title: '李老师·早盘策略',
    description: '每个交易日 9:15 开播，竞价解读、板块轮动与仓位管理，陪你走完上午盘。',
    content: '<p>李建华老师从业 20 年，擅长宏观与行业轮动。早盘直播聚焦集合竞价、主线板块和当日仓位建议。</p>',
    teachers: ['李建华', '陈志强'],
    isOpenComment: 1,
    art: { subtitle: '竞价解读 · 板块轮动 · 仓位管理', badge: '图文直播', colors: ['#ff7a45', '#d81e06'] },
    posts: [
      { at: '09:15', text: '各位早上好，早盘直播开始。隔夜美股三大指数小幅收涨，纳指涨0.6%，富时A50期货微涨，外围情绪偏暖。' },
      { at: '09:18', text: '今日策略：指数大概率延续震荡，沪指上方3150一线压力较大，下方3080有支撑。仓位建议维持五到六成，不追高。', pinned: true },
      { at: '09:21', text: '集合竞价看，半导体、消费电子竞价量能明显放大，昨天领涨的机器人板块有分歧，高开幅度收窄。' },
      { at: '09:24', text: '竞价结束，沪指高开0.21%，深成指高开0.35%，创业板指高开0.42%。两市竞价成交额较昨日略有放大。' },
      { at: '09:27', text: '老师早！昨天按您说的把仓位降到五成，今天还需要再减吗？', member: true },
      { at: '09:29', text: '不需要频繁调整，五成仓位进可攻退可守。关键是手里的票要在主线上，非主线的弱势股可以借冲高调出来。', quote: 4 },
      { at: '09:31', text: '开盘五分钟，成交额较昨日同期放量约8%，半导体设备、存储芯片走强，资金态度比较积极。' },
      { at: '09:36', text: '提醒一下：早盘第一个小时的波动往往最大，不要被开盘的急拉急跌带乱节奏，计划好的买点再动手。' },
      { at: '09:42', text: '银行、保险小幅走低，权重在做平衡，指数涨幅收窄到0.1%附近，这是典型的“权重搭台、题材唱戏”。' },
      { at: '09:48', text: '消费电子板块继续发酵，苹果产业链多股涨超5%。这个方向昨天盘后就提示过，有底仓的朋友可以拿住。' },
      { at: '09:55', text: '北向资金早盘净流入约18亿，主要加仓电子和电力设备，对今天的市场情绪是加分项。' },
      { at: '10:02', text: '沪指回踩平盘附近获得支撑，3100点上方的成交密集区在起作用，短线不必恐慌。' },
      { at: '10:08', text: '老师，半导体现在还能追吗？已经涨了4%了。', member: true },
      { at: '10:10', text: '不建议追。涨幅超过4%的票今天再进性价比不高，等分时回踩均线、缩量企稳的时候再考虑，宁可错过不要做错。', quote: 12 },
      { at: '10:16', text: '电力板块午前异动，几只火电股快速拉升，夏季用电高峰预期+电价改革，这条线中期可以持续跟踪。' },
      { at: '10:23', text: '给大家复习一个仓位原则：单只个股不超过总资金的两成，同一板块不超过四成，这样单一风险不会伤筋动骨。' },
      { at: '10:30', text: '十点半，两市成交额约5200亿，预计全天在1万亿左右，量能温和。上涨家数略多于下跌家数，赚钱效应一般。' },
      { at: '10:37', text: '机器人板块分化加剧，前排龙头还在横盘，后排跟风股已经开始回落，这是高位分歧的信号，注意兑现利润。' },
      { at: '10:45', text: '有朋友私信问定投，指数在震荡区间下沿附近时做宽基指数定投是不错的选择，重在纪律和坚持。' },
      { at: '10:52', text: '创业板指走势强于沪指，成长风格占优。如果下午成交额能继续放大，创业板指有望挑战前期高点。' },
      { at: '11:00', text: '今天整体思路不变：持有主线、回避高位分歧股、不追涨。仓位五到六成，留足机动资金。' },
      { at: '11:08', text: '医药板块午前有资金试探性回流，创新药方向几只个股放量，但趋势还没走出来，先观察。' },
      { at: '11:15', text: '谢谢老师，今天学到很多，仓位纪律一定要记住。', member: true },
      { at: '11:22', text: '临近午盘，沪指报3118点，涨0.32%。下午重点关注半导体能否继续放量，以及北向资金的持续性。' },
      { at: '11:30', text: '上午直播到这里，午间休息。下午13:00继续，大家吃饭不看盘，控制好情绪。' },
    ],
  },
  {
    key: 'shortline',
    typeCode: 'word',
    title: '王老师·短线擒龙',
    description: '专注短线题材与量价关系，盘中实时跟踪涨停梯队与情绪周期。',
    content: '<p>王雅琴老师，技术分析讲师、注册分析师。盘中实时解读量价、涨停梯队和题材轮动。</p>',
    teachers: ['王雅琴'],
    isOpenComment: 1,
    art: { subtitle: '涨停梯队 · 量价关系 · 情绪周期', badge: '短线', colors: ['#f093fb', '#f5576c'] },
    posts: [
      { at: '09:20', text: '大家好，短线直播开始。昨天涨停家数62家，连板高度4板，短线情绪处在修复阶段。' },
      { at: '09:25', text: '竞价关注：昨天的4板龙头竞价高开3%，承接不错；两只2板股竞价低开，有掉队风险。' },
      { at: '09:30', text: '短线铁律：只做主线里的龙头和中军，跟风股涨得慢、跌得快。今天的主线是消费电子和算力。', pinned: true },
      { at: '09:33', text: '算力板块冲高，光模块龙头量比超过3，分时放量突破昨日高点，是比较健康的走法。' },
      { at: '09:39', text: '老师，那只4板龙头现在封板了，还能排板吗？', member: true },
      { at: '09:41', text: '排板要看封单质量，封单不足成交额一半的不建议排。没有计划的排板就是赌博，新手尽量不做。', quote: 4 },
      { at: '09:47', text: '分时技巧：放量突破前高后回踩不破均线，是比较可靠的加仓点；跌破均线且放量，则要考虑减仓。' },
      { at: '09:53', text: '目前涨停家数28家，炸板率约20%，情绪尚可，但高位股的分歧在加大。' },
      { at: '10:01', text: '明天必涨停的票我这有，加群免费领！', member: true, closed: true },
      { at: '10:04', text: '提醒各位：直播间内任何“保证涨停”“免费领票”的信息都不可信，请大家提高警惕，谨防诈骗。' },
      { at: '10:12', text: '消费电子中军放量上攻，换手率12%，筹码交换充分，走势比前排连板股更稳健。' },
      { at: '10:20', text: '量价关系复习：价涨量增是健康上涨，价涨量缩要警惕，价跌量增往往是出货。看盘先看量。' },
      { at: '10:28', text: '算力龙头冲高回落，上影线较长，短线资金有兑现迹象，追高的朋友注意设置止损。' },
      { at: '10:35', text: '止损位怎么设呢老师？', member: true },
      { at: '10:38', text: '短线一般以买入当天的最低点或者5日均线为止损位，亏损超过5%无条件离场。先想亏多少，再想赚多少。', quote: 13 },
      { at: '10:46', text: '情绪周期上看，目前是修复后的分歧期，这个阶段宜轻仓、快进快出，不宜重仓格局。' },
      { at: '10:55', text: '两只2板股已经跌破昨日收盘价，掉队确认。短线要学会放弃弱势股，把资金集中到强势方向。' },
      { at: '11:05', text: '午前涨停家数41家，封板率78%，整体情绪比昨天好。明天关注4板龙头能否晋级5板打开高度。' },
      { at: '11:18', text: '总结一下上午：主线是算力和消费电子，龙头分歧、中军走强。下午以观察为主，不要盲目开新仓。' },
      { at: '11:29', text: '上午直播结束，下午见。复盘笔记收盘后发在直播间。' },
    ],
  },
  {
    key: 'quant',
    typeCode: 'word',
    title: '陈老师·量化选股',
    description: '用数据说话：因子选股、回测结果与风险控制，只读直播（评论已关闭）。',
    content: '<p>陈志强老师，量化策略研究员。分享因子选股思路、回测数据和风控方法。本直播间仅老师发言。</p>',
    teachers: ['陈志强'],
    isOpenComment: 0,
    art: { subtitle: '因子选股 · 回测 · 风险控制', badge: '量化', colors: ['#43e97b', '#38a169'] },
    posts: [
      { at: '09:30', text: '量化直播开始。今天讲一个简单有效的因子组合：低估值+高ROE+低波动，适合中长期持有。', pinned: true },
      { at: '09:40', text: '回测区间2015-2024年，每月调仓，选取市盈率最低的30%、ROE排名前30%的股票，再剔除波动最大的20%。' },
      { at: '09:52', text: '回测结果：年化收益约11.8%，同期沪深300年化约3.2%，最大回撤约27%，比指数小将近一半。' },
      { at: '10:05', text: '注意：回测不等于实盘。交易成本、冲击成本、涨跌停无法成交等因素都会让实际收益打折扣。' },
      { at: '10:18', text: '今天这个组合的持仓前五大行业：银行、家电、食品饮料、公用事业、交运，整体偏防御。' },
      { at: '10:31', text: '风控方面，组合设置单票权重上限5%，行业权重上限25%，避免单一行业“黑天鹅”造成大幅回撤。' },
      { at: '10:45', text: '很多朋友问动量因子。A股的动量效应在短期内（1个月）其实是反转的，中期（6-12个月）才有弱动量，使用要谨慎。' },
      { at: '10:58', text: '今天市场风格偏成长，价值因子小幅跑输，这很正常。因子有周期，坚持纪律比择时更重要。' },
      { at: '11:12', text: '下节预告：如何用股息率因子构建一个稳健的红利组合，欢迎大家继续关注。' },
      { at: '11:25', text: '上午直播结束。本直播间内容为方法分享，不构成个股推荐。' },
    ],
  },
  {
    key: 'vip',
    typeCode: 'word',
    title: '刘老师·VIP 内参',
    description: '金牌会员专享：资产配置内参、基金组合调仓提示与重要事件解读。',
    content: '<p>刘思远老师，基金与资产配置讲师。VIP 内参提供组合调仓提示、重要政策与事件的深度解读。</p>',
    teachers: ['刘思远'],
    locked: true,
    isOpenComment: 1,
    art: { subtitle: '资产配置 · 组合调仓 · 深度内参', badge: 'VIP 专享', colors: ['#b37feb', '#722ed1'] },
    posts: [
      { at: '09:15', text: 'VIP内参早间版：本周资产配置建议维持“股四债五金一”，权益部分以宽基指数为主，行业基金为辅。', pinned: true },
      { at: '09:28', text: '昨夜美联储官员讲话偏鸽派，十年期美债收益率回落，对成长股估值和黄金都是利好。' },
      { at: '09:40', text: '组合调仓提示：稳健组合中的短债基金比例由20%调整为15%，增加5%的中证红利指数基金。' },
      { at: '09:55', text: '刘老师，我的定投组合亏了8%，要不要停掉？', member: true },
      { at: '09:58', text: '定投最忌讳下跌时停止，恰恰是低位积累份额的时候。只要资金是闲钱、投资期限在三年以上，建议坚持。', quote: 3 },
      { at: '10:10', text: '黄金：短期涨幅较大，不建议新增仓位，已有仓位的朋友继续持有，作为组合的“保险”。' },
      { at: '10:25', text: '债市方面，资金面宽松，利率债收益率处在低位，纯债基金预期收益要降低，不要追求过高的债基收益。' },
      { at: '10:40', text: '重要事件：本周五将公布月度经济数据，关注社融和社会消费品零售总额，可能影响下周的市场风格。' },
      { at: '10:55', text: '家庭资产配置的三笔钱：日常开销的钱放货币基金，保命的钱配保险，长期增值的钱才投资股票和基金。' },
      { at: '11:10', text: '本周内参组合累计收益+1.2%，同期沪深300指数+0.6%，回撤控制在1%以内。' },
      { at: '11:26', text: '早间内参到此结束，收盘后会发布当日点评和明日关注要点。' },
    ],
  },
  {
    key: 'video-bond',
    typeCode: 'video',
    title: '赵老师·债市早知道',
    description: '视频直播：每周一早间解读利率走势与固收理财。',
    content: '<p>赵文博老师，债券与固收分析师，深耕债券市场十余年。</p>',
    teachers: ['赵文博'],
    isOpenComment: 1,
    art: { subtitle: '利率走势 · 固收理财', badge: '视频直播', colors: ['#30cfd0', '#330867'] },
    posts: [
      { at: '09:00', text: '视频直播即将开始，今天聊聊银行理财净值波动的原因。' },
      { at: '09:05', text: '老师好，银行理财最近为什么会亏钱？', member: true },
      { at: '09:08', text: '主要是债市利率上行导致债券价格下跌，理财净值化以后会直接体现在净值上，拉长时间看通常会修复。', quote: 1 },
    ],
  },
  {
    key: 'video-kline',
    typeCode: 'video',
    title: '王老师·K线实战课',
    description: '视频直播：从零学 K 线形态与成交量，适合入门投资者。',
    content: '<p>王雅琴老师的入门系列课，边看盘边讲解 K 线与量价。</p>',
    teachers: ['王雅琴'],
    isOpenComment: 1,
    art: { subtitle: 'K 线形态 · 成交量 · 入门', badge: '视频直播', colors: ['#5b8cff', '#3a3fd8'] },
    posts: [{ at: '09:00', text: '今天的K线实战课讲“早晨之星”形态，欢迎大家提问。' }],
  },
];

const CATEGORIES = ['直播', '互动'];

const roomPicture = (key: string) => `live-${key}.svg`;

/** Cover pictures of the demo rooms (written with the other seed pictures). */
export function livePictures(): SeedFile[] {
  return ROOMS.map((room) => ({ file: roomPicture(room.key), content: bannerSvg({ title: room.title, ...room.art }) }));
}

function navList(isOpenComment: 0 | 1): LiveNavLink[] {
  return [
    { title: '直播', link: '/pages/applets/chat/index', params: `module=live&categoryId=1&isOpenComment=${isOpenComment}` },
    { title: '聊天记录', link: '/pages/applets/chatRecords/index', params: 'module=records' },
  ];
}

const HOUR = 3600 * 1000;
const BEIJING_OFFSET = 8 * HOUR;

/** Midnight (Beijing) of the latest weekday whose morning session (until 11:30) is over. */
export function lastMorningSession(now: Date): number {
  const beijing = new Date(now.getTime() + BEIJING_OFFSET);
  let day = Date.UTC(beijing.getUTCFullYear(), beijing.getUTCMonth(), beijing.getUTCDate());
  if (beijing.getUTCHours() * 60 + beijing.getUTCMinutes() < 11 * 60 + 30) day -= 24 * HOUR;
  while ([0, 6].includes(new Date(day).getUTCDay())) day -= 24 * HOUR;
  return day - BEIJING_OFFSET;
}

function at(midnight: number, hhmm: string, second: number): Date {
  const [h, m] = hhmm.split(':').map(Number);
  return new Date(midnight + (h * 60 + m) * 60_000 + second * 1000);
}

/** Applies the live seed set once; returns false when it was already there. */
export async function seedLive(db: Db, picturesUrl: (file: string) => string, now: Date = new Date()): Promise<boolean> {
  const done = await db.select().from(seedRuns).where(eq(seedRuns.name, LIVE_SEED_NAME)).limit(1);
  if (done.length > 0) return false;
  const morning = lastMorningSession(now);

  return db.transaction(async (tx) => {
    const marker = await tx.insert(seedRuns).values({ name: LIVE_SEED_NAME }).onConflictDoNothing().returning();
    if (marker.length === 0) return false;

    const people = await tx
      .select({ id: members.id, mobile: members.mobile })
      .from(members)
      .where(inArray(members.mobile, [MEMBER_MOBILE, TEACHER_MOBILE]));
    const memberId = people.find((p) => p.mobile === MEMBER_MOBILE)?.id ?? null;
    const teacherMemberId = people.find((p) => p.mobile === TEACHER_MOBILE)?.id ?? null;
    const teacherRows = await tx.select({ id: teachers.id, name: teachers.name, memberId: teachers.memberId }).from(teachers);
    const teacherByName = new Map(teacherRows.map((t) => [t.name, t]));
    // The teacher account speaks as the first room's main teacher.
    const mainTeacher = teacherByName.get(ROOMS[0].teachers[0]);
    if (mainTeacher && mainTeacher.memberId === null && teacherMemberId !== null) {
      await tx.update(teachers).set({ memberId: teacherMemberId }).where(eq(teachers.id, mainTeacher.id));
      mainTeacher.memberId = teacherMemberId;
    }

    const [vip] = await tx
      .insert(accessModules)
      .values({ code: VIP_MODULE_CODE, name: '金牌直播 VIP', productLink: '/pages/goods/list/index' })
      .returning({ id: accessModules.id });
    const [gold] = await tx.insert(memberLevels).values({ name: '金牌会员', sort: 1 }).returning({ id: memberLevels.id });
    await tx.insert(levelModules).values({ levelId: gold.id, moduleId: vip.id });
    if (memberId !== null) {
      await grantLevel(tx, {
        memberId,
        levelId: gold.id,
        source: 'seed',
        from: new Date(now.getTime() - 30 * 24 * HOUR),
        until: new Date(now.getTime() + 365 * 24 * HOUR),
        now,
      });
    }

    await tx.insert(liveMessageCategories).values(CATEGORIES.map((name, sort) => ({ name, sort })));

    for (const [sort, room] of ROOMS.entries()) {
      const pic = picturesUrl(roomPicture(room.key));
      const [row] = await tx
        .insert(liveRooms)
        .values({
          typeCode: room.typeCode,
          title: room.title,
          description: room.description,
          content: room.content,
          pic,
          picList: [pic],
          moduleId: room.locked ? vip.id : null,
          isOpenComment: room.isOpenComment,
          navList: navList(room.isOpenComment),
          visits: 1200 + sort * 317,
          likes: 300 + sort * 41,
          shares: 40 + sort * 7,
          sort,
          startAt: at(morning, room.posts[0].at, 0),
        })
        .returning({ id: liveRooms.id });
      const roomTeachers = room.teachers.map((name) => teacherByName.get(name)).filter((t) => t !== undefined);
      if (roomTeachers.length > 0) {
        await tx.insert(liveRoomTeachers).values(roomTeachers.map((t, i) => ({ liveId: row.id, teacherId: t.id, sort: i })));
      }
      const speaker = roomTeachers[0];
      const ids: number[] = [];
      for (const [index, post] of room.posts.entries()) {
        const byMember = post.member === true;
        const inserted = await insertLiveMessage(tx, {
          liveId: row.id,
          categoryId: 1,
          memberId: byMember ? memberId : (speaker?.memberId ?? null),
          teacherId: byMember ? null : (speaker?.id ?? null),
          content: post.text,
          quoteId: post.quote === undefined ? null : ids[post.quote],
          createdAt: at(morning, post.at, index % 50),
        });
        if (!inserted) throw new Error(`live seed: room ${room.key} vanished`);
        ids.push(inserted.id);
        if (post.pinned) await tx.insert(liveTopMessages).values({ liveId: row.id, categoryId: 1, messageId: inserted.id });
      }
      const closed = room.posts.flatMap((post, index) => (post.closed ? [ids[index]] : []));
      if (closed.length > 0) {
        await tx.update(liveMessages).set({ status: 0 }).where(inArray(liveMessages.id, closed));
      }
    }

    await tx.insert(dictItems).values({ dictType: RISK_TIP_DICT, label: '风险提示', value: RISK_TIP_TEXT, sort: 0 });
    return true;
  });
}
