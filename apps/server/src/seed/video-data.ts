/**
 * Demo data of the video seed set (issue 5): extra video rooms, playbacks, the media library, teacher
 * and goods ads, stock races. Kept apart from the seeding code (seed/video.ts) so the pictures can be
 * drawn from the same lists before the database is touched.
 */

export const VIDEO_VIP_MODULE_CODE = 'video-vip';

/**
 * Gated items' sources carry this query marker (e.g. lesson.mp4?lock=video-vip-playback-3): the
 * static file server ignores it, and tests assert it never appears in a response to a caller
 * without access.
 */
export const LOCK_MARKER = '?lock=';

export interface DemoVideoRoom {
  key: string;
  title: string;
  description: string;
  content: string;
  teachers: string[];
  /** Minutes from the seed time: negative = started (on air when it has a stream). */
  startInMinutes: number;
  /** Has a stream (the looping live demo clip). */
  stream: boolean;
  gated?: boolean;
  goodsId?: number;
  colors: [string, string];
  subtitle: string;
  badge: string;
  posts: { minutesAgo: number; text: string; member?: boolean }[];
}

export const NEW_VIDEO_ROOMS: DemoVideoRoom[] = [
  {
    key: 'video-goldstock',
    title: '李老师·金股训练营',
    description: '视频直播：每晚 19:30 精选金股逻辑拆解，从选股到买卖点手把手带练。',
    content:
      '<p>金股训练营由李建华、陈志强两位老师联合主讲，基本面选股结合量化验证，每晚复盘当日强势股并给出次日观察清单。</p><p>训练营为“金股训练营”产品配套直播，购买产品后可在商品页查看全部回看。</p>',
    teachers: ['李建华', '陈志强'],
    startInMinutes: -40,
    stream: true,
    goodsId: 1,
    colors: ['#ff9a44', '#fc6076'],
    subtitle: '选股逻辑 · 买卖点 · 每晚带练',
    badge: '视频直播',
    posts: [
      { minutesAgo: 38, text: '各位晚上好，金股训练营开播了。今天先复盘午后放量的半导体设备板块。' },
      { minutesAgo: 30, text: '老师，北方华创今天这个位置还能跟吗？', member: true },
      { minutesAgo: 27, text: '放量突破后回踩不破 5 日线可以关注，仓位不超过两成，跌破前高止损。' },
      { minutesAgo: 12, text: '接下来讲今天的第二只观察股：消费电子里的一只小盘成长股，先看它的业绩预告。' },
    ],
  },
  {
    key: 'video-vip',
    title: '刘老师·VIP 视频内参',
    description: '金牌会员专享视频直播：资产配置调仓、基金组合与重大事件的深度解读。',
    content: '<p>刘思远老师的会员专属视频内参，每周二、四晚间开播，讲解组合调仓思路与重要政策。</p>',
    teachers: ['刘思远'],
    startInMinutes: -20,
    stream: true,
    gated: true,
    colors: ['#b37feb', '#531dab'],
    subtitle: '资产配置 · 组合调仓 · 会员专享',
    badge: 'VIP 专享',
    posts: [
      { minutesAgo: 18, text: '会员朋友们晚上好，今天内参先讲本周组合的调仓：降低红利资产比例，增配科技成长。' },
      { minutesAgo: 9, text: '债券基金部分维持不动，久期暂不拉长，等利率信号更明确。' },
    ],
  },
  {
    key: 'video-review',
    title: '赵老师·每周复盘',
    description: '每周五收盘后复盘一周行情：指数、板块、资金与下周展望。本周直播已结束，可看回看。',
    content: '<p>赵文博、王雅琴两位老师每周五 16:00 复盘：宏观利率与技术形态结合，梳理下周操作计划。</p>',
    teachers: ['赵文博', '王雅琴'],
    startInMinutes: -2 * 24 * 60,
    stream: false,
    colors: ['#4facfe', '#00a2c7'],
    subtitle: '一周复盘 · 资金流向 · 下周展望',
    badge: '已结束',
    posts: [{ minutesAgo: 2 * 24 * 60 - 5, text: '本周复盘开始：沪指周线收阳，成交额连续三天破万亿。' }],
  },
  {
    key: 'video-weekend',
    title: '陈老师·周末量化公开课',
    description: '周末公开课：用三个因子搭一个自己的选股模型，零基础也能听懂。即将开播，敬请预约。',
    content: '<p>陈志强老师周末公开课，现场演示因子选股与回测，课后提供练习数据。</p>',
    teachers: ['陈志强'],
    startInMinutes: 3 * 24 * 60 + 90,
    stream: false,
    colors: ['#43e97b', '#2f9e77'],
    subtitle: '因子选股 · 回测演示 · 公开课',
    badge: '即将开播',
    posts: [],
  },
];

