import type { GlyphName } from './images';

/**
 * The demo course catalogue (issue 5): categories, courses with chapters and sections. Teachers are
 * named by their seeded name (seed/content.ts DEMO_TEACHERS). No real stock prices or promises.
 */

export type CourseGate = 'free' | 'course-vip' | 'stock-pool';

export interface DemoCourseCategory {
  key: string;
  name: string;
  code: string;
  glyph: GlyphName;
}

export const COURSE_CATEGORIES: DemoCourseCategory[] = [
  { key: 'basic', name: '入门必修', code: 'basic', glyph: 'school' },
  { key: 'technical', name: '技术分析', code: 'technical', glyph: 'stock' },
  { key: 'value', name: '价值投资', code: 'value', glyph: 'teacher' },
  { key: 'quant', name: '量化交易', code: 'quant', glyph: 'ai' },
  { key: 'allocation', name: '资产配置', code: 'allocation', glyph: 'home' },
  { key: 'cfq', name: '财富圈', code: 'cfq', glyph: 'course' },
];

export interface DemoChapter {
  title: string;
  sections: string[];
}

export interface DemoCourse {
  key: string;
  category: string;
  teacher: string;
  kind: 'video' | 'article';
  title: string;
  /** Title drawn on the cover (8 characters at most). */
  cover: string;
  badge: string;
  colors: [string, string];
  description: string;
  /** Introduction paragraphs (the sales text, never gated). */
  intro: string[];
  /** Key points used in the sections' notes. */
  points: string[];
  gate: CourseGate;
  price: string;
  cycle: number;
  cycleUnit: '' | 'day' | 'month' | 'year';
  isShowPrice?: 0 | 1;
  /** Left out of the allorvisible lists while locked. */
  hiddenWhenLocked?: boolean;
  /** How many leading sections are free trials (gated courses). */
  freeSections?: number;
  visits: number;
  likes: number;
  shares: number;
  chapters: DemoChapter[];
}

const YEAR = { price: '1980', cycle: 1, cycleUnit: 'year' as const };
const QUARTER = { price: '298', cycle: 3, cycleUnit: 'month' as const };
const FREE = { price: '0', cycle: 0, cycleUnit: '' as const };

