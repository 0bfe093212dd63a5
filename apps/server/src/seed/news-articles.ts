/**
 * Building blocks of the seeded news articles: paragraphs per market theme, closing strategy and
 * risk paragraphs, and helpers that assemble rich HTML (headings, lists, tables, pictures). All
 * figures are illustrative; no article claims a real company's price.
 */

export const THEME_PARAGRAPHS: Record<string, string[]> = {
  chip: [
    '半导体板块近期成交活跃，设备与材料环节表现强于设计环节。国产替代仍是中长期主线，但短期估值已部分反映乐观预期，追高需谨慎。',
    '从产业周期看，存储芯片价格企稳回升，下游消费电子库存逐步去化，行业景气有望在未来两到三个季度内继续修复。',
    '需要注意的是，半导体属于高波动板块，单日振幅常在5%以上，建议以板块ETF或分批建仓的方式参与，控制单一方向仓位。',
  ],
  ev: [
    '新能源产业链经历一轮深度调整后，锂电材料价格已接近部分企业的现金成本线，行业出清正在进行，龙头企业的份额有望进一步提升。',
    '光伏环节供给过剩的问题仍未根本解决，但政策层面对低价竞争的约束在加强，关注技术迭代带来的结构性机会。',
    '储能是新能源板块中需求增速较快的细分方向，海外大储订单饱满，国内配储政策也在持续完善。',
  ],
  consume: [
    '消费板块整体处于估值修复阶段。促消费政策陆续落地，以旧换新带动家电、汽车等可选消费需求回暖。',
    '从结构看，服务消费恢复快于商品消费，旅游、餐饮、影视等线下场景的客流数据保持较好增长。',
    '白酒等高端消费仍需观察需求端的持续性，短期更多是估值层面的博弈，配置上宜以业绩确定性高的龙头为主。',
  ],
  pharma: [
    '医药板块经历了较长时间的调整，目前估值处在近十年的相对低位。创新药出海、医疗器械国产化是较明确的方向。',
    '集采常态化之后，仿制药企业的利润空间被压缩，市场更青睐研发管线丰富、具备国际化能力的公司。',
    '医药投资更需要耐心，临床进展、审批节奏都会带来波动，建议以指数基金或主题基金分散个股风险。',
  ],
  bank: [
    '银行板块凭借较高的股息率受到长期资金青睐，在市场波动加大时往往体现出防御属性。',
    '净息差仍面临压力，但资产质量总体稳定，拨备覆盖率处于较高水平，为利润释放留有空间。',
    '保险板块与权益市场、长端利率高度相关，资本市场回暖时弹性较大，适合作为进攻与防守之间的平衡配置。',
  ],
  policy: [
    '近期多部门密集出台稳增长政策，涵盖财政、货币、产业和资本市场等多个层面，政策合力正在形成。',
    '资本市场方面，监管层持续推进投资端改革，鼓励长期资金入市，同时加强上市公司分红和回购的引导。',
    '政策效果的显现需要时间，市场对政策的反应往往“先情绪、后基本面”，投资者应关注政策落地后的数据验证。',
  ],
  macro: [
    '最新公布的宏观数据显示经济延续温和复苏，制造业景气度在荣枯线附近波动，服务业表现相对平稳。',
    '物价水平整体温和，为货币政策保持宽松提供了空间。市场流动性合理充裕，资金利率维持低位。',
    '海外方面，主要经济体的货币政策进入观察期，汇率与外资流向仍是影响A股短期情绪的重要变量。',
  ],
  hk: [
    '港股估值在全球主要市场中处于偏低水平，南向资金持续净流入，成为支撑港股的重要力量。',
    '互联网平台公司经营效率提升、回购力度加大，是港股科技板块近期走强的主要原因。',
    '港股受海外流动性影响更大，波动也更剧烈，投资者可以通过港股通ETF降低参与门槛和个股风险。',
  ],
  bond: [
    '债市在宽松的资金环境下整体走强，长端利率处于历史低位区间，继续下行的空间相对有限。',
    '对普通投资者而言，纯债基金的预期收益需要适当下调，短债和同业存单类产品更适合作为现金管理工具。',
    '利率低位时，债券价格对利率反弹更敏感，配置时要关注久期风险，不宜简单追逐历史收益。',
  ],
  gold: [
    '黄金价格在全球央行增持和避险需求的支撑下维持高位，短期波动有所加大。',
    '从配置角度看，黄金的作用是分散风险、对冲极端情形，而不是追求高收益，占家庭资产的5%-10%较为合适。',
    '原油等大宗商品受地缘局势和供需变化影响较大，普通投资者参与需控制仓位，避免使用杠杆。',
  ],
  ai: [
    '人工智能产业持续催化，算力基础设施投资维持高景气，光模块、服务器、液冷等环节订单饱满。',
    '应用端正在从“能用”走向“好用”，办公、教育、金融等场景的商业化落地值得跟踪。',
    '主题投资的特点是预期先行、波动剧烈，建议区分有业绩支撑的硬件环节和以概念为主的应用环节。',
  ],
  auto: [
    '汽车行业竞争激烈，价格战仍在持续，但智能化水平成为新的竞争焦点，城市领航辅助驾驶加速普及。',
    '整车出口保持较快增长，自主品牌在海外市场的份额稳步提升，产业链上游的零部件企业同样受益。',
    '汽车板块内部分化明显，选择时应更关注销量趋势、单车盈利和新车型周期。',
  ],
  fund: [
    '基金定投的核心是用时间换空间，在市场低位时坚持投入，可以有效摊低持仓成本。',
    '定投标的建议选择宽基指数或长期业绩稳定的主动基金，行业主题基金波动较大，更适合作为卫星配置。',
    '止盈比止损更重要：可以设定目标收益率分批止盈，避免“坐过山车”。',
  ],
  kline: [
    'K线反映的是多空双方在一段时间内的博弈结果，单根K线意义有限，要结合位置、趋势和成交量综合判断。',
    '放量突破前期平台、回踩不破的走势通常较为可靠；缩量上涨或高位放量滞涨则需要提高警惕。',
    '技术分析是概率工具而非预测工具，任何形态都有失败的可能，提前设定止损才是技术分析的正确用法。',
  ],
};