export interface DemoPlaybackGroup {
  /** Room title (live_rooms.title) the recordings belong to. */
  room: string;
  teachers: string[];
  /** Beijing time of the lives. */
  at: string;
  colors: [string, string];
  series: string;
  titles: string[];
  /** Index in `titles` -> goodsId of the playback itself (else the room's). */
  goods?: Record<number, number>;
  /** Indexes in `titles` gated by the stock-pool module. */
  stockPool?: number[];
  /** Extra teacher joining some lives (index -> name). */
  guests?: Record<number, string>;
}

export const PLAYBACK_GROUPS: DemoPlaybackGroup[] = [
  {
    room: '赵老师·债市早知道',
    teachers: ['赵文博'],
    at: '08:30',
    colors: ['#30cfd0', '#330867'],
    series: '债市早知道',
    titles: [
      '10年期国债收益率再探新低，固收理财怎么配',
      '降准落地后，债市还有多少空间',
      '同业存单利率上行，短债基金要不要换',
      '信用债分化加剧：城投债还能买吗',
      '可转债打新与双低策略实战',
      '季末资金面：回购利率与理财收益',
      '美债利率回落对国内债市的影响',
    ],
  },
  {
    room: '王老师·K线实战课',
    teachers: ['王雅琴'],
    at: '19:00',
    colors: ['#5b8cff', '#3a3fd8'],
    series: 'K线实战课',
    titles: [
      '早晨之星：底部反转的确认信号',
      '量价背离：上涨缩量意味着什么',
      '均线多头排列的三种买点',
      '缺口理论：突破缺口与衰竭缺口',
      'MACD 顶背离实战案例复盘',
      '头肩底形态与颈线突破',
      '箱体震荡中的高抛低吸',
      '涨停板次日的三种走势',
    ],
    goods: { 1: 2, 4: 2, 6: 2 },
    guests: { 5: '李建华' },
  },
  {
    room: '李老师·金股训练营',
    teachers: ['李建华', '陈志强'],
    at: '19:30',
    colors: ['#ff9a44', '#fc6076'],
    series: '金股训练营',
    titles: [
      '第1课：从财报里找成长股',
      '第2课：行业景气度怎么判断',
      '第3课：估值不是越低越好',
      '第4课：用量化因子验证选股逻辑',
      '第5课：买点——突破与回踩',
      '第6课：卖点——止盈与止损纪律',
      '第7课：仓位管理与组合搭建',
      '第8课：结营复盘与答疑',
    ],
  },
  {
    room: '刘老师·VIP 视频内参',
    teachers: ['刘思远'],
    at: '20:00',
    colors: ['#b37feb', '#531dab'],
    series: 'VIP 视频内参',
    titles: [
      '会员内参：红利资产的配置上限',
      '会员内参：科技成长组合调仓说明',
      '会员内参：基金定投何时止盈',
      '会员内参：黄金与海外资产配置',
      '会员内参：重大会议前后的仓位安排',
      '会员内参：季度组合业绩回顾',
    ],
  },
  {
    room: '赵老师·每周复盘',
    teachers: ['赵文博', '王雅琴'],
    at: '16:00',
    colors: ['#4facfe', '#00a2c7'],
    series: '每周复盘',
    titles: [
      '周复盘：万亿成交回归，主线在哪里',
      '周复盘：指数缩量调整，防守还是进攻',
      '周复盘：北向资金连续流入的方向',
      '周复盘：科技与消费的跷跷板',
      '股票池周报：本周入池个股逻辑',
      '周复盘：月末资金面与下月展望',
      '股票池周报：调出个股与风险提示',
      '周复盘：年报季的业绩雷怎么避',
    ],
    stockPool: [4, 6],
  },
];

export interface DemoMediaCategory {
  name: string;
  badge: string;
  colors: [string, string];
  videos: { title: string; description: string; teacher: string | null; gated?: 'video-vip' | 'stock-pool'; hiddenWhenLocked?: boolean }[];
}