export const DEMO_COURSES: DemoCourse[] = [
  {
    key: 'stock-basics',
    category: 'basic',
    teacher: '王雅琴',
    kind: 'video',
    title: '股票投资入门 30 讲',
    cover: '股票入门30讲',
    badge: '零基础',
    colors: ['#ff7a45', '#d81e06'],
    description: '从开户、交易规则到看懂行情软件，零基础也能系统入门 A 股。',
    intro: [
      '这是一门写给完全没有炒股经验的朋友的入门课。王雅琴老师用 30 个短视频，把股票市场的基本概念、交易规则和行情软件的用法讲清楚。',
      '学完本课，你能独立完成开户、下单和撤单，看懂分时图和 K 线图上的主要信息，并建立起“先学习、后实盘、控制仓位”的投资习惯。',
    ],
    points: ['股票代表对一家公司的所有权', 'A 股实行 T+1 交易制度', '涨跌幅限制因板块不同而不同', '新手先用小资金熟悉规则'],
    gate: 'free',
    ...FREE,
    visits: 18652,
    likes: 1204,
    shares: 356,
    chapters: [
      { title: '第一章 认识股票市场', sections: ['股票是什么', '上交所、深交所和北交所', '主板、创业板与科创板的区别', '指数是怎么编出来的'] },
      { title: '第二章 开户与交易规则', sections: ['如何选择券商并开户', '集合竞价与连续竞价', 'T+1 与涨跌幅限制', '交易费用一次讲清'] },
      { title: '第三章 看懂行情软件', sections: ['分时图的基本要素', 'K 线图入门', '盘口与委托单', '自选股与预警设置'] },
    ],
  },
  {
    key: 'financial-reports',
    category: 'basic',
    teacher: '李建华',
    kind: 'video',
    title: '读懂财务报表：从零开始',
    cover: '读懂财务报表',
    badge: '精品课',
    colors: ['#5b8cff', '#3a3fd8'],
    description: '三张报表的结构、勾稽关系与常见“排雷”方法，用真实案例讲透。',
    intro: [
      '财务报表是上市公司的“体检报告”。李建华老师带你从资产负债表、利润表和现金流量表的结构讲起，理解三张表之间的勾稽关系。',
      '课程重点讲解应收账款、存货、商誉和经营现金流等关键科目，教你识别财务粉饰的常见信号，为价值投资打下基础。',
    ],
    points: ['利润表看赚不赚钱，现金流量表看钱是否真的进账', '应收账款增速长期高于营收增速需要警惕', '商誉占净资产比例过高存在减值风险', '经营现金流与净利润长期背离是危险信号'],
    gate: 'course-vip',
    ...QUARTER,
    freeSections: 1,
    visits: 9321,
    likes: 688,
    shares: 142,
    chapters: [
      { title: '第一章 三张报表的结构', sections: ['资产负债表：公司有什么、欠什么', '利润表：公司赚了多少钱', '现金流量表：钱从哪里来、到哪里去'] },
      { title: '第二章 关键科目精读', sections: ['应收账款与坏账', '存货与周转', '商誉与减值', '经营现金流与净利润'] },
      { title: '第三章 财报排雷实战', sections: ['常见的财务粉饰手法', '审计意见怎么看', '一份年报的完整阅读流程'] },
    ],
  },
  {
    key: 'beginner-pitfalls',
    category: 'basic',
    teacher: '刘思远',
    kind: 'article',
    title: '新手避坑指南：10 个常见投资误区',
    cover: '新手避坑指南',
    badge: '图文专栏',
    colors: ['#43e97b', '#38a169'],
    description: '追涨杀跌、满仓单吊、听消息炒股……这些坑你踩过几个？',
    intro: [
      '刘思远老师总结了十年投教工作中最常见的十个新手误区，每篇文章讲清一个误区的成因、后果和应对方法。',
      '图文专栏，随时随地阅读，适合刚入市半年以内的投资者。',
    ],
    points: ['不要把全部资金押在一只股票上', '消息面传到散户时往往已经反映在价格里', '止损是为了保住继续参与的本金', '投资收益来自认知，而不是运气'],
    gate: 'free',
    ...FREE,
    visits: 12408,
    likes: 932,
    shares: 488,
    chapters: [
      { title: '上篇 心态与习惯', sections: ['误区一：追涨杀跌', '误区二：满仓单吊', '误区三：频繁交易', '误区四：亏了就死扛', '误区五：赚了就跑'] },
      { title: '下篇 方法与信息', sections: ['误区六：听消息炒股', '误区七：迷信技术指标', '误区八：只看股价不看公司', '误区九：加杠杆博反弹', '误区十：没有交易计划'] },
    ],
  },
  {
    key: 'fund-dca',
    category: 'basic',
    teacher: '刘思远',
    kind: 'video',
    title: '基金定投入门：让时间成为朋友',
    cover: '基金定投入门',
    badge: '免费',
    colors: ['#fda085', '#f6416c'],
    description: '宽基指数定投的原理、标的选择、扣款节奏与止盈方法。',
    intro: [
      '基金定投是普通家庭参与资本市场的好方法。本课讲解定投平滑成本的原理，教你挑选宽基指数基金、设置扣款节奏和止盈规则。',
    ],
    points: ['定投通过分批买入平滑持仓成本', '宽基指数基金适合作为定投标的', '定投贵在坚持，也要设定止盈目标', '定投资金应是长期不用的闲钱'],
    gate: 'free',
    ...FREE,
    visits: 7865,
    likes: 521,
    shares: 203,
    chapters: [
      { title: '第一章 定投的原理', sections: ['什么是基金定投', '微笑曲线与成本平滑', '定投适合什么样的人'] },
      { title: '第二章 定投的实操', sections: ['如何挑选指数基金', '周定投还是月定投', '定投的止盈方法', '定投常见问题答疑'] },
    ],
  },
  {
    key: 'candlestick',
    category: 'technical',
    teacher: '王雅琴',
    kind: 'video',
    title: 'K 线形态精讲',
    cover: 'K线形态精讲',
    badge: '精品课',
    colors: ['#f093fb', '#f5576c'],
    description: '单根 K 线、组合形态与反转形态，结合成交量判断形态的有效性。',
    intro: [
      'K 线是技术分析的基础语言。王雅琴老师从单根 K 线的实体和影线讲起，系统讲解常见的组合形态和顶底反转形态。',
      '每个形态都配有历史走势的复盘讲解，并强调成交量对形态有效性的确认作用，帮助你少犯“看图说话”的错误。',
    ],
    points: ['长下影线说明下方有承接', '早晨之星需要成交量配合确认', '形态要放在趋势中理解', '任何形态都有失败的可能，必须设好止损'],
    gate: 'course-vip',
    ...YEAR,
    freeSections: 2,
    visits: 15230,
    likes: 1102,
    shares: 310,
    chapters: [
      { title: '第一章 单根 K 线', sections: ['K 线的四个价格', '大阳线与大阴线', '十字星的含义', '长影线的信号'] },
      { title: '第二章 组合形态', sections: ['早晨之星与黄昏之星', '吞没形态', '乌云盖顶与刺透形态', '三只乌鸦与红三兵'] },
      { title: '第三章 反转形态', sections: ['头肩顶与头肩底', '双重顶与双重底', 'V 形反转', '形态失败与止损'] },
    ],
  },
  {
    key: 'volume-price',
    category: 'technical',
    teacher: '王雅琴',
    kind: 'video',
    title: '量价关系实战',
    cover: '量价关系实战',
    badge: '精品课',
    colors: ['#30cfd0', '#330867'],
    description: '放量、缩量、天量、地量分别意味着什么？量在价先的实战解读。',
    intro: ['成交量是市场资金真实态度的体现。本课讲解量价配合与背离的八种典型情形，并结合分时图讲解盘中的量能变化。'],
    points: ['上涨放量、回调缩量是健康的量价配合', '高位放量滞涨需要警惕', '地量往往出现在阶段底部附近', '分时量能突变常伴随资金进出'],
    gate: 'course-vip',
    ...QUARTER,
    freeSections: 1,
    visits: 8740,
    likes: 603,
    shares: 177,
    chapters: [
      { title: '第一章 成交量基础', sections: ['成交量与成交额', '换手率怎么看', '量比的用法'] },
      { title: '第二章 量价八法', sections: ['量增价涨与量缩价跌', '量增价平与量缩价涨', '天量天价与地量地价', '量价背离'] },
      { title: '第三章 分时量能', sections: ['分时图上的量能', '尾盘放量的含义', '量能实战复盘'] },
    ],
  },
  {
    key: 'moving-average',
    category: 'technical',
    teacher: '王雅琴',
    kind: 'video',
    title: '均线系统与趋势判断',
    cover: '均线与趋势',
    badge: '免费',
    colors: ['#ffd666', '#fa8c16'],
    description: '5 日、20 日、60 日均线怎么用？多头排列、金叉死叉与趋势跟随。',
    intro: ['均线是最常用的趋势工具。本课讲解均线的计算方法、周期选择，以及多头排列、金叉死叉在实战中的优缺点。'],
    points: ['均线反映一段时间的平均持仓成本', '多头排列说明趋势向上', '震荡市中均线信号容易失真', '均线要结合成交量和形态使用'],
    gate: 'free',
    ...FREE,
    visits: 11204,
    likes: 845,
    shares: 264,
    chapters: [
      { title: '第一章 均线基础', sections: ['均线是怎么算出来的', '短中长期均线的选择', '均线的支撑与压力'] },
      { title: '第二章 均线实战', sections: ['多头排列与空头排列', '金叉与死叉', '均线粘合后的方向选择', '震荡市里的均线陷阱'] },
    ],
  },
  {
    key: 'macd-kdj',
    category: 'technical',
    teacher: '陈志强',
    kind: 'video',
    title: 'MACD 与 KDJ 指标实战',
    cover: 'MACD与KDJ',
    badge: '钻石专享',
    colors: ['#667eea', '#764ba2'],
    description: '指标背离、参数优化与多周期共振，钻石会员专享的进阶指标课。',
    intro: ['陈志强老师用量化研究的视角重新审视两大经典指标：哪些信号在历史数据里更稳定，哪些只是“看起来很美”。'],
    points: ['MACD 背离需要价格新高或新低确认', 'KDJ 在单边行情中容易钝化', '多周期共振能提高信号质量', '指标参数不宜过度优化'],
    gate: 'stock-pool',
    price: '3980',
    cycle: 1,
    cycleUnit: 'year',
    freeSections: 1,
    visits: 5632,
    likes: 402,
    shares: 98,
    chapters: [
      { title: '第一章 MACD', sections: ['DIF、DEA 与柱线', '零轴上下的含义', '顶背离与底背离'] },
      { title: '第二章 KDJ', sections: ['KDJ 的计算方法', '超买超卖与钝化', 'J 值的用法'] },
      { title: '第三章 指标组合', sections: ['多周期共振', '指标与均线配合', '参数优化的陷阱'] },
    ],
  },
  {
    key: 'emotion-cycle',
    category: 'technical',
    teacher: '王雅琴',
    kind: 'video',
    title: '短线情绪周期与龙头战法',
    cover: '情绪周期',
    badge: '钻石专享',
    colors: ['#ff4d4f', '#a8071a'],
    description: '涨停梯队、连板高度与情绪周期的四个阶段，短线交易体系课。',
    intro: ['短线交易的核心是理解市场情绪。本课讲解情绪周期的启动、发酵、高潮与退潮四个阶段，以及每个阶段的仓位应对。'],
    points: ['情绪退潮期以空仓观望为主', '龙头股的辨识度来自题材和资金共识', '短线交易必须严格止损', '高位接力风险极大，新手不宜参与'],
    gate: 'stock-pool',
    price: '5980',
    cycle: 1,
    cycleUnit: 'year',
    hiddenWhenLocked: true,
    freeSections: 1,
    visits: 4210,
    likes: 356,
    shares: 71,
    chapters: [
      { title: '第一章 情绪周期', sections: ['情绪周期的四个阶段', '涨停家数与连板高度', '赚钱效应的观察方法'] },
      { title: '第二章 龙头战法', sections: ['什么是龙头股', '龙头的分歧与转一致', '退潮期的风险控制', '短线交易的纪律'] },
    ],
  },
  {
    key: 'value-logic',
    category: 'value',
    teacher: '李建华',
    kind: 'video',
    title: '价值投资的底层逻辑',
    cover: '价值投资逻辑',
    badge: '免费',
    colors: ['#ff6a00', '#d81e06'],
    description: '安全边际、能力圈与复利：价值投资三大基石的通俗讲解。',
    intro: ['李建华老师从业二十年的投资心得：价值投资不是买便宜货，而是以合理的价格买入好公司，并长期持有。'],
    points: ['股价长期围绕企业价值波动', '安全边际是应对不确定性的缓冲', '只投资自己看得懂的公司', '复利需要时间和低回撤'],
    gate: 'free',
    ...FREE,
    visits: 13570,
    likes: 1021,
    shares: 402,
    chapters: [
      { title: '第一章 三大基石', sections: ['价格与价值', '安全边际', '能力圈'] },
      { title: '第二章 长期主义', sections: ['复利的力量', '市场先生的寓言', '如何面对波动', '价值投资的常见误解'] },
    ],
  },
  {
    key: 'sector-rotation',
    category: 'value',
    teacher: '李建华',
    kind: 'video',
    title: '行业轮动与宏观周期',
    cover: '行业轮动',
    badge: '精品课',
    colors: ['#fa541c', '#ad2102'],
    description: '从经济周期、货币周期到行业景气度，理解板块轮动背后的逻辑。',
    intro: ['本课讲解美林时钟的原理与本土化应用，教你观察利率、信用和景气度指标，理解不同阶段的行业配置思路。'],
    points: ['经济周期影响各行业的景气度', '货币政策变化先于经济数据', '行业景气度要看订单和价格', '轮动节奏难以精准把握，宜分批配置'],
    gate: 'course-vip',
    ...YEAR,
    freeSections: 1,
    visits: 10342,
    likes: 734,
    shares: 215,
    chapters: [
      { title: '第一章 宏观周期', sections: ['经济周期的四个阶段', '美林时钟与本土化', '利率与信用周期'] },
      { title: '第二章 行业景气度', sections: ['景气度的观察指标', '周期行业与成长行业', '消费行业的稳定性'] },
      { title: '第三章 轮动实战', sections: ['板块轮动的节奏', '行业配置的分批方法', '轮动中的风险控制'] },
    ],
  },
  {
    key: 'moat',
    category: 'value',
    teacher: '李建华',
    kind: 'article',
    title: '护城河：如何找到好公司',
    cover: '护城河',
    badge: '图文专栏',
    colors: ['#36cfc9', '#006d75'],
    description: '品牌、成本、网络效应与转换成本：四类护城河的识别方法。',
    intro: ['好公司的共同点是拥有持久的竞争优势。本专栏用通俗的案例讲解四类护城河，以及护城河被侵蚀时的预警信号。'],
    points: ['护城河决定了高回报能否持续', '品牌溢价体现在毛利率上', '网络效应让强者恒强', '技术变革可能让护城河失效'],
    gate: 'course-vip',
    ...QUARTER,
    isShowPrice: 0,
    freeSections: 1,
    visits: 6120,
    likes: 468,
    shares: 133,
    chapters: [
      { title: '上篇 识别护城河', sections: ['品牌优势', '成本优势', '网络效应', '转换成本'] },
      { title: '下篇 验证护城河', sections: ['从财报看竞争优势', '护城河被侵蚀的信号', '好公司也要好价格'] },
    ],
  },
  {
    key: 'valuation',
    category: 'value',
    teacher: '李建华',
    kind: 'video',
    title: '估值方法实战：PE、PB 与 DCF',
    cover: '估值方法实战',
    badge: '钻石专享',
    colors: ['#9254de', '#391085'],
    description: '相对估值与绝对估值的适用场景，教你给公司估一个“大致正确”的价格。',
    intro: ['估值是价值投资最难的一环。本课讲解市盈率、市净率、PEG 和现金流折现模型的适用场景与局限。'],
    points: ['不同行业适用不同的估值方法', '周期股低市盈率可能是陷阱', '现金流折现对假设非常敏感', '估值宁要模糊的正确，不要精确的错误'],
    gate: 'stock-pool',
    price: '3980',
    cycle: 1,
    cycleUnit: 'year',
    freeSections: 1,
    visits: 4788,
    likes: 377,
    shares: 84,
    chapters: [
      { title: '第一章 相对估值', sections: ['市盈率的正确用法', '市净率与银行股', 'PEG 与成长股'] },
      { title: '第二章 绝对估值', sections: ['现金流折现模型', '折现率与永续增长率', '估值的安全边际'] },
    ],
  },
  {
    key: 'quant-intro',
    category: 'quant',
    teacher: '陈志强',
    kind: 'video',
    title: '量化投资入门：用数据做决策',
    cover: '量化投资入门',
    badge: '免费',
    colors: ['#43e97b', '#38a169'],
    description: '量化投资是什么、能做什么、不能做什么？从一个简单策略开始。',
    intro: ['量化投资用规则和数据替代主观判断。陈志强老师从一个简单的均线策略开始，讲解回测、评价指标和常见的过拟合问题。'],
    points: ['量化策略的核心是可重复的规则', '回测收益不等于未来收益', '最大回撤比年化收益更值得关注', '过拟合是量化研究最大的敌人'],
    gate: 'free',
    ...FREE,
    visits: 6890,
    likes: 498,
    shares: 156,
    chapters: [
      { title: '第一章 认识量化', sections: ['量化投资是什么', '量化与主观投资的区别', '常见的量化策略类型'] },
      { title: '第二章 第一个策略', sections: ['一个均线策略', '如何做回测', '收益、回撤与夏普比率', '过拟合与样本外检验'] },
    ],
  },
  {
    key: 'multi-factor',
    category: 'quant',
    teacher: '陈志强',
    kind: 'video',
    title: '多因子选股实战',
    cover: '多因子选股',
    badge: '精品课',
    colors: ['#2f54eb', '#10239e'],
    description: '价值、质量、动量、低波动：因子的构建、检验与组合方法。',
    intro: ['多因子模型是机构最常用的选股框架。本课讲解因子的构建、IC 检验、因子合成与组合再平衡。'],
    points: ['因子需要经济逻辑支撑', 'IC 衡量因子的预测能力', '多个因子合成可以降低单一因子失效的风险', '再平衡频率影响交易成本'],
    gate: 'course-vip',
    ...YEAR,
    freeSections: 1,
    visits: 5320,
    likes: 389,
    shares: 102,
    chapters: [
      { title: '第一章 因子基础', sections: ['什么是因子', '价值因子与质量因子', '动量因子与低波动因子'] },
      { title: '第二章 因子检验', sections: ['IC 与 IR', '分层回测', '因子衰减'] },
      { title: '第三章 组合构建', sections: ['因子合成方法', '行业与市值中性', '再平衡与交易成本'] },
    ],
  },
  {
    key: 'grid-trading',
    category: 'quant',
    teacher: '陈志强',
    kind: 'article',
    title: '网格交易与风险控制',
    cover: '网格交易',
    badge: '图文专栏',
    colors: ['#13c2c2', '#08979c'],
    description: '震荡市里的机械化交易方法：网格间距、资金分配与极端行情应对。',
    intro: ['网格交易适合在震荡行情中使用。本专栏讲解网格的设计方法、资金管理，以及趋势行情下网格的风险。'],
    points: ['网格交易在震荡市中表现较好', '网格间距要覆盖交易成本', '单边下跌时网格会持续加仓', '必须设定网格的边界和总仓位上限'],
    gate: 'free',
    ...FREE,
    visits: 4015,
    likes: 287,
    shares: 96,
    chapters: [
      { title: '上篇 网格原理', sections: ['网格交易是什么', '网格间距怎么定', '资金如何分配'] },
      { title: '下篇 风险控制', sections: ['单边行情的风险', '网格的边界与止损', 'ETF 网格实例'] },
    ],
  },
  {
    key: 'family-allocation',
    category: 'allocation',
    teacher: '刘思远',
    kind: 'video',
    title: '家庭资产配置必修课',
    cover: '家庭资产配置',
    badge: '免费',
    colors: ['#667eea', '#764ba2'],
    description: '应急金、保障、稳健与进取：四笔钱的配置框架与再平衡。',
    intro: ['刘思远老师用“四笔钱”的框架讲解家庭资产配置：先留足应急金和保障，再根据风险承受能力配置稳健和进取资产。'],
    points: ['应急金一般为 3-6 个月的生活开支', '保障先于投资', '股债配置比例取决于风险承受能力', '定期再平衡让配置回到目标比例'],
    gate: 'free',
    ...FREE,
    visits: 8420,
    likes: 610,
    shares: 288,
    chapters: [
      { title: '第一章 四笔钱', sections: ['应急的钱', '保障的钱', '稳健增值的钱', '追求收益的钱'] },
      { title: '第二章 配置实操', sections: ['风险承受能力测评', '股债比例的选择', '再平衡的方法'] },
    ],
  },
  {
    key: 'bonds',
    category: 'allocation',
    teacher: '赵文博',
    kind: 'video',
    title: '债券投资与固收理财',
    cover: '债券与固收',
    badge: '精品课',
    colors: ['#30cfd0', '#330867'],
    description: '利率、久期与信用：读懂债券价格的涨跌，挑选适合自己的固收产品。',
    intro: ['赵文博老师深耕债券市场十余年。本课讲解债券定价、久期与信用风险，以及纯债基金、银行理财等固收产品的选择方法。'],
    points: ['利率上行时债券价格下跌', '久期越长对利率越敏感', '信用风险需要分散', '固收产品也可能出现阶段性亏损'],
    gate: 'course-vip',
    ...QUARTER,
    freeSections: 1,
    visits: 3870,
    likes: 256,
    shares: 61,
    chapters: [
      { title: '第一章 债券基础', sections: ['债券是什么', '票面利率与到期收益率', '久期与凸性'] },
      { title: '第二章 固收产品', sections: ['纯债基金', '银行理财与净值化', '如何挑选固收产品', '固收投资的风险'] },
    ],
  },
  {
    key: 'convertible-bonds',
    category: 'allocation',
    teacher: '赵文博',
    kind: 'article',
    title: '可转债投资入门',
    cover: '可转债入门',
    badge: '钻石专享',
    colors: ['#597ef7', '#1d39c4'],
    description: '债底保护与股性弹性：可转债的条款、估值与“双低”策略。',
    intro: ['可转债兼具债性与股性。本专栏讲解转股价值、纯债价值、下修与强赎条款，以及常见的可转债策略。'],
    points: ['纯债价值提供一定的下跌保护', '转股溢价率衡量股性强弱', '强赎条款可能导致溢价快速消失', '可转债也存在违约风险'],
    gate: 'stock-pool',
    price: '998',
    cycle: 6,
    cycleUnit: 'month',
    freeSections: 1,
    visits: 2950,
    likes: 204,
    shares: 47,
    chapters: [
      { title: '上篇 条款与估值', sections: ['可转债是什么', '转股价值与纯债价值', '下修与强赎条款'] },
      { title: '下篇 策略与风险', sections: ['双低策略', '打新与配债', '可转债的风险'] },
    ],
  },
  {
    key: 'cfq-weekly',
    category: 'cfq',
    teacher: '李建华',
    kind: 'article',
    title: '财富圈·每周市场复盘',
    cover: '每周市场复盘',
    badge: '财富圈',
    colors: ['#ff7a45', '#d81e06'],
    description: '每周末一篇：本周市场回顾、资金动向与下周关注要点。',
    intro: ['财富圈周度复盘专栏，李建华老师每周末整理一周市场的主要变化，帮助你跳出日内波动，看清市场大方向。'],
    points: ['关注成交额与市场情绪的变化', '政策与海外市场是重要的外部变量', '复盘是提升认知的最好方法', '观点仅供参考，不构成投资建议'],
    gate: 'free',
    ...FREE,
    visits: 9876,
    likes: 745,
    shares: 302,
    chapters: [
      { title: '本月复盘', sections: ['第一周：震荡中的结构性机会', '第二周：成交回暖与主线确认', '第三周：高位分歧与调仓', '第四周：月末资金面观察'] },
      { title: '上月复盘', sections: ['第一周：政策预期升温', '第二周：外部扰动与防守', '第三周：业绩预告密集期'] },
    ],
  },
  {
    key: 'cfq-mindset',
    category: 'cfq',
    teacher: '刘思远',
    kind: 'video',
    title: '财富圈·投资心理与交易纪律',
    cover: '投资心理',
    badge: '财富圈',
    colors: ['#f093fb', '#f5576c'],
    description: '克服恐惧与贪婪，建立可执行的交易计划和复盘习惯。',
    intro: ['投资中最大的敌人往往是自己。本课从行为金融学的常见偏差讲起，帮你建立交易计划、仓位纪律和复盘习惯。'],
    points: ['损失厌恶让人过早卖出盈利股', '锚定效应让人死守买入价', '交易计划要在开盘前制定', '复盘记录是改进的依据'],
    gate: 'course-vip',
    ...QUARTER,
    freeSections: 1,
    visits: 5533,
    likes: 417,
    shares: 139,
    chapters: [
      { title: '第一章 认识自己', sections: ['损失厌恶', '锚定效应与确认偏误', '过度自信'] },
      { title: '第二章 交易纪律', sections: ['制定交易计划', '仓位纪律', '止损的执行', '复盘与交易日志'] },
    ],
  },
];