export const STRATEGY_PARAGRAPHS = [
  '操作上，建议仓位维持在五到六成，以主线板块的核心品种为主，回避前期涨幅过大、缺乏业绩支撑的品种。',
  '短期市场以结构性机会为主，不宜追涨杀跌；可以利用分时回调分批布局，预留足够的机动资金。',
  '对于稳健型投资者，红利、公用事业等低波动资产仍是底仓的优选，成长方向可以用小仓位参与。',
  '市场情绪修复需要成交量的配合，若两市成交额持续萎缩，应适当降低预期、控制节奏。',
  '保持纪律比判断对错更重要：买入前想好止损位，持仓中不因短期波动改变计划。',
];

export const RISK_PARAGRAPH = '<p><em>风险提示：本文内容仅供学习参考，不构成任何投资建议。市场有风险，投资需谨慎。</em></p>';

export const SECTORS = ['半导体', '消费电子', '光伏设备', '电池', '白酒', '医疗器械', '创新药', '银行', '保险', '证券', '电力', '煤炭', '有色金属', '汽车整车', '软件开发', '通信设备', '家用电器', '食品加工', '军工电子', '房地产'];

/** Deterministic number in [0, 1) for (a, b). */
export function noise(a: number, b: number): number {
  const x = Math.sin(a * 12.9898 + b * 78.233) * 43758.5453;
  return x - Math.floor(x);
}

export const p = (text: string) => `<p>${text}</p>`;
export const h3 = (text: string) => `<h3>${text}</h3>`;
export const ul = (items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;
export const img = (src: string, alt: string) => `<p><img src="${src}" alt="${alt}"></p>`;

/** A sector table with several rows: weekly change, turnover and a short view (illustrative). */
export function sectorTable(seed: number, rows = 6): string {
  const head = '<thead><tr><th>行业</th><th>周涨跌幅</th><th>成交额（亿元）</th><th>观点</th></tr></thead>';
  const views = ['维持关注', '逢低布局', '谨慎观望', '持有为主', '短期回避'];
  const body = Array.from({ length: rows }, (_, i) => {
    const sector = SECTORS[(seed * 3 + i * 7) % SECTORS.length];
    const change = ((noise(seed, i) - 0.45) * 12).toFixed(2);
    const turnover = Math.round(200 + noise(i, seed) * 1800);
    return `<tr><td>${sector}</td><td>${Number(change) > 0 ? '+' : ''}${change}%</td><td>${turnover}</td><td>${views[(seed + i) % views.length]}</td></tr>`;
  }).join('');
  return `<table>${head}<tbody>${body}</tbody></table>`;
}

/** Key index levels for the morning notes (illustrative). */
export function levelsTable(seed: number): string {
  const base = [
    ['上证指数', 3100, 60],
    ['深证成指', 9800, 220],
    ['创业板指', 1950, 60],
    ['科创50', 860, 30],
  ] as const;
  const rows = base
    .map(([name, level, span], i) => {
      const centre = Math.round(level + (noise(seed, i) - 0.5) * span * 2);
      return `<tr><td>${name}</td><td>${centre - span}</td><td>${centre + span}</td></tr>`;
    })
    .join('');
  return `<table><thead><tr><th>指数</th><th>支撑位</th><th>压力位</th></tr></thead><tbody>${rows}</tbody></table>`;
}

/** One paragraph of more than 50 inline nodes (the client compresses rows like this). */
export function longInlineRow(): string {
  const names = Array.from({ length: 64 }, (_, i) => `${SECTORS[i % SECTORS.length]}${i >= SECTORS.length ? `·${Math.floor(i / SECTORS.length) + 1}` : ''}`);
  return `<p>今日活跃题材梯队（共 ${names.length} 个）：${names.map((n, i) => (i % 2 === 0 ? `<strong>${n}</strong>` : `<span>${n}</span>`)).join('、')}</p>`;
}