export const BRAND_VIDEO_TITLE = '财学品牌宣传片：陪你走好投资每一步';

export const MEDIA_CATEGORIES: DemoMediaCategory[] = [
  {
    name: '投教视频',
    badge: '投教',
    colors: ['#ff7a45', '#d81e06'],
    videos: [
      { title: '3 分钟看懂什么是市盈率', description: '市盈率的计算、适用行业和常见误区。', teacher: '李建华' },
      { title: '新手开户前必须知道的五件事', description: '交易时间、涨跌停、T+1 与手续费一次讲清。', teacher: '王雅琴' },
      { title: '基金定投的微笑曲线', description: '为什么下跌时坚持定投反而更划算。', teacher: '刘思远' },
      { title: '债券基金会亏钱吗', description: '利率、信用与久期：债基波动的三个来源。', teacher: '赵文博' },
      { title: '看懂K线的第一课', description: '阳线、阴线与上下影线的含义。', teacher: '王雅琴' },
      { title: '什么是量化投资', description: '因子、回测与风控：量化投资的基本框架。', teacher: '陈志强' },
      { title: '识别非法荐股的五个信号', description: '保本高收益、私下转账、冒充老师……这些都要警惕。', teacher: null },
      { title: '分散投资不等于买很多只股票', description: '相关性、行业集中度与资产配置。', teacher: '刘思远' },
    ],
  },
  {
    name: '名师访谈',
    badge: '访谈',
    colors: ['#667eea', '#764ba2'],
    videos: [
      { title: '对话李建华：二十年投资生涯的三次转折', description: '从技术派到价值派，李老师谈投资理念的变化。', teacher: '李建华' },
      { title: '对话王雅琴：技术分析在今天还有用吗', description: '量价关系与市场情绪的再认识。', teacher: '王雅琴' },
      { title: '对话陈志强：量化策略的失效与进化', description: '因子拥挤、市场风格切换时如何应对。', teacher: '陈志强' },
      { title: '对话刘思远：普通家庭如何做资产配置', description: '应急金、保障、稳健与进取四笔钱。', teacher: '刘思远' },
      { title: '对话赵文博：低利率时代的理财选择', description: '存款、理财、债基怎么选。', teacher: '赵文博' },
      { title: '名师圆桌：明年市场的三大看点', description: '五位老师的年度展望（会员完整版）。', teacher: '李建华', gated: 'video-vip' },
    ],
  },
  {
    name: '市场解读',
    badge: '解读',
    colors: ['#30cfd0', '#330867'],
    videos: [
      { title: '央行降准解读：释放多少流动性', description: '降准的直接影响与对各类资产的传导。', teacher: '赵文博' },
      { title: 'CPI 与 PPI 数据怎么看', description: '通胀数据与货币政策的关系。', teacher: '李建华' },
      { title: '半导体行业景气度跟踪', description: '设备、材料与设计环节的最新变化。', teacher: '陈志强' },
      { title: '新能源车销量数据点评', description: '渗透率、价格战与产业链利润分配。', teacher: '李建华' },
      { title: '美联储议息会议点评', description: '利率路径对 A 股与港股的影响。', teacher: '刘思远' },
      { title: '消费复苏的结构性机会', description: '服务消费与可选消费的分化。', teacher: '王雅琴' },
      { title: '股票池专享：本月重点跟踪个股', description: '股票池会员专享的月度个股跟踪解读。', teacher: '陈志强', gated: 'stock-pool' },
      { title: '季报披露期的交易策略', description: '业绩超预期与低于预期的应对。', teacher: '王雅琴' },
    ],
  },
  {
    name: '财学讲堂',
    badge: '讲堂',
    colors: ['#fa8c16', '#d4380d'],
    videos: [
      { title: '财学讲堂：读懂资产负债表', description: '资产、负债与所有者权益的勾稽关系。', teacher: '李建华' },
      { title: '财学讲堂：现金流量表里的秘密', description: '经营现金流与净利润的背离信号。', teacher: '李建华' },
      { title: '财学讲堂：ETF 的申赎与套利', description: '一级市场与二级市场的价差从何而来。', teacher: '刘思远' },
      { title: '财学讲堂：可转债入门', description: '转股价、溢价率与下修条款。', teacher: '赵文博' },
      { title: '会员讲堂：龙头股的生命周期', description: '会员专享：从启动、加速到分歧的完整周期。', teacher: '王雅琴', gated: 'video-vip' },
      { title: '会员讲堂：多因子模型实操', description: '会员专享：手把手搭建多因子选股模型。', teacher: '陈志强', gated: 'video-vip' },
      { title: '会员讲堂：组合再平衡的时机', description: '会员专享：定期与阈值再平衡的比较。', teacher: '刘思远', gated: 'video-vip', hiddenWhenLocked: true },
    ],
  },
  {
    name: '品牌视频',
    badge: '财学',
    colors: ['#ff6a00', '#d81e06'],
    videos: [
      { title: BRAND_VIDEO_TITLE, description: '十年专注投资者教育，五大名师团队，百万用户的共同选择。', teacher: null },
      { title: '走进财学投研中心', description: '带你参观财学深圳总部的投研中心与直播间。', teacher: null },
      { title: '财学用户故事：从亏损到稳健', description: '一位普通投资者的三年学习之路。', teacher: null },
    ],
  },
];