/** Banners of the course tab page (财富圈), each opening a course by its key. */
export const COURSE_TAB_BANNERS: { key: string; course: string; title: string; subtitle: string; badge: string; colors: [string, string] }[] = [
  { key: 'course-tab-value', course: 'value-logic', title: '价值投资公开课', subtitle: '李建华老师 · 免费学习', badge: '财富圈', colors: ['#ff7a45', '#d81e06'] },
  { key: 'course-tab-kline', course: 'candlestick', title: 'K线形态精讲', subtitle: '金牌会员专享 · 前两节免费试看', badge: '精品课程', colors: ['#f093fb', '#f5576c'] },
  { key: 'course-tab-quant', course: 'quant-intro', title: '量化投资入门', subtitle: '用数据做决策 · 陈志强老师', badge: '新课上线', colors: ['#43e97b', '#38a169'] },
];

/** Demo comments: [course key, member mobile, text, hours ago]. */
export const COURSE_COMMENTS: [string, string, string, number][] = [
  ['stock-basics', '13800000001', '讲得很清楚，终于搞懂了集合竞价是怎么回事。', 30],
  ['stock-basics', '13800000003', '适合新手，第三章的行情软件讲解很实用。', 52],
  ['stock-basics', '13800000005', '老师能不能再讲讲科创板的开户条件？', 75],
  ['candlestick', '13800000001', '早晨之星那一节配合成交量讲，印象特别深。', 20],
  ['candlestick', '13800000005', '试看了两节，准备开通会员继续学。', 44],
  ['value-logic', '13800000001', '安全边际的比喻太形象了，收藏反复看。', 12],
  ['value-logic', '13800000004', '价值投资不等于买便宜货，这句话记住了。', 60],
  ['family-allocation', '13800000003', '四笔钱的框架很实用，已经按这个重新规划了家里的资金。', 90],
  ['cfq-weekly', '13800000001', '每周必看，复盘思路很清晰。', 6],
];

/** 张三's learning history: [course key, hours ago]; his likes: course keys. */
export const ZHANGSAN_VIEWS: [string, number][] = [
  ['candlestick', 2],
  ['stock-basics', 26],
  ['value-logic', 50],
];
export const ZHANGSAN_LIKES = ['stock-basics', 'candlestick'];
export const ZHANGSAN_FOLLOWS = ['candlestick'];