export interface DemoAd {
  title: string;
  subtitle: string;
  action: string;
  /** Where it leads: a page, with params filled in at seed time. */
  target: 'course' | 'goods1' | 'goods2' | 'videoRoom' | 'playbacks' | 'wordRoom' | 'media';
  colors: [string, string];
}

/** teacherAd ads of each demo teacher (by name). */
export const TEACHER_ADS: Record<string, DemoAd[]> = {
  李建华: [
    { title: '金股训练营', subtitle: '李老师、陈老师每晚 19:30 带练', action: '立即报名', target: 'goods1', colors: ['#ff9a44', '#fc6076'] },
    { title: '早盘策略直播', subtitle: '每个交易日 9:15 准时开播', action: '进入直播', target: 'wordRoom', colors: ['#ff7a45', '#d81e06'] },
    { title: '李老师的回看合集', subtitle: '错过直播？回看随时补课', action: '查看回看', target: 'playbacks', colors: ['#fa8c16', '#ad4e00'] },
  ],
  王雅琴: [
    { title: 'K线实战课', subtitle: '从零学 K 线形态与成交量', action: '进入直播', target: 'videoRoom', colors: ['#5b8cff', '#3a3fd8'] },
    { title: '技术分析系统课', subtitle: '30 节视频课，循序渐进', action: '去看课程', target: 'course', colors: ['#f093fb', '#f5576c'] },
  ],
  陈志强: [
    { title: '量化选股入门课', subtitle: '三个因子搭建你的选股模型', action: '去看课程', target: 'course', colors: ['#43e97b', '#38a169'] },
    { title: '周末量化公开课', subtitle: '本周六 10:00 开播，免费预约', action: '去预约', target: 'videoRoom', colors: ['#2af598', '#009efd'] },
  ],
  刘思远: [
    { title: 'VIP 视频内参', subtitle: '资产配置调仓，会员专享', action: '了解会员', target: 'goods2', colors: ['#b37feb', '#531dab'] },
    { title: '家庭资产配置课', subtitle: '四笔钱的科学分配', action: '去看课程', target: 'course', colors: ['#667eea', '#764ba2'] },
    { title: '刘老师访谈视频', subtitle: '普通家庭如何做资产配置', action: '观看视频', target: 'media', colors: ['#a18cd1', '#7f53ac'] },
  ],
  赵文博: [
    { title: '债市早知道', subtitle: '每周一早间解读利率走势', action: '进入直播', target: 'videoRoom', colors: ['#30cfd0', '#330867'] },
    { title: '固收理财回看', subtitle: '利率、信用与久期全解析', action: '查看回看', target: 'playbacks', colors: ['#4facfe', '#00a2c7'] },
  ],
};

/** goodsAd ads of the demo goods items 1 (金股训练营) and 2 (钻石会员). */
export const GOODS_ADS: Record<number, DemoAd[]> = {
  1: [
    { title: '训练营直播进行中', subtitle: '每晚 19:30，两位老师联合带练', action: '进入直播', target: 'videoRoom', colors: ['#ff9a44', '#fc6076'] },
    { title: '训练营全部回看', subtitle: '8 节课完整回看，随时补课', action: '查看回看', target: 'playbacks', colors: ['#fa8c16', '#ad4e00'] },
    { title: '学员专享选股课', subtitle: '配套视频课程，巩固所学', action: '去看课程', target: 'course', colors: ['#ff7a45', '#d81e06'] },
  ],
  2: [
    { title: '钻石会员权益', subtitle: '全部 VIP 直播 + 每日股票池', action: '立即开通', target: 'goods2', colors: ['#b37feb', '#531dab'] },
    { title: 'K线实战课回看', subtitle: '钻石会员赠送的技术分析回看', action: '查看回看', target: 'playbacks', colors: ['#5b8cff', '#3a3fd8'] },
  ],
};

export interface DemoRace {
  period: string;
  title: string;
  category: '进行中' | '即将开始' | '已结束';
  content: string;
  colors: [string, string];
  /** Days from the seed time. */
  startInDays: number;
  lengthDays: number;
}

export const RACE_CATEGORIES = ['进行中', '即将开始', '已结束'] as const;

export const DEMO_RACES: DemoRace[] = [
  {
    period: '第12期',
    title: '模拟炒股大赛',
    category: '进行中',
    content: '100 万模拟资金，四周实盘行情模拟交易。收益率前 10 名获得财学会员与现金奖励，每周公布周冠军。',
    colors: ['#ff7a45', '#d81e06'],
    startInDays: -10,
    lengthDays: 28,
  },
  {
    period: '第3期',
    title: 'ETF 定投挑战赛',
    category: '进行中',
    content: '选择一只宽基 ETF 坚持每周定投，比拼最大回撤控制与收益，适合稳健型投资者参加。',
    colors: ['#36cfc9', '#08979c'],
    startInDays: -5,
    lengthDays: 56,
  },
  {
    period: '第5期',
    title: '新人练手赛',
    category: '进行中',
    content: '注册 30 天内的新用户专属，10 万模拟资金，亏损不出局，完成 5 笔交易即可领取新人礼包。',
    colors: ['#ffc53d', '#fa8c16'],
    startInDays: -3,
    lengthDays: 14,
  },
  {
    period: '第13期',
    title: '模拟炒股大赛',
    category: '即将开始',
    content: '下期大赛报名中：新增行业赛道（科技、消费、医药），赛道冠军额外奖励名师一对一点评。',
    colors: ['#597ef7', '#1d39c4'],
    startInDays: 18,
    lengthDays: 28,
  },
  {
    period: '暑期特别赛',
    title: '大学生投资挑战赛',
    category: '即将开始',
    content: '面向在校大学生，以团队形式参赛，考察选股逻辑与风险控制，优秀团队可获得实习机会。',
    colors: ['#9254de', '#531dab'],
    startInDays: 30,
    lengthDays: 42,
  },
  {
    period: '第11期',
    title: '模拟炒股大赛',
    category: '已结束',
    content: '冠军“稳健小陈”四周收益 23.6%，最大回撤仅 4.1%。获奖名单与冠军心得已公布，点击查看。',
    colors: ['#8c8c8c', '#434343'],
    startInDays: -45,
    lengthDays: 28,
  },
  {
    period: '第10期',
    title: '模拟炒股大赛',
    category: '已结束',
    content: '本期参赛 12,860 人，平均收益 2.3%，跑赢同期沪深 300 的选手占比 58%。',
    colors: ['#8c8c8c', '#595959'],
    startInDays: -80,
    lengthDays: 28,
  },
  {
    period: '年度总决赛',
    title: '财学投资之星',
    category: '已结束',
    content: '全年 12 期大赛积分前 50 名参加的年度总决赛，年度投资之星获得 10 万元奖金与年度会员。',
    colors: ['#d4b106', '#ad8b00'],
    startInDays: -120,
    lengthDays: 30,
  },
];

/** Picture file names (under uploads/seed/). */
export const VIDEO_PICTURES = {
  room: (key: string) => `live-${key}.svg`,
  playback: (group: number, index: number) => `playback-${group + 1}-${index + 1}.svg`,
  media: (category: number, index: number) => `media-${category + 1}-${index + 1}.svg`,
  teacherAd: (teacher: number, index: number) => `ad-teacher-${teacher + 1}-${index + 1}.svg`,
  goodsAd: (goodsId: number, index: number) => `ad-goods-${goodsId}-${index + 1}.svg`,
  race: (index: number) => `race-${index + 1}.svg`,
  company: 'about-company.svg',
  app: 'about-app.svg',
};
